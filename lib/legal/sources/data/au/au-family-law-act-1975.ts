import type { InstrumentInput } from "../../schema";

export const auFamilyLawAct1975: InstrumentInput = {
  source_id: "au-family-law-act-1975",
  title: "Family Law Act 1975 (Cth) (No. 53, 1975)",
  short_names: ["Family Law Act 1975", "Family Law Act", "FLA 1975"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A00275/latest/text",
  date: "1975-06-12",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "44",
      heading: "Institution of proceedings",
      summary:
        "Sets time limits: property and spousal maintenance proceedings must generally be started within 12 months after a divorce order takes effect (or two years after a de facto relationship ends), unless the court grants leave.",
      topics: ["family", "divorce", "property", "limitation"],
      situations: [
        "how long after divorce can I apply for a property settlement in Australia",
        "my de facto relationship ended three years ago; can I still claim property",
      ],
    },
    {
      article: "48",
      heading: "Divorce",
      summary:
        "An application for divorce must be based on the marriage having broken down irretrievably, which is established only if the parties separated and lived separately and apart for at least 12 months immediately before the application, with no reasonable likelihood of resuming cohabitation.",
      topics: ["family", "divorce", "marriage"],
      situations: [
        "we split up over a year ago and want to make it official",
        "how do I get divorced in Australia",
        "do I need to prove fault to get a divorce in Australia",
        "we have been separated for a year, can we divorce in Australia",
      ],
    },
    {
      article: "49",
      heading: "Separation",
      summary:
        "Parties may be held to have separated even though cohabitation was brought to an end by one party only, and may have separated and lived separately and apart even though they continued to live under the same roof.",
      topics: ["family", "divorce"],
      situations: [
        "can we be separated while still living in the same house",
        "my husband moved to the spare room a year ago; are we separated",
      ],
    },
    {
      article: "60CA",
      heading: "Child's best interests paramount consideration in making a parenting order",
      summary:
        "In deciding whether to make a particular parenting order, the court must regard the best interests of the child as the paramount consideration.",
      topics: ["family", "children", "custody"],
      situations: [
        "how does an Australian court decide who the children live with",
        "what matters most when the court decides parenting arrangements",
      ],
    },
    {
      article: "60CC",
      heading: "How a court determines what is in a child's best interests",
      summary:
        "Sets the matters a court considers in determining a child's best interests, including the safety of the child and carers from family violence, abuse and neglect, the child's views, developmental, psychological, emotional and cultural needs, each parent's capacity to meet those needs, and the benefit of maintaining relationships where safe.",
      topics: ["family", "children", "custody"],
      situations: [
        "what factors does the Family Court look at for parenting arrangements",
        "will the court consider family violence when deciding custody",
      ],
    },
    {
      article: "61B",
      heading: "Meaning of parental responsibility",
      summary:
        "Parental responsibility means all the duties, powers, responsibilities and authority which, by law, parents have in relation to children.",
      topics: ["family", "children", "parental-responsibility", "definitions"],
      situations: [
        "what is parental responsibility under Australian family law",
        "what decisions about my child does parental responsibility cover",
      ],
    },
    {
      article: "61C",
      heading: "Each parent has parental responsibility (subject to court orders)",
      summary:
        "Each parent of a child under 18 has parental responsibility for the child, which is not affected by changes in the parents' relationship such as separation or remarriage, but is subject to court orders.",
      topics: ["family", "children", "parental-responsibility"],
      situations: [
        "do I still have parental responsibility after we separated",
        "can my ex decide on our child's school without me",
      ],
    },
    {
      article: "60I",
      heading: "Attending family dispute resolution before applying for Part VII order",
      summary:
        "Before applying for a parenting order a person must generally make a genuine effort to resolve the dispute by family dispute resolution and file a certificate from a practitioner, subject to exceptions such as family violence or urgency.",
      topics: ["family", "children", "mediation"],
      situations: [
        "do I have to go to mediation before applying for a parenting order",
        "do I need a mediation certificate before going to family court",
      ],
    },
    {
      article: "72",
      heading: "Right of spouse to maintenance",
      summary:
        "A party to a marriage is liable to maintain the other party to the extent they are reasonably able, if the other cannot adequately support themselves because of caring for a child under 18, age or incapacity, or any other adequate reason.",
      topics: ["family", "maintenance"],
      situations: [
        "will I have to pay my ex money after we split up",
        "will I have to pay spousal maintenance to my ex-wife in Australia",
        "I stayed home with the kids; can I get support from my ex-husband",
      ],
    },
    {
      article: "75",
      heading: "Matters to be taken into consideration in relation to spousal maintenance",
      summary:
        "Lists matters relevant to spousal maintenance, such as the parties' age and health, income, property and earning capacity, care of children, commitments, standard of living, duration of the marriage and its effect on earning capacity.",
      topics: ["family", "maintenance"],
      situations: [
        "how is spousal maintenance worked out in Australia",
        "what factors decide how much spousal maintenance is paid",
      ],
    },
    {
      article: "79",
      heading: "Alteration of property interests",
      summary:
        "The court may make an order altering the parties' interests in property if it is just and equitable to do so, taking into account their existing interests, financial and non-financial contributions (including as homemaker and parent), the effect of family violence, and their future needs and circumstances.",
      topics: ["family", "divorce", "property", "financial-orders"],
      situations: [
        "how do we split the house and money after we break up",
        "how is property divided after separation in Australia",
        "who gets the house when we separate",
        "will my ex get half of our property in Australia",
        "how are assets split after a divorce in Australia",
      ],
    },
    {
      article: "90B",
      heading: "Financial agreements before marriage",
      summary:
        "Parties contemplating marriage may make a financial agreement about how property and financial resources will be dealt with if the marriage breaks down, and about spousal maintenance.",
      topics: ["family", "marriage", "prenup"],
      situations: [
        "are prenuptial agreements binding in Australia",
        "we want a prenup before our wedding in Australia",
      ],
    },
    {
      article: "90G",
      heading: "When financial agreements are binding",
      summary:
        "A financial agreement is binding only if it is signed by all parties, each party received independent legal advice before signing with a signed statement from the lawyer, and the agreement has not been terminated or set aside.",
      topics: ["family", "marriage", "prenup"],
      situations: [
        "our prenup was signed without lawyers; is it valid",
        "what makes a binding financial agreement valid",
      ],
    },
    {
      article: "90K",
      heading: "Circumstances in which court may set aside a financial agreement or termination agreement",
      summary:
        "A court may set aside a financial agreement for reasons such as fraud (including non-disclosure of a material matter), it being void, voidable or unenforceable, impracticability, a material change relating to the care of a child, or unconscionable conduct.",
      topics: ["family", "prenup", "remedies"],
      situations: [
        "my ex hid assets when we signed our financial agreement",
        "can a court cancel our prenuptial agreement",
      ],
    },
    {
      article: "90SM",
      heading: "Alteration of property interests",
      summary:
        "In property settlement proceedings following the breakdown of a de facto relationship, the court may make any order it considers appropriate altering the interests of the parties in property, if just and equitable.",
      topics: ["family", "de-facto", "property"],
      situations: [
        "we were not married but lived together for five years; how is property divided",
        "my de facto partner kept the house after we split",
      ],
    },
  ],
};
