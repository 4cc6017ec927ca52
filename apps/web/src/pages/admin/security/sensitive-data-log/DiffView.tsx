import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { diffParts, type DiffSide } from './diff';

/** Before and after side by side, the changed part highlighted (removed in the error colour, added in the success colour). */
export function DiffView({ before, after, lang }: { before: string | null; after: string | null; lang: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const parts = diffParts(before, after);
  const side = (title: string, part: DiffSide, bg: string, border: string, testId: string) => (
    <div
      data-testid={testId}
      style={{ flex: 1, minWidth: 0, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: token.paddingSM }}
    >
      <Typography.Text type="secondary">{title}</Typography.Text>
      <pre style={{ margin: `${token.marginXS}px 0 0`, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: token.fontFamilyCode, color: token.colorText }}>
        {part.head}
        {part.changed && <mark style={{ background: bg, color: token.colorText, borderBottom: `2px solid ${border}`, padding: 0 }}>{part.changed}</mark>}
        {part.tail}
      </pre>
    </div>
  );
  return (
    <div className="security-diff" style={{ display: 'flex', gap: token.marginSM }}>
      {side(t(`${lang}.before`), parts.before, token.colorErrorBg, token.colorError, 'diff-before')}
      {side(t(`${lang}.after`), parts.after, token.colorSuccessBg, token.colorSuccess, 'diff-after')}
    </div>
  );
}
