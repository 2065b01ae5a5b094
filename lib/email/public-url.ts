import "server-only";
import { env } from "@/lib/env";

/** An absolute console address for links in mail (NEXTAUTH_URL is the public URL of the console). */
export function publicUrl(path: string): string {
  const base = (env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return `${base}${path}`;
}
