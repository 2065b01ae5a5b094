import type { InstrumentInput } from "../../schema";

export const euEprivacyDirective: InstrumentInput = {
  source_id: "eu-eprivacy-directive",
  title:
    "Directive 2002/58/EC of the European Parliament and of the Council of 12 July 2002 concerning the processing of personal data and the protection of privacy in the electronic communications sector (Directive on privacy and electronic communications)",
  short_names: ["ePrivacy Directive", "e-Privacy Directive", "Cookie Directive", "Directive 2002/58/EC", "Directive on privacy and electronic communications"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2002/58/oj",
  date: "2002-07-12",
  provisions: [
    {
      article: "1",
      heading: "Scope and aim",
      summary:
        "Harmonises national rules to ensure an equivalent level of protection of privacy and confidentiality in the processing of personal data in the electronic communications sector, particularising and complementing the general data protection rules.",
      topics: ["scope", "principles"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms such as user, traffic data, location data, communication, call, consent, value added service, electronic mail and personal data breach, otherwise relying on the general data protection and electronic communications definitions.",
      topics: ["definitions"],
    },
    {
      article: "3",
      heading: "Services concerned",
      summary:
        "Applies the Directive to the processing of personal data in connection with publicly available electronic communications services in public communications networks in the Union.",
      topics: ["scope"],
    },
    {
      article: "4",
      heading: "Security of processing",
      summary:
        "Requires providers of publicly available electronic communications services to take appropriate security measures, and to notify personal data breaches to the competent national authority and, where adverse effects are likely, to the affected subscribers or individuals.",
      topics: ["security", "breach-notification"],
    },
    {
      article: "5",
      heading: "Confidentiality of the communications",
      summary:
        "Requires confidentiality of communications and related traffic data, prohibiting interception or surveillance without consent, and allows storing or accessing information on a user's terminal equipment (such as cookies) only with consent after clear information, unless strictly necessary for transmission or a requested service.",
      topics: ["consent", "transparency"],
    },
    {
      article: "6",
      heading: "Traffic data",
      summary:
        "Requires traffic data to be erased or anonymised when no longer needed for transmission, permits processing for billing until the bill can be challenged, and allows marketing or value added services use only with consent that can be withdrawn.",
      topics: ["consent", "principles"],
    },
    {
      article: "7",
      heading: "Itemised billing",
      summary:
        "Gives subscribers the right to receive non-itemised bills and requires national measures reconciling itemised billing with the privacy of calling users and called subscribers.",
      topics: ["consumer-protection"],
    },
    {
      article: "8",
      heading: "Presentation and restriction of calling and connected line identification",
      summary:
        "Requires providers offering calling line identification to let callers block presentation of their number free of charge, and let called subscribers block presentation of incoming numbers and reject anonymous calls.",
      topics: ["consumer-protection"],
    },
    {
      article: "9",
      heading: "Location data other than traffic data",
      summary:
        "Allows location data other than traffic data to be processed only when anonymised or with consent, to the extent and duration needed for a value added service, with prior information and a simple means to temporarily refuse processing.",
      topics: ["consent", "transparency"],
    },
    {
      article: "10",
      heading: "Exceptions",
      summary:
        "Allows providers to override elimination of calling line identification and temporary refusal of location processing in limited cases, such as tracing malicious calls and handling emergency calls.",
      topics: ["scope"],
    },
    {
      article: "11",
      heading: "Automatic call forwarding",
      summary:
        "Requires subscribers to be able, free of charge and by simple means, to stop automatic call forwarding by a third party to their terminal.",
      topics: ["consumer-protection"],
    },
    {
      article: "12",
      heading: "Directories of subscribers",
      summary:
        "Requires subscribers to be informed free of charge before being included in public directories and to be able to decide whether and which personal data are included, verify, correct or withdraw them.",
      topics: ["consent", "transparency"],
    },
    {
      article: "13",
      heading: "Unsolicited communications",
      summary:
        "Permits direct marketing by automated calling, fax or electronic mail only with prior consent, subject to a soft opt-in for existing customers for similar products with an easy opt-out, and bans disguising the sender or omitting a valid opt-out address.",
      topics: ["consent", "objection", "consumer-protection"],
    },
    {
      article: "14",
      heading: "Technical features and standardisation",
      summary:
        "Prevents mandatory technical requirements on terminal or other equipment that could impede the internal market, while allowing measures to ensure equipment is built to safeguard users' personal data and privacy.",
      topics: ["security"],
    },
    {
      article: "15",
      heading: "Application of certain provisions of Directive 95/46/EC",
      summary:
        "Allows Member States to restrict certain rights and obligations, including by data retention measures, where necessary, appropriate and proportionate for national security, defence, public security or criminal law enforcement, and extends general data protection remedies to this Directive.",
      topics: ["scope", "remedies"],
    },
    {
      article: "15a",
      heading: "Implementation and enforcement",
      summary:
        "Requires Member States to set effective, proportionate and dissuasive penalties for infringements, to give competent authorities powers to order cessation and to investigate, and to cooperate across borders.",
      topics: ["enforcement", "penalties"],
    },
  ],
};
