import type { InstrumentInput } from "../../schema";

/**
 * Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.) (divorce, child and spousal support, parenting orders and relocation for
 * married spouses; property division and unmarried couples are provincial law). Headings are the marginal notes of the
 * consolidation current to 24 July 2025 (Justice Laws XML).
 */
export const caDivorceAct: InstrumentInput = {
  source_id: "ca-divorce-act",
  title: "Divorce Act",
  short_names: ["Divorce Act", "R.S.C. 1985, c. 3 (2nd Supp.)"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  codified_at: "R.S.C. 1985, c. 3 (2nd Supp.)",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/D-3.4/",
  date: "1985",
  as_of: "2025-07-24",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including child of the marriage (a child under the age of majority, or over it but unable to withdraw from their parents' charge because of illness, disability or other cause), decision-making responsibility, parenting time, family violence, relocation and spouse.",
      topics: ["family", "divorce", "definitions", "children"],
      situations: [
        "is my 20-year-old university student still a child of the marriage for support",
      ],
    },
    {
      article: "3",
      heading: "Jurisdiction in divorce proceedings",
      summary:
        "Gives a court in a province jurisdiction over a divorce proceeding if either spouse has been habitually resident in that province for at least one year immediately before the proceeding was started.",
      topics: ["family", "divorce", "jurisdiction"],
      situations: [
        "we just moved to Alberta, can I file for divorce there",
        "where can I file for divorce in Canada",
      ],
    },
    {
      article: "7.1",
      heading: "Best interests of child",
      summary:
        "Requires anyone with parenting time, decision-making responsibility or contact to exercise it consistently with the child's best interests.",
      topics: ["family", "parenting", "children", "best-interests"],
      situations: [
        "my ex uses parenting time to turn our child against me",
        "must a parent exercise parenting time in the child's best interests",
      ],
    },
    {
      article: "7.2",
      heading: "Protection of children from conflict",
      summary:
        "Requires each party, to the best of their ability, to protect any child of the marriage from conflict arising from the proceeding.",
      topics: ["family", "parenting", "children", "conflict"],
      situations: [
        "my ex talks to the kids about our court case",
      ],
    },
    {
      article: "7.3",
      heading: "Family dispute resolution process",
      summary:
        "Requires the parties, where appropriate, to try to resolve the matters through a family dispute resolution process such as negotiation, mediation or collaborative law.",
      topics: ["family", "divorce", "mediation", "dispute-resolution"],
      situations: [
        "do we have to try mediation before going to court over our divorce",
        "do we have to try family mediation or negotiation before court",
      ],
    },
    {
      article: "7.4",
      heading: "Complete, accurate and up-to-date information",
      summary:
        "Requires a party or person subject to an order to provide complete, accurate and up-to-date information when the Act requires it.",
      topics: ["family", "divorce", "disclosure"],
      situations: [
        "my spouse is hiding income in our support case",
        "my ex won't disclose full financial information in our divorce",
      ],
    },
    {
      article: "8",
      heading: "Divorce",
      summary:
        "Lets a court grant a divorce on the ground of breakdown of the marriage, established only by living separate and apart for at least one year before the decision, or by the other spouse's adultery or physical or mental cruelty making continued cohabitation intolerable; short reconciliation attempts of up to 90 days do not interrupt the year.",
      topics: ["family", "divorce", "grounds", "separation"],
      situations: [
        "we split up a year ago, can we get divorced now",
        "how long do we have to be separated before we can divorce",
        "can I get a divorce right away because my spouse cheated",
        "we tried living together again for a month, does the separation clock restart",
        "how do I get a divorce in Canada",
      ],
    },
    {
      article: "11",
      heading: "Duty of court — bars",
      summary:
        "Requires the court to dismiss a divorce application tainted by collusion, to stay the divorce until reasonable arrangements are made for child support having regard to the guidelines, and to consider condonation or connivance where the ground is adultery or cruelty.",
      topics: ["family", "divorce", "child-support"],
      situations: [
        "the judge will not grant our divorce until child support is sorted out",
        "why would a court refuse or delay granting a divorce",
      ],
    },
    {
      article: "12",
      heading: "Effective date generally",
      summary:
        "Makes a divorce take effect on the 31st day after the judgment granting it, unless the court orders otherwise in special circumstances and the spouses agree not to appeal.",
      topics: ["family", "divorce", "effective-date"],
      situations: [
        "when is my divorce final",
        "can I remarry the day after the divorce judgment",
      ],
    },
    {
      article: "15.1",
      heading: "Child support order",
      summary:
        "Lets a court order a spouse to pay support for any or all children of the marriage, in accordance with the applicable child support guidelines, with interim orders, and with departure from the guidelines only where special provisions or the spouses' consent make the amount reasonable.",
      topics: ["family", "child-support"],
      situations: [
        "how much do I have to pay my ex for the kids",
        "how much child support will I have to pay after divorce",
        "can we agree on child support below the guidelines",
        "child support after separation in Canada",
      ],
    },
    {
      article: "15.2",
      heading: "Spousal support order",
      summary:
        "Lets a court order a spouse to pay lump sum or periodic support to the other spouse, considering the length of cohabitation, each spouse's functions during it and any agreement, and aiming to recognise economic advantages and disadvantages from the marriage, relieve hardship from its breakdown, and promote self-sufficiency within a reasonable time; misconduct is not considered.",
      topics: ["family", "spousal-support"],
      situations: [
        "I stayed home with the children for 15 years, am I entitled to spousal support",
        "does my spouse's affair affect spousal support",
      ],
    },
    {
      article: "15.3",
      heading: "Priority to child support",
      summary:
        "Requires the court to give priority to child support over spousal support where both are sought, and to record its reasons where spousal support is reduced or refused as a result.",
      topics: ["family", "child-support", "spousal-support"],
      situations: [
        "will child support come before my spousal support",
        "which comes first, child support or spousal support",
      ],
    },
    {
      article: "16",
      heading: "Best interests of child",
      summary:
        "Makes the best interests of the child the only consideration for parenting and contact orders, with primary consideration to the child's physical, emotional and psychological safety, security and well-being, and lists factors including the child's needs and views, relationships, history of care, culture and heritage, plans for care, and any family violence.",
      topics: ["family", "parenting", "child-custody", "best-interests", "family-violence"],
      situations: [
        "my ex and I are fighting over who keeps the kids",
        "how does a court decide who the children live with",
        "will the judge consider my child's wishes",
        "my ex was violent, how does that affect parenting time",
      ],
    },
    {
      article: "16.1",
      heading: "Parenting order",
      summary:
        "Lets a court make a parenting order allocating parenting time and decision-making responsibility for a child, on application by a spouse or a parent or person standing in the place of a parent, with terms such as dispute resolution and relocation notice.",
      topics: ["family", "parenting", "child-custody"],
      situations: [
        "how do I get a parenting order after separating",
        "can grandparents apply for parenting time",
      ],
    },
    {
      article: "16.2",
      heading: "Parenting time — schedule",
      summary:
        "Lets parenting time be allocated by a schedule, and gives a person with parenting time exclusive authority to make day-to-day decisions about the child during it.",
      topics: ["family", "parenting"],
      situations: [
        "who decides bedtimes and meals when the kids are at my place",
      ],
    },
    {
      article: "16.3",
      heading: "Allocation of decision-making responsibility",
      summary:
        "Lets decision-making responsibility for a child, or any part of it, be allocated to either spouse, both spouses, another parent-figure, or any combination of them.",
      topics: ["family", "parenting", "decision-making"],
      situations: [
        "can my ex decide the children's schooling alone",
        "can we split decisions about health and education between us",
      ],
    },
    {
      article: "16.4",
      heading: "Entitlement to information",
      summary:
        "Entitles anyone with parenting time or decision-making responsibility to ask for and receive information about the child's well-being, including health and education, unless the court orders otherwise.",
      topics: ["family", "parenting", "information"],
      situations: [
        "the school refuses to give me my child's report card because my ex has custody",
        "can a parent get school and medical records for the child",
      ],
    },
    {
      article: "16.5",
      heading: "Contact order",
      summary:
        "Lets a person other than a spouse, such as a grandparent, apply (with leave) for a contact order providing for contact with a child of the marriage.",
      topics: ["family", "parenting", "contact", "grandparents"],
      situations: [
        "my son's ex will not let me see my grandchildren",
        "can grandparents apply to see the grandchildren",
      ],
    },
    {
      article: "16.6",
      heading: "Parenting plan",
      summary:
        "Requires the court to include in a parenting or contact order any parenting plan submitted by the parties unless it is not in the child's best interests, in which case it may modify it.",
      topics: ["family", "parenting", "parenting-plan"],
      situations: [
        "we agreed a parenting plan, will the court accept it",
      ],
    },
    {
      article: "16.8",
      heading: "Notice",
      summary:
        "Requires a person with parenting time or decision-making responsibility who intends to change their or the child's residence to notify others with parenting time, decision-making responsibility or contact, in writing.",
      topics: ["family", "parenting", "moving", "notice"],
      situations: [
        "do I have to tell my ex if I move across town with our child",
        "telling the other parent before moving house with the child",
      ],
    },
    {
      article: "16.9",
      heading: "Notice",
      summary:
        "Requires a person who intends to relocate a child (a move likely to significantly affect the child's relationship with others who have parenting time or contact) to give at least 60 days' written notice in the prescribed form, subject to court exceptions, for example where there is family violence.",
      topics: ["family", "parenting", "relocation", "notice"],
      situations: [
        "I want to move to another province with my kids, what notice must I give",
        "notice required before relocating a child to another city",
      ],
    },
    {
      article: "16.91",
      heading: "Relocation authorized",
      summary:
        "Lets the relocating person move the child if the court authorises it, or if no one with decision-making responsibility objects within 30 days of notice and no order prohibits it.",
      topics: ["family", "parenting", "relocation"],
      situations: [
        "my ex did not object to my move, can I go ahead",
      ],
    },
    {
      article: "16.92",
      heading: "Best interests of child — additional factors to be considered",
      summary:
        "Lists additional factors for deciding whether a relocation is in the child's best interests, such as the reasons for it, its impact on the child, each person's time with the child, compliance with notice and orders, and whether travel arrangements are reasonable; whether the parent would move without the child is not considered.",
      topics: ["family", "parenting", "relocation", "best-interests"],
      situations: [
        "how will the judge decide whether I can move abroad with my child",
        "factors the court weighs when a parent wants to move away with a child",
      ],
    },
    {
      article: "16.93",
      heading: "Burden of proof — person who intends to relocate child",
      summary:
        "Allocates the burden of proof on relocation: the person moving must prove it is in the child's best interests where the child spends substantially equal time with each party, the objecting party must prove it is not where the child spends the vast majority of time with the mover, and otherwise both parties bear it.",
      topics: ["family", "parenting", "relocation", "burden-of-proof"],
      situations: [
        "our child lives mostly with me, who has to prove the move is good for them",
        "who must prove that moving the child is in the child's best interests",
      ],
    },
    {
      article: "17",
      heading: "Variation order",
      summary:
        "Lets a court vary, rescind or suspend a support, parenting or contact order on application, retroactively or prospectively, if there has been a change in circumstances since the order was made (for child support, as the guidelines define).",
      topics: ["family", "child-support", "spousal-support", "variation"],
      situations: [
        "I lost my job, can I reduce my child support",
        "my ex now earns much more, can I ask for more support",
      ],
    },
    {
      article: "22",
      heading: "Recognition of foreign divorce",
      summary:
        "Recognises a foreign divorce for marital status in Canada if either former spouse was habitually resident in the granting country or subdivision for at least one year before the proceedings began, while preserving other recognition rules.",
      topics: ["family", "divorce", "foreign-divorce"],
      situations: [
        "I divorced abroad, is my divorce valid in Canada",
        "can I remarry in Canada after a divorce from another country",
      ],
    },
  ],
};
