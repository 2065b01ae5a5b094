import type { InstrumentInput } from "../../schema";

/** Privacy Act 1988 (Cth), as amended including by the Privacy and Other Legislation Amendment Act 2024. */
export const auPrivacyAct1988: InstrumentInput = {
  source_id: "au-privacy-act-1988",
  title: "Privacy Act 1988 (Cth)",
  short_names: ["Privacy Act", "Privacy Act 1988", "Australian Privacy Act", "Privacy Act (Cth)"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A03712/latest/text",
  date: "1988",
  provisions: [
    {
      article: "2A",
      heading: "Objects of this Act",
      summary:
        "Sets out the Act's objects, including promoting the protection of individuals' privacy while recognising that it is balanced with the legitimate interests of entities, providing a basis for nationally consistent regulation and facilitating the free flow of information across borders.",
      topics: ["principles", "scope"],
    },
    {
      article: "5B",
      heading: "Extra-territorial operation of Act",
      summary:
        "Extends the Act to acts and practices outside Australia of organisations and small business operators with an Australian link, including entities that carry on business in Australia, so that overseas handling of personal information remains covered.",
      topics: ["scope", "cross-border-transfer"],
      situations: [
        "does the Australian Privacy Act apply to an overseas company handling my information",
        "an overseas company with an Australian link mishandled my information, is it covered",
      ],
    },
    {
      article: "6",
      heading: "Interpretation",
      summary:
        "Contains the Act's main definitions, including personal information, sensitive information, health information, APP entity, agency, organisation, consent and eligible data breach.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "6C",
      heading: "Organisations",
      summary:
        "Defines an organisation as an individual, body corporate, partnership, unincorporated association or trust, excluding small business operators, registered political parties, agencies and certain state and territory bodies.",
      topics: ["definitions", "scope"],
      situations: [
        "is a sole trader or small business covered by the Privacy Act in Australia",
        "is a charity or partnership an organisation covered by privacy law in Australia",
      ],
    },
    {
      article: "6D",
      heading: "Small business and small business operators",
      summary:
        "Defines small businesses by reference to an annual turnover of A$3 million or less and sets out when small business operators are nevertheless covered, for example where they provide health services or trade in personal information.",
      topics: ["definitions", "scope"],
      situations: [
        "does the Privacy Act apply to my small business in Australia",
      ],
    },
    {
      article: "13",
      heading: "Interferences with privacy",
      summary:
        "Defines when an act or practice is an interference with an individual's privacy, including breaches of the Australian Privacy Principles, a registered APP code, the credit reporting provisions and failures to comply with the notifiable data breach requirements.",
      topics: ["enforcement", "breach-notification"],
      situations: [
        "when does an Australian organisation interfere with my privacy",
      ],
    },
    {
      article: "13G",
      heading: "Civil penalty provision for serious interference with privacy of an individual",
      summary:
        "Makes a serious interference with the privacy of an individual a civil penalty contravention, lists factors for assessing seriousness, and allows penalties for bodies corporate of up to the greater of A$50 million, three times the benefit obtained or 30% of adjusted turnover.",
      topics: ["penalties", "enforcement"],
      situations: [
        "what is the maximum penalty for a serious privacy breach in Australia",
        "how big can privacy fines be for companies in Australia",
      ],
    },
    {
      article: "13H",
      heading: "Civil penalty provision for interference with privacy of individuals",
      summary:
        "Creates a mid-tier civil penalty provision, added in 2024, for any act or practice that interferes with the privacy of an individual without needing to prove seriousness, with a lower maximum penalty than section 13G.",
      topics: ["penalties", "enforcement"],
      situations: [
        "can a company in Australia be penalised for interfering with my privacy even if it is not serious",
        "what is the mid-tier civil penalty for privacy interference in Australia",
      ],
    },
    {
      article: "13K",
      heading: "Civil penalty provision for which infringement notices or compliance notices can be issued",
      summary:
        "Makes breaches of specified administrative obligations, such as having a compliant APP privacy policy, offering opt-outs from direct marketing and notifying eligible data breaches properly, civil penalty contraventions enforceable by infringement or compliance notices.",
      topics: ["penalties", "enforcement", "privacy-notice"],
      situations: [
        "a company in Australia has no privacy policy, can it get an infringement notice",
        "a company in Australia did not let me opt out of direct marketing, can it be fined",
      ],
    },
    {
      article: "14",
      heading: "Australian Privacy Principles",
      summary:
        "Provides that the Australian Privacy Principles are set out in Schedule 1 to the Act.",
      topics: ["principles"],
    },
    {
      article: "15",
      heading: "APP entities must comply with Australian Privacy Principles",
      summary:
        "Requires agencies and organisations covered by the Act (APP entities) not to do an act or engage in a practice that breaches an Australian Privacy Principle.",
      topics: ["principles", "scope"],
      situations: [
        "must every organisation covered by the Privacy Act in Australia follow the privacy principles",
        "what happens if a business in Australia breaches an Australian Privacy Principle",
      ],
    },
    {
      article: "16",
      heading: "Personal, family or household affairs",
      summary:
        "Exempts personal information collected, held, used or disclosed by an individual only for the purposes of their personal, family or household affairs from the Australian Privacy Principles.",
      topics: ["scope"],
      situations: [
        "does the Privacy Act apply to information I keep about my family in Australia",
        "do privacy rules in Australia apply to my personal household records",
      ],
    },
    {
      article: "16C",
      heading: "Acts and practices of overseas recipients of personal information",
      summary:
        "Makes an APP entity that discloses personal information to an overseas recipient accountable, in the circumstances covered by APP 8.1, for acts of that recipient that would breach the Australian Privacy Principles.",
      topics: ["cross-border-transfer", "liability"],
      situations: [
        "we send customer data to an overseas provider from Australia, are we responsible if they misuse it",
        "is an Australian company liable when its overseas contractor breaches privacy",
      ],
    },
    {
      article: "26WE",
      heading: "Eligible data breach",
      summary:
        "Defines an eligible data breach as unauthorised access to or disclosure of personal information held by an entity, or its loss in circumstances where such access or disclosure is likely, where a reasonable person would conclude this is likely to result in serious harm to any affected individual.",
      topics: ["breach-notification", "definitions"],
      situations: [
        "what counts as a data breach that must be reported in Australia",
      ],
    },
    {
      article: "26WH",
      heading: "Assessment of suspected eligible data breach",
      summary:
        "Requires an entity aware of reasonable grounds to suspect an eligible data breach to carry out a reasonable and expeditious assessment and take reasonable steps to complete it within 30 days.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "we think our Australian company had a data breach; what do we do first",
      ],
    },
    {
      article: "26WK",
      heading: "Statement about eligible data breach",
      summary:
        "Requires an entity that has reasonable grounds to believe an eligible data breach has happened to prepare a statement giving its contact details, a description of the breach, the kinds of information concerned and recommended steps for individuals, and give it to the Commissioner as soon as practicable.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "what must the data breach statement to the Australian privacy commissioner include",
        "what details must be in a notifiable data breach statement in Australia",
      ],
    },
    {
      article: "26WL",
      heading: "Entity must notify eligible data breach",
      summary:
        "Requires the entity, as soon as practicable after preparing the statement, to notify its contents to all affected individuals or those at risk where practicable, or otherwise to publish it on its website and take reasonable steps to publicise it.",
      topics: ["breach-notification"],
      situations: [
        "must an Australian company tell me when my data was stolen in a breach",
        "an Australian company had a data breach affecting my information, must I be told",
      ],
    },
  ],
};
