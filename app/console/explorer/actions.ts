"use server";

import { requireUser } from "@/lib/auth/session";
import { actionResult, type ActionResult } from "@/lib/console/action-result";
import { createExplorerSandboxKey } from "@/lib/console/keys";

/**
 * A sandbox key for the signed-in user, with all public scopes. The raw key goes back to the page's memory
 * only; like every key, just its hash is stored.
 */
export async function createSandboxKeyAction(): Promise<ActionResult<{ rawKey: string; expiresAt: string | null }>> {
  return actionResult(async () => {
    const user = await requireUser("/console/explorer");
    const { rawKey, key } = await createExplorerSandboxKey(user.id);
    return { rawKey, expiresAt: key.expiresAt };
  });
}
