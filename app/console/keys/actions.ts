"use server";

import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/session";
import { actionResult, type ActionResult } from "@/lib/console/action-result";
import { createKeyInput, createOwnKey, revokeOwnKey, rotateKeyInput, rotateOwnKey, type ConsoleKey } from "@/lib/console/keys";
import { parseOrThrow } from "@/lib/console/parse";

type Created = { rawKey: string; key: ConsoleKey };

/** Every action re-checks the session and acts only on the caller's own keys (ownership checked in lib/console/keys). */
export async function createKeyAction(input: unknown): Promise<ActionResult<Created>> {
  return actionResult(async () => {
    const user = await requireUser();
    const created = await createOwnKey(user.id, parseOrThrow(createKeyInput, input));
    revalidatePath("/console/keys");
    return created;
  });
}

export async function revokeKeyAction(keyId: unknown): Promise<ActionResult<{ key: ConsoleKey }>> {
  return actionResult(async () => {
    const user = await requireUser();
    const key = await revokeOwnKey(user.id, typeof keyId === "string" ? keyId : "");
    revalidatePath("/console/keys");
    return { key };
  });
}

export async function rotateKeyAction(input: unknown): Promise<ActionResult<Created & { previous: ConsoleKey }>> {
  return actionResult(async () => {
    const user = await requireUser();
    const rotated = await rotateOwnKey(user.id, parseOrThrow(rotateKeyInput, input));
    revalidatePath("/console/keys");
    return rotated;
  });
}
