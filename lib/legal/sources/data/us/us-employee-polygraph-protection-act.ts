import type { InstrumentInput } from "../../schema";

/**
 * Employee Polygraph Protection Act of 1988, 29 U.S.C. chapter 22.
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usEmployeePolygraphProtectionAct: InstrumentInput = {
  source_id: "us-employee-polygraph-protection-act",
  title: "Employee Polygraph Protection Act of 1988",
  short_names: ["EPPA", "Employee Polygraph Protection Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter22&edition=prelim",
  date: "1988-06-27",
  provisions: [
    {
      article: "2001",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including lie detector (polygraph, deceptograph, voice stress analyser and similar devices) and polygraph.",
      topics: ["employment", "privacy", "definitions"],
      situations: [
        "does a voice stress test at work count as a lie detector",
      ],
    },
    {
      article: "2002",
      heading: "Prohibitions on lie detector use",
      summary:
        "Makes it unlawful for most private employers to require, request or suggest that an employee or job applicant take a lie detector test, to use or ask about the results of one, or to discipline, discharge or refuse to hire someone for refusing a test or on the basis of its results, or for exercising rights under the Act.",
      topics: ["employment", "privacy", "hiring", "dismissal"],
      situations: [
        "the company wants me to take a polygraph as part of the job interview",
        "I was fired for refusing a lie detector test after money went missing",
        "can my employer ask whether I have ever taken a polygraph",
      ],
    },
    {
      article: "2003",
      heading: "Notice of protection",
      summary:
        "Requires each employer to post, where notices to employees and applicants are customarily posted, the Department of Labor's notice summarising the Act.",
      topics: ["employment", "privacy", "notice"],
      situations: [
        "does my employer have to tell us about our rights on lie detector tests",
      ],
    },
    {
      article: "2005",
      heading: "Enforcement provisions",
      summary:
        "Provides for enforcement: civil penalties of up to $10,000 assessed by the Secretary of Labor, injunctions, and private suits by employees or applicants for legal and equitable relief such as employment, reinstatement, promotion and lost wages, brought within 3 years.",
      topics: ["employment", "privacy", "remedies", "limitation-period"],
      situations: [
        "how long do I have to sue over a lie detector test my employer forced on me",
      ],
    },
    {
      article: "2006",
      heading: "Exemptions",
      summary:
        "Exempts federal, state and local government employers and certain national defence and security testing, and allows limited testing in ongoing investigations of economic loss such as theft, by security services firms, and by drug manufacturers and distributors, subject to section 2007.",
      topics: ["employment", "privacy", "scope"],
      situations: [
        "can the police department make applicants take a polygraph",
        "can my employer polygraph me during a theft investigation",
      ],
    },
    {
      article: "2007",
      heading: "Restrictions on use of exemptions",
      summary:
        "Restricts the exemptions: an employee may not be disciplined on the basis of test results alone, and examinees get rights such as written notice, the right to stop the test, no degrading or intrusive questions (for example about religion, politics or sex), and limits on examiners and the length of tests.",
      topics: ["employment", "privacy"],
      situations: [
        "the polygraph examiner asked about my sex life, is that allowed",
      ],
    },
    {
      article: "2008",
      heading: "Disclosure of information",
      summary:
        "Forbids anyone other than the examinee to disclose information from a polygraph test, except that the examiner may disclose it to the examinee or a person the examinee designates in writing, the employer that requested the test, or a court or agency under a court order, and the employer only to those persons or to a government agency for admissions of criminal conduct.",
      topics: ["employment", "privacy", "confidentiality"],
      situations: [
        "can my employer share my polygraph results with other companies",
      ],
    },
    {
      article: "2009",
      heading: "Effect on other law and agreements",
      summary:
        "Preserves state laws and collective agreements that are more restrictive of lie detector tests than the Act.",
      topics: ["employment", "privacy", "state-law"],
      situations: [
        "my state bans workplace polygraphs entirely, which law applies",
      ],
    },
  ],
};
