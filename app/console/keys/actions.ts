"use server";

import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/session";
import { actionResult, type ActionResult } from "@/lib/console/action-result";
import { createKeyInput, createOwnKey, keyLimitsInput, revokeOwnKey, rotateKeyInput, rotateOwnKey, setOwnKeyLimits, type ConsoleKey } from "@/lib/console/keys";
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

export interface CreateKeyFormState {
  error: string | null;
  /** The new key, shown once; `serial` tells one creation from the next. */
  revealed: { rawKey: string; name: string } | null;
  serial: number;
  /** What was typed, so a refused form comes back filled in (React resets a form after its action). */
  values: { name: string; scopes: string[]; sandbox: boolean; expiresOn: string; monthlyCreditLimit: string; requestsPerMinute: string };
}

/** The create-key form posts here, so it also works without scripts (the raw key comes back in the page once). */
export async function createKeyFormAction(previous: CreateKeyFormState, form: FormData): Promise<CreateKeyFormState> {
  const values = {
    name: String(form.get("name") ?? ""),
    scopes: form.getAll("scopes").map(String),
    sandbox: form.get("sandbox") === "on",
    expiresOn: String(form.get("expiresOn") ?? ""),
    monthlyCreditLimit: String(form.get("monthlyCreditLimit") ?? ""),
    requestsPerMinute: String(form.get("requestsPerMinute") ?? ""),
  };
  const result = await createKeyAction(values);
  if (!result.ok) return { error: result.error, revealed: null, serial: previous.serial, values };
  return {
    error: null,
    revealed: { rawKey: result.rawKey, name: result.key.name },
    serial: previous.serial + 1,
    values: { name: "", scopes: [], sandbox: false, expiresOn: "", monthlyCreditLimit: "", requestsPerMinute: "" },
  };
}

export interface KeyLimitsFormState {
  error: string | null;
  saved: boolean;
}

/** Sets or removes a key's own limits (empty field = no limit); only the caller's own keys. */
export async function setKeyLimitsAction(_previous: KeyLimitsFormState, form: FormData): Promise<KeyLimitsFormState> {
  const result = await actionResult(async () => {
    const user = await requireUser();
    const limits = parseOrThrow(keyLimitsInput, { monthlyCreditLimit: String(form.get("monthlyCreditLimit") ?? ""), requestsPerMinute: String(form.get("requestsPerMinute") ?? "") });
    await setOwnKeyLimits(user.id, String(form.get("keyId") ?? ""), limits);
    revalidatePath("/console/keys");
    return {};
  });
  return result.ok ? { error: null, saved: true } : { error: result.error, saved: false };
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
