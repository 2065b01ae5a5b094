/** Next.js calls register() once per server process before serving requests. */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself (not configuration), so it is read here rather than in lib/env.ts.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, before the heavier start-up below: requests may already be arriving.
    const { stampPeerAddresses } = await import("./lib/server/peer-address");
    stampPeerAddresses();
    const { refuseEarly } = await import("./lib/server/refuse-early");
    refuseEarly();
    const { startServer } = await import("./lib/server/start");
    await startServer();
  }
}
