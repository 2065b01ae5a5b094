import type { InstrumentInput } from "../../schema";

export const euWorkLifeBalanceDirective: InstrumentInput = {
  source_id: "eu-work-life-balance-directive",
  title: "Directive (EU) 2019/1158 of the European Parliament and of the Council of 20 June 2019 on work-life balance for parents and carers and repealing Council Directive 2010/18/EU",
  short_names: ["Work-Life Balance Directive", "Directive (EU) 2019/1158", "Directive 2019/1158"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2019/1158/oj",
  date: "2019-06-20",
  provisions: [
    {
      article: "4",
      heading: "Paternity leave",
      summary: "Entitles fathers or equivalent second parents to ten working days of paternity leave to be taken on the occasion of the birth of their child, irrespective of marital or family status and of length of service.",
      topics: ["employment", "paternity-leave"],
      situations: ["how much paternity leave does EU law give fathers"],
    },
    {
      article: "5",
      heading: "Parental leave",
      summary: "Entitles each worker to an individual right to four months of parental leave to be taken before the child reaches an age of up to eight years as set by Member States, two months of which cannot be transferred to the other parent; service requirements may not exceed one year, and flexible forms must be considered.",
      topics: ["employment", "parental-leave"],
      situations: [
        "can I take parental leave when my child is five",
        "how much parental leave can I take in the EU",
      ],
    },
    {
      article: "6",
      heading: "Carers' leave",
      summary: "Entitles workers to carers' leave of five working days per year to provide personal care or support to a relative or person living in the same household who needs significant care or support for a serious medical reason.",
      topics: ["employment", "carers-leave"],
      situations: ["can I take time off to care for my sick mother"],
    },
    {
      article: "7",
      heading: "Time off from work on grounds of force majeure",
      summary: "Entitles workers to time off on grounds of force majeure for urgent family reasons in the event of illness or accident making their immediate presence indispensable.",
      topics: ["employment", "emergency-leave", "family"],
      situations: ["time off because my child suddenly fell ill", "urgent family emergency leave"],
    },
    {
      article: "8",
      heading: "Payment or allowance",
      summary: "Requires paternity leave to be paid at least at the level of sick pay, and the two non-transferable months of parental leave to be paid or compensated at a level set by the Member State that facilitates take-up by both parents.",
      topics: ["employment", "paternity-leave", "parental-leave", "benefits"],
      situations: ["is paternity leave paid", "payment during parental leave"],
    },
    {
      article: "9",
      heading: "Flexible working arrangements",
      summary: "Entitles workers with children up to an age of at least eight and carers to request flexible working arrangements, such as remote working, flexible schedules or reduced hours, for caring purposes; employers must respond within a reasonable period and give reasons for refusal or postponement, and workers may return to the original pattern.",
      topics: ["employment", "flexible-working", "remote-work"],
      situations: ["can I ask to work from home to look after my kids"],
    },
    {
      article: "10",
      heading: "Employment rights",
      summary: "Preserves rights acquired or being acquired at the start of leave, entitles workers to return to the same or an equivalent job on no less favourable conditions, and maintains the employment relationship during leave.",
      topics: ["employment", "leave", "job-protection"],
      situations: ["can I return to my same job after parental leave", "rights kept during family leave"],
    },
    {
      article: "11",
      heading: "Non-discrimination",
      summary: "Prohibits less favourable treatment of workers on the ground that they applied for or took leave or exercised the right to request flexible working.",
      topics: ["employment", "discrimination", "family"],
      situations: ["treated worse for taking parental leave or asking for flexible working", "discrimination for requesting flexible hours"],
    },
    {
      article: "12",
      heading: "Protection from dismissal and burden of proof",
      summary: "Prohibits dismissal and preparations for it on the ground of having applied for or taken leave or asked for flexible working, entitles dismissed workers to written grounds on request, and shifts the burden of proof to the employer where facts presumptively show such a dismissal.",
      topics: ["employment", "dismissal", "burden-of-proof", "family"],
      situations: [
        "I was fired after asking for parental leave",
        "I was let go after asking for parental leave in the EU",
      ],
    },
  ],
};
