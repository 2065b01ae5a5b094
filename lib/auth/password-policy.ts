import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";

/** NIST SP 800-63B asks for at least 8; a console that holds API keys and billing asks for more. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/** Fewer different characters than this (`aaaaaaaaaaaa`, `abababababab`) is a pattern, not a password. */
const MIN_DISTINCT_CHARACTERS = 5;

let common: Set<string> | undefined;

/**
 * The common-password list of zxcvbn-ts (@zxcvbn-ts/language-common: about 49,000 passwords most often found in
 * leaked password sets, shipped in the package, so nothing is looked up over the network). Lower case, as listed.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/**
 * Why a new console password is refused, or null. NIST SP 800-63B §3.1.1.2: a minimum length, and no password from
 * a list of commonly used or compromised ones. A listed password with digits or symbols stuck to either end
 * (`password1234`, `!!iloveyou2024`) is refused too: that is how such lists are tried. So is the account's own
 * email address, or its part before the @.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `use at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS) return "use more different characters: a repeated pattern is easy to guess";
  const core = withoutEndPadding(lower);
  const list = commonPasswords();
  if (list.has(lower) || (core.length >= 4 && list.has(core))) return "this password is on a list of commonly used passwords; choose another";
  return context.email ? emailProblem(password, context.email) : null;
}

function emailProblem(password: string, address: string): string | null {
  const lower = password.toLowerCase();
  const core = withoutEndPadding(lower);
  const email = address.trim().toLowerCase();
  const local = email.split("@")[0];
  const same = (text: string) => text === email || (local.length >= 4 && text === local);
  return same(lower) || same(core) ? "do not use your email address as your password" : null;
}

/** The password without the digits and symbols stuck to its ends. */
const withoutEndPadding = (text: string) => text.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");

/** The zod form of the policy, for every schema that sets a console password (sign-up, reset, the admin API). */
export const newPasswordSchema = z
  .string()
  // Aborting, so a short password gets this one message and the OpenAPI document shows the minimum.
  .min(MIN_PASSWORD_LENGTH, { message: `use at least ${MIN_PASSWORD_LENGTH} characters`, abort: true })
  .max(MAX_PASSWORD_LENGTH, `use at most ${MAX_PASSWORD_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** For an object with `email` and `password`: the password must not be the email address. */
export function passwordNotEmail(value: { email?: string; password?: string }, ctx: z.RefinementCtx): void {
  if (value.password === undefined || value.email === undefined) return;
  const problem = emailProblem(value.password, value.email);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}
