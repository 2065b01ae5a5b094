-- Balances are bigint: cumulative grants passed 2^31 - 1 credits and the update failed (a 500). The ledger's
-- balance_after follows, and so do the two functions that compute with a balance (0006, 0007): their `available` and
-- key spend become bigint. A function's result type cannot be changed in place, so both are dropped and created again,
-- with bodies otherwise as before.
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "credits_balance" SET DATA TYPE bigint;--> statement-breakpoint
DROP FUNCTION IF EXISTS admit_call(text[], integer[], timestamptz, text, text, text, integer, integer, timestamptz, timestamptz, timestamptz);--> statement-breakpoint
DROP FUNCTION IF EXISTS take_credit_hold(text, text, text, integer, integer, timestamptz, timestamptz, timestamptz);--> statement-breakpoint
CREATE OR REPLACE FUNCTION take_credit_hold(
  p_request_id text,
  p_user_id text,
  p_key_id text,
  p_amount integer,
  p_key_cap integer,
  p_now timestamptz,
  p_month_start timestamptz,
  p_expires_at timestamptz
) RETURNS TABLE (outcome text, available bigint, key_spent bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_key_spent bigint := 0;
  v_available bigint;
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
      RETURN QUERY SELECT 'key_credit_limit_reached'::text, NULL::bigint, v_key_spent;
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION admit_call(
  p_subjects text[],
  p_limits integer[],
  p_window_start timestamptz,
  p_request_id text,
  p_user_id text,
  p_key_id text,
  p_amount integer,
  p_key_cap integer,
  p_now timestamptz,
  p_month_start timestamptz,
  p_expires_at timestamptz
) RETURNS TABLE (outcome text, subject text, window_count integer, available bigint, key_spent bigint)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_row record;
  v_hold record;
  v_within boolean := true;
BEGIN
  -- The rate limiter's upsert, its rows in key order like its batches' (so the two cannot deadlock).
  FOR v_row IN
    INSERT INTO rate_limit_windows AS w (user_id, window_start, count)
      SELECT s.subject, p_window_start, 1 FROM unnest(p_subjects) AS s(subject) ORDER BY s.subject
      ON CONFLICT (user_id, window_start) DO UPDATE SET count = w.count + 1
      RETURNING w.user_id, w.count
  LOOP
    IF v_row.count > p_limits[array_position(p_subjects, v_row.user_id)] THEN
      v_within := false;
    END IF;
    RETURN QUERY SELECT 'counted'::text, v_row.user_id::text, v_row.count::integer, NULL::bigint, NULL::bigint;
  END LOOP;
  IF NOT v_within THEN
    RETURN QUERY SELECT 'rate_limited'::text, NULL::text, NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_hold FROM take_credit_hold(p_request_id, p_user_id, p_key_id, p_amount, p_key_cap, p_now, p_month_start, p_expires_at);
  RETURN QUERY SELECT v_hold.outcome::text, NULL::text, NULL::integer, v_hold.available, v_hold.key_spent;
END;
$$;
