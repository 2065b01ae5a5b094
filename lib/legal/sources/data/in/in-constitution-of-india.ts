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
      situations: [
        "is a government company or university 'the State' for fundamental rights in India",
        "can I enforce fundamental rights against a government-controlled body in India",
      ],
    },
    {
      article: "14",
      heading: "Equality before law",
      summary: "Forbids the State to deny any person equality before the law or the equal protection of the laws within India.",
      topics: ["constitutional", "fundamental-rights"],
      situations: [
        "the government treated me unequally compared to others, is that allowed in India",
        "a government policy in India discriminates arbitrarily, can I challenge it",
      ],
    },
    {
      article: "21",
      heading: "Protection of life and personal liberty",
      summary: "Protects every person from deprivation of life or personal liberty except according to procedure established by law.",
      topics: ["constitutional", "fundamental-rights"],
      situations: [
        "the police detained me without following the law in India, what right protects me",
        "does the right to life in India include privacy",
      ],
    },
    {
      article: "32",
      heading: "Remedies for enforcement of rights conferred by this Part",
      summary:
        "Guarantees the right to move the Supreme Court for enforcement of the fundamental rights in Part III and empowers it to issue directions, orders or writs, including habeas corpus, mandamus, prohibition, quo warranto and certiorari.",
      topics: ["constitutional", "writs", "fundamental-rights"],
      situations: [
        "how do I go directly to the Supreme Court for violation of my fundamental rights",
        "how do I file a writ petition in the Supreme Court of India",
      ],
    },
    {
      article: "136",
      heading: "Special leave to appeal by the Supreme Court",
      summary:
        "Gives the Supreme Court discretion to grant special leave to appeal from any judgment, decree, order or sentence of any court or tribunal in India, except military tribunals.",
      topics: ["constitutional", "appeals"],
      situations: [
        "can I appeal to the Supreme Court of India by special leave petition",
        "can I file an SLP against a High Court judgment in India",
      ],
    },
    {
      article: "141",
      heading: "Law declared by Supreme Court to be binding on all courts",
      summary: "Makes the law declared by the Supreme Court binding on all courts within India.",
      topics: ["constitutional"],
      situations: [
        "are lower courts bound by Supreme Court judgments in India",
        "is a Supreme Court ruling binding on the High Courts in India",
      ],
    },
    {
      article: "142",
      heading: "Enforcement of decrees and orders of Supreme Court and orders as to discovery, etc.",
      summary: "Lets the Supreme Court pass any decree or order needed for complete justice in a matter before it, enforceable throughout India.",
      topics: ["constitutional", "remedies"],
      situations: [
        "can the Supreme Court of India do complete justice beyond the law",
        "what is the Supreme Court's power to do complete justice in India",
      ],
    },
    {
      article: "226",
      heading: "Power of High Courts to issue certain writs",
      summary:
        "Empowers every High Court to issue directions, orders or writs to any person or authority within its territory, for enforcing fundamental rights and for any other purpose, and also where the cause of action arises within its territory wholly or in part.",
      topics: ["constitutional", "writs"],
      situations: [
        "how do I file a writ petition in the High Court against a government authority",
        "can the High Court issue a writ of mandamus against a government office in India",
      ],
    },
    {
      article: "227",
      heading: "Power of superintendence over all courts by the High Court",
      summary: "Gives every High Court superintendence over all courts and tribunals in its territory, other than military tribunals.",
      topics: ["constitutional", "writs"],
      situations: [
        "can the High Court supervise a lower court or tribunal in India",
        "can I challenge a tribunal's order under the High Court's supervisory power",
      ],
    },
    {
      article: "300A",
      heading: "Persons not to be deprived of property save by authority of law",
      summary: "Protects a person from being deprived of property except by authority of law; the right to property is a constitutional, not a fundamental, right.",
      topics: ["constitutional", "property"],
      situations: [
        "the government took my land in India without a law allowing it",
        "can the government acquire my property in India without compensation",
      ],
    },
  ],
};
