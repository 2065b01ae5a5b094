/**
 * mammoth's HTML to plain lines: headings on their own line, list items numbered the way Word shows them
 * (1., 1.1 for nested ordered lists, "•" for bullets), table rows as cells joined by " | ".
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

function decode(s: string): string {
  return s.replace(/&(#?\w+);/g, (m, e: string) => {
    if (ENTITIES[e]) return ENTITIES[e];
    if (e.startsWith("#")) return String.fromCodePoint(Number(e.slice(1)));
    return m;
  });
}

export function htmlToLines(html: string): string[] {
  const lines: string[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let current = "";
  let row: string[] | null = null;
  let cell = "";
  const flush = () => {
    const t = decode(current).replace(/\s+/g, " ").trim();
    if (t) lines.push(t);
    current = "";
  };
  const tokens = html.split(/(<[^>]+>)/);
  for (const tok of tokens) {
    if (!tok.startsWith("<")) {
      if (row) cell += tok;
      else current += tok;
      continue;
    }
    const m = /^<(\/?)([a-z0-9]+)/i.exec(tok);
    if (!m) continue;
    const closing = m[1] === "/";
    const tag = m[2].toLowerCase();
    if (tag === "ol" || tag === "ul") {
      if (closing) lists.pop();
      else {
        flush();
        lists.push({ ordered: tag === "ol", n: 0 });
      }
    } else if (tag === "li" && !closing) {
      flush();
      const top = lists[lists.length - 1];
      if (top) {
        top.n += 1;
        current = top.ordered ? `${lists.filter((l) => l.ordered).map((l) => l.n).join(".")}. ` : "• ";
      }
    } else if (tag === "tr") {
      if (!closing) {
        flush();
        row = [];
      } else if (row) {
        const t = row.filter(Boolean).join(" | ");
        if (t) lines.push(t);
        row = null;
      }
    } else if ((tag === "td" || tag === "th") && row) {
      if (closing) {
        row.push(decode(cell).replace(/\s+/g, " ").trim());
        cell = "";
      }
    } else if (/^(p|h[1-6]|li|br|div|table)$/.test(tag)) {
      if (row) cell += " ";
      else flush();
    }
  }
  flush();
  return lines;
}
