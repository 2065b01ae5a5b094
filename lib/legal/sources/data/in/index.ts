import type { InstrumentInput } from "../../schema";
import { inDpdpAct2023 } from "./in-dpdp-act-2023";
import { inCodeOnWages2019 } from "./in-code-on-wages-2019";
import { inOshCode2020 } from "./in-osh-code-2020";
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
import { inCpc1908 } from "./in-cpc-1908";
import { inConstitutionOfIndia } from "./in-constitution-of-india";
import { inRera2016 } from "./in-rera-2016";
import { inCommercialCourtsAct2015 } from "./in-commercial-courts-act-2015";
import { inTradeMarksAct1999 } from "./in-trade-marks-act-1999";
import { inPatentsAct1970 } from "./in-patents-act-1970";
import { inCopyrightAct1957 } from "./in-copyright-act-1957";
import { inSarfaesiAct2002 } from "./in-sarfaesi-act-2002";
import { inRdbAct1993 } from "./in-rdb-act-1993";
import { inPaymentAndSettlementSystemsAct2007 } from "./in-payment-and-settlement-systems-act-2007";
import { inPreventionOfCorruptionAct1988 } from "./in-prevention-of-corruption-act-1988";
import { inFema1999 } from "./in-fema-1999";
import { inHinduMarriageAct1955 } from "./in-hindu-marriage-act-1955";
import { inFamilyCourtsAct1984 } from "./in-family-courts-act-1984";
import { inSpecialMarriageAct1954 } from "./in-special-marriage-act-1954";
import { inTransferOfPropertyAct1882 } from "./in-transfer-of-property-act-1882";
import { inRegistrationAct1908 } from "./in-registration-act-1908";
import { inDvAct2005 } from "./in-dv-act-2005";
import { inBsa2023 } from "./in-bsa-2023";
import { inStampAct1899 } from "./in-stamp-act-1899";
import { inMhRentControlAct1999 } from "./in-mh-rent-control-act-1999";
import { inKaShopsAndCommercialEstablishmentsAct1961 } from "./in-ka-shops-and-commercial-establishments-act-1961";
import { inKaRentAct1999 } from "./in-ka-rent-act-1999";
import { inDlShopsAndEstablishmentsAct1954 } from "./in-dl-shops-and-establishments-act-1954";
import { inSaleOfGoodsAct1930 } from "./in-sale-of-goods-act-1930";
import { inPartnershipAct1932 } from "./in-partnership-act-1932";
import { inLlpAct2008 } from "./in-llp-act-2008";
import { inHinduSuccessionAct1956 } from "./in-hindu-succession-act-1956";
import { inHinduAdoptionsAndMaintenanceAct1956 } from "./in-hindu-adoptions-and-maintenance-act-1956";
import { inHinduMinorityAndGuardianshipAct1956 } from "./in-hindu-minority-and-guardianship-act-1956";
import { inGuardiansAndWardsAct1890 } from "./in-guardians-and-wards-act-1890";
import { inDowryProhibitionAct1961 } from "./in-dowry-prohibition-act-1961";
import { inSeniorCitizensAct2007 } from "./in-senior-citizens-act-2007";
import { inMuslimWomenMarriageAct2019 } from "./in-muslim-women-marriage-act-2019";
import { inDissolutionOfMuslimMarriagesAct1939 } from "./in-dissolution-of-muslim-marriages-act-1939";
import { inMajorityAct1875 } from "./in-majority-act-1875";
import { inIndianSuccessionAct1925 } from "./in-indian-succession-act-1925";
import { inPoshAct2013 } from "./in-posh-act-2013";
import { inRtiAct2005 } from "./in-rti-act-2005";
import { inMotorVehiclesAct1988 } from "./in-motor-vehicles-act-1988";
import { inPocsoAct2012 } from "./in-pocso-act-2012";
import { inDlRentControlAct1958 } from "./in-dl-rent-control-act-1958";
import { inRpwdAct2016 } from "./in-rpwd-act-2016";
import { inJuvenileJusticeAct2015 } from "./in-juvenile-justice-act-2015";
import { inCodeOnSocialSecurity2020 } from "./in-code-on-social-security-2020";
import { inIndustrialRelationsCode2020 } from "./in-industrial-relations-code-2020";

export const inInstruments: InstrumentInput[] = [
  inDpdpAct2023,
  inCodeOnWages2019,
  inOshCode2020,
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
  inCpc1908,
  inConstitutionOfIndia,
  inRera2016,
  inCommercialCourtsAct2015,
  inTradeMarksAct1999,
  inPatentsAct1970,
  inCopyrightAct1957,
  inSarfaesiAct2002,
  inRdbAct1993,
  inPaymentAndSettlementSystemsAct2007,
  inPreventionOfCorruptionAct1988,
  inFema1999,
  inHinduMarriageAct1955,
  inFamilyCourtsAct1984,
  inSpecialMarriageAct1954,
  inTransferOfPropertyAct1882,
  inRegistrationAct1908,
  inDvAct2005,
  inBsa2023,
  inStampAct1899,
  inMhRentControlAct1999,
  inKaShopsAndCommercialEstablishmentsAct1961,
  inKaRentAct1999,
  inDlShopsAndEstablishmentsAct1954,
  inSaleOfGoodsAct1930,
  inPartnershipAct1932,
  inLlpAct2008,
  inHinduSuccessionAct1956,
  inHinduAdoptionsAndMaintenanceAct1956,
  inHinduMinorityAndGuardianshipAct1956,
  inGuardiansAndWardsAct1890,
  inDowryProhibitionAct1961,
  inSeniorCitizensAct2007,
  inMuslimWomenMarriageAct2019,
  inDissolutionOfMuslimMarriagesAct1939,
  inMajorityAct1875,
  inIndianSuccessionAct1925,
  inPoshAct2013,
  inRtiAct2005,
  inMotorVehiclesAct1988,
  inPocsoAct2012,
  inDlRentControlAct1958,
  inRpwdAct2016,
  inJuvenileJusticeAct2015,
  inCodeOnSocialSecurity2020, inIndustrialRelationsCode2020,
];
