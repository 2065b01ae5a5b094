import type { InstrumentInput } from "../../schema";

/** Virginia Consumer Data Protection Act, Va. Code Title 59.1, Chapter 53 (§ 59.1-575 et seq.). */
export const usVaCdpa: InstrumentInput = {
  source_id: "us-va-cdpa",
  title: "Consumer Data Protection Act (Code of Virginia, Title 59.1, Chapter 53)",
  short_names: ["VCDPA", "CDPA", "Virginia Consumer Data Protection Act", "Virginia CDPA"],
  jurisdiction: "US-VA",
  kind: "statute",
  provision_label: "section",
  codified_at: "Va. Code",
  official_url: "https://law.lis.virginia.gov/vacode/title59.1/chapter53/",
  date: "2021-03-02",
  provisions: [
    {
      article: "59.1-575",
      heading: "Definitions",
      summary:
        "Defines the chapter's terms, including consumer (a Virginia resident acting in an individual or household context, not a commercial or employment one), controller, processor, personal data, sensitive data, sale of personal data, targeted advertising, profiling and consent.",
      topics: ["definitions", "sensitive-data"],
    },
    {
      article: "59.1-576",
      heading: "Scope; exemptions",
      summary:
        "Applies the chapter to persons doing business in Virginia or targeting its residents that control or process personal data of at least 100,000 consumers a year, or of at least 25,000 consumers while deriving over half their gross revenue from selling personal data, and exempts public bodies, financial institutions subject to the GLBA, HIPAA-covered entities, nonprofits and higher education, and listed data.",
      topics: ["scope"],
    },
    {
      article: "59.1-577",
      heading: "Personal data rights; consumers",
      summary:
        "Gives consumers rights to confirm and access processing, correct inaccuracies, delete data, obtain a portable copy and opt out of targeted advertising, sale and profiling with significant effects; controllers must answer within 45 days (extendable once by 45 days) and provide an appeal process.",
      topics: ["data-subject-rights", "access-right", "erasure", "portability", "objection", "automated-decisions"],
      situations: [
        "a company in Virginia has wrong details about me and I want them corrected",
        "can I make a business delete what it holds about me or stop selling it",
        "a Virginia company won't tell me what personal data it has on me",
        "how long does a business have to answer my data request in Virginia",
      ],
    },
    {
      article: "59.1-578",
      heading: "Data controller responsibilities; transparency",
      summary:
        "Requires controllers to limit collection to what is adequate, relevant and reasonably necessary, not process for incompatible purposes without consent, maintain reasonable security, not discriminate, obtain consent to process sensitive data (and process known children's data under COPPA), and publish a clear privacy notice, including disclosure of sales and targeted advertising.",
      topics: ["principles", "security", "consent", "sensitive-data", "children", "privacy-notice"],
      situations: [
        "a Virginia company collects far more data than it needs",
        "does a business in Virginia need my consent to process sensitive data",
      ],
    },
    {
      article: "59.1-579",
      heading: "Responsibility according to role; controller and processor",
      summary:
        "Requires processors to follow controller instructions and assist controllers, and requires a binding contract between them covering instructions, confidentiality, deletion or return of data, demonstrating compliance, assessments and subcontracting; whether a person is a controller or processor is a fact-based determination.",
      topics: ["processors", "contract", "security"],
    },
    {
      article: "59.1-580",
      heading: "Data protection assessments",
      summary:
        "Requires controllers to conduct and document data protection assessments for targeted advertising, sale of personal data, risky profiling, processing of sensitive data and other processing presenting a heightened risk of harm, and to make them available to the Attorney General on request, confidentially.",
      topics: ["impact-assessment", "sensitive-data", "automated-decisions"],
    },
    {
      article: "59.1-581",
      heading: "Processing de-identified data; exemptions",
      summary:
        "Requires controllers holding de-identified data to take reasonable measures against re-identification, publicly commit not to re-identify it and bind recipients by contract, and relieves controllers from certain consumer-rights obligations for pseudonymous data.",
      topics: ["principles", "scope"],
    },
    {
      article: "59.1-582",
      heading: "Limitations",
      summary:
        "Preserves the ability of controllers and processors to comply with law and legal process, cooperate with law enforcement, defend legal claims, provide requested products, protect security and life, conduct certain research and perform internal operations, while requiring such processing to be necessary and proportionate.",
      topics: ["scope", "lawful-basis"],
    },
    {
      article: "59.1-584",
      heading: "Enforcement; civil penalty; expenses",
      summary:
        "Vests enforcement of the chapter in the Attorney General, who must give a controller or processor 30 days' written notice and a chance to cure before suing, and may seek injunctions and civil penalties of up to $7,500 per violation plus reasonable investigation expenses and attorney fees.",
      topics: ["enforcement", "penalties"],
    },
  ],
};
