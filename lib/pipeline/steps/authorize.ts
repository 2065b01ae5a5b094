import { ApiError } from "@/lib/http/problem";
import type { Access, AuthContext } from "../types";

export function authorize(auth: AuthContext, access: Access): void {
  if (access === "public" || access === "any-key") return;
  if (!auth.scopes.includes(access)) {
    throw new ApiError("insufficient_scope", `This API key lacks the "${access}" scope required by this endpoint.`);
  }
}
