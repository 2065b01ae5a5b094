import type { InstrumentInput } from "../../schema";
import { euGdpr } from "./eu-gdpr";
import { euAiAct } from "./eu-ai-act";
import { euNis2 } from "./eu-nis2";
import { euDsa } from "./eu-dsa";
import { euDma } from "./eu-dma";
import { euProductLiabilityDirective } from "./eu-product-liability-directive";
import { euEprivacyDirective } from "./eu-eprivacy-directive";
import { euUnfairTermsDirective } from "./eu-unfair-terms-directive";
import { euConsumerRightsDirective } from "./eu-consumer-rights-directive";
import { euDora } from "./eu-dora";
import { deBdsg } from "./de-bdsg";
import { deBgb } from "./de-bgb";
import { frLoiInformatiqueEtLibertes } from "./fr-loi-informatique-et-libertes";
import { frCodeCivil } from "./fr-code-civil";
import { ieDataProtectionAct2018 } from "./ie-data-protection-act-2018";
import { chFadp } from "./ch-fadp";
import { euCsddd } from "./eu-csddd";
import { euCsrd } from "./eu-csrd";
import { deLksg } from "./de-lksg";
import { euMinimumTaxDirective } from "./eu-minimum-tax-directive";
import { euRomeI } from "./eu-rome-i";
import { euEidas } from "./eu-eidas";
import { euBrusselsIRecast } from "./eu-brussels-i-recast";
import { deTdddg } from "./de-tdddg";
import { ieEprivacyRegulations2011 } from "./ie-eprivacy-regulations-2011";
import { nlTelecommunicatiewet } from "./nl-telecommunicatiewet";
import { esLssi } from "./es-lssi";
import { itCodicePrivacy } from "./it-codice-privacy";

import { euAccessToALawyerDirective } from "./eu-access-to-a-lawyer-directive";
import { euAirPassengerRightsRegulation } from "./eu-air-passenger-rights-regulation";
import { euAntiTaxAvoidanceDirective } from "./eu-anti-tax-avoidance-directive";
import { euBrusselsIibRegulation } from "./eu-brussels-iib-regulation";
import { euCollectiveRedundanciesDirective } from "./eu-collective-redundancies-directive";
import { euCompanyLawDirective } from "./eu-company-law-directive";
import { euEmploymentEqualityDirective } from "./eu-employment-equality-directive";
import { euEuropeanArrestWarrant } from "./eu-european-arrest-warrant";
import { euPackageTravelDirective } from "./eu-package-travel-directive";
import { euPayTransparencyDirective } from "./eu-pay-transparency-directive";
import { euPaymentServicesDirective2 } from "./eu-payment-services-directive-2";
import { euPregnantWorkersDirective } from "./eu-pregnant-workers-directive";
import { euPresumptionOfInnocenceDirective } from "./eu-presumption-of-innocence-directive";
import { euRightToInformationDirective } from "./eu-right-to-information-directive";
import { euRoamingRegulation } from "./eu-roaming-regulation";
import { euRomeIiiRegulation } from "./eu-rome-iii-regulation";
import { euSaleOfGoodsDirective } from "./eu-sale-of-goods-directive";
import { euShareholderRightsDirective } from "./eu-shareholder-rights-directive";
import { euSuccessionRegulation } from "./eu-succession-regulation";
import { euTransferOfUndertakingsDirective } from "./eu-transfer-of-undertakings-directive";
import { euTransparentWorkingConditionsDirective } from "./eu-transparent-working-conditions-directive";
import { euWorkLifeBalanceDirective } from "./eu-work-life-balance-directive";
import { euWorkingTimeDirective } from "./eu-working-time-directive";

/** EU instruments plus those of EU member states (DE, FR, IE) and Switzerland. */
/** EU instruments plus those of EU member states (DE, FR, IE, NL, ES, IT) and Switzerland. */
export const euInstruments: InstrumentInput[] = [
  euGdpr,
  euAiAct,
  euNis2,
  euDsa,
  euDma,
  euProductLiabilityDirective,
  euEprivacyDirective,
  euUnfairTermsDirective,
  euConsumerRightsDirective,
  euDora,
  deBdsg,
  deBgb,
  frLoiInformatiqueEtLibertes,
  frCodeCivil,
  ieDataProtectionAct2018,
  chFadp,
  euCsddd,
  euCsrd,
  deLksg,
  euMinimumTaxDirective,
  euRomeI,
  euEidas,
  euBrusselsIRecast,
  euAccessToALawyerDirective,
  euAirPassengerRightsRegulation,
  euAntiTaxAvoidanceDirective,
  euBrusselsIibRegulation,
  euCollectiveRedundanciesDirective,
  euCompanyLawDirective,
  euEmploymentEqualityDirective,
  euEuropeanArrestWarrant,
  euPackageTravelDirective,
  euPayTransparencyDirective,
  euPaymentServicesDirective2,
  euPregnantWorkersDirective,
  euPresumptionOfInnocenceDirective,
  euRightToInformationDirective,
  euRoamingRegulation,
  euRomeIiiRegulation,
  euSaleOfGoodsDirective,
  euShareholderRightsDirective,
  euSuccessionRegulation,
  euTransferOfUndertakingsDirective,
  euTransparentWorkingConditionsDirective,
  euWorkLifeBalanceDirective,
  euWorkingTimeDirective,
  deTdddg,
  ieEprivacyRegulations2011,
  nlTelecommunicatiewet,
  esLssi,
  itCodicePrivacy,
];
