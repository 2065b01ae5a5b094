import { ApiError } from "@/lib/http/problem";
import type { Access, AuthContext } from "../types";

export function isAuthorized(auth: AuthContext, access: Access): boolean {
  return access === "public" || access === "any-key" || auth.scopes.includes(access);
}

export function authorize(auth: AuthContext, access: Access): void {
  if (!isAuthorized(auth, access)) {
    throw new ApiError("insufficient_scope", `This API key lacks the "${access}" scope required by this endpoint.`);
  }
}
