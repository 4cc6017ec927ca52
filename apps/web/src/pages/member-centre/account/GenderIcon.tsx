import { ManOutlined, QuestionOutlined, WomanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../../stores/user-info';
import { ACCOUNT_SHARED } from './shared-pack';

const icons = { 0: QuestionOutlined, 1: ManOutlined, 2: WomanOutlined } as const;

/** The member's gender decides the icon (spec section 3: 0 unknown, 1 male, 2 female); named for screen readers. */
export function GenderIcon({ gender }: { gender: Gender }) {
  const { t } = useTranslation();
  const Icon = icons[gender] ?? icons[0];
  const label = t(`${ACCOUNT_SHARED}.genders.${gender}`);
  return (
    <span className={`member-gender is-${['unknown', 'male', 'female'][gender] ?? 'unknown'}`} role="img" aria-label={label} title={label} data-testid="member-gender">
      <Icon aria-hidden="true" />
    </span>
  );
}
