import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isKnownJurisdiction } from "../../jurisdictions";
import { validateInstruments } from "../registry";
import { builtInInstruments } from "./index";

/**
 * The shipped data files, checked one by one so a bad file is named: each validates against the registry schema,
 * has a unique source_id and a known jurisdiction, lives in a file named for its source_id, and is listed in its
 * region's index (a file left out of an index would silently never load).
 */
const dataDir = import.meta.dirname;
const dataFiles = (readdirSync(dataDir, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && path.basename(f) !== "index.ts" && !f.endsWith(".test.ts"))
  .map((f) => path.basename(f, ".ts"))
  .sort();

const claimedId = (input: unknown) => String((input as { source_id?: unknown }).source_id);

describe("built-in data files", () => {
  it.each(builtInInstruments.map((input) => [claimedId(input), input] as const))("%s validates against the schema", (_id, input) => {
    const { errors } = validateInstruments([input], "data file");
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  });

  it("has one source_id per instrument and a known jurisdiction for each, and prints the totals", () => {
    const ids = builtInInstruments.map(claimedId);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
    const unknown = builtInInstruments.filter((i) => !isKnownJurisdiction(String(i.jurisdiction)));
    expect(unknown.map(claimedId)).toEqual([]);

    const { instruments, errors } = validateInstruments(builtInInstruments, "lib/legal/sources/data");
    expect(errors).toEqual([]);
    const provisions = instruments.reduce((sum, i) => sum + i.provisions.length, 0);
    const jurisdictions = new Set(instruments.map((i) => i.jurisdiction)).size;
    const withSituations = instruments.reduce((sum, i) => sum + i.provisions.filter((p) => p.situations).length, 0);
    console.log(
      `built-in data: ${instruments.length} instruments, ${provisions} provisions (${withSituations} with situations), ${jurisdictions} jurisdictions`,
    );
  });

  it("keeps each instrument in a file named for its source_id, and every file in an index", () => {
    expect([...builtInInstruments.map(claimedId)].sort()).toEqual(dataFiles);
  });
});
