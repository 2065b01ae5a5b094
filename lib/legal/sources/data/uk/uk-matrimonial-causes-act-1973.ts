import type { InstrumentInput } from "../../schema";

export const ukMatrimonialCausesAct1973: InstrumentInput = {
  source_id: "uk-matrimonial-causes-act-1973",
  title: "Matrimonial Causes Act 1973 (1973 c. 18)",
  short_names: ["Matrimonial Causes Act 1973", "MCA 1973"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1973/18/contents",
  date: "1973-05-23",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Divorce on breakdown of marriage",
      summary:
        "As substituted from 6 April 2022, either or both spouses may apply for a divorce order on the ground that the marriage has broken down irretrievably, shown by a statement that the court must take as conclusive; a conditional order needs confirmation after at least 20 weeks from the start of proceedings, and the order can be made final six weeks after that. Applies in England and Wales.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "my wife and I have split up and I want a divorce",
        "how do I get a divorce in England",
        "do I have to prove my spouse did something wrong to divorce",
        "how long does a no-fault divorce take",
      ],
    },
    {
      article: "11",
      heading: "Grounds on which a marriage is void",
      summary:
        "A marriage is void if the parties are within prohibited degrees of relationship, either is under 18 (since 2023), formalities were disregarded in specified ways, or either was already married or in a civil partnership.",
      topics: ["family", "marriage"],
      situations: [
        "my husband was already married when he married me; is our marriage valid",
        "my spouse was under 18 when we married; is the marriage void",
      ],
    },
    {
      article: "12",
      heading: "Grounds on which a marriage is voidable",
      summary:
        "A marriage is voidable (can be annulled) for grounds including non-consummation due to incapacity or wilful refusal (opposite-sex couples), lack of valid consent through duress, mistake or unsoundness of mind, mental disorder, venereal disease, pregnancy by another at the time of marriage, or an interim gender recognition certificate.",
      topics: ["family", "marriage"],
      situations: [
        "can I get an annulment instead of a divorce",
        "my marriage was never consummated",
      ],
    },
    {
      article: "21",
      heading: "Financial provision and property adjustment orders",
      summary:
        "Describes the financial orders available on divorce, nullity or judicial separation: periodical payments, secured periodical payments and lump sums (financial provision orders), and transfers or settlements of property (property adjustment orders).",
      topics: ["family", "divorce", "financial-orders"],
      situations: [
        "what financial orders can the court make when we divorce",
        "what is a property adjustment order on divorce",
      ],
    },
    {
      article: "23",
      heading: "Financial provision orders in connection with divorce proceedings, etc.",
      summary:
        "On or after making a divorce, nullity or separation order the court may order either spouse to make periodical payments, secured payments or lump sums to the other, and payments for children of the family.",
      topics: ["family", "divorce", "maintenance", "financial-orders"],
      situations: [
        "will my ex-husband have to pay me maintenance",
        "can the court order a lump sum payment on divorce",
      ],
    },
    {
      article: "24",
      heading: "Property adjustment orders in connection with divorce proceedings, etc.",
      summary:
        "On or after making a divorce, nullity or separation order the court may order property to be transferred or settled for the benefit of a spouse or children, or vary marriage settlements.",
      topics: ["family", "divorce", "property", "financial-orders"],
      situations: [
        "who gets the house when we divorce",
        "can the court transfer the family home to me",
      ],
    },
    {
      article: "25",
      heading: "Matters to which court is to have regard in deciding how to exercise its powers under ss. 23, 24, 24A, 24B and 24E",
      summary:
        "When deciding whether and how to make financial orders on divorce (maintenance, lump sums, property transfers, orders for sale, pension sharing), the court must consider all the circumstances, giving first consideration to the welfare of any minor child of the family. It looks in particular at each spouse's income, earning capacity and resources, their needs and obligations, the family's standard of living, their ages and the length of the marriage, any disability, contributions to the family (including looking after the home and children), conduct it would be unfair to ignore, and benefits such as pensions lost through the divorce.",
      topics: ["family", "divorce", "financial-remedies", "property", "maintenance"],
      situations: [
        "my ex and I can't agree how to split the house and pensions",
        "how will the court split our house and savings when we divorce in England",
        "I gave up my career to raise our children, will that count when our money is divided",
        "does it matter how long we were married when dividing assets on divorce",
        "my husband earns far more than me, will I get maintenance after the divorce",
      ],
    },
  ],
};
