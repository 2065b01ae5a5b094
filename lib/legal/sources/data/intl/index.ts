import type { InstrumentInput } from "../../schema";
import { aePdpl } from "./ae-pdpl";
import { auPrivacyAct1988 } from "./au-privacy-act-1988";
import { auPrivacyAct1988App } from "./au-privacy-act-1988-app";
import { cnPipl } from "./cn-pipl";
import { hkPdpo } from "./hk-pdpo";
import { idPdpLaw2022 } from "./id-pdp-law-2022";
import { jpAppi } from "./jp-appi";
import { keDpa2019 } from "./ke-dpa-2019";
import { krPipa } from "./kr-pipa";
import { myPdpa2010 } from "./my-pdpa-2010";
import { ngNdpa2023 } from "./ng-ndpa-2023";
import { nzPrivacyAct2020 } from "./nz-privacy-act-2020";
import { phDpa2012 } from "./ph-dpa-2012";
import { saPdpl } from "./sa-pdpl";
import { sgCompaniesAct1967 } from "./sg-companies-act-1967";
import { sgPdpa2012 } from "./sg-pdpa-2012";
import { thPdpa2019 } from "./th-pdpa-2019";
import { zaPopia } from "./za-popia";
import { sgPaymentServicesAct2019 } from "./sg-payment-services-act-2019";

/** Asia-Pacific, Middle East and Africa instruments. */
export const intlInstruments: InstrumentInput[] = [
  sgPdpa2012,
  sgCompaniesAct1967,
  aePdpl,
  auPrivacyAct1988,
  auPrivacyAct1988App,
  cnPipl,
  jpAppi,
  zaPopia,
  krPipa,
  nzPrivacyAct2020,
  thPdpa2019,
  myPdpa2010,
  phDpa2012,
  idPdpLaw2022,
  ngNdpa2023,
  keDpa2019,
  saPdpl,
  hkPdpo,
  sgPaymentServicesAct2019,
];
