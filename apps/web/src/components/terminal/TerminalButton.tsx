import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadLangPacks } from '../../lang/i18n';
import { useTerminal } from '../../stores/terminal';

const TerminalDialogs = lazy(() => Promise.all([import('./TerminalDialogs'), loadLangPacks(['terminal'])]).then(([module]) => module));

/** Header button of the background terminal (super admins) with its red dot; the panel and dialogs load when first opened. */
export function TerminalButton() {
  const { t } = useTranslation();
  const showDot = useTerminal((state) => state.showDot);
  const anyOpen = useTerminal((state) => state.show || state.showConfig || state.showPackageManagerDialog);
  const toggle = useTerminal((state) => state.toggle);
  const [loaded, setLoaded] = useState(false);
  const [, setPackReady] = useState(false);
  // the store's messages need the pack too, before the panel was ever opened
  useEffect(() => {
    void loadLangPacks(['terminal']).then(() => setPackReady(true));
  }, []);
  if (anyOpen && !loaded) setLoaded(true);
  const label = t('terminal.terminal', { defaultValue: 'Terminal' });

  return (
    <>
      <button type="button" className="nav-menu-item hide-on-mobile" aria-label={label} title={label} data-testid="admin-terminal" onClick={() => toggle(true)}>
        <Badge dot={showDot} offset={[2, 0]} data-testid={showDot ? 'admin-terminal-dot' : undefined}>
          <CodeOutlined style={{ fontSize: 'inherit', color: 'inherit' }} />
        </Badge>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <TerminalDialogs />
        </Suspense>
      ) : null}
    </>
  );
}
