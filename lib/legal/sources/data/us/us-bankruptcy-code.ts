import type { InstrumentInput } from "../../schema";

/**
 * Bankruptcy Code, title 11 of the United States Code (consumer and small-business basics, selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usBankruptcyCode: InstrumentInput = {
  source_id: "us-bankruptcy-code",
  title: "Title 11, United States Code (Bankruptcy Code)",
  short_names: ["Bankruptcy Code", "U.S. Bankruptcy Code", "11 U.S.C."],
  jurisdiction: "US",
  kind: "code",
  provision_label: "section",
  codified_at: "11 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title11&edition=prelim",
  date: "1978-11-06",
  provisions: [
    {
      article: "101",
      heading: "Definitions",
      summary:
        "Defines the terms used throughout the Bankruptcy Code, including claim, creditor, debtor, consumer debt, domestic support obligation, current monthly income and small business debtor.",
      topics: ["insolvency", "bankruptcy", "definitions"],
      situations: [
        "is child support a domestic support obligation in bankruptcy",
      ],
    },
    {
      article: "109",
      heading: "Who may be a debtor",
      summary:
        "Sets who may be a debtor under each chapter: only a person with a residence, domicile, place of business or property in the United States (or a municipality); chapter 13 is limited to individuals with regular income and debts under set limits; and an individual must generally receive credit counselling from an approved agency within 180 days before filing.",
      topics: ["insolvency", "bankruptcy", "eligibility"],
      situations: [
        "do I have to take a credit counselling course before filing for bankruptcy",
        "can I file chapter 13 if I have a steady job but too much debt",
      ],
    },
    {
      article: "301",
      heading: "Voluntary cases",
      summary:
        "Starts a voluntary case when an eligible debtor files a petition under the chosen chapter; the filing operates as an order for relief.",
      topics: ["insolvency", "bankruptcy", "filing"],
      situations: [
        "how do I start a bankruptcy case",
      ],
    },
    {
      article: "303",
      heading: "Involuntary cases",
      summary:
        "Lets creditors start an involuntary case under chapter 7 or 11 against a person (other than a farmer or non-profit) who is generally not paying undisputed debts as they become due, with the petition signed by three or more creditors (or one, if there are fewer than 12) holding claims above a threshold.",
      topics: ["insolvency", "bankruptcy", "creditors"],
      situations: [
        "can my creditors force me into bankruptcy",
      ],
    },
    {
      article: "341",
      heading: "Meetings of creditors and equity security holders",
      summary:
        "Requires the trustee to convene and preside at a meeting of creditors, at which the debtor is examined under oath.",
      topics: ["insolvency", "bankruptcy", "creditors-meeting"],
      situations: [
        "what happens at the meeting of creditors in my bankruptcy",
      ],
    },
    {
      article: "362",
      heading: "Automatic stay",
      summary:
        "Makes a bankruptcy petition operate as an automatic stay of most actions against the debtor and the estate, including lawsuits, enforcement of judgments, repossessions, foreclosures, collection calls and set-offs, subject to listed exceptions (such as criminal proceedings and collection of domestic support from non-estate property) and to relief from the stay granted by the court; a willful violation against an individual gives actual and sometimes punitive damages.",
      topics: ["insolvency", "bankruptcy", "automatic-stay", "foreclosure", "debt-collection"],
      situations: [
        "will filing bankruptcy stop the foreclosure of my house",
        "a creditor kept calling me after I filed for bankruptcy",
        "can my landlord still evict me after I file bankruptcy",
      ],
    },
    {
      article: "502",
      heading: "Allowance of claims or interests",
      summary:
        "Provides that a filed claim is deemed allowed unless a party objects, and sets grounds for disallowance, such as unenforceability, unmatured interest and limits on a landlord's damages for terminating a lease and an employee's damages for terminating a contract.",
      topics: ["insolvency", "bankruptcy", "claims"],
      situations: [
        "my former landlord filed a huge claim in my bankruptcy for the rest of the lease",
      ],
    },
    {
      article: "521",
      heading: "Debtor’s duties",
      summary:
        "Lists the debtor's duties, including filing a list of creditors, schedules of assets and liabilities, income and expenses, statements of financial affairs, tax returns and pay records, cooperating with the trustee and surrendering estate property and records.",
      topics: ["insolvency", "bankruptcy", "debtor-duties"],
      situations: [
        "what papers do I need to file in bankruptcy",
      ],
    },
    {
      article: "522",
      heading: "Exemptions",
      summary:
        "Lets an individual debtor exempt property from the estate under either the federal exemptions listed in the section (such as equity in a residence, a vehicle, household goods, tools of the trade and retirement funds, in dollar amounts adjusted periodically) or the state and non-bankruptcy federal exemptions, unless the state has opted out, and lets the debtor avoid certain liens that impair exemptions.",
      topics: ["insolvency", "bankruptcy", "exemptions"],
      situations: [
        "will I lose my house and car if I file for bankruptcy",
        "are my retirement savings safe in bankruptcy",
      ],
    },
    {
      article: "523",
      heading: "Exceptions to discharge",
      summary:
        "Lists debts an individual's discharge does not cover, including most taxes, debts obtained by fraud or false statements, domestic support obligations, debts for wilful and malicious injury, fines and penalties, most student loans unless repayment would impose an undue hardship, and debts for death or injury caused by drunk driving.",
      topics: ["insolvency", "bankruptcy", "discharge", "student-loans"],
      situations: [
        "will bankruptcy wipe out my student loans",
        "can I discharge child support arrears in bankruptcy",
        "does bankruptcy get rid of tax debts",
      ],
    },
    {
      article: "524",
      heading: "Effect of discharge",
      summary:
        "Makes a discharge void any judgment on a discharged debt and operate as an injunction against any act to collect it as a personal liability, and sets strict requirements for a reaffirmation agreement in which the debtor agrees to keep paying a debt.",
      topics: ["insolvency", "bankruptcy", "discharge", "debt-collection"],
      situations: [
        "a collector is still chasing a debt that was discharged in my bankruptcy",
        "the car lender wants me to sign a reaffirmation agreement",
      ],
    },
    {
      article: "525",
      heading: "Protection against discriminatory treatment",
      summary:
        "Prohibits governmental units from denying or revoking licences or discriminating against a person solely because they were a bankruptcy debtor or did not pay a dischargeable debt, and prohibits private employers from terminating or discriminating in employment against such a person.",
      topics: ["insolvency", "bankruptcy", "discrimination", "employment"],
      situations: [
        "can my employer fire me because I filed for bankruptcy",
        "can the state take my driver's licence because of my bankruptcy",
      ],
    },
    {
      article: "541",
      heading: "Property of the estate",
      summary:
        "Defines property of the estate as all legal and equitable interests of the debtor in property as of the start of the case, plus certain later acquisitions such as inheritances within 180 days, while excluding items such as certain retirement and education savings.",
      topics: ["insolvency", "bankruptcy", "estate"],
      situations: [
        "does an inheritance I receive after filing go to my creditors",
      ],
    },
    {
      article: "547",
      heading: "Preferences",
      summary:
        "Lets the trustee recover preferential transfers: payments or transfers to a creditor on an existing debt made while insolvent within 90 days before filing (one year for insiders) that let the creditor get more than in a chapter 7 liquidation, subject to defences such as ordinary-course payments.",
      topics: ["insolvency", "bankruptcy", "preferences"],
      situations: [
        "I repaid my brother just before filing bankruptcy, can the trustee take it back",
      ],
    },
    {
      article: "548",
      heading: "Fraudulent transfers and obligations",
      summary:
        "Lets the trustee avoid transfers made within 2 years before filing with actual intent to hinder, delay or defraud creditors, or for less than reasonably equivalent value while insolvent.",
      topics: ["insolvency", "bankruptcy", "fraudulent-transfer"],
      situations: [
        "I gave my house to my son for nothing a year before going bankrupt",
      ],
    },
    {
      article: "707",
      heading: "Dismissal of a case or conversion to a case under chapter 11 or 13",
      summary:
        "Lets the court dismiss a chapter 7 case for cause, or for abuse where an individual's debts are primarily consumer debts, including under the means test that presumes abuse when current monthly income above the state median leaves enough to repay creditors.",
      topics: ["insolvency", "bankruptcy", "means-test"],
      situations: [
        "do I earn too much to file chapter 7",
      ],
    },
    {
      article: "727",
      heading: "Discharge",
      summary:
        "Requires the court to grant an individual chapter 7 debtor a discharge unless, among other grounds, the debtor concealed or destroyed property or records, made a false oath, failed to explain the loss of assets, failed to complete a financial management course, or received a chapter 7 discharge in a case begun within the previous 8 years.",
      topics: ["insolvency", "bankruptcy", "discharge"],
      situations: [
        "can I file chapter 7 again five years after my last bankruptcy",
        "what could stop me getting a bankruptcy discharge",
      ],
    },
    {
      article: "1322",
      heading: "Contents of plan",
      summary:
        "Sets what a chapter 13 repayment plan must and may contain, such as full payment of priority claims, equal treatment within a class, modification of most secured claims (but not a mortgage on the principal residence only), curing defaults, and a plan length of no more than 5 years.",
      topics: ["insolvency", "bankruptcy", "repayment-plan", "mortgage"],
      situations: [
        "can I catch up on missed mortgage payments through chapter 13",
        "how long does a chapter 13 plan last",
      ],
    },
    {
      article: "1328",
      heading: "Discharge",
      summary:
        "Grants a chapter 13 debtor a discharge after completing all plan payments, of most debts provided for by the plan, with exceptions similar to those in chapter 7, and a hardship discharge in limited cases.",
      topics: ["insolvency", "bankruptcy", "discharge", "repayment-plan"],
      situations: [
        "what debts are wiped out when I finish my chapter 13 plan",
      ],
    },
  ],
};
