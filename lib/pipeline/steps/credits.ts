import "server-only";
import { getDb } from "@/lib/db/client";
import { holdCredits, maybeSweepExpiredHolds } from "@/lib/billing/credits";
import type { AuthContext } from "../types";

/**
 * Holds the call's credits before any work (402 `insufficient_credits` or `key_credit_limit_reached` otherwise):
 * one statement, see `holdCredits`. The settlement releases the hold in the statement that debits.
 */
export async function takeCreditHold(auth: AuthContext, requestId: string, cost: number): Promise<void> {
  const db = await getDb();
  await holdCredits(db, auth.userId, requestId, cost, new Date(), { keyId: auth.keyId, monthlyLimit: auth.keyLimits.monthlyCredits });
  maybeSweepExpiredHolds(db);
}
