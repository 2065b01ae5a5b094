import type { InstrumentInput } from "../../schema";

/**
 * Reconstruction-era and later civil rights statutes codified at 42 U.S.C. §§ 1981–1988 (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usCivilRights42Usc19811988: InstrumentInput = {
  source_id: "us-civil-rights-42-usc-1981-1988",
  title: "Civil rights statutes, 42 U.S.C. §§ 1981–1988 (Civil Rights Acts of 1866, 1871 and 1991)",
  short_names: ["Section 1981", "Section 1983", "Civil Rights Act of 1866", "Civil Rights Act of 1871"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "42 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title42/chapter21/subchapter1&edition=prelim",
  date: "1866-04-09",
  provisions: [
    {
      article: "1981",
      heading: "Equal rights under the law",
      summary:
        "Gives all persons in the United States the same right as white citizens to make and enforce contracts, sue, give evidence and enjoy the full and equal benefit of the laws, covering the making, performance, modification and termination of contracts, including employment, and protects these rights against private as well as government impairment.",
      topics: ["discrimination", "race", "contract", "employment"],
      situations: [
        "I was fired because of my race, can I sue without going to the EEOC first",
        "the car dealer refused to sell to me because I am Black",
      ],
    },
    {
      article: "1981a",
      heading: "Damages in cases of intentional discrimination in employment",
      summary:
        "Lets a complaining party who proves intentional employment discrimination under Title VII or the Americans with Disabilities Act recover compensatory and punitive damages in addition to back pay, with caps on the combined amount that depend on the employer's size (from $50,000 to $300,000), and gives a right to a jury trial.",
      topics: ["employment", "discrimination", "damages"],
      situations: [
        "how much compensation can I get for intentional discrimination at work",
        "is there a cap on damages in a federal discrimination case",
      ],
    },
    {
      article: "1982",
      heading: "Property rights of citizens",
      summary:
        "Gives all citizens the same right as white citizens to inherit, purchase, lease, sell, hold and convey real and personal property.",
      topics: ["discrimination", "race", "housing", "property"],
      situations: [
        "the owner refused to rent the house to us because of our race",
      ],
    },
    {
      article: "1983",
      heading: "Civil action for deprivation of rights",
      summary:
        "Makes every person who, under colour of state law, deprives someone of rights secured by the Constitution and federal laws liable to the injured party in an action at law or suit in equity, with limits on injunctions against judicial officers.",
      topics: ["civil-rights", "police", "government-liability"],
      situations: [
        "a police officer used excessive force on me, can I sue him",
        "the city violated my constitutional rights, how do I sue",
      ],
    },
    {
      article: "1985",
      heading: "Conspiracy to interfere with civil rights",
      summary:
        "Creates a civil action against two or more persons who conspire to prevent a federal officer from performing duties, to obstruct justice or intimidate parties, witnesses or jurors, or to deprive any person or class of the equal protection of the laws.",
      topics: ["civil-rights", "conspiracy"],
      situations: [
        "several officials conspired to intimidate me as a witness",
      ],
    },
    {
      article: "1988",
      heading: "Proceedings in vindication of civil rights",
      summary:
        "Lets the court, in actions to enforce sections 1981 to 1986 and certain other civil rights laws, award the prevailing party (other than the United States) a reasonable attorney's fee as part of the costs, and expert fees in some cases.",
      topics: ["civil-rights", "legal-costs"],
      situations: [
        "if I win my civil rights lawsuit will the other side pay my lawyer",
      ],
    },
  ],
};
