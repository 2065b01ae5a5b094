/**
 * Runs the Python client's pytest suite against a live production server (PGlite, fake model) behind the fault
 * proxy, the way test/clients/typescript.test.ts runs the TypeScript one. Needs `next build` and
 * scripts/setup-python-client-tests.sh first. Writes .test-results/pytest.xml (JUnit) for scripts/test-summary.mjs.
 *
 *   npx tsx scripts/run-python-client-tests.ts [pytest args…]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { startTestServer } from "../test/support/server";
import { modelEnv, startAnsweringModel, wellFormedReply } from "../test/support/model";
import { startFaultProxy } from "../test/support/fault-proxy";

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
            LEGAL_AI_API_KEY: "",
            LEGAL_AI_BASE_URL: "",
          },
        },
      );
      child.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    await proxy.close();
    await server.stop();
    await fake.close();
  }
}

process.exit(await main());
