import type { InstrumentInput } from "../../schema";

/** New Zealand Privacy Act 2020 (Public Act 2020 No 31), as amended. */
export const nzPrivacyAct2020: InstrumentInput = {
  source_id: "nz-privacy-act-2020",
  title: "Privacy Act 2020",
  short_names: ["Privacy Act 2020", "NZ Privacy Act", "New Zealand Privacy Act"],
  jurisdiction: "NZ",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.govt.nz/act/public/2020/0031/latest/whole.html",
  date: "2020-06-30",
  provisions: [
    {
      article: "3",
      heading: "Purpose of this Act",
      summary:
        "States that the Act promotes and protects individual privacy by providing a framework for the right to privacy of personal information, including access rights, while recognising other rights and interests, and by giving effect to international obligations such as the OECD Guidelines and the ICCPR.",
      topics: ["principles", "scope"],
    },
    {
      article: "4",
      heading: "Application of this Act",
      summary:
        "Applies the Act to New Zealand agencies wherever they act, to overseas agencies in respect of actions in the course of carrying on business in New Zealand, and to non-resident individuals for information collected or held while in New Zealand, regardless of where the information is held or the individual is located.",
      topics: ["scope"],
      situations: [
        "does the New Zealand Privacy Act apply to an overseas company doing business in New Zealand",
        "does the New Zealand Privacy Act apply to information about visitors to New Zealand",
      ],
    },
    {
      article: "7",
      heading: "Interpretation",
      summary:
        "Defines the Act's key terms, including agency, personal information (information about an identifiable individual), individual, collect, and IPP.",
      topics: ["definitions"],
    },
    {
      article: "8",
      heading: "Meaning of New Zealand agency",
      summary:
        "Defines a New Zealand agency to include individuals ordinarily resident in New Zealand, public sector agencies, New Zealand private sector agencies and courts and tribunals other than in their judicial functions.",
      topics: ["definitions", "scope"],
    },
    {
      article: "9",
      heading: "Meaning of overseas agency",
      summary:
        "Defines an overseas agency as an entity that is not a New Zealand agency, excluding the government of an overseas country and entities performing public functions on behalf of such a government.",
      topics: ["definitions", "scope"],
    },
    {
      article: "22",
      heading: "Information privacy principles",
      summary:
        "Sets out the information privacy principles governing purpose and source of collection, notice, manner of collection, storage and security, access, correction, accuracy, retention, limits on use and disclosure, cross-border disclosure (IPP 12) and unique identifiers, together with IPP 3A on notifying individuals of indirect collection added by the Privacy Amendment Act 2025.",
      topics: ["principles", "transparency", "security", "access-right", "cross-border-transfer"],
      situations: ["what rules must an organisation follow when collecting and using my personal information", "can I ask an organisation for the information it holds about me"],
    },
    {
      article: "23",
      heading: "Application of IPPs in relation to information held overseas",
      summary:
        "Provides how the IPPs apply to personal information that an agency holds outside New Zealand, so that holding or transferring information offshore does not take it outside the principles.",
      topics: ["scope", "cross-border-transfer"],
      situations: [
        "we store personal information overseas, do New Zealand privacy principles still apply",
        "does sending personal information to an overseas cloud take it outside New Zealand privacy principles",
      ],
    },
    {
      article: "24",
      heading: "Relationships between IPPs and other New Zealand law",
      summary:
        "Provides that the access and disclosure principles do not limit other New Zealand legislation that authorises or requires personal information to be made available, and that the IPPs do not derogate from legislative prohibitions or restrictions on its availability.",
      topics: ["scope"],
      situations: [
        "another New Zealand law requires us to disclose personal information, which prevails",
        "can another New Zealand law require us to release personal information despite the Privacy Act",
      ],
    },
    {
      article: "69",
      heading: "Interference with privacy of individual",
      summary:
        "Defines when an agency's action is an interference with an individual's privacy, such as a breach of an IPP, a code of practice or the breach-notification duties that causes harm, or an unjustified refusal of or failure to respond properly to an access or correction request.",
      topics: ["enforcement", "remedies"],
      situations: ["when does an organisation's action count as interfering with my privacy"],
    },
    {
      article: "113",
      heading: "Assessment of likelihood of serious harm being caused by privacy breach",
      summary:
        "Lists the factors an agency must consider when assessing whether a privacy breach is likely to cause serious harm, including mitigating action taken, the sensitivity of the information, the nature of the harm, who has obtained the information and whether it is protected by security measures.",
      topics: ["breach-notification", "impact-assessment"],
      situations: [
        "how do we decide if a privacy breach in New Zealand is likely to cause serious harm",
        "what factors decide whether a privacy breach causes serious harm in New Zealand",
      ],
    },
    {
      article: "114",
      heading: "Agency to notify Commissioner of notifiable privacy breach",
      summary:
        "Requires an agency to notify the Privacy Commissioner as soon as practicable after becoming aware that a notifiable privacy breach has occurred.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "our organisation had a privacy breach, do we need to tell the Privacy Commissioner",
        "a New Zealand company had a privacy breach, must it tell the Commissioner",
      ],
    },
    {
      article: "115",
      heading: "Agency to notify affected individual or give public notice of notifiable privacy breach",
      summary:
        "Requires an agency to notify affected individuals of a notifiable privacy breach as soon as practicable, or to give public notice if individual notification is not reasonably practicable, without identifying affected people.",
      topics: ["breach-notification"],
      situations: [
        "my information was leaked, should the organisation have warned me",
        "a New Zealand company leaked my personal information, should I have been told",
      ],
    },
    {
      article: "116",
      heading: "Exceptions to or delay in complying with requirement to notify affected individuals or give public notice of notifiable privacy breach",
      summary:
        "Allows an agency to delay or dispense with notifying affected individuals or giving public notice in listed circumstances, such as risks to security, defence, the maintenance of the law or a person's health or safety.",
      topics: ["breach-notification"],
      situations: [
        "can we delay telling people about a privacy breach in New Zealand",
        "when can we skip notifying affected people about a privacy breach in New Zealand",
      ],
    },
    {
      article: "117",
      heading: "Requirements for notification",
      summary:
        "Sets out what a breach notification to the Commissioner or to affected individuals must contain, such as a description of the breach, the people and information affected, steps taken in response and contact details.",
      topics: ["breach-notification", "incident-reporting"],
      situations: [
        "what must a privacy breach notification in New Zealand include",
        "what must we tell affected people in a privacy breach notice in New Zealand",
      ],
    },
    {
      article: "118",
      heading: "Offence to fail to notify Commissioner",
      summary:
        "Makes it an offence for an agency, without reasonable excuse, to fail to notify the Commissioner of a notifiable privacy breach, punishable by a fine of up to NZ$10,000; taking steps to address the breach is no defence.",
      topics: ["offences", "penalties", "breach-notification"],
      situations: [
        "what happens if we do not notify the Privacy Commissioner of a serious breach in New Zealand",
        "what is the fine for failing to notify the Privacy Commissioner in New Zealand",
      ],
    },
    {
      article: "124",
      heading: "Issuing compliance notice",
      summary:
        "Lists the factors the Commissioner must consider before issuing a compliance notice, such as the seriousness of the breach, the likelihood of repetition and the number of people affected, and requires the agency to be given a reasonable opportunity to comment first.",
      topics: ["enforcement"],
      situations: [
        "the Privacy Commissioner in New Zealand may issue a compliance notice, what is considered",
        "what must the Privacy Commissioner consider before issuing a compliance notice in New Zealand",
      ],
    },
  ],
};
