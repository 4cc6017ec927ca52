import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl in a temporary folder. */
export function selfSignedCert(): { dir: string; keyFile: string; certFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'ignore' });
  return { dir, keyFile, certFile };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _cs, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

/** A single-part message as nodemailer writes an HTML-only mail. */
function parseMessage(raw: string): { subject: string; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  let body = rest.join('\n\n');
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    body = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return { subject: decodeWords(headers.get('subject') ?? ''), html: body };
}

/**
 * A real SMTP server on loopback with implicit TLS and login, keeping what it receives. The app
 * trusts its certificate through SMTP_CA_FILE = `caFile`.
 */
export async function startSmtpLoopback(credentials = { user: 'mailer', pass: 'mail-pass' }) {
  const cert = selfSignedCert();
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: true,
    key: fs.readFileSync(cert.keyFile),
    cert: fs.readFileSync(cert.certFile),
    authOptional: false,
    onAuth(auth, _session, cb) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return cb(null, { user: auth.username });
      cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, html } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          html,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    caFile: cert.certFile,
    credentials,
    mails,
    /** The newest mail to an address. */
    lastTo: (address: string) => [...mails].reverse().find((m) => m.to.includes(address)),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(cert.dir, { recursive: true, force: true });
    },
  };
}
export type SmtpLoopback = Awaited<ReturnType<typeof startSmtpLoopback>>;
