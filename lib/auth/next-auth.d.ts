import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user: { id: string; email?: string | null; name?: string | null };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** Our user id (usr_…); whatever the provider called the account, this is what the console trusts. */
    uid?: string;
  }
}
