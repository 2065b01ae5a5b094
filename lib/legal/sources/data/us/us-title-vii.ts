import type { InstrumentInput } from "../../schema";

/** Title VII of the Civil Rights Act of 1964, 42 U.S.C. chapter 21, subchapter VI. */
export const usTitleVii: InstrumentInput = {
  source_id: "us-title-vii",
  title: "Title VII of the Civil Rights Act of 1964 (Equal Employment Opportunities)",
  short_names: ["Title VII", "Civil Rights Act of 1964, Title VII", "Title VII of the Civil Rights Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter21/subchapter6&edition=prelim",
  date: "1964-07-02",
  provisions: [
    {
      article: "2000e",
      heading: "Definitions",
      summary:
        "Defines terms used in Title VII, including person, employer (an entity with fifteen or more employees for the required weeks), employment agency, labor organization, employee, religion and the meaning of because of sex, which covers pregnancy and childbirth.",
      topics: ["definitions", "discrimination", "employment"],
      situations: [
        "does a small employer with only a few workers have to follow federal discrimination law",
      ],
    },
    {
      article: "2000e-1",
      heading: "Applicability to foreign and religious employment",
      summary:
        "Excludes employment of aliens outside any State and allows religious corporations, associations and educational institutions to employ individuals of a particular religion; it also extends protection to U.S. citizens employed abroad by American-controlled employers unless compliance would breach local law.",
      topics: ["scope", "discrimination", "employment"],
    },
    {
      article: "2000e-2",
      heading: "Unlawful employment practices",
      summary:
        "Prohibits employers, employment agencies and labour organisations from discriminating in hiring, firing, pay, terms or conditions, or segregating or classifying employees, because of race, color, religion, sex or national origin, and sets out disparate impact, mixed-motive and bona fide occupational qualification rules.",
      topics: ["discrimination", "employment"],
      situations: [
        "I wasn't hired because of my race",
        "I was fired because of my religion",
        "can an employer refuse to hire someone because of their religion",
        "I'm treated worse at work because I'm a woman",
        "I was passed over for promotion because of where I'm from",
      ],
    },
    {
      article: "2000e-3",
      heading: "Other unlawful employment practices",
      summary:
        "Prohibits retaliation against individuals who oppose unlawful employment practices or take part in Title VII proceedings, and bars discriminatory job advertisements.",
      topics: ["discrimination", "employment", "whistleblowing", "retaliation"],
      situations: [
        "I was punished at work after complaining about discrimination",
        "my boss got back at me for backing a colleague's harassment complaint",
        "after I filed a discrimination charge with the EEOC my employer started writing me up",
        "they let me go for testifying in a coworker's sex discrimination case",
      ],
    },
    {
      article: "2000e-4",
      heading: "Equal Employment Opportunity Commission",
      summary:
        "Establishes the Equal Employment Opportunity Commission, its membership, General Counsel and powers to administer and enforce Title VII.",
      topics: ["enforcement", "discrimination"],
    },
    {
      article: "2000e-5",
      heading: "Enforcement provisions",
      summary:
        "Sets the procedure for charges of discrimination filed with the EEOC within the statutory time limits, investigation and conciliation, right-to-sue notices, civil actions by the Commission or the aggrieved person, and remedies such as injunctions, reinstatement, back pay and attorney's fees.",
      topics: ["enforcement", "remedies", "limitation", "discrimination"],
      situations: [
        "how long do I have to file a discrimination charge",
        "how do I complain to the EEOC about discrimination at work",
      ],
    },
    {
      article: "2000e-7",
      heading: "Effect on State laws",
      summary:
        "Preserves State laws except to the extent they would require or permit an act that is an unlawful employment practice under Title VII.",
      topics: ["scope", "discrimination"],
    },
    {
      article: "2000e-8",
      heading: "Investigations",
      summary:
        "Gives the EEOC access to evidence for its investigations, allows cooperation with State and local agencies, and requires employers and others to make and keep records and reports as the Commission prescribes.",
      topics: ["enforcement", "records", "discrimination"],
    },
    {
      article: "2000e-16",
      heading: "Employment by Federal Government",
      summary:
        "Requires personnel actions affecting federal employees and applicants to be free from discrimination based on race, color, religion, sex or national origin, and sets the complaint and court procedure for federal employees.",
      topics: ["discrimination", "employment"],
      situations: ["I work for a federal agency and was discriminated against", "discrimination complaint by a government employee"],
    },
    {
      article: "2000e-6",
      heading: "Civil actions by the Attorney General",
      summary:
        "Lets the Attorney General (and, for private employers, the EEOC) bring a civil action where there is reasonable cause to believe a person or group is engaged in a pattern or practice of resistance to the rights the title secures.",
      topics: ["employment", "discrimination", "enforcement"],
      situations: [
        "the whole company seems to systematically refuse to hire women, who can act",
      ],
    },
    {
      article: "2000e-10",
      heading: "Posting of notices; penalties",
      summary:
        "Requires every employer, employment agency and labour organisation to post the EEOC's notice summarising the title and how to file a complaint; a willful failure to post is punishable by a fine.",
      topics: ["employment", "discrimination", "notice"],
      situations: [
        "where can I find information at work about discrimination complaints",
      ],
    },
  ],
};
