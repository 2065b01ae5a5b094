import type { InstrumentInput } from "../../schema";

/**
 * Bankruptcy and Insolvency Act, R.S.C. 1985, c. B-3 (personal and small-business insolvency basics, selected sections).
 * Headings are the marginal notes of the consolidation current to 31 March 2026 (Justice Laws XML).
 */
export const caBankruptcyAndInsolvencyAct: InstrumentInput = {
  source_id: "ca-bankruptcy-and-insolvency-act",
  title: "Bankruptcy and Insolvency Act",
  short_names: ["Bankruptcy and Insolvency Act", "BIA", "R.S.C. 1985, c. B-3"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. B-3",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/B-3/",
  date: "1985",
  as_of: "2026-03-31",
  provisions: [
    {
      article: "43",
      heading: "Bankruptcy application",
      summary:
        "Lets one or more creditors owed at least $1,000 apply to court for a bankruptcy order against a debtor who committed an act of bankruptcy within the six months before the application.",
      topics: ["insolvency", "bankruptcy", "creditors"],
      situations: [
        "can a creditor force me into bankruptcy in Canada",
      ],
    },
    {
      article: "49",
      heading: "Assignment for general benefit of creditors",
      summary:
        "Lets an insolvent person make an assignment of all their property for the general benefit of creditors, filed with the official receiver together with a sworn statement of the debtor's property and creditors (voluntary bankruptcy).",
      topics: ["insolvency", "bankruptcy", "filing"],
      situations: [
        "how do I declare bankruptcy in Canada",
      ],
    },
    {
      article: "50.4",
      heading: "Notice of intention",
      summary:
        "Lets an insolvent person file a notice of intention to make a proposal to creditors, naming a licensed trustee, which triggers a stay and requires a cash-flow statement and a proposal within set periods.",
      topics: ["insolvency", "proposals", "restructuring"],
      situations: [
        "our small business needs time to make a deal with creditors",
      ],
    },
    {
      article: "66.11",
      heading: "Definitions",
      summary:
        "Defines a consumer debtor as an individual who is bankrupt or insolvent with total debts, excluding debts secured by the principal residence, of not more than $250,000 (or a prescribed amount), and defines an administrator and a consumer proposal.",
      topics: ["insolvency", "consumer-proposal", "definitions"],
      situations: [
        "can I make a consumer proposal if I owe $150,000 plus my mortgage",
      ],
    },
    {
      article: "66.12",
      heading: "Consumer proposal",
      summary:
        "Lets a consumer debtor make a consumer proposal to creditors through an administrator, which must be completed within five years and provide for payment of priority claims and fees.",
      topics: ["insolvency", "consumer-proposal", "debt-settlement"],
      situations: [
        "is there an alternative to bankruptcy to pay back part of my debts",
        "how long can a consumer proposal last",
      ],
    },
    {
      article: "66.28",
      heading: "Time for determining claims",
      summary:
        "Makes an accepted and approved consumer proposal binding on unsecured creditors as of the time it was filed, but it does not release debts of the kinds a discharge would not release (such as support or fraud debts) unless the proposal explicitly compromises them and that creditor voted to accept it.",
      topics: ["insolvency", "consumer-proposal", "discharge"],
      situations: [
        "once I finish my consumer proposal are my debts gone",
      ],
    },
    {
      article: "66.31",
      heading: "Deemed annulment — default of payment",
      summary:
        "Deems a consumer proposal annulled when the debtor is in default for an amount equal to three payments (where payments are monthly or more frequent), or three months after a default on a less frequent payment, unless the court has ordered otherwise or an amendment has been filed.",
      topics: ["insolvency", "consumer-proposal", "default"],
      situations: [
        "what happens if I miss payments on my consumer proposal",
      ],
    },
    {
      article: "67",
      heading: "Property of bankrupt",
      summary:
        "Excludes from the property divisible among creditors property held in trust for others and property exempt from seizure under provincial law, among other things, while including property the bankrupt owns or acquires before discharge.",
      topics: ["insolvency", "bankruptcy", "exemptions"],
      situations: [
        "will I lose my car and furniture if I go bankrupt in Canada",
      ],
    },
    {
      article: "69.3",
      heading: "Stays of proceedings — bankruptcies",
      summary:
        "Stays creditors' remedies and proceedings against a bankrupt debtor and their property from the bankruptcy, subject to the rights of secured creditors and listed exceptions.",
      topics: ["insolvency", "bankruptcy", "stay", "debt-collection"],
      situations: [
        "will bankruptcy stop the collection calls and wage garnishment",
      ],
    },
    {
      article: "71",
      heading: "Vesting of property in trustee",
      summary:
        "On a bankruptcy order or assignment, ends the bankrupt's capacity to deal with their property, which vests in the trustee subject to secured creditors' rights.",
      topics: ["insolvency", "bankruptcy", "trustee", "property"],
      situations: [
        "who owns my property after I declare bankruptcy",
      ],
    },
    {
      article: "136",
      heading: "Priority of claims",
      summary:
        "Sets the order in which the proceeds of the bankrupt's property are paid after secured creditors, beginning with funeral expenses, trustee fees and costs and certain wage claims, before ordinary unsecured creditors share rateably.",
      topics: ["insolvency", "bankruptcy", "priorities"],
      situations: [
        "who gets paid first in a Canadian bankruptcy",
      ],
    },
    {
      article: "168.1",
      heading: "Automatic discharge",
      summary:
        "Automatically discharges a first-time individual bankrupt after 9 months (or 21 months if required to make surplus income payments) unless an opposition is filed, and a second-time bankrupt after 24 or 36 months, subject to exceptions such as large personal income tax debts.",
      topics: ["insolvency", "bankruptcy", "discharge"],
      situations: [
        "how long does a first bankruptcy last in Canada",
        "when will I be discharged from my second bankruptcy",
      ],
    },
    {
      article: "172",
      heading: "Court may grant or refuse discharge",
      summary:
        "Lets the court, on a bankrupt's application for discharge, grant or refuse an absolute discharge, suspend it, or grant it on conditions such as paying further amounts, having regard to listed facts.",
      topics: ["insolvency", "bankruptcy", "discharge", "court"],
      situations: [
        "my creditor opposed my discharge, what can the court do",
      ],
    },
    {
      article: "178",
      heading: "Debts not released by order of discharge",
      summary:
        "Lists debts not released by a discharge, including fines and restitution orders, damages for intentional bodily harm or sexual assault, support and alimony, debts from fraud or false pretences, and student loans where bankruptcy occurs within seven years after ceasing to be a student.",
      topics: ["insolvency", "bankruptcy", "discharge", "student-loans", "support"],
      situations: [
        "will bankruptcy wipe out my student loans in Canada",
        "does bankruptcy cancel my child support arrears",
      ],
    },
  ],
};
