import type { InstrumentInput } from "../schema";
import { euInstruments } from "./eu/index";
import { ukInstruments } from "./uk/index";
import { usInstruments } from "./us/index";
import { americasInstruments } from "./americas/index";
import { inInstruments } from "./in/index";
import { intlInstruments } from "./intl/index";
import { auInstruments } from "./au/index";
import { sgInstruments } from "./sg/index";
import { ieInstruments } from "./ie/index";

/** Every built-in instrument, unvalidated; `lib/legal/sources/registry.ts` validates them at load. */
export const builtInInstruments: InstrumentInput[] = [
  ...euInstruments,
  ...ukInstruments,
  ...usInstruments,
  ...americasInstruments,
  ...inInstruments,
  ...intlInstruments,
  ...auInstruments,
  ...sgInstruments,
  ...ieInstruments,
];
