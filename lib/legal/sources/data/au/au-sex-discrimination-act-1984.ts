import type { InstrumentInput } from "../../schema";

export const auSexDiscriminationAct1984: InstrumentInput = {
  source_id: "au-sex-discrimination-act-1984",
  title: "Sex Discrimination Act 1984 (Cth) (No. 4, 1984)",
  short_names: ["Sex Discrimination Act 1984", "SDA 1984", "Sex Discrimination Act"],
  jurisdiction: "AU",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.au/C2004A02868/latest/text",
  date: "1984-03-21",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "5",
      heading: "Sex discrimination",
      summary:
        "A person discriminates against another on the ground of sex if, because of the aggrieved person's sex or a characteristic of it, they treat them less favourably than a person of a different sex in the same or similar circumstances, or impose a condition or practice likely to disadvantage people of that sex that is not reasonable.",
      topics: ["discrimination", "employment"],
      situations: [
        "I was paid less than a man doing the same job",
        "the employer only hires men for this role",
      ],
    },
    {
      article: "7",
      heading: "Discrimination on the ground of pregnancy or potential pregnancy",
      summary:
        "It is discrimination to treat a woman less favourably because she is pregnant or potentially pregnant, or because of a characteristic relating to pregnancy, or to impose an unreasonable condition likely to disadvantage pregnant women.",
      topics: ["discrimination", "employment", "pregnancy"],
      situations: [
        "I lost my job offer after telling them I was pregnant",
        "I was not promoted because I might get pregnant",
      ],
    },
    {
      article: "14",
      heading: "Discrimination in employment or in superannuation",
      summary:
        "It is unlawful for an employer to discriminate on the listed grounds in arrangements for offering employment, terms offered, refusing employment, terms and conditions, promotion, transfer, training, benefits, dismissal or other detriment.",
      topics: ["discrimination", "employment", "hiring", "dismissal"],
      situations: [
        "I was overlooked for promotion because I am a woman",
        "women at my workplace get less training than men",
      ],
    },
    {
      article: "28A",
      heading: "Meaning of sexual harassment",
      summary:
        "A person sexually harasses another if they make an unwelcome sexual advance or unwelcome request for sexual favours, or engage in other unwelcome conduct of a sexual nature, in circumstances in which a reasonable person would have anticipated the possibility that the person harassed would be offended, humiliated or intimidated.",
      topics: ["discrimination", "harassment", "employment"],
      situations: [
        "my coworker keeps making sexual comments; is that sexual harassment in Australia",
        "my boss asked me for sexual favours in exchange for shifts",
      ],
    },
    {
      article: "28B",
      heading: "Employment, partnerships etc.",
      summary:
        "It is unlawful for a person to sexually harass a worker or person seeking to become a worker, or for workers to harass each other, in connection with work.",
      topics: ["discrimination", "harassment", "employment"],
      situations: [
        "a customer sexually harassed me at work",
        "a coworker sends me explicit messages after work",
      ],
    },
  ],
};
