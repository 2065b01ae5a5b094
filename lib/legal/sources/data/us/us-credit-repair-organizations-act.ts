import type { InstrumentInput } from "../../schema";

/**
 * Credit Repair Organizations Act, 15 U.S.C. §§ 1679–1679j.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usCreditRepairOrganizationsAct: InstrumentInput = {
  source_id: "us-credit-repair-organizations-act",
  title: "Credit Repair Organizations Act",
  short_names: ["Credit Repair Organizations Act", "CROA"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter2A&edition=prelim",
  date: "1996-09-30",
  provisions: [
    {
      article: "1679a",
      heading: "Definitions",
      summary:
        "Defines consumer, consumer credit transaction and credit repair organization (anyone who sells services to improve a consumer's credit record, history or rating, excluding non-profits and creditors restructuring their own debts).",
      topics: ["consumer", "credit-repair", "definitions"],
      situations: [
        "is a company that promises to raise my credit score a credit repair organization",
      ],
    },
    {
      article: "1679b",
      heading: "Prohibited practices",
      summary:
        "Prohibits anyone from making untrue or misleading statements to consumer reporting agencies or creditors about a consumer's creditworthiness, advising consumers to do so or to alter their identity, making misleading representations about credit repair services, and charging any money before the promised services are fully performed.",
      topics: ["consumer", "credit-repair", "fees", "misrepresentation"],
      situations: [
        "the credit repair company wants $500 up front",
        "they told me to apply for a new taxpayer number to get a clean credit file",
      ],
    },
    {
      article: "1679c",
      heading: "Disclosures",
      summary:
        "Requires a credit repair organization to give the consumer, before any contract is signed, a written statement of their rights, including the right to dispute inaccurate information themselves for free and to cancel within three business days.",
      topics: ["consumer", "credit-repair", "disclosure"],
      situations: [
        "what must a credit repair company tell me before I sign",
      ],
    },
    {
      article: "1679d",
      heading: "Credit repair organizations contracts",
      summary:
        "Requires credit repair contracts to be in writing, signed, and to state the total amount payable, a full description of the services and the time to perform them, any guarantee of performance, the organization's name and address, and a conspicuous notice of the right to cancel.",
      topics: ["consumer", "credit-repair", "contract"],
      situations: [
        "my credit repair agreement does not say what they will actually do",
      ],
    },
    {
      article: "1679e",
      heading: "Right to cancel contract",
      summary:
        "Lets a consumer cancel a contract with a credit repair organization without penalty or obligation by notice before midnight of the third business day after signing, and requires the organization to give a cancellation form.",
      topics: ["consumer", "credit-repair", "cancellation", "cooling-off"],
      situations: [
        "I signed up with a credit repair company yesterday and changed my mind",
      ],
    },
    {
      article: "1679f",
      heading: "Noncompliance with this subchapter",
      summary:
        "Makes any waiver of the consumer's rights under the subchapter unenforceable and void, and makes any contract that does not comply void and unenforceable.",
      topics: ["consumer", "credit-repair", "waiver"],
      situations: [
        "the contract says I gave up my right to cancel",
      ],
    },
    {
      article: "1679g",
      heading: "Civil liability",
      summary:
        "Makes a credit repair organization that fails to comply liable for the greater of actual damages and the amount paid, punitive damages and attorney's fees.",
      topics: ["consumer", "credit-repair", "remedies"],
      situations: [
        "can I get my money back from a credit repair company that did nothing",
      ],
    },
    {
      article: "1679i",
      heading: "Statute of limitations",
      summary:
        "Requires actions to enforce the subchapter to be brought within 5 years of the violation, extended where the organization materially and wilfully misrepresented information.",
      topics: ["consumer", "credit-repair", "limitation-period"],
      situations: [
        "how long do I have to sue a credit repair scam",
      ],
    },
  ],
};
