import { startFakeAnthropic } from "./fake-anthropic";
import { wellFormedReply } from "./model";
import { startModelRouter } from "./model-router";
import { startServerBroker } from "./server-broker";

/**
 * Vitest's global setup: the server broker and the model router that let API test files share one server per lane
 * and configuration (test/support/server.ts). Nothing starts a server until a test file asks for one, so a run of unit
 * tests alone costs two idle listeners. The worker processes find both through the environment, which they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Requests of tenants that no test file registered (made through the console, say) get a good model's answer.
  const fallback = await startFakeAnthropic({ responder: (request) => wellFormedReply(request) });
  const router = await startModelRouter({ fallback: fallback.url });
  const broker = await startServerBroker();
  process.env.TEST_SERVER_BROKER = broker.url;
  process.env.TEST_MODEL_ROUTER = router.url;

  return async () => {
    const started = broker.started();
    await broker.stopAll();
    await router.close();
    await fallback.close();
    if (started.pglite + started.postgres > 0) console.log(`shared test servers: ${started.pglite} PGlite, ${started.postgres} PostgreSQL`);
  };
}
