import type { Rule } from "./types";

/**
 * A legal rule that holds from a date: its value, the date it starts and the instrument that set it (with the
 * commencement provision), kept together so that a check dated earlier applies the earlier version.
 */
export interface Dated<T> {
  value: T;
  /** First day the value applies (YYYY-MM-DD). */
  from: string;
  /** The instrument and commencement provision that made it apply from `from`. */
  source: string;
}

/** The entry in force on `asOf` (entries in date order), or null before the first. */
export function inForceOn<T>(entries: readonly Dated<T>[], asOf: string): Dated<T> | null {
  let current: Dated<T> | null = null;
  for (const e of entries) if (e.from <= asOf) current = e;
  return current;
}

/**
 * One rule per version of a duty that was replaced on a date: each version applies from its start until the next one
 * starts, and a later version is not reported before it starts (the earlier one answers then).
 */
export function versionedRules<T>(entries: readonly Dated<T>[], make: (entry: Dated<T>) => Rule): Rule[] {
  return entries.map((e, i) => {
    const next = entries[i + 1];
    const rule = make(e);
    return { ...rule, ...(i > 0 ? { inForceFrom: e.from, replacesEarlier: true } : {}), ...(next ? { inForceUntil: next.from } : {}) };
  });
}

/**
 * The Data (Use and Access) Act 2025's main UK GDPR and PECR changes, including s. 85 and Sch. 7 (Chapter V transfers
 * recast: Art. 44A for Art. 44, Art. 45A for Art. 45) and s. 112 (PECR reg. 6 exemptions), in force from 5 February
 * 2026 under S.I. 2026/82, reg. 2(m) and (w) (legislation.gov.uk, verified).
 */
export const DUAA_FEB_2026: Dated<true> = {
  value: true,
  from: "2026-02-05",
  source: "Data (Use and Access) Act 2025 (Commencement No. 6 and Transitional and Saving Provisions) Regulations 2026 (S.I. 2026/82), reg. 2",
};
