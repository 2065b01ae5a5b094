import type { InstrumentInput } from "../../schema";
import { caPipeda } from "./ca-pipeda";
import { brLgpd } from "./br-lgpd";
import { coLey15812012 } from "./co-ley-1581-2012";
import { caCanadaLabourCode } from "./ca-canada-labour-code";
import { caCbca } from "./ca-cbca";
import { caCanadianHumanRightsAct } from "./ca-canadian-human-rights-act";
import { caDivorceAct } from "./ca-divorce-act";
import { caInterestAct } from "./ca-interest-act";
import { caCompetitionAct } from "./ca-competition-act";
import { caBankruptcyAndInsolvencyAct } from "./ca-bankruptcy-and-insolvency-act";
import { clCodigoDelTrabajo } from "./cl-codigo-del-trabajo";
import { arLeyDeContratoDeTrabajo } from "./ar-ley-de-contrato-de-trabajo";
import { caOnResidentialTenanciesAct2006 } from "./ca-on-residential-tenancies-act-2006";
import { caOnEmploymentStandardsAct2000 } from "./ca-on-employment-standards-act-2000";
import { caOnLimitationsAct2002 } from "./ca-on-limitations-act-2002";
import { caCriminalCode } from "./ca-criminal-code";
import { clLey19496 } from "./cl-ley-19496";
import { clLey18101 } from "./cl-ley-18101";
import { caIncomeTaxAct } from "./ca-income-tax-act";
import { caCharterOfRightsAndFreedoms } from "./ca-charter-of-rights-and-freedoms";

/** Canada, Brazil, Colombia and other jurisdictions in the Americas (outside the United States). */
export const americasInstruments: InstrumentInput[] = [caPipeda, brLgpd, coLey15812012, caCanadaLabourCode, caCbca, caCanadianHumanRightsAct, caDivorceAct, caInterestAct, caCompetitionAct, caBankruptcyAndInsolvencyAct, clCodigoDelTrabajo, arLeyDeContratoDeTrabajo, caOnResidentialTenanciesAct2006, caOnEmploymentStandardsAct2000, caOnLimitationsAct2002, caCriminalCode, clLey19496, clLey18101, caIncomeTaxAct, caCharterOfRightsAndFreedoms];
