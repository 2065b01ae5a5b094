import "server-only";
import { randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { authSecret } from "./secret";
import { SESSION_MAX_AGE_SECONDS } from "./session-validity";

export { SESSION_MAX_AGE_SECONDS };

/** A session's own id (128 random bits), carried in its token so that signing out can end this session alone. */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

const secureCookies = () => (env().NEXTAUTH_URL ?? "").startsWith("https://");

/** next-auth's session cookie name (the `__Secure-` form on https). */
function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * Starts a console session from a server action, in the form next-auth reads it back (its JWT, in its session
 * cookie, named and flagged as next-auth names and flags it). The credential forms post to server actions so
 * they work without scripts and never put a password in a URL; next-auth's own sign-in needs client script.
 */
export async function startConsoleSession(user: { id: string; email: string; name: string | null }): Promise<void> {
  const secure = secureCookies();
  const token = await encode({
    token: { sub: user.id, uid: user.id, email: user.email, name: user.name, authTime: Date.now(), sid: newSessionId() },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  (await cookies()).set(sessionCookieName(), token, { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Removes the session cookie from this browser (the session itself is revoked on the server first). */
export async function clearConsoleSessionCookie(): Promise<void> {
  const secure = secureCookies();
  (await cookies()).set(sessionCookieName(), "", { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 });
}
