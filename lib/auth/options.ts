import "server-only";
import { randomBytes } from "node:crypto";
import type { NextAuthOptions, Profile } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { createUser, findUserByEmail, normaliseEmail } from "@/lib/users/store";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { ApiError } from "@/lib/http/problem";
import { hashPassword, verifyPassword } from "./password";
import { adoptUnconfirmedAccount, needsVerification } from "./email-verification";
import { beginLoginAttempt, loginSucceeded, throttleMessage } from "./login-throttle";
import { clientIp } from "./client-ip";
import { safeRedirectUrl } from "./return-to";
import { authSecret } from "./secret";
import { newSessionId, SESSION_MAX_AGE_SECONDS } from "./session-cookie";
import { revokeSession } from "./session-revocation";
import { STARTER_CREDITS } from "./starter-credits";

const credentialsSchema = z.object({ email: z.email().max(320), password: z.string().min(1).max(1024) });

/** next-auth hands a thrown message to the sign-in page as ?error=…; only these messages are meant for users. */
export class SignInRefused extends Error {
  /** True when the account is backing off: a password reset is the owner's way in now. */
  constructor(
    message: string,
    readonly offerReset = false,
  ) {
    super(message);
  }
}

/**
 * Checks an email and password (throttled per account and per address); the user, or null. Null alike for an unknown
 * email, a wrong password and the right password of an account whose address is not confirmed yet: otherwise signing
 * in with the password just chosen at sign-up would tell a stranger whether the address was new (it works) or a
 * customer's (it does not). All three cost the same argon2 verification and count against the back-off alike.
 */
export async function authorizeCredentials(raw: Record<string, string> | undefined, headers: Parameters<typeof clientIp>[0]) {
  const parsed = credentialsSchema.safeParse(raw ?? {});
  if (!parsed.success) return null;
  const email = normaliseEmail(parsed.data.email);
  try {
    const db = await getDb();
    const attempt = await beginLoginAttempt(db, email, clientIp(headers));
    if (!attempt.allowed) throw new SignInRefused(throttleMessage(attempt), attempt.reason === "account");
    const user = await findUserByEmail(db, email);
    const matches = await verifyPassword(user?.passwordHash ?? (await unusableHash()), parsed.data.password);
    if (!user?.passwordHash || !matches || needsVerification(user)) return null;
    await loginSucceeded(db, email);
    return { id: user.id, email: user.email, name: user.name };
  } catch (err) {
    if (err instanceof SignInRefused) throw err;
    log.error("console sign-in failed", { err: String(err) });
    throw new SignInRefused("Sign-in is unavailable right now. Please try again in a moment.");
  }
}

let unusable: Promise<string> | undefined;

/** A hash no password typed at the form can match (it hashes 32 random bytes), made once per process. */
function unusableHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString("base64url"));
  return unusable;
}

/** OAuth accounts are matched to ours by email; one we have not seen becomes a new free-tier account. */
async function ensureOAuthUser(email: string, name: string | null | undefined): Promise<string> {
  const db = await getDb();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (needsVerification(existing)) await adoptUnconfirmedAccount(db, existing.id);
    return existing.id;
  }
  try {
    const created = await createUser(db, { email, name: name ?? null, credits: STARTER_CREDITS });
    log.info("console: account created on first OAuth sign-in", { user_id: created.id });
    return created.id;
  } catch (err) {
    // Two first sign-ins racing: the other one created the account.
    if (err instanceof ApiError || isUniqueViolation(err)) {
      const again = await findUserByEmail(db, email);
      if (again) return again.id;
    }
    throw err;
  }
}

function build(): NextAuthOptions {
  const e = env();
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) => authorizeCredentials(credentials, (req.headers ?? {}) as Record<string, string>),
    }),
  ];
  if (e.GITHUB_ID && e.GITHUB_SECRET) providers.push(GitHubProvider({ clientId: e.GITHUB_ID, clientSecret: e.GITHUB_SECRET }));
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    providers.push(GoogleProvider({ clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }));
  }
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin", error: "/signin" },
    providers,
    logger: {
      error: (code, metadata) => log.error("next-auth error", { code, detail: String((metadata as { message?: string })?.message ?? "") }),
      warn: (code) => log.warn("next-auth warning", { code }),
      debug: () => {},
    },
    events: {
      // next-auth's own sign-out route (POST /api/auth/signout) only clears the cookie: end the session on the server too.
      async signOut({ token }) {
        if (!token?.uid) return;
        try {
          await revokeSession(await getDb(), { userId: token.uid, sid: token.sid, authTime: token.authTime });
        } catch (err) {
          log.error("console sign-out: could not revoke the session", { err: String(err) });
        }
      },
    },
    callbacks: {
      // Its default follows any path that starts with "/", including "/\t/evil.example", which a browser reads as "//evil.example".
      async redirect({ url, baseUrl }) {
        return safeRedirectUrl(url, baseUrl);
      },
      async signIn({ user, account, profile }) {
        if (!account || account.provider === "credentials") return true;
        const email = user.email ?? profile?.email;
        if (!email) return "/signin?error=OAuthNoEmail";
        // Matching by email hands over an existing account, so the provider must vouch for the address.
        if (account.provider === "google" && (profile as Profile & { email_verified?: boolean })?.email_verified === false) {
          return "/signin?error=OAuthEmailUnverified";
        }
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (account && user) {
          token.uid =
            account.provider === "credentials"
              ? user.id
              : await ensureOAuthUser(normaliseEmail(user.email ?? profile?.email ?? ""), user.name);
          // Kept through next-auth's re-encodings (its own iat is renewed each time), so a reset can revoke it.
          token.authTime = Date.now();
          token.sid = newSessionId();
        }
        return token;
      },
      async session({ session, token }) {
        // Only the id travels; pages reload the user (staff flag, tier) from the database on every request.
        session.user = { id: token.uid ?? "", email: token.email ?? null, name: token.name ?? null, authTime: token.authTime, sid: token.sid };
        return session;
      },
    },
  };
}

let cached: NextAuthOptions | undefined;

/** Built on first use, not at import, so a build never needs the secret or the data directory. */
export function authOptions(): NextAuthOptions {
  cached ??= build();
  return cached;
}
