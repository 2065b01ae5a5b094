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
  const numbering = originalPageNumbers(pages);
  return pages.map((lines, pageIndex) =>
    joinHyphenation(
      dropNumbersInsideSentences(
        lines.filter((l, i) => {
          // Positions are the page's own: headers and footers are told by where they stand on it.
          if (DASHED_PAGE_NUMBER.test(l) || numbering.has(`${pageIndex}:${i}`)) return false;
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
    ),
  );
}

const BARE_NUMBER = /^\s*\d{1,3}\s*$/;

/**
 * A filing converted from a typed document keeps that document's page numbers as lines of their own wherever its page
 * breaks fell ("3", "4", "5" … mid-page): bare numbers that count up by one, three or more in a row, are dropped
 * wherever they stand. Returns their positions as "page:line".
 */
function originalPageNumbers(pages: string[][]): Set<string> {
  const bare = pages.flatMap((lines, p) => lines.flatMap((l, i) => (BARE_NUMBER.test(l) ? [{ at: `${p}:${i}`, n: Number(l) }] : [])));
  const out = new Set<string>();
  // Follow each number forward to the next one that is one higher, stepping over others (a number in a table).
  for (let start = 0; start < bare.length; start++) {
    if (out.has(bare[start].at)) continue;
    const chain = [bare[start]];
    for (let j = start + 1; j < bare.length; j++) if (bare[j].n === chain[chain.length - 1].n + 1) chain.push(bare[j]);
    if (chain.length >= 3) for (const b of chain) out.add(b.at);
  }
  return out;
}

/**
 * Page numbers of the original typed document that a filing's PDF carries mid-page ("herein collectively", "1", "2",
 * "referred to as …"): a line holding only a number, inside a sentence that runs on across it (the line before does not
 * end one, the line after starts in lower case). A number in a table or a list keeps its place.
 */
function dropNumbersInsideSentences(lines: string[]): string[] {
  return lines.filter((line, i) => {
    if (!BARE_NUMBER.test(line)) return true;
    let before = i - 1;
    while (before >= 0 && BARE_NUMBER.test(lines[before])) before--;
    let after = i + 1;
    while (after < lines.length && BARE_NUMBER.test(lines[after])) after++;
    if (before < 0 || after >= lines.length) return true;
    return !(/[a-z,]$/.test(lines[before].trimEnd()) && /^\s*[a-z]/.test(lines[after]));
  });
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
