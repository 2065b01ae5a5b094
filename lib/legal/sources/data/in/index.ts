import type { InstrumentInput } from "../../schema";
import { inDpdpAct2023 } from "./in-dpdp-act-2023";
import { inContractAct1872 } from "./in-contract-act-1872";
import { inCompaniesAct2013 } from "./in-companies-act-2013";
import { inCgstAct2017 } from "./in-cgst-act-2017";
import { inIncomeTaxAct1961 } from "./in-income-tax-act-1961";
import { inIncomeTaxAct2025 } from "./in-income-tax-act-2025";
import { inConsumerProtectionAct2019 } from "./in-consumer-protection-act-2019";
import { inIbc2016 } from "./in-ibc-2016";
import { inPmla2002 } from "./in-pmla-2002";
import { inArbitrationAct1996 } from "./in-arbitration-act-1996";
import { inLimitationAct1963 } from "./in-limitation-act-1963";
import { inLimitationAct1963Schedule } from "./in-limitation-act-1963-schedule";
import { inBns2023 } from "./in-bns-2023";
import { inIpc1860 } from "./in-ipc-1860";
import { inSpecificReliefAct1963 } from "./in-specific-relief-act-1963";
import { inNegotiableInstrumentsAct1881 } from "./in-negotiable-instruments-act-1881";
import { inItAct2000 } from "./in-it-act-2000";
import { inBnss2023 } from "./in-bnss-2023";

export const inInstruments: InstrumentInput[] = [
  inDpdpAct2023,
  inContractAct1872,
  inCompaniesAct2013,
  inCgstAct2017,
  inIncomeTaxAct1961,
  inIncomeTaxAct2025,
  inConsumerProtectionAct2019,
  inIbc2016,
  inPmla2002,
  inArbitrationAct1996,
  inLimitationAct1963,
  inLimitationAct1963Schedule,
  inBns2023,
  inIpc1860,
  inSpecificReliefAct1963,
  inNegotiableInstrumentsAct1881,
  inItAct2000,
  inBnss2023,
];
