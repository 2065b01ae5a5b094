/**
 * What a refused email and password pair is told, whatever the reason: an unknown email, a wrong password, or an
 * account whose address is not confirmed yet (lib/auth/options.ts says why these must read alike).
 */
export const WRONG_CREDENTIALS_MESSAGE = "Wrong email or password, or the address is not confirmed yet.";

/**
 * Messages for the error codes next-auth and our callbacks put in `/signin?error=…`. The query string is
 * attacker-controlled, so only known codes are shown; anything else gets the generic line.
 */
const messages: Record<string, string> = {
  CredentialsSignin: WRONG_CREDENTIALS_MESSAGE,
  OAuthNoEmail: "Your provider did not share an email address, which we need to match your account.",
  OAuthEmailUnverified: "Your provider has not verified that email address.",
  OAuthSignin: "Could not start signing in with that provider.",
  OAuthCallback: "The provider's answer could not be used. Please try again.",
  OAuthAccountNotLinked: "This email is already used with another sign-in method.",
  AccessDenied: "Access denied.",
  Callback: "Sign-in failed. Please try again.",
  SessionRequired: "Please sign in to continue.",
};

export const GENERIC_SIGN_IN_ERROR = "Sign-in failed. Please try again.";

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  // Own keys only: `?error=__proto__` would otherwise find Object.prototype, which the page cannot render.
  return Object.hasOwn(messages, code) ? messages[code] : GENERIC_SIGN_IN_ERROR;
}
