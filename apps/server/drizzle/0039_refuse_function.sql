-- A statement that refuses calls refuse(reason): the error rolls back all it did, and a COMMIT sent
-- in the same round trip does not run (src/db/begin-ahead.ts). The order engine's last statement of
-- a balance payment refuses this way when the stock it takes is short (modules/order/orders.ts).
CREATE OR REPLACE FUNCTION "refuse"("reason" text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = "reason";
END
$$;
