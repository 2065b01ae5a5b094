import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string; email?: string | null; name?: string | null; authTime?: number; sid?: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** Our user id (usr_…); whatever the provider called the account, this is what the console trusts. */
    uid?: string;
    /** When the user signed in (ms since the epoch); sessions older than the user's sessions_valid_after are refused. */
    authTime?: number;
    /** This session's own id (random), so signing out can revoke it alone (revoked_sessions). */
    sid?: string;
  }
}
