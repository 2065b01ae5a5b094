import { monotonicFactory } from "ulid";

/**
 * Sortable random ids (ULID: 48-bit time + 80 random bits), never sequence numbers. The monotonic factory
 * keeps ids created in the same millisecond in order.
 */
const nextUlid = monotonicFactory();

export const newRequestId = () => `req_${nextUlid()}`;
export const newUserId = () => `usr_${nextUlid()}`;
export const newKeyId = () => `key_${nextUlid()}`;
export const newEventId = () => `evt_${nextUlid()}`;
