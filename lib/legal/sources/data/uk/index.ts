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
import { ukBailAct1976 } from "./uk-bail-act-1976";
import { ukCjpoa1994 } from "./uk-cjpoa-1994";
import { ukComputerMisuseAct1990 } from "./uk-computer-misuse-act-1990";
import { ukFraudAct2006 } from "./uk-fraud-act-2006";
import { ukPace1984 } from "./uk-pace-1984";
import { ukProtectionFromHarassmentAct1997 } from "./uk-protection-from-harassment-act-1997";
import { ukTheftAct1968 } from "./uk-theft-act-1968";
import { ukChildrenAct1989 } from "./uk-children-act-1989";
import { ukDomesticAbuseAct2021 } from "./uk-domestic-abuse-act-2021";
import { ukFamilyLawAct1996 } from "./uk-family-law-act-1996";
import { ukMatrimonialCausesAct1973 } from "./uk-matrimonial-causes-act-1973";
import { ukHousingAct2004 } from "./uk-housing-act-2004";
import { ukLandlordAndTenantAct1954 } from "./uk-landlord-and-tenant-act-1954";
import { ukLandlordAndTenantAct1985 } from "./uk-landlord-and-tenant-act-1985";
import { ukProtectionFromEvictionAct1977 } from "./uk-protection-from-eviction-act-1977";
import { ukTenantFeesAct2019 } from "./uk-tenant-fees-act-2019";
import { ukConsumerContractsRegulations2013 } from "./uk-consumer-contracts-regulations-2013";
import { ukConsumerCreditAct1974 } from "./uk-consumer-credit-act-1974";
import { ukContractsRightsOfThirdPartiesAct1999 } from "./uk-contracts-rights-of-third-parties-act-1999";
import { ukLawOfPropertyMiscellaneousProvisionsAct1989 } from "./uk-law-of-property-miscellaneous-provisions-act-1989";
import { ukLimitationAct1980 } from "./uk-limitation-act-1980";
import { ukMinorsContractsAct1987 } from "./uk-minors-contracts-act-1987";
import { ukMisrepresentationAct1967 } from "./uk-misrepresentation-act-1967";
import { ukSaleOfGoodsAct1979 } from "./uk-sale-of-goods-act-1979";
import { ukSupplyOfGoodsAndServicesAct1982 } from "./uk-supply-of-goods-and-services-act-1982";
import { ukEqualityAct2010 } from "./uk-equality-act-2010";
import { ukFixedTermEmployeesRegulations2002 } from "./uk-fixed-term-employees-regulations-2002";
import { ukPartTimeWorkersRegulations2000 } from "./uk-part-time-workers-regulations-2000";
import { ukTulrca1992 } from "./uk-tulrca-1992";
import { ukTupeRegulations2006 } from "./uk-tupe-regulations-2006";
import { ukCompanyDirectorsDisqualificationAct1986 } from "./uk-company-directors-disqualification-act-1986";
import { ukIncomeTaxAct2007 } from "./uk-income-tax-act-2007";
import { ukItepa2003 } from "./uk-itepa-2003";
import { ukTaxesManagementAct1970 } from "./uk-taxes-management-act-1970";
import { ukVatAct1994 } from "./uk-vat-act-1994";
import { ukPecr2003 } from "./uk-pecr-2003";
import { ukWorkingTimeRegulations1998 } from "./uk-working-time-regulations-1998";
import { ukNationalMinimumWageAct1998 } from "./uk-national-minimum-wage-act-1998";
import { ukNationalMinimumWageRegulations2015 } from "./uk-national-minimum-wage-regulations-2015";
import { ukSscba1992 } from "./uk-sscba-1992";
import { ukHousingAct1988 } from "./uk-housing-act-1988";

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
  ukBailAct1976,
  ukCjpoa1994,
  ukComputerMisuseAct1990,
  ukFraudAct2006,
  ukPace1984,
  ukProtectionFromHarassmentAct1997,
  ukTheftAct1968,
  ukChildrenAct1989,
  ukDomesticAbuseAct2021,
  ukFamilyLawAct1996,
  ukMatrimonialCausesAct1973,
  ukHousingAct2004,
  ukHousingAct1988,
  ukLandlordAndTenantAct1954,
  ukLandlordAndTenantAct1985,
  ukProtectionFromEvictionAct1977,
  ukTenantFeesAct2019,
  ukConsumerContractsRegulations2013,
  ukConsumerCreditAct1974,
  ukContractsRightsOfThirdPartiesAct1999,
  ukLawOfPropertyMiscellaneousProvisionsAct1989,
  ukLimitationAct1980,
  ukMinorsContractsAct1987,
  ukMisrepresentationAct1967,
  ukSaleOfGoodsAct1979,
  ukSupplyOfGoodsAndServicesAct1982,
  ukEqualityAct2010,
  ukFixedTermEmployeesRegulations2002,
  ukPartTimeWorkersRegulations2000,
  ukTulrca1992,
  ukTupeRegulations2006,
  ukCompanyDirectorsDisqualificationAct1986,
  ukIncomeTaxAct2007,
  ukItepa2003,
  ukTaxesManagementAct1970,
  ukVatAct1994,
  ukPecr2003,
  ukWorkingTimeRegulations1998,
  ukNationalMinimumWageAct1998,
  ukNationalMinimumWageRegulations2015,
  ukSscba1992,
];
