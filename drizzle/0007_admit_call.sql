-- Admission of a billed call in one round trip (lib/pipeline/steps/admit.ts): count it in its rate-limit windows
-- and, when every count is within its limit, take its credit hold. Before, these were two round trips (the
-- rate-limit upsert, then take_credit_hold). A call refused by a rate limit takes no hold; a call refused for
-- credits still counts, as it did when the two were separate statements.
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
) RETURNS TABLE (outcome text, subject text, window_count integer, available integer, key_spent integer)
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
    RETURN QUERY SELECT 'counted'::text, v_row.user_id::text, v_row.count::integer, NULL::integer, NULL::integer;
  END LOOP;
  IF NOT v_within THEN
    RETURN QUERY SELECT 'rate_limited'::text, NULL::text, NULL::integer, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  SELECT * INTO v_hold FROM take_credit_hold(p_request_id, p_user_id, p_key_id, p_amount, p_key_cap, p_now, p_month_start, p_expires_at);
  RETURN QUERY SELECT v_hold.outcome::text, NULL::text, NULL::integer, v_hold.available::integer, v_hold.key_spent::integer;
END;
$$;
