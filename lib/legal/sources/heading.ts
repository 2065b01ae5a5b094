/** The registry marks a provision the instrument leaves without a heading as "[Untitled] <the subject, in our words>". */
const UNTITLED = /^\[Untitled\]\s*/;

/** The words of a heading without the marker: what retrieval indexes. */
export function headingSubject(heading: string): string {
  return heading.replace(UNTITLED, "");
}

/** How a heading reads to a person: an untitled provision's subject, flagged as ours rather than the instrument's. */
export function displayHeading(heading: string): string {
  return UNTITLED.test(heading) ? `${headingSubject(heading)} (no official heading)` : heading;
}
