import type { InstrumentInput } from "../../schema";

/** European states outside the EU-level instruments: NL, ES, IT, SE, PL and Switzerland. */
export const europeInstruments: InstrumentInput[] = [
];
