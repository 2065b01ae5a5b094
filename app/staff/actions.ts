"use server";

import { revalidatePath } from "next/cache";
import { requireStaff } from "@/lib/auth/session";
import { actionResult, type ActionResult } from "@/lib/console/action-result";
import { revokeAnyKey, type ConsoleKey } from "@/lib/console/keys";
import { parseOrThrow } from "@/lib/console/parse";
import { grantCreditsInput, setTierInput, staffGrantCredits, staffSetTier } from "@/lib/console/staff";

/**
 * Staff actions. Server actions are public HTTP endpoints (anyone can POST an action id), so each one checks
 * the caller's staff flag, freshly loaded from the database, before doing anything: a non-staff caller gets
 * the same 404 as the staff pages.
 */
export async function setTierAction(input: unknown): Promise<ActionResult<{ tier: string }>> {
  return actionResult(async () => {
    const staff = await requireStaff();
    const updated = await staffSetTier(staff.id, parseOrThrow(setTierInput, input));
    revalidatePath("/staff", "layout");
    return { tier: updated.tier };
  });
}

export async function grantCreditsAction(input: unknown): Promise<ActionResult<{ balance: number }>> {
  return actionResult(async () => {
    const staff = await requireStaff();
    const balance = await staffGrantCredits(staff.id, parseOrThrow(grantCreditsInput, input));
    revalidatePath("/staff", "layout");
    return { balance };
  });
}

export async function staffRevokeKeyAction(keyId: unknown): Promise<ActionResult<{ key: ConsoleKey }>> {
  return actionResult(async () => {
    const staff = await requireStaff();
    const key = await revokeAnyKey(staff.id, typeof keyId === "string" ? keyId : "");
    revalidatePath("/staff", "layout");
    return { key };
  });
}
