-- Money a gateway collects for an order already paid another way is recorded (dup_pay) and sent back
-- (dup_refund) by the order engine (modules/order/orders.ts refundPaidTwice), beside the order's one payment.
ALTER TABLE "order_payment" DROP CONSTRAINT "order_payment_kind_check";--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_kind_check" CHECK ("order_payment"."kind" in ('pay','refund','dup_pay','dup_refund'));
--> statement-breakpoint
-- A payment started at a gateway whose money arrived by its notify was left open (only a query
-- marked one paid), so the close sweep read it again every period: settled here, as the engine now
-- does in the notify's own transaction.
UPDATE "gateway_order" g SET "status" = 'paid', "last_error" = '', "update_time" = now()
WHERE g."status" = 'open'
  AND EXISTS (SELECT 1 FROM "order_payment" p WHERE p."order_id" = g."order_id" AND p."kind" = 'pay' AND p."gateway" = g."gateway");
