/**
 * A correspondence table between a repealed code and its successor: every row a section of the old code, its
 * counterpart (a section, or a sub-section where that is confirmed), or null where the new code has none (repealed,
 * omitted, struck down). Kept as data with where it came from and how it was checked.
 */
export interface SectionMap {
  from: { code: string; source_id: string };
  to: { code: string; source_id: string; in_force: string };
  provenance: {
    compiled: string;
    method: string;
    sources: string[];
    /** What the table does not hold: a section missing here is not mapped, never guessed. */
    gaps: string;
  };
  /** [old section, new section or null, subject, note] */
  rows: readonly (readonly [string, string | null, string, string?])[];
}

export interface MapRow {
  from: string;
  to: string | null;
  subject: string;
  note: string | null;
}

export function lookup(map: SectionMap, section: string): MapRow | null {
  const key = section.trim().toUpperCase();
  const row = map.rows.find((r) => r[0].toUpperCase() === key);
  return row ? { from: row[0], to: row[1], subject: row[2], note: row[3] ?? null } : null;
}

/** The section number a citation resolves to ("303(2)" → "303"). */
export const sectionOf = (to: string) => to.replace(/\(.*$/, "");
