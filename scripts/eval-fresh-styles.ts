/**
 * npm run eval:fresh-styles [-- --split dev|test|both] [--verbose]
 *
 * Recall of the clause classifier on clauses it has never seen (`eval/clauses/fresh-styles.ts`: invented clauses of
 * the 33 frequent CUAD categories in varied drafting styles, answers written before the code was run), and its
 * false-tag rate on the near misses there. Each clause is put in a short contract: a title for a document name, the
 * opening for parties and agreement date, clause 9 of a body otherwise; the categories of the segments that hold it
 * are scored. Split: dev (tuned on) or held-out by the first byte of sha256(text); `--verbose` lists dev misses only,
 * never held-out ones.
 */
import { segment } from "../lib/documents/segment";
import { classifySegments } from "../lib/documents/classify";
import { freshCases, freshSplit, type FreshCase } from "../eval/clauses/fresh-styles";
import { eligible, norm } from "./cuad/dataset";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const splitArg = arg("--split") ?? "both";
const verbose = process.argv.includes("--verbose");

const TITLE = "SERVICES AGREEMENT";
const OPENING = 'This Agreement is made on 4 March 2024 between Northgate Services Limited ("Supplier") and Pell Logistics plc ("Customer").';
const BEFORE = ["1. Definitions. Capitalised terms have the meanings given to them in this Agreement.", "2. Services. The Supplier shall provide the services described in Schedule 1 to the Customer."];
const AFTER = ["10. Notices. Notices under this Agreement shall be in writing and delivered to the addresses set out above."];

/** The short contract a case sits in. */
export function contractFor(c: FreshCase): string {
  if (c.category === "document_name") return [c.text, OPENING, ...BEFORE, ...AFTER].join("\n");
  if (c.category === "parties" || c.category === "agreement_date") return [TITLE, c.text, ...BEFORE, ...AFTER].join("\n");
  return [TITLE, OPENING, ...BEFORE, `9. ${c.heading ? `${c.heading}. ` : ""}${c.text}`, ...AFTER].join("\n");
}

/** The categories of the segments holding the case's text (its start, its end, or a part of it). */
function tagsOf(c: FreshCase): Set<string> {
  const segs = segment([{ page: 1, text: contractFor(c) }]);
  const found = classifySegments(segs);
  const want = norm(c.text);
  const tags = new Set<string>();
  segs.forEach((s, i) => {
    const seg = norm(`${s.label ?? ""} ${s.heading ?? ""} ${s.text}`);
    const body = norm(s.text);
    const holds = seg.includes(want.slice(0, 50)) || seg.includes(want.slice(-50)) || (body.length >= 20 && want.includes(body));
    if (holds) for (const id of found[i]) if (eligible(id, i)) tags.add(id);
  });
  return tags;
}

interface Row {
  found: number;
  total: number;
}
const splits = splitArg === "both" ? (["dev", "test"] as const) : ([splitArg] as ("dev" | "test")[]);
for (const split of splits) {
  const cases = freshCases.filter((c) => freshSplit(c) === split);
  const perCategory = new Map<string, Row>();
  const misses: string[] = [];
  let nearTotal = 0;
  let nearTagged = 0;
  for (const c of cases) {
    const tags = tagsOf(c);
    if (c.near) {
      nearTotal++;
      if (tags.has(c.category)) {
        nearTagged++;
        misses.push(`near miss tagged ${c.category} (${c.style}): ${c.text.slice(0, 90)}`);
      }
      continue;
    }
    const row = perCategory.get(c.category) ?? { found: 0, total: 0 };
    row.total++;
    if (tags.has(c.category)) row.found++;
    else misses.push(`missed ${c.category} (${c.style}), got [${[...tags].join(", ")}]: ${c.text.slice(0, 90)}`);
    perCategory.set(c.category, row);
  }
  const label = split === "dev" ? "dev" : "held-out";
  console.log(`\nfresh styles, ${label}: ${cases.length} clauses (${nearTotal} near misses)`);
  const rows = [...perCategory.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [id, r] of rows) console.log(`${id.padEnd(38)} ${`${r.found}/${r.total}`.padStart(6)}`);
  const found = rows.reduce((n, [, r]) => n + r.found, 0);
  const total = rows.reduce((n, [, r]) => n + r.total, 0);
  const macro = rows.reduce((n, [, r]) => n + r.found / r.total, 0) / rows.length;
  console.log(`recall: macro over ${rows.length} categories ${macro.toFixed(3)}, micro ${(found / total).toFixed(3)} (${found}/${total})`);
  console.log(`false tags: ${nearTagged}/${nearTotal} near misses tagged with the category they are not`);
  if (verbose && split === "dev") for (const m of misses) console.log(`  ${m}`);
}
process.exit(0);
