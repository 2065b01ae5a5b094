import type { InstrumentInput } from "../../schema";

/** The Constitution of India (adopted 26 November 1949): the articles the litigation tools cite. */
export const inConstitutionOfIndia: InstrumentInput = {
  source_id: "in-constitution-of-india",
  title: "The Constitution of India",
  short_names: ["Constitution of India", "Indian Constitution", "Constitution"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "article",
  official_url: "https://legislative.gov.in/constitution-of-india/",
  date: "1949-11-26",
  provisions: [
    {
      article: "12",
      heading: "Definition",
      summary:
        "Defines \"the State\" for Part III to include the Government and Parliament of India, State Governments and Legislatures, and all local or other authorities in India or under the control of the Government of India.",
      topics: ["constitutional", "definitions", "writs"],
    },
    {
      article: "14",
      heading: "Equality before law",
      summary: "Forbids the State to deny any person equality before the law or the equal protection of the laws within India.",
      topics: ["constitutional", "fundamental-rights"],
    },
    {
      article: "21",
      heading: "Protection of life and personal liberty",
      summary: "Protects every person from deprivation of life or personal liberty except according to procedure established by law.",
      topics: ["constitutional", "fundamental-rights"],
    },
    {
      article: "32",
      heading: "Remedies for enforcement of rights conferred by this Part",
      summary:
        "Guarantees the right to move the Supreme Court for enforcement of the fundamental rights in Part III and empowers it to issue directions, orders or writs, including habeas corpus, mandamus, prohibition, quo warranto and certiorari.",
      topics: ["constitutional", "writs", "fundamental-rights"],
    },
    {
      article: "136",
      heading: "Special leave to appeal by the Supreme Court",
      summary:
        "Gives the Supreme Court discretion to grant special leave to appeal from any judgment, decree, order or sentence of any court or tribunal in India, except military tribunals.",
      topics: ["constitutional", "appeals"],
    },
    {
      article: "141",
      heading: "Law declared by Supreme Court to be binding on all courts",
      summary: "Makes the law declared by the Supreme Court binding on all courts within India.",
      topics: ["constitutional"],
    },
    {
      article: "142",
      heading: "Enforcement of decrees and orders of Supreme Court and orders as to discovery, etc.",
      summary: "Lets the Supreme Court pass any decree or order needed for complete justice in a matter before it, enforceable throughout India.",
      topics: ["constitutional", "remedies"],
    },
    {
      article: "226",
      heading: "Power of High Courts to issue certain writs",
      summary:
        "Empowers every High Court to issue directions, orders or writs to any person or authority within its territory, for enforcing fundamental rights and for any other purpose, and also where the cause of action arises within its territory wholly or in part.",
      topics: ["constitutional", "writs"],
    },
    {
      article: "227",
      heading: "Power of superintendence over all courts by the High Court",
      summary: "Gives every High Court superintendence over all courts and tribunals in its territory, other than military tribunals.",
      topics: ["constitutional", "writs"],
    },
    {
      article: "300A",
      heading: "Persons not to be deprived of property save by authority of law",
      summary: "Protects a person from being deprived of property except by authority of law; the right to property is a constitutional, not a fundamental, right.",
      topics: ["constitutional", "property"],
    },
  ],
};
