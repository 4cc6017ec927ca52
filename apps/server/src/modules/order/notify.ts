import type { FastifyInstance, FastifyReply } from 'fastify';
import { wechatPayNotifyEndpoint } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { serveProtocol } from '../../core/http/serve.ts';
import { metrics } from '../../core/metrics.ts';
import { NotifyRefused } from './gateway.ts';
import { recordRefundNotice } from './gateway-refunds.ts';
import { recordGatewayPayment } from './orders.ts';
import { commissionPolicy } from '../distribution/index.ts';
import { wechatPayFromSettings } from './wechatpay.ts';

export const WECHAT_NOTIFY_PATH = wechatPayNotifyEndpoint.path;

/** WeChat Pay's answer to a notify: 204 accepted (a retry stops), else an error status with `{ code: 'FAIL', message }` (WeChat Pay retries; `WECHAT_NOTIFY_ANSWERS`). */
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ code: 'FAIL', message });

/**
 * `POST /api/pay/wechat/notify`: WeChat Pay's payment and refund notifies. The body is kept as
 * received (its bytes are what was signed); the signature, the key id and the timestamp (within
 * 5 minutes) are checked and the resource decrypted before anything changes. A payment is then
 * recorded through the engine (recordGatewayPayment: idempotent, amount checked); a replay
 * changes nothing and is answered as accepted. No member token: WeChat Pay calls it.
 */
export function wechatNotifyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    serveProtocol(scope, wechatPayNotifyEndpoint, async (_input, req, { reply }) => {
      const gw = await wechatPayFromSettings(ctx);
      if (!gw) return fail(reply, 503, 'not configured');
      const body = typeof req.body === 'string' ? req.body : '';
      let notice;
      try {
        notice = gw.parseNotify({ headers: req.headers, body });
      } catch (e) {
        if (!(e instanceof NotifyRefused)) throw e;
        req.log.warn(`wechat pay notify refused: ${e.message}`);
        metrics.paymentNotify(gw.name, 'refused');
        return fail(reply, 401, 'signature verification failed');
      }
      try {
        if (notice.kind === 'refund') {
          if (!(await recordRefundNotice(ctx.db, gw.name, notice.outRefundNo, notice.refundId, notice.state))) return fail(reply, 404, 'refund not found');
          return reply.code(204).send();
        }
        // A notify of a payment not (yet) successful changes nothing.
        if (!notice.paid) return reply.code(204).send();
        const outcome = await recordGatewayPayment(ctx.db, gw.name, notice, await commissionPolicy(ctx));
        metrics.paymentNotify(gw.name, outcome);
        if (outcome === 'paid') metrics.orderPaid(gw.name);
        req.log.info(`wechat pay notify for order ${notice.orderNo}: ${outcome}`);
        return reply.code(204).send();
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        req.log.warn(`wechat pay notify for order ${notice.orderNo} not applied: ${e.msgKey}`);
        if (notice.kind === 'payment') metrics.paymentNotify(gw.name, 'rejected');
        return fail(reply, 400, e.msgKey);
      }
    });
  });
}
