import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { flushUsage } from "@/lib/billing/usage-buffer";
import type { UserRow } from "@/lib/users/store";
import { authOptions } from "./options";
import { loadSessionUser } from "./session-revocation";
import { sessionStillValid } from "./session-validity";

/**
 * The signed-in user, re-loaded from the database: the session token only names the account, so a deleted
 * account or a removed staff flag takes effect on the next request. Cached per request, so a layout and its
 * page share one lookup. The same query says whether this session was signed out (see sessionStillValid). The row carries the credit balance the console shows: it is read once this instance's
 * calls that have answered are settled, so a call made a moment ago is already debited.
 */
export const currentUser = cache(async (): Promise<UserRow | null> => {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  await flushUsage();
  const found = await loadSessionUser(await getDb(), id, session.user.sid);
  if (!found || !sessionStillValid({ authTime: session.user.authTime, revoked: found.revoked }, found.user)) return null;
  return found.user;
});

/** For console pages and server actions: a signed-out caller is sent to the sign-in page. */
export async function requireUser(returnTo = "/console/keys"): Promise<UserRow> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}

/** For staff pages and staff actions: anyone else gets a 404, which does not even confirm the page exists. */
export async function requireStaff(): Promise<UserRow> {
  const user = await requireUser("/staff");
  if (!user.staff) notFound();
  return user;
}
