"use server";

import { revalidatePath } from "next/cache";
import { registerEndpoint, removeEndpoint, resendDelivery } from "@/lib/alerts/endpoints";
import { requireUser } from "@/lib/auth/session";
import { actionResult } from "@/lib/console/action-result";
import { getDb } from "@/lib/db/client";

export interface RegisterState {
  error: string | null;
  created: { url: string; secret: string } | null;
}

/** Registers a webhook endpoint; the answer (and only it) carries the signing secret. */
export async function registerEndpointAction(_previous: RegisterState, form: FormData): Promise<RegisterState> {
  const result = await actionResult(async () => {
    const user = await requireUser("/console/alerts");
    return { endpoint: await registerEndpoint(await getDb(), user.id, { url: String(form.get("url") ?? "") }) };
  });
  if (!result.ok) return { error: result.error, created: null };
  revalidatePath("/console/alerts");
  return { error: null, created: { url: result.endpoint.url, secret: result.endpoint.secret } };
}

/** Plain form actions (no client state needed): they work without scripts and the page re-renders. */
export async function removeEndpointAction(form: FormData): Promise<void> {
  const user = await requireUser("/console/alerts");
  await removeEndpoint(await getDb(), user.id, String(form.get("endpointId") ?? ""));
  revalidatePath("/console/alerts");
}

export async function resendDeliveryAction(form: FormData): Promise<void> {
  const user = await requireUser("/console/alerts");
  await resendDelivery(await getDb(), user.id, String(form.get("deliveryId") ?? ""));
  revalidatePath("/console/alerts");
}
