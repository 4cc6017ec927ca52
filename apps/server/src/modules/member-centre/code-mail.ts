import type { EmailEvent } from '@app/contract';
import { t, type Lang } from '../../core/i18n/index.ts';

/** Subject lines of the code mails per event (reference 15.1). */
const SUBJECTS: Record<EmailEvent, string> = {
  user_register: 'Member registration verification',
  user_retrieve_pwd: 'Retrieve password verification',
  user_change_email: 'Modify mailbox validation',
  user_email_verify: 'Member Email Verification',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail carrying a code, in the language of the request: subject `<event>-<site name>`. */
export function codeMail(lang: Lang, event: EmailEvent, code: string, siteName: string) {
  return {
    subject: `${t(lang, SUBJECTS[event])}-${siteName}`,
    html: `<p>${escapeHtml(t(lang, 'Your verification code is: %s', code))}</p>`,
  };
}
