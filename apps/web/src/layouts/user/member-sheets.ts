import { useEffect } from 'react';

/** The body's class while a member page is shown: member-sheets.css sizes its dialogs and drawers (portalled to the body) for a phone. */
export const MEMBER_SHEETS_CLASS = 'member-sheets';

/**
 * Dialogs, drawers and confirmations of the member pages (issue #34): below 768 px full width
 * (a dialog as a bottom sheet), their buttons and close targets at least 44 × 44 px. They render
 * outside the page (in the body), so the member layout, and on the login page the
 * retrieve-password dialog, mark the body while they are shown. The rules (member-sheets.css) load
 * with them, not with the login page's first paint.
 */
export function useMemberSheets() {
  useEffect(() => {
    document.body.classList.add(MEMBER_SHEETS_CLASS);
    return () => document.body.classList.remove(MEMBER_SHEETS_CLASS);
  }, []);
}
