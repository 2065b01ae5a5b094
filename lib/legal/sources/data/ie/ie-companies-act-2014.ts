import type { InstrumentInput } from "../../schema";

/** Ireland's Companies Act 2014: forming a private company limited by shares, its constitution, authority to bind it and the oppression remedy. */
export const ieCompaniesAct2014: InstrumentInput = {
  source_id: "ie-companies-act-2014",
  title: "Companies Act 2014 (No. 38 of 2014)",
  short_names: ["Companies Act 2014", "CA 2014", "Companies Act 2014 (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/2014/act/38/front/revised/en/html",
  date: "2014-12-23",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "17",
      heading: "Way of forming private company limited by shares",
      summary: "Allows one or more persons to form a private company limited by shares by subscribing to a constitution and registering it with the Registrar.",
      topics: ["company-law", "incorporation"],
      situations: ["how do I set up a limited company in Ireland"],
    },
    {
      article: "18",
      heading: "Company to carry on activity in the State and prohibition of certain activities",
      summary: "Permits registration only where the company will carry on an activity in the State and bars a private company limited by shares from certain regulated activities.",
      topics: ["company-law", "incorporation"],
    },
    {
      article: "19",
      heading: "Form of the constitution",
      summary: "Requires the constitution of a private company limited by shares to be in the form set out in the Act, a single document that may include supplemental regulations.",
      topics: ["company-law", "constitution"],
    },
    {
      article: "20",
      heading: "Restriction on amendment of constitution",
      summary: "Prevents a member from being bound by an amendment of the constitution made after becoming a member that requires them to take more shares or increases their liability, unless they agree in writing.",
      topics: ["company-law", "constitution", "shareholders"],
    },
    {
      article: "25",
      heading: "Effect of registration",
      summary: "Makes the company, from the date in the certificate of incorporation, a body corporate able to exercise its functions, with the subscribers as members, and makes the certificate conclusive evidence of compliance with registration requirements.",
      topics: ["company-law", "incorporation", "legal-personality"],
    },
    {
      article: "27",
      heading: "Trading under a misleading name",
      summary: "Makes it an offence for a person that is not a private company limited by shares to trade under a name ending in \"limited\" or \"teoranta\".",
      topics: ["company-law", "company-name"],
    },
    {
      article: "30",
      heading: "Change of name",
      summary: "Allows a company to change its name by special resolution with the Registrar's approval, without affecting its rights or obligations or legal proceedings.",
      topics: ["company-law", "company-name"],
    },
    {
      article: "31",
      heading: "Effect of constitution",
      summary: "Binds the company and its members by the constitution as if each member had signed it and agreed to observe it.",
      topics: ["company-law", "constitution", "shareholders"],
    },
    {
      article: "32",
      heading: "Amendment of constitution by special resolution",
      summary: "Allows a company to amend its constitution by special resolution, subject to the Act.",
      topics: ["company-law", "constitution", "resolutions"],
    },
    {
      article: "40",
      heading: "Persons authorised to bind company",
      summary: "Deems the board and any registered person to be authorised to bind the company in favour of a person dealing with it in good faith, notwithstanding limits in the constitution.",
      topics: ["company-law", "directors", "authority"],
      situations: ["a director in Ireland signed a contract he wasn't supposed to; is the company bound"],
    },
    {
      article: "45",
      heading: "Pre-incorporation contracts",
      summary: "Allows a company to ratify a contract made on its behalf before incorporation, and makes the person who acted liable on it unless and until it is ratified.",
      topics: ["company-law", "contracts", "incorporation"],
    },
    {
      article: "47",
      heading: "Liability for use of incorrect company name",
      summary: "Makes an officer or person who signs or authorises a cheque, order or similar document in which the company's name is not correctly stated personally liable for the amount unless the company pays.",
      topics: ["company-law", "company-name", "personal-liability"],
    },
    {
      article: "50",
      heading: "Registered office of company",
      summary: "Requires a company to have a registered office in the State to which communications and notices may be addressed, and to notify changes to the Registrar.",
      topics: ["company-law", "registered-office"],
    },
    {
      article: "117",
      heading: "Profits available for distribution",
      summary:
        "Forbids a company to make a distribution except out of profits available for the purpose, which are its accumulated realised profits not already distributed or capitalised, less its accumulated realised losses not already written off in a proper capital reduction or reorganisation; unrealised profits may not be used to pay up debentures or unpaid share capital.",
      topics: ["company-law", "distributions", "dividends", "capital-maintenance"],
      situations: [
        "can my Irish company pay a dividend this year if it still has losses from earlier years",
        "is a rise in our property's value profit we can pay out to shareholders in Ireland",
      ],
    },
    {
      article: "212",
      heading: "Remedy in case of oppression",
      summary: "Allows a member to apply to court where the company's affairs are being conducted, or directors' powers exercised, oppressively to any member or in disregard of members' interests, and allows the court to make any order it thinks fit, including regulating the company's affairs or ordering a share purchase.",
      topics: ["company-law", "shareholders", "minority-protection", "remedies"],
      situations: ["the majority shareholders in our Irish company are freezing me out"],
    },
  ],
};
