import type { InstrumentInput } from "../../schema";

/**
 * California Labor Code, the sections a drafting module cites in employment agreements: § 925 (Division 2, forum
 * and governing law for California employees) and §§ 2870–2872 (Division 3, Chapter 2, Article 3.5, employee
 * inventions). The Code prints no official section headings; each heading below is a descriptive label of ours in
 * square brackets, as in the Business and Professions Code file.
 */
export const usCaLaborCode: InstrumentInput = {
  source_id: "us-ca-labor-code",
  title: "California Labor Code",
  short_names: ["Labor Code", "Cal. Lab. Code", "California Labor Code"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Lab. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=LAB",
  date: "1937",
  provisions: [
    {
      article: "925",
      heading: "[Forum and choice of law for employees who primarily reside and work in California]",
      summary:
        "An employer may not require an employee who primarily resides and works in California, as a condition of employment, to agree to a clause that would make the employee litigate or arbitrate outside California a claim arising in California, or that would take away the substantive protection of California law for a controversy arising there. Such a clause is voidable by the employee; once voided, the dispute is heard in California under California law, and the court may award the employee reasonable attorney's fees. It covers contracts entered into, modified or extended on or after 1 January 2017, and does not apply where the employee was individually represented by counsel in negotiating the forum or governing-law terms.",
      topics: ["employment", "choice-of-forum", "governing-law", "arbitration", "dispute-resolution"],
    },
    {
      article: "2870",
      heading: "[Employee inventions made on the employee's own time: limit on assignment clauses]",
      summary:
        "A clause in an employment agreement that obliges the employee to assign inventions to the employer does not reach an invention the employee developed entirely on their own time without the employer's equipment, supplies, facilities or trade secret information, unless the invention relates, when conceived or reduced to practice, to the employer's business or actual or demonstrably anticipated research or development, or results from work the employee did for the employer. To the extent a clause claims more, it is against California public policy and unenforceable.",
      topics: ["employment", "inventions", "intellectual-property", "assignment"],
    },
    {
      article: "2871",
      heading: "[Employee inventions: no condition of employment; disclosure still allowed]",
      summary:
        "An employer may not make agreeing to a clause that section 2870 renders unenforceable a condition of employment or continued employment. Employers may still require employees to disclose, in confidence, all inventions made during the employment, run a review process to settle whether an invention is covered, and require full title to inventions where a contract with the United States or one of its agencies calls for it.",
      topics: ["employment", "inventions", "intellectual-property", "disclosure"],
    },
    {
      article: "2872",
      heading: "[Employee inventions: written notice of the section 2870 exclusion]",
      summary:
        "An employer whose employment agreement (made after 1 January 1980) requires the employee to assign or offer to assign inventions must, when the agreement is made, give the employee written notice that the agreement does not apply to an invention that qualifies fully under section 2870; in a dispute, the employee claiming the section's benefit carries the burden of proof.",
      topics: ["employment", "inventions", "intellectual-property", "notice"],
    },
  ],
};
