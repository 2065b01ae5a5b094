import type { InstrumentInput } from "../../schema";

/**
 * Fair Credit Reporting Act, 15 U.S.C. §§ 1681–1681x.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usFcra: InstrumentInput = {
  source_id: "us-fcra",
  title: "Fair Credit Reporting Act",
  short_names: ["FCRA", "Fair Credit Reporting Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter41/subchapter3&edition=prelim",
  date: "1970-10-26",
  provisions: [
    {
      article: "1681",
      heading: "Congressional findings and statement of purpose",
      summary:
        "States Congress's findings that the banking system depends on fair and accurate credit reporting, and the purpose of requiring consumer reporting agencies to adopt reasonable procedures that are fair to consumers regarding confidentiality, accuracy, relevancy and proper use of their information.",
      topics: ["credit-reporting", "personal-data", "principles"],
      situations: [
        "why are credit bureaus regulated",
      ],
    },
    {
      article: "1681a",
      heading: "Definitions; rules of construction",
      summary:
        "Defines the Act's terms, including consumer report, consumer reporting agency, investigative consumer report, employment purposes, adverse action and nationwide specialty consumer reporting agencies such as tenant-screening and check-history bureaus.",
      topics: ["credit-reporting", "definitions"],
      situations: [
        "is a tenant screening company a credit bureau under federal law",
        "what counts as a consumer report",
      ],
    },
    {
      article: "1681b",
      heading: "Permissible purposes of consumer reports",
      summary:
        "Limits the purposes for which a consumer report may be furnished, such as credit, insurance, employment with the consumer's written permission, a legitimate business need in a transaction the consumer starts, or a court order; before getting a report for employment the employer must give a stand-alone written disclosure and obtain written authorisation, and before taking adverse action based on it must give the person a copy of the report and a summary of rights.",
      topics: ["credit-reporting", "personal-data", "employment", "background-check"],
      situations: [
        "can my new employer run a credit check on me without asking",
        "a landlord pulled my credit report, were they allowed to",
        "I was rejected for a job because of my background check and never saw the report",
      ],
    },
    {
      article: "1681c",
      heading: "Requirements relating to information contained in consumer reports",
      summary:
        "Bars consumer reports from containing obsolete adverse information, such as bankruptcies more than 10 years old and accounts placed for collection or charged off, civil judgments and other adverse items (other than criminal convictions) more than 7 years old, with exceptions for large credit, insurance or salary transactions; it also restricts medical information and requires certain notations.",
      topics: ["credit-reporting", "personal-data", "retention", "accuracy"],
      situations: [
        "an old debt from nine years ago is still on my credit report",
        "how long does a bankruptcy stay on my credit file",
        "can a background check show an arrest from 10 years ago",
      ],
    },
    {
      article: "1681c-1",
      heading: "Identity theft prevention; fraud alerts and active duty alerts",
      summary:
        "Lets a consumer who believes they are or may become an identity theft victim place an initial fraud alert (one year), an extended alert (seven years) with an identity theft report, or an active duty alert for military personnel; users must then take steps to verify identity before extending credit, and consumers get a free security freeze.",
      topics: ["credit-reporting", "identity-theft", "security-freeze"],
      situations: [
        "someone opened credit cards in my name, how do I stop more",
        "how do I freeze my credit for free",
        "I am being deployed, can I protect my credit while away",
      ],
    },
    {
      article: "1681c-2",
      heading: "Block of information resulting from identity theft",
      summary:
        "Requires a consumer reporting agency to block reporting of information the consumer identifies as resulting from identity theft, within four business days of receiving proof of identity, an identity theft report and the consumer's statement, and to notify the furnisher.",
      topics: ["credit-reporting", "identity-theft"],
      situations: [
        "debts run up by an identity thief are ruining my credit score",
      ],
    },
    {
      article: "1681d",
      heading: "Disclosure of investigative consumer reports",
      summary:
        "Requires anyone procuring an investigative consumer report (one based on interviews with neighbours, friends or associates about character, reputation and lifestyle) to disclose that it may be made, within three days of requesting it, and on request to disclose its nature and scope.",
      topics: ["credit-reporting", "personal-data", "background-check"],
      situations: [
        "the company asked my neighbours about my lifestyle for a background report",
      ],
    },
    {
      article: "1681e",
      heading: "Compliance procedures",
      summary:
        "Requires consumer reporting agencies to maintain reasonable procedures to avoid furnishing reports for impermissible purposes, to verify the identity and purpose of new users, and to follow reasonable procedures to assure maximum possible accuracy of the information concerning the individual.",
      topics: ["credit-reporting", "accuracy"],
      situations: [
        "my credit report mixes me up with someone with a similar name",
      ],
    },
    {
      article: "1681g",
      heading: "Disclosures to consumers",
      summary:
        "Requires a consumer reporting agency, on request and with proper identification, to disclose to the consumer all information in their file, its sources, who obtained the report recently (one year, or two years for employment), and in some cases the credit score and its key factors, with a summary of rights.",
      topics: ["credit-reporting", "personal-data", "access-rights"],
      situations: [
        "how can I see what is in my credit file",
        "I want to know who has looked at my credit report",
      ],
    },
    {
      article: "1681i",
      heading: "Procedure in case of disputed accuracy",
      summary:
        "When a consumer disputes the completeness or accuracy of an item, requires the agency to conduct a free reasonable reinvestigation, generally within 30 days, to notify the furnisher, to delete or correct information found inaccurate or unverifiable, to report the results within five business days, and to let the consumer add a brief statement of dispute.",
      topics: ["credit-reporting", "accuracy", "rectification", "disputes"],
      situations: [
        "there is a debt on my credit report that is not mine",
        "the credit bureau ignored my dispute about a wrong late payment",
        "how long does a credit bureau have to fix an error",
      ],
    },
    {
      article: "1681j",
      heading: "Charges for certain disclosures",
      summary:
        "Entitles consumers to a free file disclosure once every 12 months from each nationwide consumer reporting agency on request through a centralised source, and in other cases such as after adverse action, fraud or unemployment; otherwise agencies may charge a reasonable capped fee.",
      topics: ["credit-reporting", "access-rights", "costs"],
      situations: [
        "can I get my credit report for free",
      ],
    },
    {
      article: "1681k",
      heading: "Public record information for employment purposes",
      summary:
        "Requires an agency furnishing public record information such as arrests, convictions, suits, tax liens and judgments for employment purposes to notify the consumer at the time, or to maintain strict procedures to ensure the information is complete and up to date.",
      topics: ["credit-reporting", "employment", "background-check", "accuracy"],
      situations: [
        "an old court case that was dismissed showed up in my employment background check",
      ],
    },
    {
      article: "1681m",
      heading: "Requirements on users of consumer reports",
      summary:
        "Requires a person taking adverse action based on a consumer report (for example denying credit, insurance, employment or a tenancy) to notify the consumer, give the agency's contact details, the credit score used and the right to a free copy and to dispute, and sets risk-based pricing notices and identity theft red flag duties.",
      topics: ["credit-reporting", "adverse-action", "notice"],
      situations: [
        "my rental application was denied because of my credit report, what must they tell me",
        "I got a worse loan rate because of my credit score",
      ],
    },
    {
      article: "1681n",
      heading: "Civil liability for willful noncompliance",
      summary:
        "Makes a person who willfully fails to comply with the Act liable to the consumer for actual damages or statutory damages of $100 to $1,000, punitive damages and attorney's fees; obtaining a report under false pretences carries additional liability.",
      topics: ["credit-reporting", "remedies", "damages"],
      situations: [
        "can I sue a credit bureau that refused to correct my report",
      ],
    },
    {
      article: "1681o",
      heading: "Civil liability for negligent noncompliance",
      summary:
        "Makes a person who negligently fails to comply with the Act liable to the consumer for actual damages and attorney's fees.",
      topics: ["credit-reporting", "remedies", "damages"],
      situations: [
        "a lender carelessly reported a payment I made as missed, can I get compensation",
      ],
    },
    {
      article: "1681p",
      heading: "Jurisdiction of courts; limitation of actions",
      summary:
        "Allows actions to enforce liability under the Act in any court of competent jurisdiction, brought within the earlier of 2 years after the plaintiff discovered the violation and 5 years after it occurred.",
      topics: ["credit-reporting", "limitation-period"],
      situations: [
        "how long do I have to sue over a credit report error",
      ],
    },
    {
      article: "1681s-2",
      heading: "Responsibilities of furnishers of information to consumer reporting agencies",
      summary:
        "Imposes duties on those who furnish information to credit bureaus: not to report information they know or have reasonable cause to believe is inaccurate, to correct and update information, to note disputes, to report voluntary closures, and after a bureau passes on a dispute, to investigate and correct or delete inaccurate information.",
      topics: ["credit-reporting", "accuracy", "furnishers", "disputes"],
      situations: [
        "my bank keeps reporting a loan I paid off as unpaid",
        "the collection agency reported my debt without saying I disputed it",
      ],
    },
    {
      article: "1681t",
      heading: "Relation to State laws",
      summary:
        "Sets the Act's relationship to state laws: state laws are preserved except to the extent inconsistent, and specified subjects (such as furnisher duties, prescreening, and file content timelines) are reserved to federal law.",
      topics: ["credit-reporting", "state-law"],
      situations: [
        "my state has its own credit reporting law, does it still apply",
      ],
    },
    {
      article: "1681w",
      heading: "Disposal of records",
      summary:
        "Requires the federal agencies to make rules requiring anyone who possesses or maintains consumer information derived from consumer reports to dispose of it properly.",
      topics: ["credit-reporting", "personal-data", "security", "retention"],
      situations: [
        "how must a business get rid of old background check files",
      ],
    },
  ],
};
