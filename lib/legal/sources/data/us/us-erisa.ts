import type { InstrumentInput } from "../../schema";

/**
 * Employee Retirement Income Security Act of 1974, title I, 29 U.S.C. chapter 18 (selected sections; continuation
 * coverage, §§ 1161 ff., is in the us-cobra file). Section numbers and headings checked against the Office of the Law
 * Revision Counsel's text of the Code (2022).
 */
export const usErisa: InstrumentInput = {
  source_id: "us-erisa",
  title: "Employee Retirement Income Security Act of 1974",
  short_names: ["ERISA", "Employee Retirement Income Security Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "29 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title29/chapter18&edition=prelim",
  date: "1974-09-02",
  provisions: [
    {
      article: "1001",
      heading: "Congressional findings and declaration of policy",
      summary:
        "States Congress's findings on the growth of employee benefit plans and its policy of protecting participants and beneficiaries by requiring disclosure and reporting, standards of conduct for fiduciaries, and access to the federal courts.",
      topics: ["employment", "benefits", "pensions", "principles"],
      situations: [
        "what does federal law do to protect my workplace pension",
      ],
    },
    {
      article: "1002",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including employee welfare benefit plan (health, disability, severance and similar plans), employee pension benefit plan, participant, beneficiary, fiduciary, defined contribution and defined benefit plans.",
      topics: ["employment", "benefits", "pensions", "definitions"],
      situations: [
        "is my employer's severance plan covered by ERISA",
        "am I a participant in my company's 401(k) plan",
      ],
    },
    {
      article: "1021",
      heading: "Duty of disclosure and reporting",
      summary:
        "Requires the administrator of each employee benefit plan to furnish participants and beneficiaries with a summary plan description and summaries of material modifications, annual reports and other required information.",
      topics: ["employment", "benefits", "pensions", "disclosure"],
      situations: [
        "my employer never gave me a description of my retirement plan",
      ],
    },
    {
      article: "1022",
      heading: "Summary plan description",
      summary:
        "Requires the summary plan description to be written so as to be understood by the average participant and to be accurate and comprehensive about rights and obligations, including eligibility, vesting, benefits, claims procedures and circumstances that may cause loss of benefits.",
      topics: ["employment", "benefits", "pensions", "disclosure"],
      situations: [
        "what must the plan summary tell me about losing my benefits",
      ],
    },
    {
      article: "1024",
      heading: "Filing with Secretary and furnishing information to participants and certain employers",
      summary:
        "Requires plan documents to be filed with the Secretary of Labor and lets a participant request copies of the latest summary plan description, annual report, trust agreement, contract and other instruments under which the plan operates, for a reasonable charge.",
      topics: ["employment", "benefits", "pensions", "records", "access-rights"],
      situations: [
        "how do I get a copy of my pension plan's governing documents",
      ],
    },
    {
      article: "1052",
      heading: "Minimum participation standards",
      summary:
        "Sets minimum participation standards: a pension plan generally may not require, as a condition of participation, an age above 21 or more than one year of service (two years with full immediate vesting).",
      topics: ["employment", "benefits", "pensions", "eligibility"],
      situations: [
        "my employer says I cannot join the retirement plan until I have worked three years",
      ],
    },
    {
      article: "1053",
      heading: "Minimum vesting standards",
      summary:
        "Sets minimum vesting standards: employees' own contributions are always fully vested, and employer contributions must vest on a schedule no slower than those the section allows (such as three-year cliff or two-to-six-year graded vesting for defined contribution plans).",
      topics: ["employment", "benefits", "pensions", "vesting"],
      situations: [
        "I am leaving after two years, do I keep my employer's 401(k) matching contributions",
      ],
    },
    {
      article: "1056",
      heading: "Form and payment of benefits",
      summary:
        "Regulates the form and payment of benefits, including when benefit payments must begin and the general ban on assigning or alienating pension benefits, except for qualified domestic relations orders.",
      topics: ["employment", "benefits", "pensions", "divorce"],
      situations: [
        "can my pension be divided in my divorce",
        "can a creditor take my pension",
      ],
    },
    {
      article: "1104",
      heading: "Fiduciary duties",
      summary:
        "Requires plan fiduciaries to act solely in the interest of participants and beneficiaries, for the exclusive purpose of providing benefits and defraying reasonable expenses, with the care, skill, prudence and diligence of a prudent person, diversifying investments and following plan documents.",
      topics: ["employment", "benefits", "pensions", "fiduciary-duties"],
      situations: [
        "our retirement plan is full of high-fee funds, is that a breach of duty",
        "the company invested the pension plan in its own failing business",
      ],
    },
    {
      article: "1106",
      heading: "Prohibited transactions",
      summary:
        "Prohibits fiduciaries from causing the plan to engage in listed transactions with parties in interest, such as sales, loans or transfers of plan assets, and from self-dealing with plan assets.",
      topics: ["employment", "benefits", "pensions", "conflict-of-interest"],
      situations: [
        "the plan trustee lent pension money to his own company",
      ],
    },
    {
      article: "1109",
      heading: "Liability for breach of fiduciary duty",
      summary:
        "Makes a fiduciary who breaches fiduciary duties personally liable to make good the plan's losses and restore any profits made through use of plan assets, and subject to other equitable relief, including removal.",
      topics: ["employment", "benefits", "pensions", "liability"],
      situations: [
        "who has to repay the plan for money lost by bad investments",
      ],
    },
    {
      article: "1132",
      heading: "Civil enforcement",
      summary:
        "Lets participants and beneficiaries sue to recover benefits due, enforce their rights under the plan or clarify future benefits, obtain relief for fiduciary breaches and obtain statutory penalties for failure to supply requested documents, and lets the court award attorney's fees.",
      topics: ["employment", "benefits", "pensions", "remedies", "litigation"],
      situations: [
        "my disability benefit claim was denied, can I sue",
        "the plan administrator ignored my request for documents for months",
      ],
    },
    {
      article: "1140",
      heading: "Interference with protected rights",
      summary:
        "Makes it unlawful to discharge, fine, suspend, expel, discipline or discriminate against a participant for exercising plan rights or to interfere with the attainment of rights under a plan, such as firing someone to prevent their pension from vesting.",
      topics: ["employment", "benefits", "pensions", "retaliation", "dismissal"],
      situations: [
        "I was fired right before my pension vested",
        "my employer cut my hours to keep me out of the health plan",
      ],
    },
    {
      article: "1144",
      heading: "Other laws",
      summary:
        "Preempts state laws insofar as they relate to employee benefit plans, while saving state laws regulating insurance, banking or securities and generally applicable criminal laws.",
      topics: ["employment", "benefits", "pensions", "state-law", "preemption"],
      situations: [
        "does my state's insurance law apply to my employer's health plan",
      ],
    },
  ],
};
