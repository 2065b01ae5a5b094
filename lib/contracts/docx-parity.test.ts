import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/problem";
import { composeDraft, fullText, type ComposedDraft } from "./compose";
import { draftToDocx } from "./docx";
import { nativeDrafting, nativeTypeIds } from "./language";
import { layouts } from "./language/drafting";
import { allTemplates } from "./templates";

/**
 * `full_text` and the Word file say the same, line for line: the document's paragraphs in reading order, each
 * prefixed with the number Word shows for it (computed from its w:numPr and numbering.xml's level texts, as Word
 * counts: a level's counter goes up by one per paragraph at that level and the deeper levels restart), a REF field
 * read as its cached result. Only whitespace is normalised (Word separates a list number from its text by a tab).
 */

const unescape = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
const attr = (xml: string, name: string) => new RegExp(`<w:${name} [^>]*w:val="([^"]*)"`).exec(xml)?.[1];

/** numId → its level texts ("%1.", "%1.%2") and start values. */
function readNumbering(xml: string) {
  const abstract = new Map<string, { text: string; start: number }[]>();
  for (const m of xml.matchAll(/<w:abstractNum [^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g)) {
    const levels: { text: string; start: number }[] = [];
    for (const l of m[2].matchAll(/<w:lvl [^>]*w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) {
      levels[Number(l[1])] = { text: unescape(attr(l[2], "lvlText") ?? ""), start: Number(attr(l[2], "start") ?? "1") };
    }
    abstract.set(m[1], levels);
  }
  const nums = new Map<string, { text: string; start: number }[]>();
  for (const m of xml.matchAll(/<w:num [^>]*w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g)) nums.set(m[1], abstract.get(attr(m[2], "abstractNumId") ?? "") ?? []);
  return nums;
}

/** The document's paragraphs as Word shows them, from the first page break on when `fromPageBreak` (after the title page). */
async function docxLines(file: Buffer, fromPageBreak = false): Promise<string[]> {
  const files = unzipSync(new Uint8Array(file));
  const document = strFromU8(files["word/document.xml"]);
  const nums = readNumbering(files["word/numbering.xml"] ? strFromU8(files["word/numbering.xml"]) : "");
  const counters = new Map<string, number[]>();
  const out: string[] = [];
  let started = !fromPageBreak;
  for (const p of document.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)) {
    const xml = p[1] ?? "";
    if (!started && /<w:pageBreakBefore\b/.test(xml)) started = true;
    const text = unescape(
      [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)].map((r) => (r[1] !== undefined ? r[1] : " ")).join(""),
    );
    let number = "";
    const numPr = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(xml);
    if (numPr) {
      const id = attr(numPr[1], "numId")!;
      const level = Number(attr(numPr[1], "ilvl") ?? "0");
      const levels = nums.get(id) ?? [];
      const count = counters.get(id) ?? [];
      count[level] = count[level] === undefined ? levels[level].start : count[level] + 1;
      count.length = level + 1;
      counters.set(id, count);
      number = levels[level].text.replace(/%(\d)/g, (_, k: string) => String(count[Number(k) - 1] ?? levels[Number(k) - 1].start));
    }
    if (started) out.push(`${number} ${text}`);
  }
  return normalised(out);
}

const normalised = (lines: string[]) => lines.map((l) => l.replace(/\s+/g, " ").trim()).filter((l) => l !== "");

/** The jurisdictions whose drafting profiles differ: English, US (New York, California), Indian states, Singapore, Australia, Canada, Ireland and the civil codes. */
const JURISDICTIONS = ["GB", "US-NY", "US-CA", "IN-MH", "IN-KA", "SG", "AU-NSW", "CA-ON", "IE", "DE", "FR", "ES", "IT", "NL", "CH"];

function draft(template: (typeof allTemplates)[number], jurisdiction: string, language?: "de" | "fr"): ComposedDraft | null {
  const native = language ? nativeDrafting(template.id, jurisdiction, language) : null;
  try {
    return composeDraft(template, { ...template.example, jurisdiction, key_terms: { ...template.example.key_terms, effective_date: "2026-03-01" }, language }, native ?? undefined);
  } catch (e) {
    // A type the jurisdiction refuses (a 400 naming why) has no text to compare.
    if (e instanceof ApiError) return null;
    throw e;
  }
}

async function mismatches(d: ComposedDraft, withCover: boolean): Promise<string[]> {
  const layout = layouts[d.language];
  const cover = withCover ? { cover: { parties: ["A", "B"] as [string, string], unilateral: d.unilateral, date: d.effective_date } } : {};
  const word = await docxLines(await draftToDocx({ ...d, ...cover }, layout), withCover);
  const text = normalised(fullText(d, layout).split("\n"));
  const out: string[] = [];
  for (let i = 0; i < Math.max(word.length, text.length); i++) {
    if (word[i] !== text[i]) {
      out.push(`line ${i + 1}: full_text ${JSON.stringify(text[i])} / docx ${JSON.stringify(word[i])}`);
      break;
    }
  }
  return out;
}

describe("full_text and the Word file say the same", () => {
  it("for every English type under every drafting profile, with and without the title page", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let compared = 0;
    for (const template of allTemplates) {
      for (const jurisdiction of JURISDICTIONS) {
        const d = draft(template, jurisdiction);
        if (!d) continue;
        compared += 1;
        // The title page only moves where the body starts: once per type is enough to check that.
        for (const withCover of jurisdiction === "GB" ? [false, true] : [false]) for (const m of await mismatches(d, withCover)) failures.push(`${template.id} ${jurisdiction}${withCover ? " (cover)" : ""}: ${m}`);
      }
    }
    expect(compared).toBeGreaterThan(allTemplates.length * 10);
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it("for every type drafted natively in German under DE and in French under FR", async () => {
    const failures: string[] = [];
    for (const [language, country] of [["de", "DE"], ["fr", "FR"]] as const) {
      for (const id of nativeTypeIds(language)) {
        const d = draft(allTemplates.find((t) => t.id === id)!, country, language);
        expect(d?.language).toBe(language);
        for (const withCover of [false, true]) for (const m of await mismatches(d!, withCover)) failures.push(`${id} ${language}${withCover ? " (cover)" : ""}: ${m}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("reads list numbers as Word numbers them: a sub-clause counter restarts under each clause", async () => {
    const loan = allTemplates.find((t) => t.id === "loan_agreement")!;
    const d = draft(loan, "GB")!;
    const lines = await docxLines(await draftToDocx(d));
    const withSubs = d.clauses.filter((c) => /^\d+\.1 /.test(c.text));
    expect(withSubs.length).toBeGreaterThan(1);
    for (const c of withSubs) expect(lines).toContain(normalised([c.text.split("\n")[0]])[0]);
  });
});
