import { z } from "zod";

/** The seven public scopes of spec section 5. */
export const publicScopes = ["chat", "documents", "compliance", "corporate", "litigation", "audit", "contracts"] as const;
/** Grants the staff management API under /v1/admin; only staff users may hold it. */
export const ADMIN_SCOPE = "admin" as const;
export const allScopes = [...publicScopes, ADMIN_SCOPE] as const;

export type PublicScope = (typeof publicScopes)[number];
export type Scope = (typeof allScopes)[number];

export const scopeSchema = z.enum(allScopes);

/** `["all"]` is shorthand for the seven public scopes; duplicates collapse; order follows `allScopes`. */
export function expandScopes(requested: readonly string[]): Scope[] {
  const wanted = new Set(requested.flatMap((s) => (s === "all" ? [...publicScopes] : [s])));
  return allScopes.filter((s) => wanted.has(s));
}
