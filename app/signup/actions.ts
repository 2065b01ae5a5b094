"use server";

import { headers } from "next/headers";
import { signUp, type SignUpInput } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/auth/client-ip";
import { actionResult, type ActionResult } from "@/lib/console/action-result";

/** Public by design (it creates the account); throttled per client address inside signUp. */
export async function signUpAction(input: SignUpInput): Promise<ActionResult> {
  return actionResult(async () => {
    await signUp(input, clientIp(await headers()));
    return {};
  });
}
