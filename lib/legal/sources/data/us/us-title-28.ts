import type { InstrumentInput } from "../../schema";

/**
 * Title 28 of the United States Code, Judiciary and Judicial Procedure (family orders across state lines, habeas corpus
 * and access to court, selected sections). Section numbers and headings checked against the Office of the Law Revision
 * Counsel's text of the Code (2022).
 */
export const usTitle28: InstrumentInput = {
  source_id: "us-title-28",
  title: "Title 28, United States Code (Judiciary and Judicial Procedure)",
  short_names: ["Title 28", "28 U.S.C.", "Judicial Code"],
  jurisdiction: "US",
  kind: "code",
  provision_label: "section",
  codified_at: "28 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title28&edition=prelim",
  date: "1948-06-25",
  provisions: [
    {
      article: "1654",
      heading: "Appearance personally or by counsel",
      summary:
        "Lets parties in federal courts plead and conduct their own cases personally or by counsel, as the court rules permit.",
      topics: ["litigation", "self-representation"],
      situations: [
        "can I represent myself in federal court",
      ],
    },
    {
      article: "1738A",
      heading: "Full faith and credit given to child custody determinations",
      summary:
        "Requires every state to enforce, and not modify except as the section allows, a child custody or visitation determination made consistently with it by another state's court, and gives continuing jurisdiction to the state that made it while it remains the child's or a contestant's residence (the Parental Kidnapping Prevention Act).",
      topics: ["family", "child-custody", "jurisdiction"],
      situations: [
        "my ex moved to another state and wants a new custody order there",
        "will my custody order be enforced if the children move across state lines",
      ],
    },
    {
      article: "1738B",
      heading: "Full faith and credit for child support orders",
      summary:
        "Requires every state to enforce a child support order made by another state's court consistently with the section and not to modify it except where the issuing state has lost continuing, exclusive jurisdiction or the parties consent.",
      topics: ["family", "child-support", "jurisdiction"],
      situations: [
        "my child support order is from another state, can my new state change it",
        "my ex moved away, is my child support order still valid there",
      ],
    },
    {
      article: "1915",
      heading: "Proceedings in forma pauperis",
      summary:
        "Lets a federal court allow a person who cannot pay to bring or defend a case without prepaying fees (in forma pauperis), on an affidavit of their assets, with special rules for prisoners and power to dismiss frivolous or malicious cases.",
      topics: ["litigation", "court-fees", "legal-aid"],
      situations: [
        "I cannot afford the filing fee for a federal lawsuit",
      ],
    },
    {
      article: "2254",
      heading: "State custody; remedies in Federal courts",
      summary:
        "Lets a federal court hear an application for habeas corpus by a person in custody under a state court judgment on the ground that the custody violates the Constitution or federal law, generally only after state remedies are exhausted and with deference to state court decisions on the merits.",
      topics: ["criminal-procedure", "habeas-corpus", "appeals"],
      situations: [
        "my state conviction violated my constitutional rights, can a federal court review it",
      ],
    },
    {
      article: "2255",
      heading: "Federal custody; remedies on motion attacking sentence",
      summary:
        "Lets a federal prisoner move the sentencing court to vacate, set aside or correct a sentence imposed in violation of the Constitution or federal law, or beyond the court's jurisdiction or the legal maximum, generally within one year of the judgment becoming final.",
      topics: ["criminal-procedure", "habeas-corpus", "sentencing"],
      situations: [
        "my federal lawyer was ineffective, how do I challenge my sentence",
        "how long do I have to challenge a federal sentence",
      ],
    },
    {
      article: "1331",
      heading: "Federal question",
      summary: "Gives the federal district courts original jurisdiction over all civil actions arising under the Constitution, laws or treaties of the United States.",
      topics: ["civil-procedure", "jurisdiction", "federal-courts"],
    },
    {
      article: "1332",
      heading: "Diversity of citizenship; amount in controversy; costs",
      summary: "Gives the federal district courts original jurisdiction over civil actions between citizens of different states (or with foreign parties) where the amount in controversy exceeds $75,000, exclusive of interest and costs, and over certain class actions.",
      topics: ["civil-procedure", "jurisdiction", "federal-courts"],
      situations: ["can I sue a company from another state in federal court"],
    },
    {
      article: "1367",
      heading: "Supplemental jurisdiction",
      summary: "Gives the district courts supplemental jurisdiction over claims so related to claims within their original jurisdiction that they form part of the same case or controversy, subject to limits and the court's discretion to decline.",
      topics: ["civil-procedure", "jurisdiction"],
    },
    {
      article: "1391",
      heading: "Venue generally",
      summary: "Lays venue for civil actions in a district where any defendant resides (if all reside in the same state), where a substantial part of the events or property at issue is located, or otherwise where any defendant is subject to personal jurisdiction, and defines residency for entities.",
      topics: ["civil-procedure", "venue"],
    },
    {
      article: "1441",
      heading: "Removal of civil actions",
      summary: "Allows a defendant to remove to federal district court a civil action brought in state court over which the federal courts would have original jurisdiction, but not a diversity case where any properly joined defendant is a citizen of the forum state.",
      topics: ["civil-procedure", "removal", "federal-courts"],
    },
    {
      article: "1446",
      heading: "Procedure for removal of civil actions",
      summary: "Requires a defendant removing a case to file a notice of removal with a short and plain statement of the grounds within 30 days after receiving the initial pleading or summons, with all properly joined and served defendants consenting, and limits diversity removal to one year after commencement.",
      topics: ["civil-procedure", "removal", "time-limits"],
    },
    {
      article: "2201",
      heading: "Creation of remedy",
      summary: "Allows a federal court, in a case of actual controversy within its jurisdiction, to declare the rights and other legal relations of an interested party seeking a declaration, whether or not further relief could be sought (the Declaratory Judgment Act).",
      topics: ["civil-procedure", "declaratory-relief"],
    },
    {
      article: "2202",
      heading: "Further relief",
      summary: "Allows further necessary or proper relief based on a declaratory judgment or decree to be granted after reasonable notice and a hearing against an adverse party whose rights have been determined.",
      topics: ["civil-procedure", "declaratory-relief", "remedies"],
    },
  ],
};
