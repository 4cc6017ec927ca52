-- Money a gateway collects for an order already paid another way is recorded (dup_pay) and sent back
-- (dup_refund) by the order engine (modules/order/orders.ts refundPaidTwice), beside the order's one payment.
ALTER TABLE "order_payment" DROP CONSTRAINT "order_payment_kind_check";--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_kind_check" CHECK ("order_payment"."kind" in ('pay','refund','dup_pay','dup_refund'));
