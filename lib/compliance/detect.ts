import type { Registry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";

const personalData = /personal (data|information)|\b(e-?mail address(es)?|phone numbers?|IP address(es)?|cookies?|customer data|user data|date of birth|home address|location data)\b/i;
const health = /\b(health|patients?|medical|protected health information|PHI)\b/i;
const children = /\b(children|child|under (the age of )?13|kids|minors?)\b/i;
const finance = /\b(bank(ing)?|loans?|financial institution|credit card|account numbers?)\b/i;
const bribery = /\b(brib\w*|corrupt\w*|facilitation payments?|kickbacks?|public officials?)\b/i;
const ai = /\b(artificial intelligence|machine learning|AI (system|model)s?)\b/i;

/** The general data-protection law of each jurisdiction we hold one for (most specific code first). */
const privacyLaw: Record<string, string> = {
  EU: "eu-gdpr",
  GB: "uk-gdpr",
  IN: "in-dpdp-act-2023",
  "US-CA": "us-ca-ccpa",
  "US-VA": "us-va-cdpa",
  "US-CO": "us-co-cpa",
  CA: "ca-pipeda",
  BR: "br-lgpd",
  SG: "sg-pdpa-2012",
  AE: "ae-pdpl",
  AU: "au-privacy-act-1988",
  CN: "cn-pipl",
  JP: "jp-appi",
  ZA: "za-popia",
  KR: "kr-pipa",
  NZ: "nz-privacy-act-2020",
  TH: "th-pdpa-2019",
  MY: "my-pdpa-2010",
  PH: "ph-dpa-2012",
  ID: "id-pdp-law-2022",
  NG: "ng-ndpa-2023",
  KE: "ke-dpa-2019",
  SA: "sa-pdpl",
  HK: "hk-pdpo",
  CH: "ch-fadp",
  CO: "co-ley-1581-2012",
};

const briberyLaw: Record<string, string> = { US: "us-fcpa", GB: "uk-bribery-act-2010" };

export interface DetectedLaw {
  sourceId: string;
  reason: string;
}

/**
 * Which laws apply, from the jurisdiction (and its parents) and what the text is about: personal data →
 * the jurisdiction's data-protection law (GDPR in EU states, DPDP Act in India, CCPA/CPRA in California, …);
 * US federal sector laws when the text concerns health, children or finance; bribery and AI laws by topic.
 * Only instruments the registry holds are returned.
 */
export function detectApplicableLaws(registry: Registry, jurisdiction: string, text: string): DetectedLaw[] {
  const chain = jurisdictionChain(jurisdiction);
  const found: DetectedLaw[] = [];
  const add = (sourceId: string | undefined, reason: string) => {
    if (sourceId && registry.getInstrument(sourceId) && !found.some((f) => f.sourceId === sourceId)) found.push({ sourceId, reason });
  };
  if (personalData.test(text)) {
    for (const code of chain) add(privacyLaw[code], `the text concerns personal data and ${code} law applies`);
    if (chain.includes("US")) {
      if (health.test(text)) add("us-hipaa-privacy-rule", "the text concerns health information in the US");
      if (children.test(text)) add("us-coppa", "the text concerns children's data in the US");
      if (finance.test(text)) add("us-glba", "the text concerns customers' financial information in the US");
    }
  }
  if (bribery.test(text)) for (const code of chain) add(briberyLaw[code], `the text concerns bribery and ${code} law applies`);
  if (ai.test(text) && chain.includes("EU")) add("eu-ai-act", "the text concerns AI systems in the EU");
  return found;
}
