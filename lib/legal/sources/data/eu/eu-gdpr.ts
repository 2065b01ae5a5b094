import type { InstrumentInput } from "../../schema";

export const euGdpr: InstrumentInput = {
  source_id: "eu-gdpr",
  title:
    "Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons with regard to the processing of personal data and on the free movement of such data, and repealing Directive 95/46/EC (General Data Protection Regulation)",
  short_names: ["GDPR", "General Data Protection Regulation", "EU GDPR", "Regulation (EU) 2016/679", "DSGVO", "RGPD"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  date: "2016-04-27",
  provisions: [
    {
      article: "1",
      heading: "Subject-matter and objectives",
      summary:
        "States that the Regulation sets rules on protecting individuals when their personal data is processed and on the free movement of such data, protects the fundamental right to data protection, and bars restrictions on data flows within the Union for data protection reasons.",
      topics: ["scope", "principles"],
    },
    {
      article: "2",
      heading: "Material scope",
      summary:
        "Applies the Regulation to wholly or partly automated processing and to manual processing of data in a filing system, and excludes activities outside Union law, purely personal or household activity, and processing by competent authorities for criminal law enforcement.",
      topics: ["scope"],
    },
    {
      article: "3",
      heading: "Territorial scope",
      summary:
        "Covers processing in the context of an EU establishment wherever the processing happens, and reaches controllers and processors outside the EU when they offer goods or services to, or monitor the behaviour of, people in the Union.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "4",
      heading: "Definitions",
      summary:
        "Defines the core terms of the Regulation, including personal data, processing, profiling, pseudonymisation, controller, processor, consent, personal data breach, genetic, biometric and health data, main establishment and enterprise.",
      topics: ["definitions"],
    },
    {
      article: "5",
      heading: "Principles relating to processing of personal data",
      summary:
        "Sets the core principles: lawfulness, fairness and transparency; purpose limitation; data minimisation; accuracy; storage limitation; integrity and confidentiality; and makes the controller accountable for demonstrating compliance with them.",
      topics: ["principles", "transparency", "security"],
      situations: ["a company keeps more of my personal data than it needs, or keeps it for years", "my data was used for something other than what I gave it for"],
    },
    {
      article: "6",
      heading: "Lawfulness of processing",
      summary:
        "Lists the six legal bases for processing (consent, contract, legal obligation, vital interests, public task, legitimate interests) and sets tests for compatible further processing for a new purpose.",
      topics: ["lawful-basis", "consent"],
      situations: ["on what legal ground can a company use my personal data without my consent"],
    },
    {
      article: "7",
      heading: "Conditions for consent",
      summary:
        "Requires the controller to be able to prove consent, makes written consent requests clearly distinguishable and plain, gives a right to withdraw consent as easily as it was given, and weighs whether consent was tied to an unnecessary condition of a contract.",
      topics: ["consent", "lawful-basis"],
      situations: [
        "I gave permission for my data to be used and now want to take it back",
        "can I withdraw my consent to a company using my information",
      ],
    },
    {
      article: "8",
      heading: "Conditions applicable to child's consent in relation to information society services",
      summary:
        "Where consent is relied on for online services offered directly to a child, a child under 16 (or a lower national age not below 13) needs parental authorisation, and the controller must make reasonable efforts to verify it.",
      topics: ["children", "consent"],
      situations: ["can an app collect my child's data without a parent agreeing"],
    },
    {
      article: "9",
      heading: "Processing of special categories of personal data",
      summary:
        "Prohibits processing of data revealing racial or ethnic origin, political opinions, religious beliefs, trade union membership, genetic, biometric, health, sex life or sexual orientation data unless one of the listed exceptions, such as explicit consent, applies.",
      topics: ["sensitive-data", "health-data", "lawful-basis"],
      situations: ["can my employer or a company use my health, religion or sexual orientation data"],
    },
    {
      article: "10",
      heading: "Processing of personal data relating to criminal convictions and offences",
      summary:
        "Allows processing of criminal conviction and offence data only under official authority or where Union or Member State law authorises it with appropriate safeguards; comprehensive criminal registers may be kept only under official control.",
      topics: ["sensitive-data", "lawful-basis"],
    },
    {
      article: "11",
      heading: "Processing which does not require identification",
      summary:
        "A controller need not obtain extra information just to identify a data subject where its purposes do not require identification, and certain data subject rights do not apply if it can show it cannot identify the person.",
      topics: ["data-subject-rights", "principles"],
    },
    {
      article: "12",
      heading:
        "Transparent information, communication and modalities for the exercise of the rights of the data subject",
      summary:
        "Requires concise, clear information and communications, sets a one-month response time (extendable by two months) for rights requests, makes responses generally free, and allows refusal or a fee for manifestly unfounded or excessive requests.",
      topics: ["transparency", "data-subject-rights"],
      situations: [
        "how long does a company have to answer my request about my data",
        "can a company charge me for dealing with my data request",
      ],
    },
    {
      article: "13",
      heading: "Information to be provided where personal data are collected from the data subject",
      summary:
        "Lists what a controller must tell people when collecting data from them, such as identity and contact details, DPO contact, purposes and legal basis, legitimate interests, recipients, transfers, retention period and available rights.",
      topics: ["transparency", "privacy-notice"],
      situations: [
        "a company collected my details without saying why or how long it will keep them",
      ],
    },
    {
      article: "14",
      heading: "Information to be provided where personal data have not been obtained from the data subject",
      summary:
        "Sets the information duty when data comes from another source, including the categories and source of the data, and requires it within a reasonable period (at most one month), subject to exceptions such as disproportionate effort.",
      topics: ["transparency", "privacy-notice"],
      situations: ["a company got my details from someone else and I never heard where from"],
    },
    {
      article: "15",
      heading: "Right of access by the data subject",
      summary:
        "Gives individuals the right to confirmation whether their data is processed, to a copy of the data, and to information about purposes, recipients, retention, source, automated decision-making and safeguards for transfers.",
      topics: ["access-right", "data-subject-rights"],
      situations: [
        "I want to see all the information a company holds about me",
        "how do I get a copy of my personal data from an organisation",
        "a company I used to be a customer of ignores my request to see my data",
        "can I find out who my personal data was passed on to",
        "can I ask a business why it keeps my details and for how long",
        "my employer refuses to give me a copy of the records it holds on me",
        "subject access request to a company in Europe",
      ],
    },
    {
      article: "16",
      heading: "Right to rectification",
      summary:
        "Gives individuals the right to have inaccurate personal data corrected without undue delay and incomplete data completed.",
      topics: ["data-subject-rights"],
      situations: [
        "a company has my details recorded wrongly and won't correct them",
        "my bank has my address and date of birth wrong and won't fix it",
      ],
    },
    {
      article: "17",
      heading: "Right to erasure (‘right to be forgotten’)",
      summary:
        "Requires erasure without undue delay on listed grounds, such as data no longer needed, withdrawn consent or unlawful processing, obliges controllers that made data public to inform others, and sets exceptions such as freedom of expression and legal claims.",
      topics: ["erasure", "data-subject-rights"],
      situations: [
        "I want a company to get rid of all the information it has about me",
        "can I make a website take down my old personal details",
        "I closed my account and want them to wipe my data",
        "how do I get a company in the EU to delete my personal data",
        "I withdrew my consent, must they now erase my information",
        "a shop keeps my details after I asked to be removed from their records",
      ],
    },
    {
      article: "18",
      heading: "Right to restriction of processing",
      summary:
        "Lets individuals require that processing be limited, for example while accuracy is contested or an objection is assessed, so that the data is mainly only stored.",
      topics: ["data-subject-rights"],
      situations: [
        "can I make a company stop using my data while a dispute about it is sorted out",
      ],
    },
    {
      article: "19",
      heading:
        "Notification obligation regarding rectification or erasure of personal data or restriction of processing",
      summary:
        "Requires the controller to pass on any rectification, erasure or restriction to each recipient of the data unless impossible or disproportionate, and to tell the individual about those recipients on request.",
      topics: ["data-subject-rights"],
    },
    {
      article: "20",
      heading: "Right to data portability",
      summary:
        "Where processing is automated and based on consent or contract, gives individuals the right to receive their data in a structured, commonly used, machine-readable format and to have it transmitted to another controller where technically feasible.",
      topics: ["portability", "data-subject-rights"],
      situations: [
        "I want to take my data with me to a different provider",
      ],
    },
    {
      article: "21",
      heading: "Right to object",
      summary:
        "Lets individuals object to processing based on public task or legitimate interests, unless the controller shows compelling grounds, and gives an absolute right to object to direct marketing, which must be brought to their attention.",
      topics: ["objection", "data-subject-rights"],
      situations: [
        "I want a company to stop using my details for advertising",
        "can I say no to a company using my information",
        "I keep getting marketing emails after telling the company to stop",
        "can I refuse a company using my data for profiling",
      ],
    },
    {
      article: "22",
      heading: "Automated individual decision-making, including profiling",
      summary:
        "Gives individuals the right not to be subject to decisions based solely on automated processing that produce legal or similarly significant effects, except where necessary for a contract, authorised by law or based on explicit consent, with safeguards such as human intervention.",
      topics: ["automated-decisions", "data-subject-rights", "ai"],
      situations: [
        "a computer turned down my application with no person involved",
        "an automatic system rejected me; can I ask for a human to look at it",
      ],
    },
    {
      article: "23",
      heading: "Restrictions",
      summary:
        "Allows Union or Member State law to restrict certain rights and obligations where necessary and proportionate to safeguard interests such as national security, crime prevention or important public interests, with minimum content for such laws.",
      topics: ["data-subject-rights", "scope"],
    },
    {
      article: "24",
      heading: "Responsibility of the controller",
      summary:
        "Requires the controller to implement appropriate technical and organisational measures, including data protection policies where proportionate, to ensure and be able to demonstrate compliance, reviewing them as needed.",
      topics: ["principles", "security"],
    },
    {
      article: "25",
      heading: "Data protection by design and by default",
      summary:
        "Requires controllers to build data protection principles into processing systems from the design stage and to ensure by default that only the data necessary for each purpose is processed and not made accessible to an indefinite number of people.",
      topics: ["principles", "security"],
    },
    {
      article: "26",
      heading: "Joint controllers",
      summary:
        "Where two or more controllers jointly determine purposes and means, they must set out their respective responsibilities in an arrangement whose essence is available to individuals, who may exercise their rights against each of them.",
      topics: ["processors", "liability"],
    },
    {
      article: "27",
      heading: "Representatives of controllers or processors not established in the Union",
      summary:
        "Requires non-EU controllers and processors caught by Article 3(2) to designate a representative in the Union in writing, subject to an exception for occasional, low-risk processing and for public authorities.",
      topics: ["scope", "cross-border-transfer"],
    },
    {
      article: "28",
      heading: "Processor",
      summary:
        "Controllers may use only processors giving sufficient guarantees, under a binding contract with mandatory terms (instructions, confidentiality, security, sub-processor approval, assistance, deletion or return, audits); sub-processors need authorisation and equivalent terms.",
      topics: ["processors", "contract", "security"],
      situations: ["we use an outside IT supplier to process personal data on our behalf, what must our agreement with them say"],
    },
    {
      article: "29",
      heading: "Processing under the authority of the controller or processor",
      summary:
        "Processors and anyone acting under the authority of a controller or processor may process personal data only on the controller's instructions unless required by law.",
      topics: ["processors"],
    },
    {
      article: "30",
      heading: "Records of processing activities",
      summary:
        "Requires controllers and processors to keep written records of processing activities with prescribed content, available to the supervisory authority, with an exemption for organisations under 250 employees in limited cases.",
      topics: ["records"],
    },
    {
      article: "31",
      heading: "Cooperation with the supervisory authority",
      summary:
        "Requires controllers, processors and their representatives to cooperate with the supervisory authority on request in the performance of its tasks.",
      topics: ["enforcement"],
    },
    {
      article: "32",
      heading: "Security of processing",
      summary:
        "Requires security measures appropriate to the risk, such as pseudonymisation and encryption, ongoing confidentiality, integrity, availability and resilience, the ability to restore access after incidents, and regular testing of effectiveness.",
      topics: ["security", "cybersecurity"],
      situations: ["a company didn't keep my personal data secure enough"],
    },
    {
      article: "33",
      heading: "Notification of a personal data breach to the supervisory authority",
      summary:
        "Requires controllers to notify the supervisory authority of a personal data breach without undue delay and where feasible within 72 hours unless it is unlikely to pose a risk, requires processors to alert controllers, and requires breaches to be documented.",
      topics: ["breach-notification", "incident-reporting", "security"],
      situations: [
        "our company was hacked, how quickly must we report it to the data protection authority",
        "a company lost customer data in a cyberattack, must it tell the authorities",
        "deadline to report a data breach under the GDPR",
      ],
    },
    {
      article: "34",
      heading: "Communication of a personal data breach to the data subject",
      summary:
        "Where a breach is likely to result in a high risk to individuals, the controller must tell the affected people without undue delay in plain language, unless exceptions such as encryption or disproportionate effort apply.",
      topics: ["breach-notification", "security"],
      situations: [
        "my personal data was leaked, should the company have warned me",
        "a company was hacked and my password was stolen, did they have to tell me",
        "must customers be told about a data leak under GDPR",
      ],
    },
    {
      article: "35",
      heading: "Data protection impact assessment",
      summary:
        "Requires a prior impact assessment where processing is likely to result in high risk, notably systematic profiling with significant effects, large-scale special category data and large-scale monitoring of public areas, with minimum content.",
      topics: ["impact-assessment"],
      situations: ["do we need a risk assessment before starting large-scale monitoring or processing"],
    },
    {
      article: "36",
      heading: "Prior consultation",
      summary:
        "Requires the controller to consult the supervisory authority before processing where an impact assessment shows high risk that has not been mitigated, and gives the authority time limits to advise and use its powers.",
      topics: ["impact-assessment", "enforcement"],
    },
    {
      article: "37",
      heading: "Designation of the data protection officer",
      summary:
        "Requires a data protection officer for public authorities and for organisations whose core activities involve large-scale regular and systematic monitoring or large-scale special category or criminal data, and requires publishing the DPO's contact details.",
      topics: ["dpo"],
      situations: ["does our company need to appoint a data protection officer"],
    },
    {
      article: "38",
      heading: "Position of the data protection officer",
      summary:
        "Requires the DPO to be involved in data protection issues, resourced, independent of instructions, not dismissed or penalised for performing the role, and reporting to the highest management level, and allows other tasks without conflict of interest.",
      topics: ["dpo"],
    },
    {
      article: "39",
      heading: "Tasks of the data protection officer",
      summary:
        "Sets the DPO's minimum tasks: informing and advising, monitoring compliance, advising on impact assessments, and cooperating and acting as contact point with the supervisory authority.",
      topics: ["dpo"],
    },
    {
      article: "40",
      heading: "Codes of conduct",
      summary:
        "Encourages associations to draw up codes of conduct to specify how the Regulation applies in particular sectors, with approval by supervisory authorities or, for cross-border codes, Board opinion and possible Commission validity decision.",
      topics: ["principles", "enforcement"],
    },
    {
      article: "41",
      heading: "Monitoring of approved codes of conduct",
      summary:
        "Provides for accredited bodies to monitor compliance with approved codes of conduct and to take action, including suspension or exclusion, against infringing members.",
      topics: ["enforcement"],
    },
    {
      article: "42",
      heading: "Certification",
      summary:
        "Encourages data protection certification mechanisms, seals and marks to demonstrate compliance, issued for up to three years by accredited bodies or supervisory authorities, without reducing the controller's responsibility.",
      topics: ["principles"],
    },
    {
      article: "43",
      heading: "Certification bodies",
      summary:
        "Sets accreditation requirements for certification bodies, their responsibilities, and the possibility of revoking accreditation.",
      topics: ["enforcement"],
    },
    {
      article: "44",
      heading: "General principle for transfers",
      summary:
        "Allows transfers of personal data to third countries or international organisations only if the conditions of Chapter V are met, so that the level of protection is not undermined, including for onward transfers.",
      topics: ["cross-border-transfer"],
      situations: ["can we send customer data to a company outside Europe"],
    },
    {
      article: "45",
      heading: "Transfers on the basis of an adequacy decision",
      summary:
        "Permits transfers without specific authorisation to countries, territories, sectors or organisations the Commission has found to ensure an adequate level of protection, with periodic review and the possibility of suspension.",
      topics: ["cross-border-transfer"],
    },
    {
      article: "46",
      heading: "Transfers subject to appropriate safeguards",
      summary:
        "Absent adequacy, allows transfers with appropriate safeguards and enforceable rights, such as standard contractual clauses, binding corporate rules, approved codes of conduct or certification, or authorised contractual clauses.",
      topics: ["cross-border-transfer", "contract"],
      situations: ["what safeguards do we need to transfer personal data to another country"],
    },
    {
      article: "47",
      heading: "Binding corporate rules",
      summary:
        "Sets the conditions and minimum content for binding corporate rules approved by the competent supervisory authority for transfers within a corporate group or group of enterprises.",
      topics: ["cross-border-transfer", "corporate-governance"],
    },
    {
      article: "48",
      heading: "Transfers or disclosures not authorised by Union law",
      summary:
        "Third-country court or authority decisions requiring transfer or disclosure are recognised or enforceable only if based on an international agreement such as a mutual legal assistance treaty.",
      topics: ["cross-border-transfer"],
    },
    {
      article: "49",
      heading: "Derogations for specific situations",
      summary:
        "Lists narrow derogations allowing transfers without adequacy or safeguards, such as explicit informed consent, contract necessity, important public interest, legal claims and vital interests, plus a limited compelling-legitimate-interests exception.",
      topics: ["cross-border-transfer", "consent"],
    },
    {
      article: "50",
      heading: "International cooperation for the protection of personal data",
      summary:
        "Requires the Commission and supervisory authorities to develop international cooperation mechanisms and mutual assistance with third countries for enforcing data protection legislation.",
      topics: ["enforcement", "cross-border-transfer"],
    },
    {
      article: "51",
      heading: "Supervisory authority",
      summary:
        "Requires each Member State to provide for one or more independent public authorities to monitor application of the Regulation and to contribute to its consistent application.",
      topics: ["enforcement"],
    },
    {
      article: "52",
      heading: "Independence",
      summary:
        "Requires supervisory authorities to act with complete independence, with members free from external influence and with adequate human, technical and financial resources.",
      topics: ["enforcement"],
    },
    {
      article: "53",
      heading: "General conditions for the members of the supervisory authority",
      summary:
        "Requires members of supervisory authorities to be appointed by a transparent procedure, to have the necessary qualifications, and to be dismissed only for serious misconduct or no longer fulfilling the conditions.",
      topics: ["enforcement"],
    },
    {
      article: "54",
      heading: "Rules on the establishment of the supervisory authority",
      summary:
        "Requires Member States to lay down by law the establishment, qualifications, appointment rules, term of office and professional secrecy duties for supervisory authorities.",
      topics: ["enforcement"],
    },
    {
      article: "55",
      heading: "Competence",
      summary:
        "Makes each supervisory authority competent on its own territory, and for processing by public authorities or bodies acting in the public interest, the authority of the Member State concerned; courts acting judicially are excluded.",
      topics: ["enforcement"],
    },
    {
      article: "56",
      heading: "Competence of the lead supervisory authority",
      summary:
        "Makes the authority of the main or single establishment the lead authority for cross-border processing (the one-stop shop), with scope for local cases to be handled by other concerned authorities.",
      topics: ["enforcement", "cross-border-transfer"],
    },
    {
      article: "57",
      heading: "Tasks",
      summary:
        "Lists the tasks of supervisory authorities, including monitoring and enforcement, awareness raising, advising, handling complaints, investigations, approving codes and criteria, and keeping records of infringements.",
      topics: ["enforcement"],
    },
    {
      article: "58",
      heading: "Powers",
      summary:
        "Gives supervisory authorities investigative powers (orders, audits, access), corrective powers (warnings, reprimands, orders, processing bans, fines, suspending data flows) and authorisation and advisory powers.",
      topics: ["enforcement", "penalties"],
    },
    {
      article: "59",
      heading: "Activity reports",
      summary: "Requires each supervisory authority to produce an annual activity report and make it public.",
      topics: ["enforcement", "transparency"],
    },
    {
      article: "60",
      heading:
        "Cooperation between the lead supervisory authority and the other supervisory authorities concerned",
      summary:
        "Sets the cooperation procedure for cross-border cases in which the lead authority shares draft decisions with concerned authorities, considers their objections and adopts binding decisions.",
      topics: ["enforcement"],
    },
    {
      article: "61",
      heading: "Mutual assistance",
      summary:
        "Requires supervisory authorities to provide each other with information and assistance, responding to requests without undue delay and at the latest within one month.",
      topics: ["enforcement"],
    },
    {
      article: "62",
      heading: "Joint operations of supervisory authorities",
      summary:
        "Provides for joint investigations and joint enforcement measures by supervisory authorities of several Member States, including conferral of powers on seconded staff.",
      topics: ["enforcement"],
    },
    {
      article: "63",
      heading: "Consistency mechanism",
      summary:
        "Establishes the consistency mechanism through which supervisory authorities cooperate with each other and with the Commission to ensure consistent application across the Union.",
      topics: ["enforcement"],
    },
    {
      article: "64",
      heading: "Opinion of the Board",
      summary:
        "Requires the European Data Protection Board to issue opinions on certain draft measures of supervisory authorities and allows any authority or the Commission to request an opinion on matters of general application.",
      topics: ["enforcement"],
    },
    {
      article: "65",
      heading: "Dispute resolution by the Board",
      summary:
        "Empowers the Board to adopt binding decisions to resolve disputes between supervisory authorities, such as objections in the cooperation procedure or disagreements on which authority is competent.",
      topics: ["enforcement"],
    },
    {
      article: "66",
      heading: "Urgency procedure",
      summary:
        "Allows a supervisory authority in exceptional urgent circumstances to adopt provisional measures on its territory valid for up to three months, and to seek an urgent opinion or decision of the Board.",
      topics: ["enforcement"],
    },
    {
      article: "67",
      heading: "Exchange of information",
      summary:
        "Allows the Commission to adopt implementing acts on arrangements for electronic information exchange between supervisory authorities and with the Board.",
      topics: ["enforcement"],
    },
    {
      article: "68",
      heading: "European Data Protection Board",
      summary:
        "Establishes the European Data Protection Board as a Union body with legal personality, composed of the heads of national supervisory authorities and the European Data Protection Supervisor.",
      topics: ["enforcement"],
    },
    {
      article: "69",
      heading: "Independence",
      summary:
        "Requires the European Data Protection Board to act independently when performing its tasks and exercising its powers.",
      topics: ["enforcement"],
    },
    {
      article: "70",
      heading: "Tasks of the Board",
      summary:
        "Lists the Board's tasks, including monitoring consistent application, advising the Commission, and issuing guidelines, recommendations and best practices on matters such as breaches, profiling and transfers.",
      topics: ["enforcement"],
    },
    {
      article: "71",
      heading: "Reports",
      summary:
        "Requires the Board to draw up a public annual report on data protection in the Union and on the practical application of its guidelines.",
      topics: ["enforcement", "transparency"],
    },
    {
      article: "72",
      heading: "Procedure",
      summary:
        "Sets decision-making rules for the Board, generally by simple majority, and requires it to adopt its own rules of procedure by a two-thirds majority.",
      topics: ["enforcement"],
    },
    {
      article: "73",
      heading: "Chair",
      summary:
        "Provides for the Board to elect a chair and two deputy chairs by simple majority for renewable five-year terms.",
      topics: ["enforcement"],
    },
    {
      article: "74",
      heading: "Tasks of the Chair",
      summary:
        "Sets the tasks of the Board's chair, including convening meetings, notifying Board decisions and ensuring timely performance of the Board's tasks.",
      topics: ["enforcement"],
    },
    {
      article: "75",
      heading: "Secretariat",
      summary:
        "Provides that the European Data Protection Supervisor supplies the Board's secretariat, which acts solely on the instructions of the chair and supports the Board's work.",
      topics: ["enforcement"],
    },
    {
      article: "76",
      heading: "Confidentiality",
      summary:
        "Makes the Board's deliberations confidential where it deems necessary and governs public access to documents submitted to Board members.",
      topics: ["enforcement"],
    },
    {
      article: "77",
      heading: "Right to lodge a complaint with a supervisory authority",
      summary:
        "Gives every data subject the right to complain to a supervisory authority, in particular where they live, work or where the alleged infringement took place, and to be informed of the progress and outcome.",
      topics: ["remedies", "enforcement", "data-subject-rights"],
      situations: [
        "where can I complain about a company misusing my personal data",
        "the company ignored my data request; who do I complain to",
      ],
    },
    {
      article: "78",
      heading: "Right to an effective judicial remedy against a supervisory authority",
      summary:
        "Gives persons a judicial remedy against legally binding decisions of a supervisory authority concerning them, and where the authority fails to handle a complaint or inform the complainant within three months.",
      topics: ["remedies"],
    },
    {
      article: "79",
      heading: "Right to an effective judicial remedy against a controller or processor",
      summary:
        "Gives data subjects the right to sue a controller or processor for infringing their rights, before the courts of the defendant's establishment or the data subject's habitual residence.",
      topics: ["remedies", "data-subject-rights"],
      situations: ["can I take a company to court for misusing my personal data"],
    },
    {
      article: "80",
      heading: "Representation of data subjects",
      summary:
        "Allows data subjects to mandate qualified not-for-profit bodies to complain and claim on their behalf, and lets Member States allow such bodies to act without a mandate.",
      topics: ["remedies"],
    },
    {
      article: "81",
      heading: "Suspension of proceedings",
      summary:
        "Provides for coordination and possible suspension where proceedings on the same subject matter concerning the same controller or processor are pending in courts of different Member States.",
      topics: ["remedies"],
    },
    {
      article: "82",
      heading: "Right to compensation and liability",
      summary:
        "Gives anyone who suffers material or non-material damage from an infringement a right to compensation from the controller or processor, with processors liable only for their own obligations or acting outside instructions, and joint liability with recourse.",
      topics: ["liability", "remedies", "damages"],
      situations: [
        "can I get compensation because a company misused my data",
        "my details were leaked and it caused me distress; can I claim money",
        "can I sue a company for leaking my personal data in the EU",
      ],
    },
    {
      article: "83",
      heading: "General conditions for imposing administrative fines",
      summary:
        "Requires fines to be effective, proportionate and dissuasive, lists factors to weigh, and sets two tiers of maximum fines: up to EUR 10 million or 2% of worldwide annual turnover, and up to EUR 20 million or 4%, whichever is higher.",
      topics: ["penalties", "enforcement"],
      situations: ["how big can a fine for breaking data protection rules be"],
    },
    {
      article: "84",
      heading: "Penalties",
      summary:
        "Requires Member States to lay down rules on other effective, proportionate and dissuasive penalties, especially for infringements not subject to administrative fines, and to notify them to the Commission.",
      topics: ["penalties"],
    },
    {
      article: "85",
      heading: "Processing and freedom of expression and information",
      summary:
        "Requires Member States to reconcile data protection with freedom of expression and information, including exemptions for journalistic, academic, artistic and literary purposes.",
      topics: ["scope"],
    },
    {
      article: "86",
      heading: "Processing and public access to official documents",
      summary:
        "Allows personal data in official documents held by public bodies to be disclosed in accordance with public access to documents law, reconciling access with data protection.",
      topics: ["scope", "transparency"],
    },
    {
      article: "87",
      heading: "Processing of the national identification number",
      summary:
        "Allows Member States to set specific conditions for processing national identification numbers or other general identifiers, subject to appropriate safeguards.",
      topics: ["sensitive-data"],
    },
    {
      article: "88",
      heading: "Processing in the context of employment",
      summary:
        "Allows Member States to adopt more specific rules, by law or collective agreement, for processing employees' data, with suitable measures to safeguard dignity, legitimate interests and fundamental rights.",
      topics: ["employment"],
      situations: ["can my employer monitor my emails or use my personal data at work"],
    },
    {
      article: "89",
      heading:
        "Safeguards and derogations relating to processing for archiving purposes in the public interest, scientific or historical research purposes or statistical purposes",
      summary:
        "Requires safeguards such as data minimisation and pseudonymisation for archiving, research and statistical processing, and allows Union or national law to derogate from certain data subject rights for these purposes.",
      topics: ["scope", "data-subject-rights"],
    },
    {
      article: "90",
      heading: "Obligations of secrecy",
      summary:
        "Allows Member States to adopt rules on supervisory authorities' investigative powers over controllers and processors bound by professional secrecy obligations.",
      topics: ["enforcement"],
    },
    {
      article: "91",
      heading: "Existing data protection rules of churches and religious associations",
      summary:
        "Lets churches and religious associations that applied comprehensive data protection rules when the Regulation entered into force continue to apply them if brought into line, subject to independent supervision.",
      topics: ["scope"],
    },
    {
      article: "92",
      heading: "Exercise of the delegation",
      summary:
        "Sets the conditions under which the Commission may adopt delegated acts under the Regulation, and allows the Parliament or Council to revoke the delegation or object.",
      topics: ["scope"],
    },
    {
      article: "93",
      heading: "Committee procedure",
      summary:
        "Provides for the Commission to be assisted by a committee under the comitology rules when adopting implementing acts.",
      topics: ["scope"],
    },
    {
      article: "94",
      heading: "Repeal of Directive 95/46/EC",
      summary:
        "Repeals the 1995 Data Protection Directive with effect from 25 May 2018 and treats references to it, and to its Article 29 Working Party, as references to the Regulation and the Board.",
      topics: ["scope"],
    },
    {
      article: "95",
      heading: "Relationship with Directive 2002/58/EC",
      summary:
        "Avoids imposing additional obligations on electronic communications providers in matters already subject to specific obligations with the same objective under the ePrivacy Directive.",
      topics: ["scope"],
    },
    {
      article: "96",
      heading: "Relationship with previously concluded Agreements",
      summary:
        "Keeps in force international agreements on transfers concluded by Member States before 24 May 2016 that complied with Union law at the time, until amended, replaced or revoked.",
      topics: ["cross-border-transfer"],
    },
    {
      article: "97",
      heading: "Commission reports",
      summary:
        "Requires the Commission to report on the evaluation and review of the Regulation by 25 May 2020 and every four years thereafter, with particular attention to transfers and the cooperation and consistency mechanisms.",
      topics: ["scope"],
    },
    {
      article: "98",
      heading: "Review of other Union legal acts on data protection",
      summary:
        "Requires the Commission to propose amendments to other Union data protection acts where appropriate to ensure uniform and consistent protection.",
      topics: ["scope"],
    },
    {
      article: "99",
      heading: "Entry into force and application",
      summary:
        "Provides that the Regulation entered into force on the twentieth day after publication and applies from 25 May 2018, and is binding in its entirety and directly applicable in all Member States.",
      topics: ["scope"],
    },
  ],
};
