/**
 * Page clean-up shared by PDF extraction: running headers/footers and page numbers removed, words hyphenated
 * at a line end joined. Pure, so it is unit-tested without PDFs.
 */
const PAGE_NUMBER = /^\s*(?:[-–—]\s*)?(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s*[-–—])?\s*$/i;
const ROMAN_PAGE = /^\s*[ivxlc]{1,6}\s*$/i;

/** Normalises a line for header/footer comparison: digits vary (page numbers), case and spacing too. */
function shape(line: string): string {
  return line.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

export function cleanPages(pages: string[][]): string[][] {
  const edge = 2;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const seen = new Set<string>();
    const candidates = [...lines.slice(0, edge), ...lines.slice(-edge)];
    for (const l of candidates) {
      const s = shape(l);
      if (s.length > 0 && !seen.has(s)) {
        seen.add(s);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
    }
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.5));
  const running = new Set([...counts].filter(([, n]) => pages.length >= 3 && n >= threshold).map(([s]) => s));
  return pages.map((lines, pageIndex) =>
    joinHyphenation(
      lines.filter((l, i) => {
        const atEdge = i < edge || i >= lines.length - edge;
        if (!atEdge) return true;
        if (PAGE_NUMBER.test(l) || (ROMAN_PAGE.test(l) && l.trim().length <= 4 && (i === 0 || i === lines.length - 1))) return false;
        if (!running.has(shape(l))) return true;
        // Same text on every page, or the same text apart from this page's own number ("Draft – 3").
        return !(l.trim().length <= 80 && (!/\d/.test(l) || new RegExp(String.raw`(?:^|\D)${pageIndex + 1}(?:\D|$)`).test(l)));
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
