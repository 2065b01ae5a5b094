import type { InstrumentInput } from "../../schema";

/** Information Technology Act, 2000 (Act No. 21 of 2000). */
export const inItAct2000: InstrumentInput = {
  source_id: "in-it-act-2000",
  title: "The Information Technology Act, 2000",
  short_names: ["IT Act", "IT Act 2000", "Information Technology Act", "ITA 2000", "Act No. 21 of 2000"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/13116",
  date: "2000-06-09",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's terms, including computer resource, cyber security, data, electronic record, electronic signature, information and intermediary (any person who receives, stores or transmits electronic records on behalf of others, including platforms and service providers).",
      topics: ["definitions", "cybersecurity", "online-platforms"],
    },
    {
      article: "4",
      heading: "Legal recognition of electronic records",
      summary:
        "Treats a legal requirement that information be in writing or typewritten as satisfied by an electronic record that is accessible for later reference.",
      topics: ["contract", "formation"],
      situations: [
        "is an email or electronic document enough where Indian law needs something in writing",
        "is a digital record accepted as written for a legal requirement in India",
      ],
    },
    {
      article: "10A",
      heading: "Validity of contracts formed through electronic means",
      summary:
        "Provides that a contract is not unenforceable merely because its proposal, acceptance or revocation was communicated in electronic form or by electronic records.",
      topics: ["contract", "formation"],
      situations: [
        "is a contract agreed by email or online click valid in India",
        "I accepted an offer on WhatsApp in India, is the contract enforceable",
      ],
    },
    {
      article: "43",
      heading: "Penalty and compensation for damage to computer, computer system, etc.",
      summary:
        "Makes a person who, without the owner's permission, accesses, downloads, introduces viruses into, damages, disrupts or denies access to a computer system or data, or steals or alters source code, liable to pay damages by way of compensation to the person affected.",
      topics: ["cybersecurity", "liability", "damages"],
      situations: [
        "someone hacked my computer and deleted my data in India, can I claim compensation",
        "a person accessed my laptop without permission and installed a virus",
      ],
    },
    {
      article: "43A",
      heading: "Compensation for failure to protect data",
      summary:
        "Makes a body corporate handling sensitive personal data that negligently fails to maintain reasonable security practices, causing wrongful loss or gain, liable to compensate affected persons. Section 44 of the Digital Personal Data Protection Act, 2023 omits this section once that provision is brought into force.",
      topics: ["security", "sensitive-data", "liability", "damages"],
      situations: [
        "a company leaked my sensitive personal details through careless security; can I claim compensation",
      ],
    },
    {
      article: "66",
      heading: "Computer related offences",
      summary:
        "Makes any act described in section 43 done dishonestly or fraudulently an offence punishable with imprisonment up to three years, fine up to five lakh rupees, or both.",
      topics: ["cybersecurity", "offences", "criminal"],
      situations: [
        "is hacking a crime in India and what is the punishment",
        "someone hacked my email account in India, can I file a criminal case",
      ],
    },
    {
      article: "66C",
      heading: "Punishment for identity theft",
      summary:
        "Punishes fraudulent or dishonest use of another person's electronic signature, password or other unique identification feature with up to three years and fine up to one lakh rupees.",
      topics: ["cybersecurity", "offences", "criminal"],
      situations: [
        "someone used my password to log into my accounts",
      ],
    },
    {
      article: "66D",
      heading: "Punishment for cheating by personation by using computer resource",
      summary:
        "Punishes cheating by personation using any communication device or computer resource with up to three years and fine up to one lakh rupees.",
      topics: ["cybersecurity", "offences", "criminal", "cheating"],
      situations: [
        "someone pretended to be me online to cheat people",
        "a fraudster posing as a bank official tricked me over the phone",
      ],
    },
    {
      article: "66E",
      heading: "Punishment for violation of privacy",
      summary:
        "Punishes intentionally capturing, publishing or transmitting images of a person's private area without consent in circumstances violating privacy, with up to three years, fine up to two lakh rupees, or both.",
      topics: ["offences", "criminal"],
      situations: [
        "someone shared private intimate photos of me without consent",
      ],
    },
    {
      article: "67",
      heading: "Punishment for publishing or transmitting obscene material in electronic form",
      summary:
        "Punishes publishing or transmitting obscene material in electronic form with imprisonment and fine, with higher punishment on subsequent conviction.",
      topics: ["offences", "criminal", "content-moderation"],
      situations: [
        "someone posted obscene material about me online in India, what is the punishment",
        "someone shared obscene videos on social media in India, is it a crime",
      ],
    },
    {
      article: "69",
      heading: "Power to issue directions for interception or monitoring or decryption of any information through any computer resource",
      summary:
        "Empowers the Central or State Government to direct interception, monitoring or decryption of information through any computer resource on grounds such as sovereignty, security and public order, following prescribed safeguards, and obliges intermediaries to assist.",
      topics: ["cybersecurity", "online-platforms"],
      situations: [
        "can the government in India intercept or monitor my phone or computer data",
        "can the Indian government order decryption of my messages",
      ],
    },
    {
      article: "69A",
      heading: "Power to issue directions for blocking for public access of any information through any computer resource",
      summary:
        "Empowers the Central Government to direct blocking of public access to information on specified grounds following the prescribed procedure, and punishes intermediaries who fail to comply.",
      topics: ["online-platforms", "content-moderation"],
      situations: [
        "can the Indian government block a website or social media post",
        "my website was blocked by the Indian government, on what grounds",
      ],
    },
    {
      article: "70B",
      heading: "Indian Computer Emergency Response Team to serve as national agency for incident response",
      summary:
        "Designates CERT-In as the national agency for cyber incident response, empowers it to call for information and give directions, and underpins the 2022 CERT-In directions requiring cyber incidents to be reported within six hours.",
      topics: ["cybersecurity", "incident-reporting"],
      situations: [
        "my company in India had a cyber attack, do we have to report it to CERT-In and how fast",
        "who is India's national agency for cyber incident response and what can it demand",
      ],
    },
    {
      article: "72A",
      heading: "Punishment for disclosure of information in breach of lawful contract",
      summary:
        "Punishes a person, including an intermediary, who while providing services under a lawful contract discloses personal information without consent or in breach of the contract, intending or knowing it is likely to cause wrongful loss or gain, with up to three years, fine up to five lakh rupees, or both.",
      topics: ["offences", "criminal", "security"],
      situations: [
        "a service provider disclosed my personal information without my consent",
      ],
    },
    {
      article: "79",
      heading: "Exemption from liability of intermediary in certain cases",
      summary:
        "Shields intermediaries from liability for third-party information they host or transmit if they do not initiate, select the receiver or modify the transmission, observe due diligence and prescribed guidelines, and remove unlawful content on actual knowledge or government notification.",
      topics: ["online-platforms", "liability", "content-moderation"],
      situations: [
        "is a social media platform liable for what users post in India",
        "the platform refuses to take down defamatory content about me in India",
      ],
    },
  ],
};
