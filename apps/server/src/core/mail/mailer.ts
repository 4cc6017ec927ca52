import { isIP } from 'node:net';
import type { Settings } from '../settings.ts';

/** The config centre's mail group (reference 7.2). */
export interface MailSettings {
  smtp_server: string;
  smtp_port: string;
  smtp_user: string;
  smtp_pass: string;
  /** `SSL`: implicit TLS (SMTPS); `TLS`: STARTTLS, required. */
  smtp_verification: string;
  smtp_sender_mail: string;
}

export const MAIL_KEYS = ['smtp_server', 'smtp_port', 'smtp_user', 'smtp_pass', 'smtp_verification', 'smtp_sender_mail'] as const;

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

export interface MailOptions {
  /** Extra certificate authorities trusted for the SMTP server's certificate (PEM); tests use a loopback CA. */
  ca?: string;
  /** Give up on a silent server after this long. */
  timeoutMs?: number;
}

/** The saved mail settings; mail features are available only when every one is set (reference 7.9). */
export async function savedMailSettings(settings: Settings): Promise<MailSettings> {
  const group = await settings.group('mail');
  return Object.fromEntries(MAIL_KEYS.map((k) => [k, String(group[k] ?? '')])) as unknown as MailSettings;
}

export const mailConfigured = (s: MailSettings) => MAIL_KEYS.every((k) => s[k] !== '');

/** Sends one HTML mail over a real SMTP connection; throws the mailer's error (its message is shown to the admin). */
export async function sendMail(s: MailSettings, message: MailMessage, options: MailOptions = {}): Promise<void> {
  const port = Number(s.smtp_port);
  const secure = s.smtp_verification === 'SSL';
  const timeout = options.timeoutMs ?? 15_000;
  const { default: nodemailer } = await import('nodemailer'); // loaded by the first mail, not at start-up
  const transport = nodemailer.createTransport({
    host: s.smtp_server,
    port: Number.isInteger(port) && port > 0 ? port : secure ? 465 : 587,
    secure,
    requireTLS: !secure,
    auth: s.smtp_user ? { user: s.smtp_user, pass: s.smtp_pass } : undefined,
    // SNI names a host; an address as the server is verified against the certificate's IP entries instead.
    tls: { ...(options.ca ? { ca: options.ca } : {}), ...(isIP(s.smtp_server) ? {} : { servername: s.smtp_server }) },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  try {
    await transport.sendMail({
      from: { name: s.smtp_user || s.smtp_sender_mail, address: s.smtp_sender_mail },
      to: message.to,
      subject: message.subject,
      html: message.html,
    });
  } finally {
    transport.close();
  }
}
