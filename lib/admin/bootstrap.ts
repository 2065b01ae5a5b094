import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isWellFormedKey } from "@/lib/keys/format";
import { hashKey } from "@/lib/keys/hash";
import { allScopes } from "@/lib/keys/scopes";
import { createApiKey } from "@/lib/keys/store";
import { log } from "@/lib/log";
import { createUser, findUserByEmail, setPassword } from "@/lib/users/store";

/**
 * Operator bootstrap at start-up: ADMIN_EMAIL ensures a staff user exists (ADMIN_PASSWORD sets its console
 * password); BOOTSTRAP_ADMIN_KEY registers that raw key for it with the admin scope and all public scopes.
 * Idempotent: safe on every start and on several instances at once.
 */
export async function bootstrapAdmin(db: Db): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, BOOTSTRAP_ADMIN_KEY } = env();
  if (!ADMIN_EMAIL) {
    if (BOOTSTRAP_ADMIN_KEY) log.warn("BOOTSTRAP_ADMIN_KEY is ignored without ADMIN_EMAIL");
    return;
  }
  let admin = await findUserByEmail(db, ADMIN_EMAIL);
  if (!admin) {
    try {
      admin = await createUser(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, staff: true, tier: "enterprise", name: "Administrator" });
      log.info("bootstrap: created staff user", { email: admin.email });
    } catch {
      admin = await findUserByEmail(db, ADMIN_EMAIL); // another instance created it first
    }
  } else {
    if (!admin.staff) await db.update(users).set({ staff: true }).where(eq(users.id, admin.id));
    if (ADMIN_PASSWORD) await setPassword(db, admin.id, ADMIN_PASSWORD);
  }
  if (!admin || !BOOTSTRAP_ADMIN_KEY) return;

  if (!isWellFormedKey(BOOTSTRAP_ADMIN_KEY)) {
    log.error("BOOTSTRAP_ADMIN_KEY is not a well-formed svc_live_ key (prefix, length or checksum); it was not registered");
    return;
  }
  const [existing] = await db.select({ id: apiKeys.id, userId: apiKeys.userId }).from(apiKeys).where(eq(apiKeys.keyHash, hashKey(BOOTSTRAP_ADMIN_KEY)));
  if (existing) {
    if (existing.userId !== admin.id) log.error("BOOTSTRAP_ADMIN_KEY is already registered to another user; left unchanged");
    return;
  }
  try {
    await createApiKey(db, { userId: admin.id, name: "bootstrap admin key", scopes: [...allScopes], rawKey: BOOTSTRAP_ADMIN_KEY });
    log.info("bootstrap: registered the admin key", { email: admin.email });
  } catch {
    // registered concurrently by another instance
  }
}
