"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
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

/**
 * Plain form actions (no client state needed): they work without scripts and the page re-renders. A refusal (an
 * endpoint or delivery that is not the caller's, or no longer there) comes back as a known code in the page's
 * address, which the page turns into its own sentence (never text from the address itself).
 */
export async function removeEndpointAction(form: FormData): Promise<void> {
  const result = await actionResult(async () => {
    const user = await requireUser("/console/alerts");
    await removeEndpoint(await getDb(), user.id, String(form.get("endpointId") ?? ""));
    return {};
  });
  revalidatePath("/console/alerts");
  if (!result.ok) redirect(`/console/alerts?failed=remove`);
}

export async function resendDeliveryAction(form: FormData): Promise<void> {
  const result = await actionResult(async () => {
    const user = await requireUser("/console/alerts");
    await resendDelivery(await getDb(), user.id, String(form.get("deliveryId") ?? ""));
    return {};
  });
  revalidatePath("/console/alerts");
  if (!result.ok) redirect(`/console/alerts?failed=resend`);
}
