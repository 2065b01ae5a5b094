import type { InstrumentInput } from "../../schema";

/** Family Courts Act, 1984 (Act No. 66 of 1984). */
export const inFamilyCourtsAct1984: InstrumentInput = {
  source_id: "in-family-courts-act-1984",
  title: "The Family Courts Act, 1984",
  short_names: ["Family Courts Act", "Family Courts Act 1984", "FCA 1984", "Act No. 66 of 1984"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1984-09-14",
  provisions: [
    {
      article: "7",
      heading: "Jurisdiction",
      summary: "Gives a Family Court the jurisdiction of a district or subordinate civil court over matrimonial suits and proceedings, including nullity, divorce, restitution, property of the spouses, legitimacy, guardianship and custody, and maintenance.",
      topics: ["family", "jurisdiction", "courts"],
      situations: ["which cases does a family court hear", "family court for divorce, custody and maintenance"],
    },
    {
      article: "8",
      heading: "Exclusion of jurisdiction and pending proceedings",
      summary: "Removes the matters a Family Court hears from the ordinary civil and magistrates' courts in the area it serves, and transfers pending cases to it.",
      topics: ["family", "jurisdiction"],
      situations: [
        "my divorce case was pending in the civil court, will it move to the family court",
        "can a civil court still hear a maintenance or custody case where a family court exists",
      ],
    },
    {
      article: "9",
      heading: "Duty of Family Court to make efforts for settlement",
      summary: "Requires the Family Court first to try to bring the parties to a settlement, and lets it adjourn proceedings for that purpose.",
      topics: ["family", "settlement", "mediation"],
      situations: ["the family court is pushing us to settle", "counselling and settlement attempts in family court"],
    },
    {
      article: "19",
      heading: "Appeal",
      summary: "Provides an appeal to the High Court on facts and law from a Family Court's judgment or order, other than interlocutory orders, to be filed within thirty days of the judgment or order; no appeal lies from a decree made with the parties' consent.",
      topics: ["family", "appeals"],
      situations: ["appeal against a family court judgment", "thirty days to appeal a family court order to the High Court"],
    },
  ],
};
