import type { InstrumentInput } from "../../schema";

/** New York Domestic Relations Law: grounds and residence for divorce, equitable distribution and maintenance, custody and child support. */
export const usNyDomesticRelationsLaw: InstrumentInput = {
  source_id: "us-ny-domestic-relations-law",
  title: "New York Domestic Relations Law",
  short_names: ["New York Domestic Relations Law", "N.Y. Dom. Rel. Law", "DRL"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Dom. Rel. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/DOM",
  date: "1909",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "170",
      heading: "Action for divorce",
      summary: "Lists the grounds on which a spouse may sue for divorce, including cruel and inhuman treatment, abandonment for one or more years, imprisonment for three or more years, adultery, living apart under a separation judgment or agreement for a year, and irretrievable breakdown of the relationship for at least six months sworn to under oath (no-fault), the last only once economic issues and custody are resolved.",
      topics: ["family", "divorce", "no-fault"],
      situations: [
        "my marriage is broken beyond repair and I want out",
        "can I get a no-fault divorce in New York",
        "what do I need to prove to divorce my husband in New York",
        "I want to divorce my wife in New York, what are the grounds",
        "our marriage is over, how do I end it in New York",
      ],
    },
    {
      article: "230",
      heading: "Required residence of parties",
      summary: "Permits an action for divorce or separation only where the parties married in New York, lived there as spouses, or the cause arose there and one party has been a resident for a continuous period (one year or two years depending on the connection).",
      topics: ["family", "divorce", "residency", "jurisdiction"],
      situations: ["I moved to New York last year; can I file for divorce here"],
    },
    {
      article: "236",
      heading: "Special controlling provisions; prior actions or proceedings; new actions or proceedings",
      summary: "Governs maintenance, child support and the equitable distribution of marital property in matrimonial actions, defining marital and separate property, setting out factors for distribution and maintenance, and requiring financial disclosure.",
      topics: ["family", "divorce", "property-division", "spousal-support"],
      situations: [
        "how do we split everything when we break up",
        "how is property split in a New York divorce",
        "will my ex get a share of my business in a New York divorce",
        "who gets the house and savings when we divorce in New York",
        "will I get spousal maintenance after my divorce in New York",
        "is money I inherited split in a New York divorce",
      ],
    },
    {
      article: "240",
      heading: "Custody and child support; orders of protection",
      summary: "Requires the court in matrimonial actions to decide custody and visitation according to the best interests of the child, with regard to any domestic violence, and to order child support under the Child Support Standards Act percentages of combined parental income, as well as orders of protection.",
      topics: ["family", "custody", "child-support", "best-interests-of-child"],
      situations: [
        "my ex and I are fighting over who keeps the kids",
        "how much child support will I pay in New York",
        "who gets custody of our kids in a New York divorce",
        "how is child support calculated in New York",
        "my ex wants sole custody of our children in New York",
      ],
    },
  ],
};
