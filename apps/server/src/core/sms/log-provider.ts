import type { SmsLogger, SmsMessage, SmsProvider } from './types.ts';

const OUTBOX_SIZE = 50;
const outbox: (SmsMessage & { time: number })[] = [];

/**
 * Development only: the last messages of the log provider, newest last. In-process code (the
 * end-to-end server) reads codes here; nothing exposes this list over HTTP.
 */
export function devSmsOutbox(): readonly (SmsMessage & { time: number })[] {
  return outbox;
}

/** The newest code the log provider "sent" to a mobile number (development and tests). */
export function lastDevSmsCode(mobile: string, event?: string): string | undefined {
  for (let i = outbox.length - 1; i >= 0; i--) {
    if (outbox[i].mobile === mobile && (!event || outbox[i].event === event)) return outbox[i].code;
  }
  return undefined;
}

/** Development provider: writes the message to the server log instead of sending it. */
export class DevLogSmsProvider implements SmsProvider {
  readonly name = 'log';

  constructor(private readonly log: SmsLogger) {}

  async send(message: SmsMessage): Promise<void> {
    outbox.push({ ...message, time: Date.now() });
    if (outbox.length > OUTBOX_SIZE) outbox.splice(0, outbox.length - OUTBOX_SIZE);
    this.log(`[dev SMS, not sent] to ${message.mobile}, event ${message.event}: code ${message.code}`);
  }
}
