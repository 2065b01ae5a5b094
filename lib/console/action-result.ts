import "server-only";
import { unstable_rethrow } from "next/navigation";
import { ApiError } from "@/lib/http/problem";
import { log } from "@/lib/log";

export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * Runs a server action's body and turns expected refusals (ApiError: validation, not found, wrong state)
 * into a message for the form. Anything else is logged and reported without internals. Next.js control flow
 * (redirect, notFound) passes through untouched, so the session checks keep their effect.
 */
export async function actionResult<T extends object>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, ...(await run()) };
  } catch (err) {
    unstable_rethrow(err);
    if (err instanceof ApiError) return { ok: false, error: err.message };
    log.error("console action failed", { err: String(err) });
    return { ok: false, error: "Something went wrong; please try again." };
  }
}
