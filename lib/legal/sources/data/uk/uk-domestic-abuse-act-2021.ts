import type { InstrumentInput } from "../../schema";

export const ukDomesticAbuseAct2021: InstrumentInput = {
  source_id: "uk-domestic-abuse-act-2021",
  title: "Domestic Abuse Act 2021 (2021 c. 17)",
  short_names: ["Domestic Abuse Act 2021", "DAA 2021"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2021/17/contents",
  date: "2021-04-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Definition of “domestic abuse”",
      summary:
        "Defines domestic abuse as abusive behaviour between people aged 16 or over who are personally connected, including physical or sexual abuse, violent or threatening behaviour, controlling or coercive behaviour, economic abuse and psychological or emotional abuse, whether a single incident or a course of conduct.",
      topics: ["family", "domestic-violence", "definitions"],
      situations: [
        "my partner controls my money and threatens me, is that domestic abuse",
        "my partner controls all my money; is that domestic abuse",
        "is emotional abuse counted as domestic abuse in law",
      ],
    },
    {
      article: "2",
      heading: "Definition of “personally connected”",
      summary:
        "Two people are personally connected if they are or were married, civil partners, engaged, in an intimate relationship, have or had a parental relationship to the same child, or are relatives.",
      topics: ["family", "domestic-violence", "definitions"],
      situations: [
        "can abuse by my brother count as domestic abuse",
        "my ex-partner and I have a child together; are we personally connected",
      ],
    },
    {
      article: "3",
      heading: "Children as victims of domestic abuse",
      summary:
        "A child who sees, hears or experiences the effects of domestic abuse and is related to the victim or the abuser is treated as a victim of domestic abuse in their own right.",
      topics: ["family", "domestic-violence", "children"],
      situations: [
        "my children saw their father hit me; are they victims too",
        "my son hears his parents' violent arguments every night",
      ],
    },
  ],
};
