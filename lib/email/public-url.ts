import "server-only";
import { consoleOrigin } from "@/lib/env";

/** An absolute console address for links in mail (see consoleOrigin: NEXTAUTH_URL, else the port this server listens on). */
export function publicUrl(path: string): string {
  return `${consoleOrigin()}${path}`;
}
