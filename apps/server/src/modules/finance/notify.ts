import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { wechatTransferNotifyEndpoint } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { withdraw } from '../../db/schema/index.ts';
import { serveProtocol } from '../../core/http/serve.ts';
import { NotifyRefused } from '../order/index.ts';
import { applyPayoutResult } from './transitions.ts';
import { wechatTransferFromSettings } from './wechat-transfer.ts';

export const WECHAT_TRANSFER_NOTIFY_PATH = wechatTransferNotifyEndpoint.path;

/** WeChat Pay's answer to a notify: 204 accepted (a retry stops), else an error status with `{ code: 'FAIL', message }` (WeChat Pay retries). */
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ code: 'FAIL', message });

/**
 * `POST /api/withdraw/wechat/notify`: WeChat Pay's 商家转账 notifies (MCHTRANSFER.BILL.FINISHED).
 * The body is kept as received (its bytes are what was signed); the signature, the key id and the
 * timestamp (within 5 minutes) are checked and the resource decrypted before anything is read.
 * The withdrawal is found by out_bill_no (its withdraw_no, wechat channel), the amount checked
 * against its pay_amount, and the result applied through the engine (`applyPayoutResult`:
 * conditional, so a replay or a late notify changes nothing and is answered as accepted).
 */
export function wechatTransferNotifyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    serveProtocol(scope, wechatTransferNotifyEndpoint, async (_input, req, { reply }) => {
      const gw = await wechatTransferFromSettings(ctx);
      if (!gw) return fail(reply, 503, 'not configured');
      let notice;
      try {
        notice = gw.parseNotify({ headers: req.headers, body: typeof req.body === 'string' ? req.body : '' });
      } catch (e) {
        if (!(e instanceof NotifyRefused)) throw e;
        req.log.warn(`wechat transfer notify refused: ${e.message}`);
        return fail(reply, 401, 'signature verification failed');
      }
      const [row] = await ctx.db.select({ id: withdraw.id, payAmount: withdraw.payAmount }).from(withdraw)
        .where(and(eq(withdraw.withdrawNo, notice.outBillNo), eq(withdraw.channel, 'wechat')));
      if (!row) return fail(reply, 404, 'withdrawal not found');
      if (row.payAmount !== notice.amount) {
        req.log.warn(`wechat transfer notify for ${notice.outBillNo}: amount ${notice.amount} is not ${row.payAmount}`);
        return fail(reply, 400, 'amount mismatch');
      }
      const after = await applyPayoutResult(ctx.db, row.id, notice.result);
      req.log.info(`wechat transfer notify for ${notice.outBillNo}: ${notice.result.payoutState} → ${after ?? 'unchanged'}`);
      return reply.code(204).send();
    });
  });
}
