/**
 * A payment channel other than the member's balance (README "Payment gateways"). The balance
 * payment (`payWithBalance`, orders.ts) moves money inside our own transaction; a gateway's money
 * moves elsewhere and arrives by a signed notify, so its side of the order engine is split in
 * steps: create a payment for an order (the client's parameters), verify and parse a notify,
 * refund (an HTTP call sent by the refund outbox, never inside a transaction), query.
 */

/** What an order asks a gateway to collect. */
export interface GatewayPayRequest {
  /** Our order number: the gateway's `out_trade_no`. */
  orderNo: string;
  /** Cents. */
  amount: number;
  description: string;
  /** The payer's id at the gateway (WeChat: the openid under the AppID). */
  payer: string;
}

/** A verified, decrypted notify. */
export type GatewayNotice =
  | { kind: 'payment'; orderNo: string; tradeNo: string; amount: number; paid: boolean; state: string }
  | { kind: 'refund'; orderNo: string; tradeNo: string; outRefundNo: string; refundId: string; amount: number; state: 'succeeded' | 'failed' | 'processing' };

export interface GatewayRefundRequest {
  tradeNo: string;
  orderNo: string;
  outRefundNo: string;
  /** Cents refunded, of `total` paid. */
  amount: number;
  total: number;
  reason: string;
}

export interface GatewayRefundResult {
  refundId: string;
  /** accepted: being processed or already done; refused: the gateway will not take it (stays pending, retried). */
  state: 'succeeded' | 'processing' | 'failed';
}

/** The raw HTTP request of a notify, as received (the body bytes are what was signed). */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PaymentGateway {
  /** `order_payment.gateway`. */
  readonly name: string;
  /** Creates the gateway's payment for an order; resolves to what the client hands to the gateway's pay call. */
  createPayment(req: GatewayPayRequest): Promise<Record<string, string>>;
  /** Verifies a notify (signature, key id, freshness) and decrypts it; throws `NotifyRefused` when it is not authentic. */
  parseNotify(req: NotifyRequest, nowMs?: number): GatewayNotice;
  refund(req: GatewayRefundRequest): Promise<GatewayRefundResult>;
  /** The payment's state at the gateway (for a notify that never came). */
  query(orderNo: string): Promise<GatewayNotice & { kind: 'payment' }>;
  /** Closes the gateway's unpaid order (the order was cancelled): it can no longer be paid. */
  close(orderNo: string): Promise<void>;
}

/** A notify that is not authentic or not well-formed; answered with an error and nothing changed. */
export class NotifyRefused extends Error {}

/** The gateway answered with an error (status and its code), or could not be reached (status 0). */
export class GatewayError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}
