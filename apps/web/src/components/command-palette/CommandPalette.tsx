import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadLangPacks } from '../../lang/i18n';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { rememberPage } from './palette-items';
import './command-palette.css';

const PaletteDialog = lazy(() => Promise.all([import('./PaletteDialog'), loadLangPacks(['command-palette'])]).then(([module]) => module));

/** Ctrl+K or ⌘+K (and the header button) open the command palette. */
export const isPaletteShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * The header's palette button; the shortcut works on every admin page. It also remembers the
 * pages the admin opens (per admin, in this browser) for the palette's "recent" entries.
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [, setPackReady] = useState(false);
  const adminId = useAdminInfo((s) => s.id);
  const activeRoute = useNavTabs((s) => s.activeRoute);

  useEffect(() => {
    void loadLangPacks(['command-palette']).then(() => setPackReady(true));
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (activeRoute) rememberPage(adminId, { path: activeRoute.path, title: activeRoute.title });
  }, [adminId, activeRoute]);

  const label = t('command-palette.open', { defaultValue: 'Search' });
  return (
    <>
      <button
        type="button"
        className="nav-menu-item"
        aria-label={label}
        title={`${label} (Ctrl+K)`}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        data-testid="command-palette-open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <SearchOutlined />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
