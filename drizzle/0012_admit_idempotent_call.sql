-- Admission of a billed call that carries an Idempotency-Key, in one round trip (lib/pipeline/steps/admit.ts): count
-- it in its rate-limit windows, claim its key and take its credit hold. Before, these were three round trips (the
-- rate-limit upsert, the claim's insert committed synchronously on its own, then take_credit_hold). The order is the
-- one those steps had: a call over a rate limit claims nothing; a key already claimed holds nothing (the caller then
-- reads the record: replay, 409, 422 or takeover); a claimed call the balance cannot cover releases its claim in this
-- same transaction, so the record is never seen and the client may retry with the key.
--
-- The claim commits with the hold. take_credit_hold sets synchronous_commit off for the transaction; with
-- p_synchronous_claim the connection's own setting is restored, so that the claim waits for its WAL flush as it did
-- alone (lib/billing/commit-mode.ts says when: always on PGlite, on PostgreSQL when settlements do). Without it, a
-- crash of the database server can lose the claim only with everything committed after it, the call's settlement
-- included: the WAL is replayed in order, so no debit survives without the claim made before it.
-- One count in each of the call's windows: the rate limiter's upsert, its rows in key order like its batches' (so the
-- two cannot deadlock), and whether each count is within its limit.
CREATE OR REPLACE FUNCTION count_in_windows(p_subjects text[], p_limits integer[], p_window_start timestamptz)
RETURNS TABLE (counted_subject text, counted integer, within boolean)
LANGUAGE sql VOLATILE AS $$
  INSERT INTO rate_limit_windows AS w (user_id, window_start, count)
    SELECT s.subject, p_window_start, 1 FROM unnest(p_subjects) AS s(subject) ORDER BY s.subject
    ON CONFLICT (user_id, window_start) DO UPDATE SET count = w.count + 1
    RETURNING w.user_id, w.count, w.count <= p_limits[array_position(p_subjects, w.user_id)];
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION admit_idempotent_call(
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
  p_expires_at timestamptz,
  p_method text,
  p_path text,
  p_idempotency_key text,
  p_fingerprint text,
  p_lease_expires_at timestamptz,
  p_record_expires_at timestamptz,
  p_synchronous_claim boolean
) RETURNS TABLE (outcome text, subject text, window_count integer, available bigint, key_spent bigint)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_row record;
  v_hold record;
  v_within boolean := true;
  v_claimed integer;
BEGIN
  FOR v_row IN SELECT * FROM count_in_windows(p_subjects, p_limits, p_window_start) LOOP
    v_within := v_within AND v_row.within;
    RETURN QUERY SELECT 'counted'::text, v_row.counted_subject, v_row.counted, NULL::bigint, NULL::bigint;
  END LOOP;
  IF NOT v_within THEN
    RETURN QUERY SELECT 'rate_limited'::text, NULL::text, NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- The primary key is the lock: a concurrent claim of the same key waits here for this transaction, and finds the
  -- record (or, if this call's hold is refused below, no record) once it ends.
  INSERT INTO idempotency_records (user_id, method, path, key, fingerprint, state, request_id, created_at, lease_expires_at, expires_at)
    VALUES (p_user_id, p_method, p_path, p_idempotency_key, p_fingerprint, 'running', p_request_id, p_now, p_lease_expires_at, p_record_expires_at)
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_claimed = ROW_COUNT;
  IF v_claimed = 0 THEN
    RETURN QUERY SELECT 'key_taken'::text, NULL::text, NULL::integer, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_hold FROM take_credit_hold(p_request_id, p_user_id, p_key_id, p_amount, p_key_cap, p_now, p_month_start, p_expires_at);
  IF v_hold.outcome <> 'held' THEN
    DELETE FROM idempotency_records
      WHERE user_id = p_user_id AND method = p_method AND path = p_path AND key = p_idempotency_key AND request_id = p_request_id;
  ELSIF p_synchronous_claim THEN
    PERFORM set_config('synchronous_commit', (SELECT reset_val FROM pg_settings WHERE name = 'synchronous_commit'), true);
  END IF;
  RETURN QUERY SELECT v_hold.outcome::text, NULL::text, NULL::integer, v_hold.available, v_hold.key_spent;
END;
$$;
