import type { InstrumentInput } from "../../schema";
import { usHipaaPrivacyRule } from "./us-hipaa-privacy-rule";
import { usHipaaSecurityRule } from "./us-hipaa-security-rule";
import { usHipaaBreachRule } from "./us-hipaa-breach-rule";
import { usSox } from "./us-sox";
import { usFcpa } from "./us-fcpa";
import { usGlba } from "./us-glba";
import { usCoppa } from "./us-coppa";
import { usFlsa } from "./us-flsa";
import { usTitleVii } from "./us-title-vii";
import { usFtcAct } from "./us-ftc-act";
import { usAda } from "./us-ada";
import { usCaCcpa } from "./us-ca-ccpa";
import { usCaCcpaRegulations } from "./us-ca-ccpa-regulations";
import { usVaCdpa } from "./us-va-cdpa";
import { usCoCpa } from "./us-co-cpa";
import { usIlBipa } from "./us-il-bipa";
import { usNyShield } from "./us-ny-shield";
import { usDeDgcl } from "./us-de-dgcl";
import { usCaBusinessAndProfessionsCode } from "./us-ca-business-and-professions-code";
import { usUccArticle2 } from "./us-ucc-article-2";
import { usFtcFranchiseRule } from "./us-ftc-franchise-rule";
import { usEar } from "./us-ear";
import { usCaLaborCode } from "./us-ca-labor-code";
import { usFaa } from "./us-faa";
import { usEsignAct } from "./us-esign-act";
import { usFmla } from "./us-fmla";
import { usAdea } from "./us-adea";
import { usWarnAct } from "./us-warn-act";
import { usNlra } from "./us-nlra";
import { usEmployeePolygraphProtectionAct } from "./us-employee-polygraph-protection-act";
import { usCobra } from "./us-cobra";
import { usOshAct } from "./us-osh-act";
import { usFcra } from "./us-fcra";
import { usFdcpa } from "./us-fdcpa";
import { usMagnusonMossWarrantyAct } from "./us-magnuson-moss-warranty-act";
import { usEcoa } from "./us-ecoa";
import { usCcpaGarnishment } from "./us-ccpa-garnishment";
import { usTila } from "./us-tila";
import { usEfta } from "./us-efta";
import { usFairHousingAct } from "./us-fair-housing-act";
import { usInternalRevenueCode } from "./us-internal-revenue-code";
import { usBankruptcyCode } from "./us-bankruptcy-code";
import { usScra } from "./us-scra";
import { usTitle18 } from "./us-title-18";
import { usTitle28 } from "./us-title-28";
import { usTxPropertyCodeCh92 } from "./us-tx-property-code-ch-92";
import { usTxLaborCodeCh61 } from "./us-tx-labor-code-ch-61";
import { usNyRealPropertyLaw } from "./us-ny-real-property-law";
import { usNyGeneralObligationsLaw } from "./us-ny-general-obligations-law";
import { usNyLaborLawArticle6 } from "./us-ny-labor-law-article-6";
import { usNyBusinessCorporationLaw } from "./us-ny-business-corporation-law";
import { usIlSecurityDepositReturnAct } from "./us-il-security-deposit-return-act";
import { usIlBusinessCorporationAct } from "./us-il-business-corporation-act";
import { usCaCivilCode } from "./us-ca-civil-code";
import { usCaFamilyCode } from "./us-ca-family-code";
import { usCaCorporationsCode } from "./us-ca-corporations-code";
import { usCaCodeOfCivilProcedure } from "./us-ca-code-of-civil-procedure";
import { usCivilRights42Usc19811988 } from "./us-civil-rights-42-usc-1981-1988";
import { usGinaTitleIi } from "./us-gina-title-ii";
import { usUserra } from "./us-userra";
import { usInaEmploymentVerification } from "./us-ina-employment-verification";
import { usRehabilitationAct } from "./us-rehabilitation-act";
import { usErisa } from "./us-erisa";
import { usCreditRepairOrganizationsAct } from "./us-credit-repair-organizations-act";
import { usFlResidentialLandlordTenantAct } from "./us-fl-residential-landlord-tenant-act";
import { usCanSpamAct } from "./us-can-spam-act";
import { usFerpa } from "./us-ferpa";
import { usPwfa } from "./us-pwfa";
import { usTcpa } from "./us-tcpa";
import { usTxBusinessAndCommerceCode } from "./us-tx-business-and-commerce-code";
import { usTxFamilyCode } from "./us-tx-family-code";
import { usTxCodeOfCriminalProcedure } from "./us-tx-code-of-criminal-procedure";
import { usTxTaxCode } from "./us-tx-tax-code";
import { usTxBusinessOrganizationsCode } from "./us-tx-business-organizations-code";
import { usCaGovernmentCode } from "./us-ca-government-code";
import { usCaPenalCode } from "./us-ca-penal-code";
import { usNyGeneralBusinessLaw } from "./us-ny-general-business-law";
import { usNyHumanRightsLaw } from "./us-ny-human-rights-law";
import { usNyDomesticRelationsLaw } from "./us-ny-domestic-relations-law";
import { usNyCriminalProcedureLaw } from "./us-ny-criminal-procedure-law";
import { usNyLaborLawHours } from "./us-ny-labor-law-hours";
import { usNyLaborLawRetaliation } from "./us-ny-labor-law-retaliation";
import { usNyJudiciaryLaw } from "./us-ny-judiciary-law";
import { usIlWagePaymentAndCollectionAct } from "./us-il-wage-payment-and-collection-act";
import { usIlMarriageAndDissolutionOfMarriageAct } from "./us-il-marriage-and-dissolution-of-marriage-act";
import { usIlRightToPrivacyInTheWorkplaceAct } from "./us-il-right-to-privacy-in-the-workplace-act";
import { usIlWarnAct } from "./us-il-warn-act";
import { usDeResidentialLandlordTenantCode } from "./us-de-residential-landlord-tenant-code";
import { usDeDiscriminationInEmploymentAct } from "./us-de-discrimination-in-employment-act";
import { usTxLaborCodeCh21 } from "./us-tx-labor-code-ch-21";
import { usIlPaidLeaveForAllWorkersAct } from "./us-il-paid-leave-for-all-workers-act";
import { usIlHumanRightsAct } from "./us-il-human-rights-act";
import { usDeConsumerFraudAct } from "./us-de-consumer-fraud-act";
import { usNyWarnAct } from "./us-ny-warn-act";
import { usDeComputerSecurityBreaches } from "./us-de-computer-security-breaches";
import { usDeWagePaymentAndCollectionAct } from "./us-de-wage-payment-and-collection-act";
import { usDeDivorceAndAnnulmentAct } from "./us-de-divorce-and-annulment-act";

/** US federal and US state instruments. */
export const usInstruments: InstrumentInput[] = [
  usHipaaPrivacyRule,
  usHipaaSecurityRule,
  usHipaaBreachRule,
  usSox,
  usFcpa,
  usGlba,
  usCoppa,
  usFlsa,
  usTitleVii,
  usFtcAct,
  usAda,
  usCaCcpa,
  usCaCcpaRegulations,
  usVaCdpa,
  usCoCpa,
  usIlBipa,
  usNyShield,
  usDeDgcl,
  usCaBusinessAndProfessionsCode,
  usUccArticle2,
  usFtcFranchiseRule,
  usEar,
  usCaLaborCode,
  usFaa,
  usEsignAct,
  usFmla,
  usAdea,
  usWarnAct,
  usNlra,
  usEmployeePolygraphProtectionAct,
  usCobra,
  usOshAct,
  usFcra,
  usFdcpa,
  usMagnusonMossWarrantyAct,
  usEcoa,
  usCcpaGarnishment,
  usTila,
  usEfta,
  usFairHousingAct,
  usInternalRevenueCode,
  usBankruptcyCode,
  usScra,
  usTitle18,
  usTitle28,
  usTxPropertyCodeCh92,
  usTxLaborCodeCh61,
  usNyRealPropertyLaw,
  usNyGeneralObligationsLaw,
  usNyLaborLawArticle6,
  usNyBusinessCorporationLaw,
  usIlSecurityDepositReturnAct,
  usIlBusinessCorporationAct,
  usCaCivilCode,
  usCaFamilyCode,
  usCaCorporationsCode,
  usCaCodeOfCivilProcedure,
  usCivilRights42Usc19811988,
  usGinaTitleIi,
  usUserra,
  usInaEmploymentVerification,
  usRehabilitationAct,
  usErisa,
  usCreditRepairOrganizationsAct,
  usFlResidentialLandlordTenantAct,
  usCanSpamAct, usFerpa, usPwfa, usTcpa, usTxBusinessAndCommerceCode, usTxFamilyCode, usTxCodeOfCriminalProcedure, usTxTaxCode, usTxBusinessOrganizationsCode, usCaGovernmentCode, usCaPenalCode, usNyGeneralBusinessLaw, usNyHumanRightsLaw, usNyDomesticRelationsLaw, usNyCriminalProcedureLaw, usNyLaborLawHours,
  usNyLaborLawRetaliation, usNyJudiciaryLaw, usIlWagePaymentAndCollectionAct,
  usIlMarriageAndDissolutionOfMarriageAct, usIlRightToPrivacyInTheWorkplaceAct, usIlWarnAct, usDeResidentialLandlordTenantCode,
  usDeDiscriminationInEmploymentAct, usTxLaborCodeCh21, usIlPaidLeaveForAllWorkersAct,
  usIlHumanRightsAct, usDeConsumerFraudAct, usNyWarnAct, usDeComputerSecurityBreaches,
  usDeWagePaymentAndCollectionAct, usDeDivorceAndAnnulmentAct,
];
