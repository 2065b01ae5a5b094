import type { InstrumentInput } from "../../schema";

/**
 * Sections of Swedish statutes carry no individual official headings; the headings below are editorial descriptions
 * in square brackets. Content reflects the 2022 reform of the Act.
 */
export const seLagOmAnstallningsskydd: InstrumentInput = {
  source_id: "se-lag-om-anstallningsskydd",
  title: "Lag (1982:80) om anställningsskydd",
  short_names: ["Lag om anställningsskydd", "LAS", "Employment Protection Act (Sweden)", "SFS 1982:80"],
  jurisdiction: "SE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-198280-om-anstallningsskydd_sfs-1982-80/",
  date: "1982-02-24",
  provisions: [
    {
      article: "4",
      heading: "[Untitled] Permanent employment as the rule",
      summary: "Makes employment for an indefinite period the default, with fixed-term employment allowed only as the Act permits, and sets the rules for notice under indefinite employment.",
      topics: ["employment", "employment-contract", "fixed-term"],
    },
    {
      article: "5",
      heading: "[Untitled] Permitted fixed-term employment",
      summary: "Permits fixed-term employment only as special fixed-term employment, as a substitute, for seasonal work, or once the employee has reached the age of 69.",
      topics: ["employment", "fixed-term"],
      situations: [
        "how long can my Swedish employer keep me on temporary contracts",
      ],
    },
    {
      article: "6",
      heading: "[Untitled] Probationary employment",
      summary: "Allows probationary employment of at most six months, which either party may end before it expires, and turns into permanent employment unless notice is given before it ends.",
      topics: ["employment", "probation"],
      situations: ["how long can a trial period last in Sweden"],
    },
    {
      article: "7",
      heading: "[Untitled] Termination must be objectively justified",
      summary: "Requires termination by the employer to be objectively justified (sakligt grundad), which it is not where the employer could reasonably have redeployed the employee; grounds are either the employee's personal circumstances or lack of work.",
      topics: ["employment", "dismissal", "unfair-dismissal"],
      situations: ["can my employer in Sweden fire me without a good reason"],
    },
    {
      article: "11",
      heading: "[Untitled] Notice periods",
      summary: "Sets a minimum notice period of one month for both parties, and for the employer two months after two years of employment, three months after four years, four after six, five after eight and six months after ten years.",
      topics: ["employment", "termination", "notice-period"],
      situations: ["how much notice do I get in Sweden"],
    },
    {
      article: "18",
      heading: "[Untitled] Summary dismissal",
      summary: "Allows summary dismissal (avskedande) where the employee has grossly breached their obligations towards the employer.",
      topics: ["employment", "summary-dismissal"],
      situations: [
        "can I be fired on the spot in Sweden",
      ],
    },
    {
      article: "22",
      heading: "[Untitled] Order of selection in redundancies",
      summary: "Requires the employer, when terminating for lack of work, to follow an order of selection based on length of service (last in, first out), with some employees exempted by employers and rules for sufficient qualifications.",
      topics: ["employment", "redundancy", "seniority"],
      situations: ["why was I let go before my colleague who started later"],
    },
    {
      article: "25",
      heading: "[Untitled] Priority for re-employment",
      summary: "Gives employees dismissed for lack of work who were employed for more than twelve months in the last three years priority to re-employment in the same business for nine months after their employment ended, if sufficiently qualified.",
      topics: ["employment", "redundancy", "re-employment"],
      situations: [
        "do I get priority to be rehired after redundancy in Sweden",
      ],
    },
  ],
};
