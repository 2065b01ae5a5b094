import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    userId: text("user_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the canonical JSON body. */
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["running", "done"] }).notNull(),
    requestId: text("request_id").notNull(),
    status: integer("status"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    /** For streamed responses: the final result, re-emitted in SSE framing on replay. */
    streamed: text("streamed"),
    /**
     * While running: until when the owner holds the record. Streams renew it with a heartbeat; past it, the owner is
     * presumed dead and another request may take the record over. Null on records written before leases existed.
     */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    /** Set in the same statement as a running stream's debit: a takeover must settle the record, never run it again. */
    billed: boolean("billed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.method, t.path, t.key] }),
    index("idempotency_expires_idx").on(t.expiresAt),
  ],
);
