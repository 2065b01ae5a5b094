import "server-only";
import { cookies } from "next/headers";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { authSecret } from "./secret";

/** How long a console session lasts (next-auth's `session.maxAge` uses the same value). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Starts a console session from a server action, in the form next-auth reads it back (its JWT, in its session
 * cookie, named and flagged as next-auth names and flags it). The credential forms post to server actions so
 * they work without scripts and never put a password in a URL; next-auth's own sign-in needs client script.
 */
export async function startConsoleSession(user: { id: string; email: string; name: string | null }): Promise<void> {
  const secure = (env().NEXTAUTH_URL ?? "").startsWith("https://");
  const token = await encode({
    token: { sub: user.id, uid: user.id, email: user.email, name: user.name, authTime: Date.now() },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  (await cookies()).set(`${secure ? "__Secure-" : ""}next-auth.session-token`, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
