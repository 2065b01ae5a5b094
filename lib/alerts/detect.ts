import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/lib/db/client";
import { enqueueAlert } from "./enqueue";

const KEY_EXPIRY_NOTICE_MS = 7 * 86_400_000;

/**
 * Raises `credits.low` once per crossing: the conditional update sets `low_credit_notified_at` only on a user
 * whose balance is below the threshold and who has not been told yet, and the alert is enqueued in the same
 * transaction. Once the balance is back at or above the threshold (a grant) the flag is cleared, so the next
 * crossing alerts again. `userId` limits it to one account (the lead may call it after settlement); without it,
 * every account is checked (the outbox loop does so on each pass, so crossings are found wherever the balance
 * changed: settlement, admin grants, threshold changes).
 */
export async function detectLowCredit(db: Db, userId?: string, now = new Date()): Promise<number> {
  const onlyUser = userId ? sql`and id = ${userId}` : sql``;
  await db.execute(
    sql`update users set low_credit_notified_at = null where low_credit_notified_at is not null
        and (low_credit_threshold is null or credits_balance >= low_credit_threshold) ${onlyUser}`,
  );
  return db.transaction(async (tx) => {
    const crossed = await queryRows<{ id: string; credits_balance: number; low_credit_threshold: number }>(
      tx,
      sql`update users set low_credit_notified_at = ${now.toISOString()}::timestamptz
          where low_credit_threshold is not null and credits_balance < low_credit_threshold and low_credit_notified_at is null ${onlyUser}
          returning id, credits_balance, low_credit_threshold`,
    );
    for (const u of crossed) {
      await enqueueAlert(tx, u.id, "credits.low", { balance: Number(u.credits_balance), threshold: Number(u.low_credit_threshold) }, { now });
    }
    return crossed.length;
  });
}

/**
 * Raises `key.expiring` once per key and expiry time, for live keys that expire within 7 days (sandbox keys,
 * e.g. the explorer's 24-hour ones, are left out). The dedupe key includes the expiry, so a key whose expiry is
 * moved gets a new notice.
 */
export async function detectExpiringKeys(db: Db, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + KEY_EXPIRY_NOTICE_MS).toISOString();
  const keys = await queryRows<{ id: string; user_id: string; name: string; display_key: string; expires_at: Date | string; dedupe: string }>(
    db,
    sql`select k.id, k.user_id, k.name, k.display_key, k.expires_at,
               'key.expiring:' || k.id || ':' || floor(extract(epoch from k.expires_at))::bigint as dedupe
        from api_keys k
        where k.revoked_at is null and k.sandbox = false and k.expires_at > ${now.toISOString()}::timestamptz and k.expires_at <= ${soon}::timestamptz
          and not exists (select 1 from alert_events e where e.dedupe_key = 'key.expiring:' || k.id || ':' || floor(extract(epoch from k.expires_at))::bigint)
        limit 200`,
  );
  let raised = 0;
  for (const k of keys) {
    const expiresAt = new Date(k.expires_at).toISOString();
    const id = await db.transaction((tx) =>
      enqueueAlert(tx, k.user_id, "key.expiring", { key_id: k.id, name: k.name, display_key: k.display_key, expires_at: expiresAt }, { dedupeKey: k.dedupe, now }),
    );
    if (id) raised++;
  }
  return raised;
}
