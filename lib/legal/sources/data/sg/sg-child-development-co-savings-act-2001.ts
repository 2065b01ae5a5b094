import type { InstrumentInput } from "../../schema";

export const sgChildDevelopmentCoSavingsAct2001: InstrumentInput = {
  source_id: "sg-child-development-co-savings-act-2001",
  title: "Child Development Co-Savings Act 2001 (2020 Revised Edition)",
  short_names: ["Child Development Co-Savings Act 2001", "CDCA", "Child Development Co-Savings Act"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Search/Content?Query=Child%20Development%20Co-Savings%20Act%202001",
  date: "2001",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "9",
      heading: "Length of maternity benefit period, etc., for female employee or self-employed woman",
      summary:
        "Sets the length of the maternity leave and benefit period for an eligible female employee or self-employed woman whose child is a Singapore citizen, including how the leave may be taken before and after delivery and flexibly by agreement.",
      topics: ["employment", "family-leave", "maternity"],
      situations: [
        "how much maternity leave do I get in Singapore if my child is a citizen",
        "can I take part of my maternity leave flexibly in Singapore",
      ],
    },
    {
      article: "9A",
      heading: "Eligibility criteria and cap in respect of maternity benefits",
      summary:
        "Sets who qualifies for maternity benefits under the Act (including the child's citizenship and the mother's length of service or self-employment before the birth) and caps the benefits payable.",
      topics: ["employment", "family-leave", "maternity"],
      situations: [
        "am I eligible for government-paid maternity leave in Singapore",
        "my baby is not a Singapore citizen; do I get government-paid maternity leave",
      ],
    },
    {
      article: "12AA",
      heading: "Adoption leave for female employee",
      summary:
        "Provides adoption leave for an eligible female employee who adopts a qualifying child, on the terms and for the period set by the Act.",
      topics: ["employment", "family-leave", "adoption"],
      situations: [
        "do adoptive mothers in Singapore get leave",
        "we are adopting a baby in Singapore; how much leave can I take",
      ],
    },
    {
      article: "12B",
      heading: "Childcare leave and extended childcare leave and benefits for parent of qualifying child",
      summary:
        "Provides paid childcare leave, and extended childcare leave, for eligible working parents of a qualifying child, with the government reimbursing part of the cost.",
      topics: ["employment", "family-leave", "childcare"],
      situations: [
        "how many days of childcare leave can I take in Singapore",
        "can fathers in Singapore take childcare leave",
      ],
    },
    {
      article: "12D",
      heading: "Unpaid infant care leave for parent of qualifying child",
      summary:
        "Entitles an eligible parent of a qualifying infant to unpaid infant care leave each year until the child reaches the specified age.",
      topics: ["employment", "family-leave", "childcare"],
      situations: [
        "can I take unpaid leave to look after my baby in Singapore",
        "is there unpaid leave for parents of infants in Singapore",
      ],
    },
  ],
};
