import "server-only";
import { desc, eq } from "drizzle-orm";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import type { Db, DbOrTx } from "@/lib/db/client";
import { creditLedger, users } from "@/lib/db/schema";
import { newUserId } from "@/lib/ids";
import { hashPassword } from "@/lib/auth/password";
import { ApiError } from "@/lib/http/problem";
import type { Tier } from "@/lib/billing/tiers";

export type UserRow = typeof users.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface NewUserInput {
  email: string;
  password?: string;
  name?: string | null;
  staff?: boolean;
  tier?: Tier;
  credits?: number;
  actorUserId?: string | null;
  /** false for credentials sign-ups, which confirm their address by mail; every other account counts as verified. */
  emailVerified?: boolean;
}

/** Creates a user; initial credits are recorded as a ledger grant in the same transaction. */
export async function createUser(db: Db, input: NewUserInput): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const credits = input.credits ?? 0;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          id: newUserId(),
          email: normaliseEmail(input.email),
          name: input.name ?? null,
          passwordHash,
          staff: input.staff ?? false,
          tier: input.tier ?? "free",
          creditsBalance: credits,
          emailVerifiedAt: input.emailVerified === false ? null : new Date(),
        })
        .returning();
      if (credits > 0) {
        await tx.insert(creditLedger).values({
          userId: row.id,
          delta: credits,
          kind: "grant",
          reason: "initial credits",
          actorUserId: input.actorUserId ?? null,
          balanceAfter: credits,
        });
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError("already_exists", `A user with email ${normaliseEmail(input.email)} already exists.`);
    throw err;
  }
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return row;
}

export async function getUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function requireUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const row = await getUser(db, userId);
  if (!row) throw new ApiError("not_found", `No user with id ${userId}.`);
  return row;
}

export async function listUsers(db: DbOrTx, limit = 100): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt)).limit(limit);
}

export async function updateUser(db: DbOrTx, userId: string, changes: { tier?: Tier; staff?: boolean }): Promise<UserRow> {
  if (changes.tier === undefined && changes.staff === undefined) return requireUser(db, userId);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw new ApiError("not_found", `No user with id ${userId}.`);
  return row;
}

export async function setPassword(db: DbOrTx, userId: string, password: string): Promise<void> {
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}

export function serializeUser(row: UserRow) {
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    tier: row.tier,
    staff: row.staff,
    credits_balance: row.creditsBalance,
    created_at: row.createdAt.toISOString(),
  };
}
