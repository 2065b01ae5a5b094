import type { InstrumentInput } from "../../schema";

export const euPayTransparencyDirective: InstrumentInput = {
  source_id: "eu-pay-transparency-directive",
  title: "Directive (EU) 2023/970 of the European Parliament and of the Council of 10 May 2023 to strengthen the application of the principle of equal pay for equal work or work of equal value between men and women through pay transparency and enforcement mechanisms",
  short_names: ["Pay Transparency Directive", "Directive (EU) 2023/970", "Directive 2023/970", "EU Pay Transparency Directive"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2023/970/oj",
  date: "2023-05-10",
  provisions: [
    {
      article: "4",
      heading: "Equal work and work of equal value",
      summary: "Requires employers to have pay structures ensuring equal pay for equal work or work of equal value, assessed by objective gender-neutral criteria such as skills, effort, responsibility and working conditions.",
      topics: ["employment", "equal-pay", "discrimination"],
    },
    {
      article: "5",
      heading: "Pay transparency prior to employment",
      summary: "Entitles job applicants to information from the prospective employer about the initial pay or its range, based on objective gender-neutral criteria, in the job advertisement or before the interview, and prohibits employers from asking applicants about their pay history.",
      topics: ["employment", "equal-pay", "recruitment", "pay-transparency"],
      situations: ["the interviewer asked what I earn in my current job", "does the employer have to tell me the salary range before the interview"],
    },
    {
      article: "6",
      heading: "Transparency of pay setting and pay progression policy",
      summary: "Requires employers to make easily accessible to workers the criteria used to determine pay, pay levels and pay progression, which must be objective and gender-neutral.",
      topics: ["employment", "pay-transparency"],
    },
    {
      article: "7",
      heading: "Right to information",
      summary: "Entitles workers to request and receive in writing information on their individual pay level and the average pay levels, broken down by sex, for categories of workers doing the same work or work of equal value, within two months; prohibits terms preventing workers from disclosing their pay.",
      topics: ["employment", "equal-pay", "pay-transparency"],
      situations: ["can I find out what my colleagues of the other sex earn on average", "my contract forbids me from telling anyone my salary"],
    },
    {
      article: "9",
      heading: "Reporting on pay gap between female and male workers",
      summary: "Requires employers with 100 or more workers to report on the gender pay gap and related indicators, annually from 250 workers and every three years for smaller ones, with phased first reporting dates.",
      topics: ["employment", "equal-pay", "reporting"],
    },
    {
      article: "10",
      heading: "Joint pay assessment",
      summary: "Requires employers subject to reporting to carry out a joint pay assessment with workers' representatives where a gap of at least five percent in a category is not justified by objective gender-neutral criteria and not remedied within six months.",
      topics: ["employment", "equal-pay", "reporting"],
    },
    {
      article: "16",
      heading: "Right to compensation",
      summary: "Entitles any worker who has suffered damage from an infringement of equal pay rights to full compensation, including back pay, related bonuses or payments in kind, compensation for lost opportunities and non-material damage, and interest.",
      topics: ["employment", "equal-pay", "damages"],
    },
    {
      article: "18",
      heading: "Shift of the burden of proof",
      summary: "Places on the employer the burden of proving there was no pay discrimination where a worker establishes facts from which it may be presumed, and where the employer failed to meet its pay transparency obligations.",
      topics: ["employment", "equal-pay", "burden-of-proof"],
    },
  ],
};
