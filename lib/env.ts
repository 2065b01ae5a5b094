import { z } from "zod";

/**
 * Every environment variable the service reads, validated once. The README lists the same variables; keep
 * the two in step. Nothing else in the code base reads `process.env`.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const intFrom = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).optional().transform((v) => v ?? fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default("./.data"),
  DB_POOL_MAX: intFrom(10, 1),
  /** PGlite's shared_buffers (PostgreSQL's 128MB default is touched whole at start: about 100 MB more resident). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(?:kB|MB|GB)$/, "a PostgreSQL size such as 32MB")
    .default("32MB"),
  /** `false` turns off server-side prepared statements, for PgBouncer (and similar) in transaction mode. */
  DB_PREPARE: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  MAX_BODY_BYTES: intFrom(15 * 1024 * 1024, 1024),
  /** Serves /bench/* comparison routes (benchmarks only; off in production). */
  BENCH_ROUTES: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),

  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  BOOTSTRAP_ADMIN_KEY: optionalString,

  NEXTAUTH_SECRET: optionalString,
  NEXTAUTH_URL: optionalString,
  /** The port this server listens on: `next start` sets it to the port it actually bound (`-p`, or PORT). */
  PORT: intFrom(3000, 1),
  GITHUB_ID: optionalString,
  GITHUB_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,

  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: optionalString,
  V1_ANTHROPIC_API_KEY: optionalString,
  V1_ANTHROPIC_BASE_URL: optionalString,
  // The newest generation in @anthropic-ai/sdk's model list. Of the earlier defaults, claude-opus-4-1 is no longer in
  // that list and the SDK warns that claude-sonnet-4-5 reaches end of life on 30 Nov 2026.
  MODEL_SMALL: z.string().default("claude-haiku-5-5"),
  MODEL_MEDIUM: z.string().default("claude-sonnet-5-5"),
  MODEL_DEEP: z.string().default("claude-opus-5-5"),
  MODEL_SMALL_MAX_TOKENS: intFrom(1024, 1),
  MODEL_MEDIUM_MAX_TOKENS: intFrom(2048, 1),
  MODEL_DEEP_MAX_TOKENS: intFrom(4096, 1),
  MODEL_TIMEOUT_MS: intFrom(60_000, 100),
  MODEL_RETRY_BUDGET_MS: intFrom(20_000, 0),
  /**
   * With a model configured, one small-model rewrite of a question into legal terms before retrieval (chat); `off`
   * retrieves on the question alone. The rewrite gets one attempt of at most QUESTION_REWRITE_TIMEOUT_MS, then
   * retrieval goes ahead without it.
   */
  QUESTION_REWRITE: z.enum(["on", "off"]).default("on"),
  QUESTION_REWRITE_TIMEOUT_MS: intFrom(3_000, 100),
  // A contract draft is written out whole (and may be translated): far longer than a chat answer.
  CONTRACT_MAX_TOKENS: intFrom(16_000, 1),
  CONTRACT_MODEL_TIMEOUT_MS: intFrom(180_000, 100),
  // A document review refines up to 120 clauses (findings, fixes, citations): more than a medium chat answer.
  DOCUMENT_MAX_TOKENS: intFrom(8_000, 1),
  DOCUMENT_MODEL_TIMEOUT_MS: intFrom(120_000, 100),
  V1_MODEL_CONCURRENCY: intFrom(16, 1),
  /** Silence after which an SSE stream gets a `: ping` comment (DECISIONS: 15 s). */
  SSE_PING_INTERVAL_MS: intFrom(15_000, 100),
  APP_MODEL_CONCURRENCY: intFrom(8, 1),
  /** Scanned PDF pages OCR'd per document (POST /v1/documents/analyze); 0 disables OCR. */
  DOCUMENT_OCR_MAX_PAGES: intFrom(30, 0),
  /** Documents OCR'd at once per instance: each needs a worker of ~150 MB; more wait their turn. */
  DOCUMENT_OCR_CONCURRENCY: intFrom(1, 1),
  /** How long a running stream's idempotency record survives its process; renewed every third of it. */
  IDEMPOTENCY_LEASE_MS: intFrom(30_000, 300),
  /**
   * Whether a settlement (debit, ledger, usage event, stored idempotent response) waits for its WAL flush. `off`: it
   * is visible and atomic at once, and only a crash of the PostgreSQL server itself can lose the last fraction of a
   * second of settlements (never part of one). `on`: every settlement waits for the disk.
   */
  SETTLEMENT_SYNCHRONOUS_COMMIT: z.enum(["on", "off"]).default("off"),

  /** Outgoing mail: an smtp:// or smtps:// URL (user and password in it), or the host/port/user/password parts. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
  SMTP_HOST: optionalString,
  SMTP_PORT: intFrom(587, 1),
  SMTP_SECURE: z.enum(["0", "1"]).optional(),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: optionalString.pipe(z.string().min(3).optional()),
  /** Webhook endpoints may point at private, loopback and link-local addresses (tests and closed networks). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(["0", "1"]).default("0"),
  /** How often the alert loop looks for deliveries that are due (ms). */
  ALERT_POLL_INTERVAL_MS: intFrom(2_000, 50),
  /** Console sign-ups allowed per minute from one network address. */
  SIGNUPS_PER_MINUTE: intFrom(10, 1),
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For. 0: the client is the TCP peer and the
   * header is ignored; N: the client is the Nth address from the right of the header.
   */
  TRUSTED_PROXIES: intFrom(0, 0).pipe(z.number().max(20, "at most 20")),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment. Throws one readable error naming every bad variable. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/**
 * The console's public origin: NEXTAUTH_URL, or else this server on the port it really listens on (never the
 * request's Host header, which a client writes: a mailed reset link built from it could point at anyone's site).
 */
export function consoleOrigin(): string {
  const e = env();
  return (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/**
 * next-auth reads NEXTAUTH_URL from the environment itself and, without it, builds its redirects and OAuth callback
 * addresses on http://localhost:3000, whatever port the server runs on. Called once at start.
 */
export function giveNextAuthTheConsoleOrigin(): void {
  if (!env().NEXTAUTH_URL) process.env.NEXTAUTH_URL = consoleOrigin();
}

/** Tests change the environment between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}
