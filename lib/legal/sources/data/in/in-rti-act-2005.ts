import type { InstrumentInput } from "../../schema";

export const inRtiAct2005: InstrumentInput = {
  source_id: "in-rti-act-2005",
  title: "The Right to Information Act, 2005 (Act No. 22 of 2005)",
  short_names: ["Right to Information Act, 2005", "Right to Information Act 2005", "RTI Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2065",
  date: "2005-06-15",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Right to information",
      summary: "Subject to the Act, all citizens have the right to information held by or under the control of public authorities.",
      topics: ["government", "transparency", "access-right"],
      situations: ["can I ask a government office for copies of its files", "do I have a legal right to see government records"],
    },
    {
      article: "4",
      heading: "Obligations of public authorities",
      summary:
        "Public authorities must keep records catalogued and indexed, computerise them where appropriate, and proactively publish details of their organisation, functions, powers, rules, budgets, subsidy programmes, officers and decision-making, updating them regularly.",
      topics: ["government", "transparency", "records"],
      situations: ["the department has not published its rules and officer list online", "which information must a government office publish without being asked"],
    },
    {
      article: "6",
      heading: "Request for obtaining information",
      summary:
        "A person seeking information applies in writing or electronically, in English, Hindi or the local official language, with the prescribed fee, to the Public Information Officer, without having to give reasons; an application meant for another authority must be transferred within five days.",
      topics: ["government", "transparency", "procedure", "access-right"],
      situations: [
        "how do I file an RTI application",
        "do I have to explain why I want the information under RTI",
        "I sent my RTI to the wrong department",
      ],
    },
    {
      article: "7",
      heading: "Disposal of request",
      summary:
        "The Public Information Officer must provide the information or reject the request with reasons within thirty days (forty-eight hours where life or liberty is involved); no reply in time is deemed refusal, further fees must be intimated, and information is free for people below the poverty line or when supplied late.",
      topics: ["government", "transparency", "deadlines", "access-right"],
      situations: ["it has been 40 days and no reply to my RTI", "how quickly must the government answer an RTI about someone's detention"],
    },
    {
      article: "8",
      heading: "Exemption from disclosure of information",
      summary:
        "Exempts from disclosure information affecting sovereignty, security or strategic interests, information forbidden by courts, breaching legislative privilege, commercial confidence or trade secrets (unless larger public interest), fiduciary information, foreign-government confidences, information endangering life or safety, impeding investigation, cabinet papers until decisions are taken, and personal information under clause (j) (which the Digital Personal Data Protection Act, 2023 amends); information over twenty years old is largely disclosable.",
      topics: ["government", "transparency", "exemptions", "personal-data"],
      situations: [
        "my RTI was refused citing personal information",
        "can they refuse RTI saying the matter is under investigation",
        "can I get a company's bid documents from a government tender through RTI",
      ],
    },
    {
      article: "11",
      heading: "Third party information",
      summary:
        "Before disclosing information supplied by or relating to a third party that it treats as confidential, the PIO must give the third party written notice and a chance to object, and decide taking the public interest into account.",
      topics: ["government", "transparency", "confidentiality"],
      situations: ["the government wants to disclose information my company gave it under RTI", "the RTI officer must hear me before releasing data about my business"],
    },
    {
      article: "19",
      heading: "Appeal",
      summary:
        "A person who gets no decision or is aggrieved may file a first appeal to a senior officer within thirty days, decided within thirty (up to forty-five) days, and a second appeal to the Central or State Information Commission within ninety days of the first appellate decision; the burden of justifying a denial is on the PIO.",
      topics: ["government", "transparency", "appeals"],
      situations: ["my RTI was rejected; how do I appeal", "the first appeal also failed; where do I go next"],
    },
    {
      article: "20",
      heading: "Penalties",
      summary:
        "An Information Commission may fine a PIO who without reasonable cause refused an application, did not reply in time, denied information malafide, gave false information or destroyed it, Rs 250 per day up to Rs 25,000, after hearing the officer, and may recommend disciplinary action.",
      topics: ["government", "transparency", "penalties"],
      situations: ["can the information officer be fined for ignoring my RTI", "the information officer gave me false information under RTI"],
    },
  ],
};
