import "server-only";
import { env } from "@/lib/env";

export type OAuthProviderId = "github" | "google";

/** OAuth sign-in is offered only for providers whose client id and secret are both configured. */
export function enabledOAuthProviders(): { id: OAuthProviderId; name: string }[] {
  const e = env();
  const out: { id: OAuthProviderId; name: string }[] = [];
  if (e.GITHUB_ID && e.GITHUB_SECRET) out.push({ id: "github", name: "GitHub" });
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) out.push({ id: "google", name: "Google" });
  return out;
}
