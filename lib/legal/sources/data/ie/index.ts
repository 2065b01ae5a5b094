import type { InstrumentInput } from "../../schema";
import { ieOrganisationOfWorkingTimeAct1997 } from "./ie-organisation-of-working-time-act-1997";
import { ieResidentialTenanciesAct2004 } from "./ie-residential-tenancies-act-2004";
import { ieRedundancyPaymentsAct1967 } from "./ie-redundancy-payments-act-1967";
import { ieTermsOfEmploymentInformationAct1994 } from "./ie-terms-of-employment-information-act-1994";
import { iePaymentOfWagesAct1991 } from "./ie-payment-of-wages-act-1991";
import { ieParentalLeaveAct1998 } from "./ie-parental-leave-act-1998";
import { iePaternityLeaveAndBenefitAct2016 } from "./ie-paternity-leave-and-benefit-act-2016";
import { ieEmploymentEqualityAct1998 } from "./ie-employment-equality-act-1998";
import { ieCriminalJusticeAct1984 } from "./ie-criminal-justice-act-1984";
import { ieFamilyLawDivorceAct1996 } from "./ie-family-law-divorce-act-1996";
import { ieCompaniesAct2014 } from "./ie-companies-act-2014";
import { ieTaxesConsolidationAct1997 } from "./ie-taxes-consolidation-act-1997";
import { ieConsumerRightsAct2022 } from "./ie-consumer-rights-act-2022";
import { ieSaleOfGoodsAndSupplyOfServicesAct1980 } from "./ie-sale-of-goods-and-supply-of-services-act-1980";
import { ieMinimumNoticeAndTermsOfEmploymentAct1973 } from "./ie-minimum-notice-and-terms-of-employment-act-1973";
import { ieUnfairDismissalsAct1977 } from "./ie-unfair-dismissals-act-1977";
import { ieMaternityProtectionAct1994 } from "./ie-maternity-protection-act-1994";
import { ieSickLeaveAct2022 } from "./ie-sick-leave-act-2022";

/** Irish instruments added for everyday law. (The Data Protection Act 2018 file sits in eu/.) */
export const ieInstruments: InstrumentInput[] = [
  ieOrganisationOfWorkingTimeAct1997,
  ieResidentialTenanciesAct2004,
  ieRedundancyPaymentsAct1967, ieTermsOfEmploymentInformationAct1994, iePaymentOfWagesAct1991, ieParentalLeaveAct1998, iePaternityLeaveAndBenefitAct2016, ieEmploymentEqualityAct1998, ieCriminalJusticeAct1984, ieFamilyLawDivorceAct1996, ieCompaniesAct2014,
  ieTaxesConsolidationAct1997, ieConsumerRightsAct2022, ieSaleOfGoodsAndSupplyOfServicesAct1980, ieMinimumNoticeAndTermsOfEmploymentAct1973,
  ieUnfairDismissalsAct1977, ieMaternityProtectionAct1994, ieSickLeaveAct2022,
];
