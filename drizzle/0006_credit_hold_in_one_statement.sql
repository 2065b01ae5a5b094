-- A credit hold in one round trip (lib/billing/credits.ts). One plain statement cannot do it: under READ COMMITTED
-- its snapshot is taken before it waits for the owner's row lock, so it would not see the holds committed by the
-- call that held the lock before it. Each statement of a VOLATILE function takes a fresh snapshot, so the sums
-- below (run after the lock) see every hold committed before it, exactly as the transaction this replaces did.
CREATE OR REPLACE FUNCTION take_credit_hold(
  p_request_id text,
  p_user_id text,
  p_key_id text,
  p_amount integer,
  p_key_cap integer,
  p_now timestamptz,
  p_month_start timestamptz,
  p_expires_at timestamptz
) RETURNS TABLE (outcome text, available integer, key_spent integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_key_spent integer := 0;
  v_available integer;
BEGIN
  -- A hold reserves credits while a call runs; it moves no money (the settlement, committed synchronously, does).
  -- Lost to a database crash, it only stops counting early; the debit at settlement stays conditional.
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM 1 FROM users WHERE id = p_user_id FOR UPDATE;
  -- Every key of the user shares that lock, so the key's spend cannot change until this commits.
  IF p_key_cap IS NOT NULL AND p_key_id IS NOT NULL THEN
    SELECT (SELECT coalesce(sum(credits), 0) FROM usage_events WHERE key_id = p_key_id AND created_at >= p_month_start)
         + (SELECT coalesce(sum(amount), 0) FROM credit_holds WHERE key_id = p_key_id AND expires_at > p_now)
      INTO v_key_spent;
    IF v_key_spent + p_amount > p_key_cap THEN
      RETURN QUERY SELECT 'key_credit_limit_reached'::text, NULL::integer, v_key_spent;
      RETURN;
    END IF;
  END IF;
  SELECT u.credits_balance - (SELECT coalesce(sum(h.amount), 0) FROM credit_holds h WHERE h.user_id = p_user_id AND h.expires_at > p_now)
    INTO v_available
    FROM users u WHERE u.id = p_user_id;
  IF coalesce(v_available, 0) < p_amount THEN
    RETURN QUERY SELECT 'insufficient_credits'::text, greatest(coalesce(v_available, 0), 0), v_key_spent;
    RETURN;
  END IF;
  INSERT INTO credit_holds (request_id, user_id, key_id, amount, expires_at)
    VALUES (p_request_id, p_user_id, p_key_id, p_amount, p_expires_at);
  RETURN QUERY SELECT 'held'::text, v_available - p_amount, v_key_spent;
END;
$$;
