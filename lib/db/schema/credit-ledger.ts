import { bigint, bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Append-only: every change of a balance has a row here, so every balance can be explained. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    /** Positive for grants and refunds, negative for debits. */
    delta: integer("delta").notNull(),
    kind: text("kind", { enum: ["grant", "debit", "refund"] }).notNull(),
    reason: text("reason"),
    requestId: text("request_id"),
    actorUserId: text("actor_user_id"),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_ledger_user_idx").on(t.userId, t.createdAt)],
);
