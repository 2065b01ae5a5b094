import "server-only";
import { DatabaseUnreachableError, getDatabase } from "@/lib/db/client";
import { bootstrapAdmin } from "@/lib/admin/bootstrap";
import { startRevocationListener } from "@/lib/keys/revocation-bus";
import { startAuthChangeListener } from "@/lib/keys/auth-cache";
import { env, giveNextAuthTheConsoleOrigin } from "@/lib/env";
import { startAlertLoop } from "@/lib/alerts/loop";
import { syncBuiltInCorpus } from "@/lib/legal/corpus/store";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { getRegistry } from "@/lib/legal/runtime-registry";
import { indexFor } from "@/lib/legal/retrieval/index";

/**
 * Runs once when the server process starts: validates the environment, opens the database (migrating it),
 * copies the built-in legal registry into it for search, bootstraps the operator's admin and starts listening for key revocations. A failure is one clear line
 * and exit code 1, not a stack dump.
 */
export async function startServer(): Promise<void> {
  try {
    env();
    giveNextAuthTheConsoleOrigin();
    const database = await getDatabase();
    await syncBuiltInCorpus(database.db, [...builtInRegistry().instruments]);
    // Retrieval is served from memory: build its index now rather than on the first question.
    indexFor(await getRegistry());
    await bootstrapAdmin(database.db);
    await startRevocationListener();
    await startAuthChangeListener();
    startAlertLoop();
  } catch (err) {
    const message = err instanceof DatabaseUnreachableError || err instanceof Error ? err.message : String(err);
    process.stderr.write(`legal-ai-service: cannot start: ${message}\n`);
    process.exit(1);
  }
}
