import { getRandomValues } from "node:crypto";
import { monotonicFactory } from "ulid";

const pool = new Uint32Array(512);
let nextIndex = pool.length;

/**
 * Uniform in [0, 1) from the CSPRNG, drawn from a refilled pool: ulid's default asks the OS for one random
 * byte per character, which cost ~0.07 ms per request id under load (measured with a CPU profile).
 */
function pooledRandom(): number {
  if (nextIndex === pool.length) {
    getRandomValues(pool);
    nextIndex = 0;
  }
  return pool[nextIndex++] / 0x1_0000_0000;
}

/**
 * Sortable random ids (ULID: 48-bit time + 80 random bits), never sequence numbers. The monotonic factory
 * keeps ids created in the same millisecond in order.
 */
const nextUlid = monotonicFactory(pooledRandom);

export const newRequestId = () => `req_${nextUlid()}`;
export const newUserId = () => `usr_${nextUlid()}`;
export const newKeyId = () => `key_${nextUlid()}`;
export const newEventId = () => `evt_${nextUlid()}`;
export const newWebhookEndpointId = () => `whe_${nextUlid()}`;
export const newAlertId = () => `alt_${nextUlid()}`;
export const newDeliveryId = () => `dlv_${nextUlid()}`;
