import type { InstrumentInput } from "../../schema";

/** Ireland's Family Law (Divorce) Act 1996: grounds for divorce, reconciliation safeguards and the effect of the decree. */
export const ieFamilyLawDivorceAct1996: InstrumentInput = {
  source_id: "ie-family-law-divorce-act-1996",
  title: "Family Law (Divorce) Act 1996 (No. 33 of 1996)",
  short_names: ["Family Law (Divorce) Act 1996", "FL(D)A 1996", "Divorce Act 1996 (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1996/act/33/front/revised/en/html",
  date: "1996",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5",
      heading: "Grant of decree of divorce and custody etc., of children",
      summary: "Allows the court to grant a divorce where the spouses have lived apart for at least two of the previous three years (four of five before the 2019 amendment), there is no reasonable prospect of reconciliation and proper provision exists or will be made for the spouses and dependent children, and to give directions on custody and access.",
      topics: ["family", "divorce", "separation", "custody"],
      situations: ["how long do we have to be separated before we can divorce in Ireland", "can I get divorced in Ireland if my wife doesn't agree"],
    },
    {
      article: "6",
      heading: "Safeguards to ensure applicant's awareness of alternatives to divorce proceedings and to assist attempts at reconciliation",
      summary: "Requires the applicant's solicitor, before starting divorce proceedings, to discuss reconciliation, mediation and separation agreements and give names of people qualified to help, and to certify having done so.",
      topics: ["family", "divorce", "mediation"],
      situations: ["must my solicitor talk about mediation before I file for divorce", "trying reconciliation before divorce"],
    },
    {
      article: "10",
      heading: "Effect of decree of divorce",
      summary: "Dissolves the marriage on the grant of a decree of divorce so that either party may marry again, without affecting the parents' joint guardianship of their children.",
      topics: ["family", "divorce", "remarriage", "guardianship"],
      situations: ["after the divorce can I remarry", "are we still both guardians of the children after divorce"],
    },
  ],
};
