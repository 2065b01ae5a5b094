/**
 * Where to go after signing in. Only same-site paths are followed: `//evil.example` and absolute URLs
 * would turn the sign-in page into an open redirect.
 */
export function safeReturnTo(value: string | string[] | undefined | null, fallback = "/console/keys"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || v.startsWith("/api/auth")) return fallback;
  return v;
}
