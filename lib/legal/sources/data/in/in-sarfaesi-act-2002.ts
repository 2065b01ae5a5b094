import type { InstrumentInput } from "../../schema";

/** Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002 (Act No. 54 of 2002). */
export const inSarfaesiAct2002: InstrumentInput = {
  source_id: "in-sarfaesi-act-2002",
  title: "The Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002",
  short_names: ["SARFAESI Act", "SARFAESI Act 2002", "SARFAESI", "Act No. 54 of 2002"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2002-12-17",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, among them secured creditor, secured asset, security interest, borrower and non-performing asset, the last being an asset or account that the bank or financial institution has classified as sub-standard, doubtful or loss under the Reserve Bank's directions or guidelines (or those of the regulator that governs it).",
      topics: ["definitions", "banking", "npa"],
    },
    {
      article: "13",
      heading: "Enforcement of security interest",
      summary:
        "Lets a secured creditor enforce its security without a court when the borrower's account is a non-performing asset: a written demand notice gives the borrower sixty days to discharge the liability in full; the creditor must consider any representation or objection and communicate reasons for rejecting it within fifteen days; if the borrower still does not pay, the creditor may take possession of the secured assets, take over management, appoint a manager or require debtors of the borrower to pay it. Where several secured creditors hold the same security, action needs the agreement of those holding at least sixty per cent of the outstanding amount.",
      topics: ["banking", "debt-recovery", "security-enforcement"],
      situations: [
        "the bank sent me a 60-day notice to repay my home loan in India or they will take the house",
        "the bank wants to take possession of my property for an unpaid loan without going to court",
      ],
    },
    {
      article: "17",
      heading: "Application against measures to recover secured debts",
      summary:
        "Lets any person, including the borrower, aggrieved by a measure the secured creditor took under section 13(4) apply to the Debts Recovery Tribunal within forty-five days of the date the measure was taken; the Tribunal examines whether the measure complied with the Act and rules and can restore possession or management if it did not.",
      topics: ["banking", "debt-recovery", "remedies", "appeals"],
      situations: [
        "the bank took possession of my house under SARFAESI, how do I challenge it in the DRT",
        "what is the deadline to challenge a bank's possession of my property before the DRT",
      ],
    },
    {
      article: "18",
      heading: "Appeal to Appellate Tribunal",
      summary:
        "Gives a person aggrieved by a Debts Recovery Tribunal order under section 17 an appeal to the Debts Recovery Appellate Tribunal within thirty days of receiving the order; a borrower's appeal is not entertained unless it deposits fifty per cent of the debt as claimed by the secured creditors or as determined by the Tribunal, whichever is less, which the Appellate Tribunal may reduce for recorded reasons to not less than twenty-five per cent.",
      topics: ["banking", "debt-recovery", "appeals", "pre-deposit"],
      situations: [
        "how much must I deposit to appeal a DRT SARFAESI order in India",
        "how long do I have to appeal to the DRAT against a SARFAESI order",
      ],
    },
    {
      article: "31",
      heading: "Provisions of this Act not to apply in certain cases",
      summary:
        "Lists securities and cases outside the Act, among them liens and pledges of movables, security interests securing a financial asset of not more than one lakh rupees, security interests in agricultural land, and cases where the amount due is less than twenty per cent of the principal and interest.",
      topics: ["banking", "scope", "security-enforcement"],
      situations: [
        "can a bank use SARFAESI against my agricultural land or for a small loan",
        "does SARFAESI apply if most of my loan is already repaid",
      ],
    },
  ],
};
