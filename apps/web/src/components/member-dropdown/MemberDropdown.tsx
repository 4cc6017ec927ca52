import { useEffect, useId, useRef, useState } from 'react';
import { DownOutlined, LogoutOutlined, UserOutlined } from '../icon/light-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logoutMember } from '../../app/session';
import { useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { useUserInfo } from '../../stores/user-info';
import { fullUrl } from '../../utils/url';
import './member-dropdown.css';

/**
 * The logged-in member in a header: avatar and nickname open a list with the member centre,
 * the `nav_user_menu` entries and logout. A native disclosure (button + list) so that the
 * lean home page loads no antd Dropdown; Escape and a click elsewhere close it.
 */
export function MemberDropdown() {
  const { t } = useTranslation();
  const { nickname, avatar } = useUserInfo();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const entries = useMemberCenter((s) => s.navUserMenus);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('.member-dropdown-trigger')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="member-dropdown" ref={root}>
      <button
        type="button"
        className="member-dropdown-trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="member-dropdown"
      >
        {avatar ? (
          <img className="member-dropdown-avatar" src={fullUrl(avatar, cdnUrl)} alt="" width={24} height={24} />
        ) : (
          <span className="member-dropdown-avatar" aria-hidden="true">
            <UserOutlined />
          </span>
        )}
        <span data-testid="member-nickname">{nickname}</span>
        <DownOutlined className="member-dropdown-caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="member-dropdown-list" hidden={!open} aria-label={t('layout.userMenu')}>
        <li>
          <Link to="/user" onClick={close}>
            {t('route.memberCenter')}
          </Link>
        </li>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.menuType === 'link' ? (
              <a href={entry.path} target="_blank" rel="noopener noreferrer" onClick={close}>
                {t(entry.title)}
              </a>
            ) : (
              <Link to={entry.path} onClick={close}>
                {t(entry.title)}
              </Link>
            )}
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logoutMember().catch(() => {})} data-testid="member-logout">
            <LogoutOutlined aria-hidden="true" /> {t('layout.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
