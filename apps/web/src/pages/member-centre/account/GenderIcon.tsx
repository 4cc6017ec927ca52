import { ManOutlined, WomanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../../stores/user-info';
import { ACCOUNT_SHARED } from './shared-pack';

const icons = { 1: ManOutlined, 2: WomanOutlined } as const;

/**
 * The member's gender decides the icon (spec section 3: 1 male, 2 female); named for screen
 * readers. An unknown gender (0) shows none: a question mark after the name read as a stray '?'.
 */
export function GenderIcon({ gender }: { gender: Gender }) {
  const { t } = useTranslation();
  if (gender !== 1 && gender !== 2) return null;
  const Icon = icons[gender];
  const label = t(`${ACCOUNT_SHARED}.genders.${gender}`);
  return (
    <span className={`member-gender is-${gender === 1 ? 'male' : 'female'}`} role="img" aria-label={label} title={label} data-testid="member-gender">
      <Icon aria-hidden="true" />
    </span>
  );
}
