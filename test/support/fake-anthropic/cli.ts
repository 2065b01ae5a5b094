/**
 * Standalone fake Anthropic API for manual / e2e use:
 *
 *   node --import tsx test/support/fake-anthropic/cli.ts --port 4010 [--host 127.0.0.1] [--quiet] [--well-formed]
 *
 * --well-formed answers every request as a good model would (`wellFormedReply`: each endpoint's tool, citing what
 * it was sent) instead of the default reply; `--port 0` takes a free port. Prints its URL as the first line of stdout, logs one line per request to stderr
 * (unless --quiet), and stops on SIGINT/SIGTERM. Script it through /__control
 * (see ./README.md or `fakeAnthropicControl(url)` from ./control-client).
 */
import { parseArgs } from "node:util";
import { startFakeAnthropic } from "./index";
import { wellFormedReply } from "../model";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    host: { type: "string", default: "127.0.0.1" },
    quiet: { type: "boolean", default: false },
    "well-formed": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  process.stdout.write(
    "usage: node --import tsx test/support/fake-anthropic/cli.ts [--port 4010] [--host 127.0.0.1] [--quiet] [--well-formed]\n",
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`fake-anthropic: bad --port ${values.port}\n`);
  process.exit(2);
}

const fake = await startFakeAnthropic({
  port,
  host: values.host,
  responder: values["well-formed"] ? wellFormedReply : undefined,
  log: values.quiet ? undefined : (line) => process.stderr.write(`[fake-anthropic] ${line}\n`),
});
process.stdout.write(`${fake.url}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await fake.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
