import type { InstrumentInput } from "../../schema";

export const inRpwdAct2016: InstrumentInput = {
  source_id: "in-rpwd-act-2016",
  title: "The Rights of Persons with Disabilities Act, 2016 (Act No. 49 of 2016)",
  short_names: ["Rights of Persons with Disabilities Act, 2016", "RPwD Act", "RPWD Act 2016"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2155",
  date: "2016-12-27",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Equality and non-discrimination",
      summary:
        "Persons with disabilities are entitled to equality, life with dignity and respect for integrity; no one may be discriminated against on the ground of disability unless it is a proportionate means of achieving a legitimate aim, or deprived of liberty only on that ground, and the government must ensure reasonable accommodation.",
      topics: ["disability", "discrimination", "human-rights"],
      situations: [
        "I was denied a service because I use a wheelchair in India",
        "a bank refused to open my account because I am blind",
      ],
    },
    {
      article: "20",
      heading: "Non-discrimination in employment",
      summary:
        "Government establishments must not discriminate against persons with disabilities in employment, must provide reasonable accommodation, cannot deny promotion merely on disability, and must not dismiss or demote an employee who acquires a disability but shift them to a suitable post with the same pay.",
      topics: ["disability", "discrimination", "employment"],
      situations: [
        "I became disabled after an accident at work; can my government employer demote me",
        "I was denied promotion because of my disability",
      ],
    },
    {
      article: "34",
      heading: "Reservation",
      summary:
        "Government establishments must reserve at least 4% of vacancies in each group of posts for persons with benchmark disabilities, split across the specified categories, with carry-forward and interchange rules.",
      topics: ["disability", "employment", "government"],
      situations: [
        "what is the job reservation for disabled persons in government posts",
        "how much of government hiring is reserved for people with benchmark disabilities",
      ],
    },
    {
      article: "89",
      heading: "Punishment for contravention of provisions of Act or rules or regulations made thereunder",
      summary:
        "Contravening the Act or its rules is punishable with a fine up to Rs 10,000 for a first contravention and Rs 50,000 to Rs 5 lakh for subsequent contraventions.",
      topics: ["disability", "penalties"],
      situations: [
        "what is the penalty for breaking the disability rights law",
        "what fine applies for repeated violations of the disability law",
      ],
    },
  ],
};
