"use server";

import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { clearConsoleSessionCookie } from "@/lib/auth/session-cookie";
import { revokeSession } from "@/lib/auth/session-revocation";
import { getDb } from "@/lib/db/client";
import { log } from "@/lib/log";

/**
 * "Sign out": ends this session on the server (its id is revoked, so a copy of the cookie opens nothing), then
 * removes the cookie. A form action, so it works without scripts; other devices stay signed in.
 */
export async function signOutAction(): Promise<void> {
  const session = await getServerSession(authOptions());
  const userId = session?.user?.id;
  if (userId) {
    try {
      await revokeSession(await getDb(), { userId, sid: session.user.sid, authTime: session.user.authTime });
    } catch (err) {
      // The cookie still goes; the session's 12-hour bound from its sign-in remains the backstop.
      log.error("console sign-out: could not revoke the session", { user_id: userId, err: String(err) });
    }
  }
  await clearConsoleSessionCookie();
  redirect("/");
}
