import type { InstrumentInput } from "../../schema";
import { ieOrganisationOfWorkingTimeAct1997 } from "./ie-organisation-of-working-time-act-1997";
import { ieResidentialTenanciesAct2004 } from "./ie-residential-tenancies-act-2004";

/** Irish instruments added for everyday law. (The Data Protection Act 2018 file sits in eu/.) */
export const ieInstruments: InstrumentInput[] = [
  ieOrganisationOfWorkingTimeAct1997,
  ieResidentialTenanciesAct2004,
];
