import type { InstrumentInput } from "../../schema";

export const ukTulrca1992: InstrumentInput = {
  source_id: "uk-tulrca-1992",
  title: "Trade Union and Labour Relations (Consolidation) Act 1992 (1992 c. 52)",
  short_names: ["Trade Union and Labour Relations (Consolidation) Act 1992", "TULRCA 1992", "TULR(C)A"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1992/52/contents",
  date: "1992-07-16",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "137",
      heading: "Refusal of employment on grounds related to union membership",
      summary:
        "It is unlawful to refuse a person employment because they are, or are not, a member of a trade union, or because they refuse to join, leave or stay in one.",
      topics: ["employment", "trade-unions", "hiring", "discrimination"],
      situations: [
        "I was not hired because I am a union member",
        "a job application asked if I was in a union and then I was rejected",
      ],
    },
    {
      article: "146",
      heading: "Detriment on grounds related to union membership or activities",
      summary:
        "A worker has the right not to be subjected to a detriment by the employer for the purpose of preventing or deterring them from being a union member, taking part in union activities or using union services, or compelling them to join.",
      topics: ["employment", "trade-unions"],
      situations: [
        "my manager blocked my promotion after I joined the union",
        "my employer offered me a bonus to leave the union",
      ],
    },
    {
      article: "152",
      heading: "Dismissal of employee on grounds related to union membership or activities",
      summary:
        "Dismissal is automatically unfair if the reason is that the employee was or proposed to become a union member, took part in union activities at an appropriate time, used union services, or refused to join or leave a union.",
      topics: ["employment", "trade-unions", "dismissal"],
      situations: [
        "I was sacked for organising a union at work",
        "I was dismissed for taking part in union activities",
      ],
    },
    {
      article: "188",
      heading: "Duty of employer to consult representatives",
      summary:
        "An employer proposing to dismiss as redundant 20 or more employees at one establishment within 90 days must consult appropriate representatives in good time (at least 30 days before the first dismissal, or 45 days for 100 or more), about avoiding or reducing dismissals and mitigating consequences.",
      topics: ["employment", "redundancy", "consultation"],
      situations: [
        "my employer is making 30 of us redundant without any consultation",
        "how long must collective redundancy consultation last",
      ],
    },
    {
      article: "189",
      heading: "Complaint and protective award",
      summary:
        "Where an employer fails to comply with the collective consultation duty, representatives or affected employees may complain to an employment tribunal, which may make a protective award of up to 90 days' pay per employee.",
      topics: ["employment", "redundancy", "remedies"],
      situations: [
        "can we get compensation because the company skipped redundancy consultation",
        "how much is a protective award for failing to consult on redundancies",
      ],
    },
    {
      article: "193",
      heading: "Duty of employer to notify Secretary of State of certain redundancies",
      summary:
        "An employer proposing collective redundancies must notify the Secretary of State (on form HR1) at least 30 days, or 45 days for 100 or more, before the first dismissal takes effect; failure is an offence.",
      topics: ["employment", "redundancy", "compliance"],
      situations: [
        "do we have to notify the government before making mass redundancies",
        "what form must be sent to the government before collective redundancies",
      ],
    },
    {
      article: "207A",
      heading: "Effect of failure to comply with Code: adjustment of awards",
      summary:
        "In listed tribunal claims, if an employer or employee unreasonably failed to comply with a relevant Code of Practice (such as the Acas Code on disciplinary and grievance procedures), the tribunal may increase or reduce the award by up to 25%.",
      topics: ["employment", "dismissal", "remedies", "grievance"],
      situations: [
        "my employer sacked me without any disciplinary hearing; does that increase my award",
        "I never raised a grievance before claiming; will my compensation be reduced",
      ],
    },
    {
      article: "219",
      heading: "Protection from certain tort liabilities",
      summary:
        "An act done by a person in contemplation or furtherance of a trade dispute is not actionable in tort merely because it induces a breach of contract or threatens to, provided the statutory conditions, including a valid ballot and notice, are met.",
      topics: ["employment", "trade-unions", "industrial-action"],
      situations: [
        "can the company sue the union for calling a strike",
        "when are unions protected from being sued over industrial action",
      ],
    },
    {
      article: "226",
      heading: "Requirement of ballot before action by trade union",
      summary:
        "An act by a trade union inducing industrial action is protected only if the action has the support of a ballot meeting the statutory requirements on entitlement to vote, conduct, notice and result.",
      topics: ["employment", "trade-unions", "industrial-action"],
      situations: [
        "does the union need a ballot before calling a strike",
        "what ballot rules apply before industrial action",
      ],
    },
  ],
};
