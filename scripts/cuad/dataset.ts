/**
 * The CUAD development set (../shared/data/cuad-dev, CC BY 4.0, never copied into the repository) as the clause
 * evaluation and the detector's training read it: the dev/test split, and which segments count as labelled.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Contract {
  title: string;
  text: string;
  labels: Record<string, string[]>;
}

export type Split = "dev" | "test" | "all";

/** `--data <dir>` or ../shared/data/cuad-dev from the repository root. */
export function cuadFile(argv: string[]): string {
  const dir = argv.includes("--data") ? path.resolve(argv[argv.indexOf("--data") + 1]) : path.resolve(process.cwd(), "../shared/data/cuad-dev");
  return path.join(dir, "contracts.jsonl");
}

/** A contract is "dev" (used to develop the detector) or "test" (held out) by a stable hash of its title. */
export const splitOf = (title: string): "dev" | "test" => (createHash("sha256").update(title).digest()[0] % 2 === 0 ? "dev" : "test");

export function loadContracts(file: string, split: Split): Contract[] | null {
  if (!existsSync(file)) return null;
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Contract)
    .filter((c) => split === "all" || splitOf(c.title) === split);
}

export const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** Document name, parties and agreement date are looked for, and scored, in the first three segments only. */
export const OPENING_ONLY = new Set(["document_name", "parties", "agreement_date"]);
export const eligible = (category: string, position: number) => !OPENING_ONLY.has(category) || position <= 2;

/**
 * A segment is gold-positive for a span when it contains the span, or its first or last 50 characters (spans
 * crossing a boundary count for each segment they touch), or lies wholly inside it.
 */
export const touches = (seg: string, span: string) =>
  seg.includes(span) || seg.includes(span.slice(0, 50)) || seg.includes(span.slice(-50)) || (seg.length >= 20 && span.includes(seg));

export const labelledSpans = (contract: Contract, category: string) => (contract.labels[category] ?? []).map(norm).filter((s) => s.length > 0);
