import type { InstrumentInput } from "../../schema";

/** Everyday law (employment, tenancy, consumer, civil and company law, tax) of BR, MX, JP, KR, CN, ZA, NZ, KE, NG and AE. */
export const worldInstruments: InstrumentInput[] = [
];
