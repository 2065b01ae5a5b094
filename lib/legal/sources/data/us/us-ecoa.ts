import type { InstrumentInput } from "../../schema";

/**
 * Equal Credit Opportunity Act, 15 U.S.C. §§ 1691–1691f.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usEcoa: InstrumentInput = {
  source_id: "us-ecoa",
  title: "Equal Credit Opportunity Act",
  short_names: ["ECOA", "Equal Credit Opportunity Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter4&edition=prelim",
  date: "1974-10-28",
  provisions: [
    {
      article: "1691",
      heading: "Scope of prohibition",
      summary:
        "Makes it unlawful for a creditor to discriminate against an applicant in any aspect of a credit transaction on the basis of race, colour, religion, national origin, sex, marital status or age (if the applicant can contract), because income comes from public assistance, or because the applicant exercised consumer credit rights; an applicant denied credit is entitled to a statement of the specific reasons.",
      topics: ["credit", "discrimination", "consumer", "adverse-action"],
      situations: [
        "the bank refused me a loan because I am a single woman",
        "they turned down my credit card application because my income is from benefits",
        "I was denied credit and they will not tell me why",
      ],
    },
    {
      article: "1691a",
      heading: "Definitions; rules of construction",
      summary:
        "Defines the Act's terms, including applicant, credit, creditor and adverse action.",
      topics: ["credit", "definitions"],
      situations: [
        "is a landlord a creditor under the equal credit law",
      ],
    },
    {
      article: "1691d",
      heading: "Applicability of other laws",
      summary:
        "Clarifies that asking both spouses to sign in order to create a valid lien or pass clear title, and considering state property laws that affect creditworthiness, are not discrimination; overrides state laws that would stop a creditor extending separate credit to each spouse; and prevents recovering under both this Act and the Fair Housing Act for the same act.",
      topics: ["credit", "state-law"],
      situations: [
        "can I claim under both the equal credit law and the fair housing law for a mortgage refusal",
      ],
    },
    {
      article: "1691e",
      heading: "Civil liability",
      summary:
        "Makes a creditor that fails to comply liable for actual damages and punitive damages of up to $10,000 in an individual action (capped in class actions), equitable relief, costs and attorney's fees; actions must be brought within 5 years after the violation.",
      topics: ["credit", "discrimination", "remedies", "limitation-period"],
      situations: [
        "how long do I have to sue a lender for credit discrimination",
        "what damages can I get if a bank discriminated against me",
      ],
    },
  ],
};
