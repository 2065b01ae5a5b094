import type { InstrumentInput } from "../../schema";
import { sgChildDevelopmentCoSavingsAct2001 } from "./sg-child-development-co-savings-act-2001";
import { sgEmploymentAct1968 } from "./sg-employment-act-1968";

/** Singapore instruments added for everyday law. (The Companies Act, PDPA and Payment Services Act files sit in intl/.) */
export const sgInstruments: InstrumentInput[] = [
  sgChildDevelopmentCoSavingsAct2001,
  sgEmploymentAct1968,
];
