/**
 * Runs the Python client's pytest suite against a live production server (PGlite, fake model) behind the fault
 * proxy, the way test/clients/typescript.test.ts runs the TypeScript one. Needs `next build` and
 * scripts/setup-python-client-tests.sh first. Writes .test-results/pytest.xml (JUnit) for scripts/test-summary.mjs.
 *
 *   npx tsx scripts/run-python-client-tests.ts [pytest args…]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { startTestServer } from "../test/support/server";
import { modelEnv, startAnsweringModel, wellFormedReply } from "../test/support/model";
import { startFaultProxy } from "../test/support/fault-proxy";
import { docxFile, textPdf } from "../test/support/document-fixtures";
import { signatureHeader } from "../lib/alerts/signing";

/** The contract the upload tests send as a PDF (two pages) and as a DOCX (docxFile's own text). */
const UPLOAD_CONTRACT = [
  ["SERVICES AGREEMENT", "1. Services. The Supplier shall provide the services described in Schedule 1.", "2. Fees. The Customer shall pay the fees within 30 days of invoice."],
  ["3. Liability. The Supplier shall indemnify the Customer against all losses without limit.", "4. Governing Law. This Agreement is governed by the laws of India."],
];

/** PDF and DOCX files for the upload tests, generated with the service's own fixtures (pdf-lib, docx). */
async function writeUploadFixtures(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-ai-py-uploads-"));
  writeFileSync(path.join(dir, "contract.pdf"), await textPdf(UPLOAD_CONTRACT));
  writeFileSync(path.join(dir, "msa.docx"), await docxFile());
  return dir;
}

/**
 * Signs webhook bodies with the service's own signing code (lib/alerts/signing.ts), at the time asked:
 * POST {"secret", "body", "timestamp"?} answers {"header"}. The Python webhook tests verify what it signs.
 */
function startSigner(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const { secret, body, timestamp } = JSON.parse(text) as { secret: string; body: string; timestamp?: number };
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ header: signatureHeader(secret, timestamp ?? Math.floor(Date.now() / 1000), body) }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const python = path.join(repoRoot, "clients/python/.venv/bin/python");

async function main(): Promise<number> {
  if (!existsSync(python)) {
    console.error("run-python-client-tests: no venv; run scripts/setup-python-client-tests.sh first");
    return 1;
  }
  const fake = await startAnsweringModel();
  const server = await startTestServer("pglite", { env: modelEnv(fake) });
  const proxy = await startFaultProxy(
    server.url,
    () => ({ model_requests: fake.requests.length }),
    // POST /__proxy/model {"fail": true}: the fake model answers 500 (so the service degrades); false restores it.
    (name, body) => {
      if (name === "model") fake.setResponder((request) => ((body as { fail?: boolean })?.fail ? { fault: "status", status: 500, errorType: "api_error" } : wellFormedReply(request)));
    },
  );
  fake.setResponder((request) => wellFormedReply(request));
  const uploads = await writeUploadFixtures();
  const signer = await startSigner();
  mkdirSync(path.join(repoRoot, ".test-results"), { recursive: true });
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(
        python,
        ["-m", "pytest", "-q", "-p", "no:cacheprovider", "--junitxml", path.join(repoRoot, ".test-results/pytest.xml"), ...process.argv.slice(2)],
        {
          cwd: path.join(repoRoot, "clients/python"),
          stdio: "inherit",
          env: {
            ...process.env,
            LEGAL_AI_TEST_SERVER_URL: server.url,
            LEGAL_AI_TEST_PROXY_URL: proxy.url,
            LEGAL_AI_TEST_ADMIN_KEY: server.adminKey,
            LEGAL_AI_TEST_UPLOADS: uploads,
            LEGAL_AI_TEST_SIGNER_URL: signer.url,
            LEGAL_AI_API_KEY: "",
            LEGAL_AI_WEBHOOK_SECRET: "",
            LEGAL_AI_BASE_URL: "",
          },
        },
      );
      child.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    signer.server.close();
    rmSync(uploads, { recursive: true, force: true });
    await proxy.close();
    await server.stop();
    await fake.close();
  }
}

process.exit(await main());
