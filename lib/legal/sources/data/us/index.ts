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
];
