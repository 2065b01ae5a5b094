/**
 * Generates the client libraries' types from the OpenAPI document (`/v1/openapi.json`):
 *   clients/typescript/src/generated/openapi.ts   TypeScript types + an Endpoints map keyed "METHOD /path"
 *   clients/python/src/legal_ai/_generated.py     TypedDicts + the field lists the Python drift test checks
 *   clients/python/src/legal_ai/_models.py        response classes (typed attributes)
 *   clients/python/src/legal_ai/_resources.py     the methods, keyword arguments typed from the request schemas
 *
 *   npx tsx --conditions=react-server scripts/generate-client-types.ts            (document built in-process)
 *   npx tsx scripts/generate-client-types.ts --url http://127.0.0.1:3000          (document of a running server)
 *   ... --check    exits 1 when the checked-in files differ from what the document gives
 *
 * Writing also rebuilds clients/typescript/dist. Rerun after merging endpoints: the clients' methods for endpoints
 * not in the document yet fall back to loose types.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateClientTypes } from "./client-types/generate";

const repoRoot = path.resolve(import.meta.dirname, "..");
export const TS_OUT = path.join(repoRoot, "clients/typescript/src/generated/openapi.ts");
export const PY_OUT = path.join(repoRoot, "clients/python/src/legal_ai/_generated.py");
export const PY_MODELS_OUT = path.join(repoRoot, "clients/python/src/legal_ai/_models.py");
export const PY_RESOURCES_OUT = path.join(repoRoot, "clients/python/src/legal_ai/_resources.py");

async function loadDocument(url: string | undefined): Promise<any> {
  if (url) {
    const res = await fetch(new URL("/v1/openapi.json", url));
    if (!res.ok) throw new Error(`GET /v1/openapi.json: ${res.status}`);
    return res.json();
  }
  const { openApiDocument } = await import("@/lib/openapi/document");
  return openApiDocument();
}

async function main() {
  const args = process.argv.slice(2);
  const urlIndex = args.indexOf("--url");
  const doc = await loadDocument(urlIndex >= 0 ? args[urlIndex + 1] : undefined);
  const { typescript, python, pythonModels, pythonResources } = generateClientTypes(doc);
  const outputs = [
    [TS_OUT, typescript],
    [PY_OUT, python],
    [PY_MODELS_OUT, pythonModels],
    [PY_RESOURCES_OUT, pythonResources],
  ];
  if (args.includes("--check")) {
    const stale = outputs.filter(([file, text]) => readFileSync(file, "utf8") !== text);
    for (const [file] of stale) console.error(`out of date: ${path.relative(repoRoot, file)} (run scripts/generate-client-types.ts)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`wrote ${outputs.map(([file]) => path.relative(repoRoot, file)).join(", ")}`);
  // Rebuild the TypeScript client's checked-in dist/ (what `npm install ./clients/typescript` uses).
  execFileSync(process.execPath, [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", path.join(repoRoot, "clients/typescript/tsconfig.json")], {
    stdio: "inherit",
  });
  console.log("rebuilt clients/typescript/dist");
}

await main();
