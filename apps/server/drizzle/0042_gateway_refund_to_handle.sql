-- The dashboard's to-do of gateway refunds an operator should look at (modules/dashboard/figures.ts):
-- counted from this partial index, not by reading every refund.
CREATE INDEX "gateway_refund_to_handle_idx" ON "gateway_refund" USING btree ("order_id") WHERE "gateway_refund"."status" = 'failed' or ("gateway_refund"."status" = 'pending' and "gateway_refund"."last_error" <> '');
