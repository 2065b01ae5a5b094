/**
 * Page clean-up shared by PDF extraction: running headers/footers and page numbers removed, words hyphenated
 * at a line end joined. Pure, so it is unit-tested without PDFs.
 */
const PAGE_NUMBER = /^\s*(?:[-–—]\s*)?(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s*[-–—])?\s*$/i;
const ROMAN_PAGE = /^\s*[ivxlc]{1,6}\s*$/i;
/** A page number set off by dashes ("-4-", "– 4 –"): dropped anywhere on the page, since text extraction can place it mid-page. */
const DASHED_PAGE_NUMBER = /^\s*[-–—]\s*\d{1,4}\s*[-–—]\s*$/;
/** A running header/footer longer than this is treated as content and kept. */
const MAX_RUNNING_LENGTH = 80;

/** Normalises a line for header/footer comparison: digits vary (page numbers), case and spacing too. */
function shape(line: string): string {
  return exact(line).replace(/\d+/g, "#");
}

/** Normalises a line keeping its digits: a fixed footer with a date ("Source: ACME CORP., 8-K, 6/4/2008") matches itself only. */
function exact(line: string): string {
  return line.toLowerCase().replace(/\s+/g, " ").trim();
}

/** On how many pages each normalised line appears within `edge` lines of the top or bottom. */
function edgeCounts(pages: string[][], edge: number, norm: (line: string) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const seen = new Set<string>();
    for (const l of [...lines.slice(0, edge), ...lines.slice(-edge)]) {
      const s = norm(l);
      if (s.length > 0 && !seen.has(s)) {
        seen.add(s);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
    }
  }
  return counts;
}

export function cleanPages(pages: string[][]): string[][] {
  const edge = 2;
  const threshold = Math.max(3, Math.ceil(pages.length * 0.5));
  const repeated = (norm: (line: string) => string) =>
    new Set([...edgeCounts(pages, edge, norm)].filter(([, n]) => pages.length >= 3 && n >= threshold).map(([s]) => s));
  const running = repeated(shape);
  const fixed = repeated(exact);
  return pages.map((lines, pageIndex) =>
    joinHyphenation(
      lines.filter((l, i) => {
        if (DASHED_PAGE_NUMBER.test(l)) return false;
        const atEdge = i < edge || i >= lines.length - edge;
        if (!atEdge) return true;
        if (PAGE_NUMBER.test(l) || (ROMAN_PAGE.test(l) && l.trim().length <= 4 && (i === 0 || i === lines.length - 1))) return false;
        if (l.trim().length > MAX_RUNNING_LENGTH) return true;
        // The same text on enough pages, digits included ("Source: ACME CORP., 8-K, 6/4/2008"), goes on every page.
        if (fixed.has(exact(l))) return false;
        if (!running.has(shape(l))) return true;
        // The same text with no digits, or the same text apart from this page's own number ("Draft – 3").
        return /\d/.test(l) && !new RegExp(String.raw`(?:^|\D)${pageIndex + 1}(?:\D|$)`).test(l);
      }),
    ),
  );
}

/** "termi-" + "nation" → "termination"; keeps real hyphens before a capital or digit ("Non-\nCompete" stays). */
export function joinHyphenation(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /[a-z]-$/.test(prev) && /^\s*[a-z]/.test(line)) {
      out[out.length - 1] = prev.slice(0, -1) + line.trimStart();
    } else out.push(line);
  }
  return out;
}
