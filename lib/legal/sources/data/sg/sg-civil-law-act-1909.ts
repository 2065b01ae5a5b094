import type { InstrumentInput } from "../../schema";

/**
 * Singapore Civil Law Act 1909 (2020 Revised Edition), selected sections. Section numbers and headings checked against
 * the 2020 Revised Edition's arrangement of sections on Singapore Statutes Online.
 */
export const sgCivilLawAct1909: InstrumentInput = {
  source_id: "sg-civil-law-act-1909",
  title: "Civil Law Act 1909 (2020 Revised Edition)",
  short_names: ["Civil Law Act 1909", "Civil Law Act (Singapore)", "CLA 1909"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/CLA1909",
  date: "1909",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "5",
      heading: "Agreement by way of gaming or wagering to be null and void",
      summary:
        "Makes agreements by way of gaming or wagering null and void, so that money or value said to be won on a wager, or deposited with someone to abide the outcome, generally cannot be recovered through the courts.",
      topics: ["contract", "void-agreements", "gambling"],
      situations: [
        "my friend lost a bet with me in Singapore and will not pay, can I sue",
        "can I go to court to collect a gambling debt in Singapore",
      ],
    },
    {
      article: "6",
      heading: "Contracts which must be evidenced in writing",
      summary:
        "Prevents a court action on certain contracts, including a promise to answer for another person's debt or default (a guarantee) and a contract for the sale or other disposition of immovable property or an interest in it, unless the agreement or a note of it is in writing and signed by the person to be charged or someone authorised by them.",
      topics: ["contract", "formalities", "guarantees", "real-estate"],
      situations: [
        "I agreed orally to buy a flat in Singapore, is that binding",
        "my uncle verbally promised to cover my friend's loan, can the bank hold him to it",
      ],
    },
  ],
};
