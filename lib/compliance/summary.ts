import type { DraftFinding } from "./baseline";

/** The response summary's count: regulations by verdict and breaches by severity. */
export function countBreaches(drafts: readonly DraftFinding[]): string {
  if (drafts.length === 0) return "No regulation was checked.";
  const breached = drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached"));
  const by = (s: string) => breached.filter((o) => o.severity === s).length;
  const withBreaches = drafts.filter((d) => d.compliant === false).length;
  const clean = drafts.filter((d) => d.compliant === true).length;
  const none = drafts.filter((d) => d.compliant === null).length;
  const later = breached.filter((o) => o.inForceFrom).length;
  return (
    `Checked ${drafts.length} regulation(s): ${withBreaches} with breaches, ${clean} without, ${none} without a verdict. ` +
    `${breached.length} breach(es) found: ${by("high")} high, ${by("medium")} medium, ${by("low")} low severity` +
    (later > 0 ? ` (${later} under duties that apply only from a later date)` : "") +
    "."
  );
}
