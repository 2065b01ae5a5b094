"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { actionResult, type ActionResult } from "@/lib/console/action-result";
import { parseOrThrow } from "@/lib/console/parse";
import { MAX_THRESHOLD, setLowCreditThreshold } from "@/lib/console/usage";

const thresholdInput = z.object({ threshold: z.number().int("a whole number").min(0, "0 or more").max(MAX_THRESHOLD).nullable() });

/** Sets (or, with null, turns off) the caller's own low-credit notice threshold. */
export async function setThresholdAction(input: unknown): Promise<ActionResult> {
  return actionResult(async () => {
    const user = await requireUser("/console/usage");
    await setLowCreditThreshold(user.id, parseOrThrow(thresholdInput, input).threshold);
    revalidatePath("/console", "layout");
    return {};
  });
}
