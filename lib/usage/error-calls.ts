import { sql, type SQL } from "drizzle-orm";
import { usageEvents } from "@/lib/db/schema";
import { problemCatalog } from "@/lib/http/problem";

const abandoned = problemCatalog.client_closed_request.status;

/**
 * The usage events that count as errors: calls answered 4xx or 5xx, except a call its client abandoned (recorded as
 * 499 client_closed_request): the client left, nothing went wrong with its request, and no answer reached it.
 */
export const errorCallsFilter: SQL = sql`${usageEvents.status} >= 400 and ${usageEvents.status} <> ${sql.raw(String(abandoned))}`;

/** Of those, the client's own (4xx, 499 left out). */
export const clientErrorCallsFilter: SQL = sql`${usageEvents.status} between 400 and 499 and ${usageEvents.status} <> ${sql.raw(String(abandoned))}`;
