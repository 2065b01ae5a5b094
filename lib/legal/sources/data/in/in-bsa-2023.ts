import type { InstrumentInput } from "../../schema";

/** Bharatiya Sakshya Adhiniyam, 2023 (Act No. 47 of 2023), in force from 1 Jul 2024, replacing the Indian Evidence Act 1872. */
export const inBsa2023: InstrumentInput = {
  source_id: "in-bsa-2023",
  title: "The Bharatiya Sakshya Adhiniyam, 2023",
  short_names: ["Bharatiya Sakshya Adhiniyam", "BSA", "BSA 2023", "Sakshya Adhiniyam", "Act No. 47 of 2023"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2023-12-25",
  provisions: [
    {
      article: "1",
      heading: "Short title, application and commencement",
      summary: "Names the Adhiniyam and applies it to judicial proceedings in or before any court, but not to affidavits or arbitration proceedings.",
      topics: ["evidence", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary: "Defines the terms the Adhiniyam uses, among them court, document (which includes electronic and digital records), evidence, fact and proved.",
      topics: ["evidence", "definitions"],
    },
    {
      article: "63",
      heading: "Admissibility of electronic records",
      summary: "Treats information in an electronic record produced by a computer or communication device as a document admissible without the original, if the listed conditions are met and a certificate in the prescribed form accompanies it; it takes the place of the Evidence Act's section 65B.",
      topics: ["evidence", "electronic-records"],
    },
    {
      article: "170",
      heading: "Repeal and savings",
      summary: "Repeals the Indian Evidence Act 1872 while saving proceedings pending when the Adhiniyam came into force, which continue as if it had not been enacted.",
      topics: ["evidence", "transition"],
    },
  ],
};
