import type { MobileEvent } from '@app/contract';

/** One verification code to deliver by SMS. */
export interface SmsMessage {
  /** Mainland China mobile number, 11 digits. */
  mobile: string;
  event: MobileEvent;
  code: string;
}

/** Delivers SMS; `send` resolves when the provider accepted the message and throws its error otherwise. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Where the log provider writes. */
export type SmsLogger = (line: string) => void;
