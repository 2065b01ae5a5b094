import type { InstrumentInput } from "../../schema";
import { ukGdpr } from "./uk-gdpr";
import { ukDpa2018 } from "./uk-dpa-2018";
import { ukBriberyAct2010 } from "./uk-bribery-act-2010";
import { ukCompaniesAct2006 } from "./uk-companies-act-2006";
import { ukEmploymentRightsAct1996 } from "./uk-employment-rights-act-1996";
import { ukConsumerRightsAct2015 } from "./uk-consumer-rights-act-2015";
import { ukModernSlaveryAct2015 } from "./uk-modern-slavery-act-2015";
import { ukUnfairContractTermsAct1977 } from "./uk-unfair-contract-terms-act-1977";
import { ukElectronicMoneyRegulations2011 } from "./uk-electronic-money-regulations-2011";
import { ukInsolvencyAct1986 } from "./uk-insolvency-act-1986";
import { ukLatePaymentAct1998 } from "./uk-late-payment-act-1998";
import { ukArbitrationAct1996 } from "./uk-arbitration-act-1996";
import { ukPecr2003 } from "./uk-pecr-2003";
import { ukWorkingTimeRegulations1998 } from "./uk-working-time-regulations-1998";
import { ukNationalMinimumWageAct1998 } from "./uk-national-minimum-wage-act-1998";
import { ukNationalMinimumWageRegulations2015 } from "./uk-national-minimum-wage-regulations-2015";
import { ukSscba1992 } from "./uk-sscba-1992";

/** United Kingdom (GB) instruments. */
export const ukInstruments: InstrumentInput[] = [
  ukGdpr,
  ukDpa2018,
  ukBriberyAct2010,
  ukCompaniesAct2006,
  ukEmploymentRightsAct1996,
  ukConsumerRightsAct2015,
  ukModernSlaveryAct2015,
  ukUnfairContractTermsAct1977,
  ukElectronicMoneyRegulations2011,
  ukInsolvencyAct1986,
  ukLatePaymentAct1998,
  ukArbitrationAct1996,
  ukPecr2003,
  ukWorkingTimeRegulations1998,
  ukNationalMinimumWageAct1998,
  ukNationalMinimumWageRegulations2015,
  ukSscba1992,
];
