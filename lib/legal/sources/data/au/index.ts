import type { InstrumentInput } from "../../schema";
import { auAustralianConsumerLaw } from "./au-australian-consumer-law";
import { auCorporationsAct2001 } from "./au-corporations-act-2001";
import { auFairWorkAct2009 } from "./au-fair-work-act-2009";
import { auFamilyLawAct1975 } from "./au-family-law-act-1975";
import { auGstAct1999 } from "./au-gst-act-1999";
import { auItaa1997 } from "./au-itaa-1997";
import { auNswResidentialTenanciesAct2010 } from "./au-nsw-residential-tenancies-act-2010";
import { auSexDiscriminationAct1984 } from "./au-sex-discrimination-act-1984";
import { auCrimesAct1914 } from "./au-crimes-act-1914";

/** Australian instruments: Commonwealth, plus New South Wales and Victoria where the law is state law. (The Privacy Act 1988 files sit in intl/.) */
export const auInstruments: InstrumentInput[] = [
  auAustralianConsumerLaw,
  auCorporationsAct2001,
  auFairWorkAct2009,
  auFamilyLawAct1975,
  auGstAct1999,
  auItaa1997,
  auNswResidentialTenanciesAct2010,
  auSexDiscriminationAct1984,
  auCrimesAct1914,
];
