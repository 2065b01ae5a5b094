import type { InstrumentInput } from "../../schema";

/**
 * Delaware Divorce and Annulment Act (13 Del. C. ch. 15), selected sections. Section numbers and catchlines checked
 * against the Delaware Code Online (delcode.delaware.gov).
 */
export const usDeDivorceAndAnnulmentAct: InstrumentInput = {
  source_id: "us-de-divorce-and-annulment-act",
  title: "Delaware Divorce and Annulment Act (Title 13, Chapter 15, Delaware Code)",
  short_names: ["Delaware Divorce and Annulment Act", "13 Del. C. ch. 15", "Delaware divorce law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "13 Del. C.",
  official_url: "https://delcode.delaware.gov/title13/c015/index.html",
  date: "1974",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "1502",
      heading: "Purpose; construction",
      summary:
        "States the chapter's purposes: to promote amicable settlement of marital disputes, to limit the harm to spouses and children, to make irretrievable breakdown of the marriage the sole basis for divorce, to allow divorce even over an unwilling spouse's objection, and to award alimony to a dependent party only while the dependency lasts and so as to encourage self-support.",
      topics: ["family", "divorce", "maintenance"],
      situations: [
        "can I get divorced in Delaware if my husband refuses",
        "do I have to prove my wife did something wrong to divorce in Delaware",
      ],
    },
    {
      article: "1503",
      heading: "Definitions",
      summary:
        "Defines the chapter's terms, notably separation (living separate and apart for 6 or more months before the ruling on the divorce petition, which can happen under the same roof if the spouses use separate bedrooms and have no sexual relations; no period is needed where the separation is caused by misconduct), misconduct (conduct so destructive of the marriage, such as adultery, abuse or desertion, that the petitioner cannot be expected to stay), incompatibility and mental illness.",
      topics: ["family", "divorce", "separation", "definitions"],
      situations: [
        "how long do we have to be separated before a Delaware divorce",
        "we still live in the same house, can we count as separated in Delaware",
        "does cheating count as misconduct for a Delaware divorce",
      ],
    },
  ],
};
