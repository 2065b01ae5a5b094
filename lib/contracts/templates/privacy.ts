import { placeName } from "../key-term-forms";
import { capitalise } from "../key-terms";
import { nationalDataProtection, nationalDataProtectionSentence } from "../national-data-protection";
import { processorTerms } from "../law-clauses";
import { civilLimitSaving } from "../native-boilerplate";
import { BLANK, type ContractTemplate, type DraftContext } from "../types";

/**
 * Privacy and data protection. The GDPR / UK GDPR processor terms come from `processorTerms`; every other rule is
 * chosen by `ctx.law.system` / `ctx.within` (UK GDPR, GDPR, India's DPDP Act, the CCPA and other US state laws,
 * Singapore's PDPA) and cited only where the registry holds the provision. The UK GDPR's transfer articles are not
 * in the registry, so UK transfer wording names the ICO's transfer documents without citing an article.
 */

const DEFAULT_SECURITY =
  "encryption of personal data in transit and at rest, role-based access controls with multi-factor authentication, logging and monitoring of access, regular back-ups with tested restoration, vulnerability management and annual independent penetration testing";

/** The GDPR regime of a GB or EU draft (UK GDPR for GB, the GDPR otherwise). */
function gdpr(ctx: DraftContext): { source: "uk-gdpr" | "eu-gdpr"; name: string } {
  return ctx.law.system === "GB" ? { source: "uk-gdpr", name: "the UK GDPR" } : { source: "eu-gdpr", name: "the GDPR" };
}

function gdprSystem(ctx: DraftContext): boolean {
  return ctx.law.system === "GB" || ctx.law.system === "EU";
}

/**
 * The GDPR regimes that the client's facts bring into a processing agreement under another law: data subjects or
 * processing in the EU / EEA or the United Kingdom, or the Regulation named. Empty where the facts name
 * none, so that a Singapore or Indian agreement rests on its own law alone.
 */
const EU_FACTS = /\b(EU|EEA|GDPR|European Union|European Economic Area|Europe|Austria|Belgium|Bulgaria|Croatia|Cyprus|Czech Republic|Czechia|Denmark|Estonia|Finland|France|Germany|Greece|Hungary|Ireland|Italy|Latvia|Lithuania|Luxembourg|Malta|Netherlands|Poland|Portugal|Romania|Slovakia|Slovenia|Spain|Sweden|Iceland|Liechtenstein|Norway)\b/;
const UK_FACTS = /\b(UK|U\.K\.|UK GDPR|United Kingdom|Great Britain|Britain|England|Scotland|Wales|Northern Ireland)\b/;
// Where the data subjects are, or what the processing targets; not where a sub-processor sits or data is sent, which
// does not make the controller's own processing subject to the GDPR (Art. 3).
const FACT_TERMS = ["data_subject_categories", "subject_matter", "nature_and_purpose", "personal_data_types", "joint_processing", "purposes"];
function foreignGdpr(ctx: DraftContext): { eu: boolean; uk: boolean } {
  if (gdprSystem(ctx)) return { eu: false, uk: false };
  const facts = FACT_TERMS.map((t) => (ctx.declares(t) ? (ctx.optional(t) ?? "") : "")).join(" ");
  return { eu: EU_FACTS.test(facts), uk: UK_FACTS.test(facts) };
}

/** "Regulation (EU) 2016/679 and the UK GDPR" (or `joiner` "or"), as the facts bring them in; null where they bring in neither. */
function foreignGdprNames(ctx: DraftContext, joiner: "and" | "or" = "and"): string | null {
  const f = foreignGdpr(ctx);
  const names = [f.eu ? "Regulation (EU) 2016/679" : null, f.uk ? "the UK GDPR" : null].filter((x): x is string => x !== null);
  return names.length ? names.join(` ${joiner} `) : null;
}

/** What "Data Protection Law" means for the draft's jurisdiction, in words. */
function dataProtectionLaw(ctx: DraftContext): string {
  const foreign = foreignGdprNames(ctx);
  const gdprToo = foreign ? `and, where they apply to the processing, ${foreign}` : "and any other law relating to personal data that applies to the processing";
  if (ctx.law.system === "GB") return "the UK GDPR, the Data Protection Act 2018 and any other law relating to personal data that applies in the United Kingdom";
  const national = nationalDataProtection(ctx);
  if (ctx.law.system === "EU") return `Regulation (EU) 2016/679 (the "GDPR")${national ? `, ${national.act}` : ""} and ${national ? "any other" : "the"} law of ${ctx.law.place} relating to personal data`;
  if (ctx.within("IN")) return `the Digital Personal Data Protection Act, 2023 (the "DPDP Act"), the rules made under it and any other law of India relating to personal data, ${gdprToo}`;
  if (ctx.within("US-CA")) return `the California Consumer Privacy Act of 2018 as amended (the "CCPA") and the regulations made under it, every other United States federal or state law relating to privacy or data security that applies to the processing, ${gdprToo}`;
  if (ctx.law.system === "US") return `every United States federal or state law relating to privacy or data security that applies to the processing, ${gdprToo}`;
  if (ctx.within("SG")) return `the Personal Data Protection Act 2012 (the "PDPA") and the regulations made under it, ${gdprToo}`;
  if (national) return `${national.act}, any other law of ${ctx.law.place} relating to personal data, ${gdprToo}`;
  return `the law of ${ctx.law.place} relating to personal data, ${gdprToo}`;
}

/** Where the draft's expressions take their meaning from. */
function definitions(ctx: DraftContext): string {
  if (gdprSystem(ctx)) {
    const g = gdpr(ctx);
    return `Expressions such as "controller", "processor", "data subject", "personal data", "personal data breach" and "processing" have the meanings given in ${ctx.cite(g.source, "4", `Article 4 of ${g.name}`)}.`;
  }
  if (ctx.within("IN")) {
    return `The expressions "controller", "processor" and "data subject" correspond to "Data Fiduciary", "Data Processor" and "Data Principal" in the DPDP Act, and "personal data", "processing" and "personal data breach" have the meanings given in ${ctx.cite("in-dpdp-act-2023", "2", "section 2 of the DPDP Act")}.`;
  }
  if (ctx.within("US-CA")) {
    return `Expressions such as "business", "service provider", "contractor", "third party", "personal information", "sell" and "share" have the meanings given in ${ctx.cite("us-ca-ccpa", "1798.140", "Cal. Civ. Code § 1798.140")}; "personal data" includes personal information, and "controller" and "processor" include a business and its service provider.`;
  }
  if (ctx.law.system === "US") {
    return `"Personal data" includes personal information and any similar expression in Data Protection Law, and "controller" and "processor" include the equivalent expressions in it (such as "business" and "service provider").`;
  }
  if (ctx.within("SG")) {
    return `"Controller" includes an organisation, "processor" includes a data intermediary, and "personal data" has the meaning given, in ${ctx.cite("sg-pdpa-2012", "2", "section 2 of the PDPA")}.`;
  }
  if (!foreignGdpr(ctx).eu) return `Expressions such as "controller", "processor", "personal data" and "processing" have the meanings given in Data Protection Law or, where it does not define them, their ordinary meaning in data protection practice.`;
  return `Expressions such as "controller", "processor", "personal data" and "processing" have the meanings given in Data Protection Law or, where it does not define them, in Regulation (EU) 2016/679.`;
}

/** The GDPR Art. 28(3) terms as sentences, each starting with a capital, with a lead-in where the GDPR may not apply. */
function article28Terms(ctx: DraftContext, processor: string, controller: string, elsewhere?: string): string[] {
  if (gdprSystem(ctx)) return processorTerms(ctx, processor, controller, elsewhere).map(capitalise);
  const foreign = foreignGdprNames(ctx);
  if (!foreign) return processorTerms(ctx, processor, controller, elsewhere, false).map(capitalise);
  return [
    `Whether or not ${foreignGdprNames(ctx, "or")} applies to the processing, ${processor} shall meet the following obligations, which are the processor terms of Article 28(3) of ${foreign.includes(" and ") ? "those laws" : foreign === "the UK GDPR" ? "the UK GDPR" : "that Regulation"}.`,
    ...processorTerms(ctx, processor, controller, elsewhere, foreign === "the UK GDPR" ? "uk" : true).map(capitalise),
  ];
}

/** The terms a processor contract needs under the law of a jurisdiction outside the GDPR systems. */
function localProcessorTerms(ctx: DraftContext, processor: string, controller: string): string[] | null {
  // The national act that supplements the GDPR (or Switzerland's FADP) and the supervisory authority, where we name them.
  const national = ctx.law.system === "GB" ? null : nationalDataProtectionSentence(ctx, processor, controller);
  if (gdprSystem(ctx)) return national ? [national] : null;
  if (ctx.within("IN")) {
    return [
      `${capitalise(controller)} is a Data Fiduciary, and ${processor} a Data Processor, within the meaning of ${ctx.cite("in-dpdp-act-2023", "2", "section 2 of the DPDP Act")} for the digital personal data among the Personal Data. ${capitalise(controller)} engages ${processor} under this contract, as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(2) of the DPDP Act")} allows, and remains responsible for complying with that Act in respect of the processing ${processor} carries out on its behalf.`,
      `${capitalise(processor)} shall protect the Personal Data by reasonable security safeguards to prevent a personal data breach, so that ${controller} can meet its own duty under ${ctx.cite("in-dpdp-act-2023", "8", "section 8(5) of the DPDP Act")}, and shall erase the Personal Data when ${controller} instructs it to do so because the specified purpose is no longer being served or consent has been withdrawn (${ctx.cite("in-dpdp-act-2023", "8", "section 8(7)")}).`,
    ];
  }
  if (ctx.law.system === "US") {
    const out: string[] = [];
    if (ctx.within("US-CA")) {
      out.push(
        `Where ${controller} is a business under the CCPA, ${processor} acts as its service provider. ${capitalise(processor)} shall not sell or share the Personal Data; retain, use or disclose it for any purpose other than the services under the Principal Agreement, or outside the direct business relationship between the parties; or combine it with personal information it receives from others or collects itself, except as the CCPA regulations permit (${ctx.cite("us-ca-ccpa", "1798.140", "Cal. Civ. Code § 1798.140")}). It shall comply with the CCPA, give the Personal Data the same level of privacy protection as the CCPA requires of ${controller}, notify ${controller} if it can no longer meet those obligations, and allow ${controller} to take reasonable and appropriate steps to stop and remediate any unauthorised use (${ctx.cite("us-ca-ccpa", "1798.100", "Cal. Civ. Code § 1798.100(d)")}).`,
      );
    }
    if (ctx.within("US-NY")) {
      out.push(`${capitalise(processor)} shall maintain reasonable administrative, technical and physical safeguards for any private information of New York residents among the Personal Data, so that ${controller} can meet its duty under ${ctx.cite("us-ny-shield", "899-bb", "N.Y. Gen. Bus. Law § 899-bb")}.`);
    }
    out.push(
      `Where the Personal Data concerns residents of a US state whose privacy law requires a contract between a controller and a processor to contain particular terms, such as Colorado (${ctx.cite("us-co-cpa", "6-1-1305", "C.R.S. § 6-1-1305")}) or Virginia (${ctx.cite("us-va-cdpa", "59.1-579", "Va. Code § 59.1-579")}), this Agreement is intended to contain those terms, and ${processor} shall comply with the duties those laws impose on a processor.`,
    );
    return out;
  }
  if (ctx.within("SG")) {
    return [
      `Where ${processor} processes the Personal Data as a data intermediary of ${controller} under this written contract, it is subject to the protection, retention and breach-notification duties of the PDPA (${ctx.cite("sg-pdpa-2012", "4", "section 4(2) of the PDPA")}). It shall make reasonable security arrangements to protect the Personal Data (${ctx.cite("sg-pdpa-2012", "24", "section 24")}), stop retaining it or anonymise it as soon as retaining it no longer serves the purpose of the Principal Agreement (${ctx.cite("sg-pdpa-2012", "25", "section 25")}), and notify ${controller} without undue delay of any data breach it has reason to believe has occurred (${ctx.cite("sg-pdpa-2012", "26C", "section 26C")}).`,
    ];
  }
  return [`${capitalise(processor)} shall also comply with every requirement that the law of ${ctx.law.place} imposes on a person processing personal data on behalf of another.`, ...(national ? [national] : [])];
}

/** Who a controller reports a breach to, and under what, for the draft's jurisdiction. */
function breachDuties(ctx: DraftContext, controller: string): string {
  if (gdprSystem(ctx)) {
    const g = gdpr(ctx);
    const authority = ctx.law.system === "GB" ? "the Information Commissioner" : "the competent supervisory authority";
    return `to notify the breach to ${authority} and, where required, to the data subjects concerned, under ${ctx.cite(g.source, "33", "Articles 33")} and ${ctx.cite(g.source, "34", `34 of ${g.name}`)}`;
  }
  if (ctx.within("IN")) return `to intimate the breach to the Data Protection Board of India and to each affected Data Principal, as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(6) of the DPDP Act")} requires of ${controller}`;
  if (ctx.within("SG")) return `to assess whether the breach is notifiable and, if it is, to notify the Personal Data Protection Commission and the affected individuals under ${ctx.cite("sg-pdpa-2012", "26D", "section 26D of the PDPA")}`;
  if (ctx.within("US-NY")) return `to notify affected individuals, regulators and others under the breach notification laws that apply, including ${ctx.cite("us-ny-shield", "899-aa", "N.Y. Gen. Bus. Law § 899-aa")}`;
  if (ctx.law.system === "US") return "to notify affected individuals, regulators and others under the state and federal breach notification laws that apply";
  return "to notify the breach to any authority and to the individuals concerned as Data Protection Law requires";
}

/** The rule on moving personal data out of the country, for the draft's jurisdiction. */
function transferRestriction(ctx: DraftContext, holder: string, approver: string): string {
  if (ctx.law.system === "GB") {
    return `${capitalise(holder)} shall not transfer the Personal Data to, or allow it to be accessed from, a country outside the United Kingdom unless the transfer is covered by UK adequacy regulations or is made under the International Data Transfer Agreement or the International Data Transfer Addendum issued by the Information Commissioner, after any transfer risk assessment the law requires, and with the prior written approval of ${approver}.`;
  }
  if (ctx.law.system === "EU") {
    return `${capitalise(holder)} shall not transfer the Personal Data to, or allow it to be accessed from, a country outside the European Economic Area without the prior written approval of ${approver}, and then only if the conditions of ${ctx.cite("eu-gdpr", "44", "Article 44 of the GDPR")} are met: the country is covered by an adequacy decision of the European Commission, or appropriate safeguards under ${ctx.cite("eu-gdpr", "46", "Article 46 of the GDPR")} are in place (such as the standard contractual clauses adopted by the Commission) together with any supplementary measures needed.`;
  }
  if (ctx.within("IN")) {
    return `${capitalise(holder)} may process the Personal Data outside India only with the prior written approval of ${approver}, and never in a country or territory to which the Central Government has restricted transfers by notification under ${ctx.cite("in-dpdp-act-2023", "16", "section 16 of the DPDP Act")}; it shall also comply with any stricter restriction on transfer or requirement to keep data in India under other law that applies to ${approver}.`;
  }
  if (ctx.within("SG")) {
    return `${capitalise(holder)} shall not transfer the Personal Data outside Singapore without the prior written approval of ${approver}, and then only in accordance with the requirements prescribed under ${ctx.cite("sg-pdpa-2012", "26", "section 26 of the PDPA")}, so that the Personal Data receives a standard of protection comparable to that under the PDPA, including by legally enforceable obligations on each recipient.`;
  }
  if (ctx.law.system === "US") {
    return `${capitalise(holder)} shall not transfer the Personal Data outside the United States, or allow it to be accessed from outside it, without the prior written approval of ${approver}. Where the Personal Data includes personal data of individuals in the European Economic Area or the United Kingdom received from there, ${holder} shall not receive or transfer it except under a transfer mechanism recognised by the law of the place it came from.`;
  }
  return `${capitalise(holder)} shall not transfer the Personal Data outside ${ctx.law.place} without the prior written approval of ${approver}, and then only in compliance with any restriction on transfers in Data Protection Law.`;
}

/** Security of processing, for the draft's jurisdiction. */
function securityDuty(ctx: DraftContext, who: string): string {
  if (gdprSystem(ctx)) {
    const g = gdpr(ctx);
    return `${capitalise(who)} shall implement appropriate technical and organisational measures to ensure a level of security appropriate to the risk, as ${ctx.cite(g.source, "32", `Article 32 of ${g.name}`)} requires.`;
  }
  if (ctx.within("IN")) return `${capitalise(who)} shall take reasonable security safeguards to prevent a personal data breach, as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(5) of the DPDP Act")} requires of a Data Fiduciary.`;
  if (ctx.within("SG")) return `${capitalise(who)} shall make reasonable security arrangements to protect the personal data in its possession or under its control, as ${ctx.cite("sg-pdpa-2012", "24", "section 24 of the PDPA")} requires.`;
  return `${capitalise(who)} shall implement and maintain reasonable technical and organisational security measures appropriate to the nature of the personal data and the risks of the processing.`;
}

/** Privacy and data protection agreements. */
export const privacyTemplates: ContractTemplate[] = [
  {
    id: "data_processing_agreement",
    title: "Data Processing Agreement",
    group: "privacy",
    description: "Terms on which a processor processes personal data for a controller: the details of the processing required by GDPR / UK GDPR Art. 28(3), the processor obligations, local-law terms (India DPDP Act, CCPA and other US state laws, Singapore PDPA), sub-processors, breaches, security, transfers and liability.",
    features: { dataProcessing: true },
    parties: {
      a: { role: "Controller", description: "The business deciding why and how the personal data is processed (data fiduciary, business)." },
      b: { role: "Processor", description: "The service provider processing the personal data on the Controller's behalf (data processor, service provider)." },
    },
    terms: [
      { name: "principal_agreement", type: "text", required: true, description: 'The agreement under which the Processor provides its services, e.g. "the Customer Support Services Agreement dated 2 March 2026".' },
      { name: "subject_matter", type: "text", required: true, description: 'Subject matter of the processing, e.g. "the provision of outsourced customer support by email, chat and telephone".' },
      { name: "processing_duration", type: "text", default: "the term of the Principal Agreement and any later period until the Processor has deleted or returned all the Personal Data", description: "Duration of the processing." },
      { name: "nature_and_purpose", type: "text", required: true, description: "Nature and purpose of the processing (what is done with the data, and why)." },
      { name: "personal_data_types", type: "text", required: true, description: 'Types of personal data, e.g. "names, email addresses, order histories and the content of customer messages".' },
      { name: "data_subject_categories", type: "text", required: true, description: 'Categories of data subjects, e.g. "the Controller\'s customers and prospective customers".' },
      { name: "special_categories", type: "text", description: "Special categories (sensitive) personal data processed, if any, and the extra safeguards applied." },
      { name: "sub_processors", type: "text", description: "Sub-processors authorised at signing, with what they do and where." },
      { name: "sub_processor_notice", type: "duration", default: "30 days", description: "Advance notice of a new or replacement sub-processor." },
      { name: "breach_notification_period", type: "text", default: "48 hours", description: "Longest time the Processor may take to notify the Controller of a personal data breach, e.g. \"24 hours\" or \"2 business days\"." },
      { name: "security_measures", type: "text", default: DEFAULT_SECURITY, description: "The technical and organisational security measures the Processor maintains." },
      { name: "transfer_countries", type: "text", description: "Countries outside the Controller's own to which the Controller authorises the Processor to transfer the data." },
    ],
    recitals: (ctx) => [`The ${ctx.b.role} provides services to the ${ctx.a.role} that involve processing personal data on its behalf, and the parties enter into this Agreement to set out the terms of that processing as Data Protection Law requires.`],
    clauses: [
      {
        heading: "Details of the Processing",
        body: (ctx) => {
          const special = ctx.optional("special_categories");
          return [
            `The ${ctx.b.role} processes personal data on behalf of the ${ctx.a.role} in connection with ${ctx.term("principal_agreement")} (the "Principal Agreement"). In this Agreement "Personal Data" means the personal data the ${ctx.b.role} processes on behalf of the ${ctx.a.role} under the Principal Agreement, and "Data Protection Law" means ${dataProtectionLaw(ctx)}. ${definitions(ctx)}`,
            `The processing is as follows: (a) subject matter: ${ctx.term("subject_matter")}; (b) duration: ${ctx.term("processing_duration")}; (c) nature and purpose: ${ctx.term("nature_and_purpose")}; (d) types of personal data: ${ctx.term("personal_data_types")}; and (e) categories of data subjects: ${ctx.term("data_subject_categories")}.`,
            special
              ? `The Personal Data includes the following special categories of personal data, which the ${ctx.b.role} shall process only with the additional safeguards stated: ${special}.`
              : `The ${ctx.a.role} shall not give the ${ctx.b.role} any special category of personal data (such as data revealing racial or ethnic origin, political opinions, religious beliefs or trade union membership, genetic, biometric or health data, or data about sex life or sexual orientation) or data about criminal convictions, unless the parties first agree in writing the additional safeguards that apply to it.`,
            `The ${ctx.a.role} is responsible for the lawfulness of the processing it instructs, including having a lawful basis for it and giving data subjects the information the law requires, and warrants that its instructions comply with Data Protection Law.`,
          ];
        },
      },
      {
        heading: "Processor Obligations",
        body: (ctx) => {
          // Sub-processing and the end of processing have clauses of their own below; the list does not repeat them.
          const out = article28Terms(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`, "the clauses on sub-processors and on the duration of this Agreement");
          out.push(`The ${ctx.b.role} shall immediately tell the ${ctx.a.role} if, in its opinion, an instruction infringes Data Protection Law, and may suspend the processing concerned until the ${ctx.a.role} confirms or changes the instruction.`);
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`The ${ctx.b.role} shall keep a written record of the processing it carries out on behalf of the ${ctx.a.role}, as ${ctx.cite(g.source, "30", `Article 30(2) of ${g.name}`)} requires, and make it available to the ${ctx.a.role} and to the supervisory authority on request.`);
          } else {
            out.push(`The ${ctx.b.role} shall keep a written record of the processing it carries out on behalf of the ${ctx.a.role} and make it available to the ${ctx.a.role} on request.`);
          }
          return out;
        },
      },
      {
        heading: "Applicable Local Law",
        body: (ctx) => localProcessorTerms(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`),
      },
      {
        heading: "Sub-processors",
        body: (ctx) => {
          const listed = ctx.optional("sub_processors");
          return [
            `The ${ctx.a.role} gives the ${ctx.b.role} general written authorisation to engage sub-processors${listed ? `, and approves the following sub-processors engaged at the date of this Agreement: ${listed}` : ""}. The ${ctx.b.role} shall tell the ${ctx.a.role} in writing at least ${ctx.term("sub_processor_notice")} before it engages a new sub-processor or replaces one, giving its name, location and the processing it will carry out.`,
            `The ${ctx.a.role} may object to a new sub-processor on reasonable grounds relating to data protection within that notice period. The parties shall then discuss the objection in good faith; if they cannot resolve it, the ${ctx.b.role} shall not use that sub-processor for the Personal Data or, if that is not reasonably possible, the ${ctx.a.role} may terminate the affected services under the Principal Agreement without penalty.`,
            `The ${ctx.b.role} shall bind each sub-processor by a written contract that imposes data protection obligations no less protective than those in this Agreement, and remains fully liable to the ${ctx.a.role} for the performance of each sub-processor's obligations.`,
          ];
        },
      },
      {
        heading: "Personal Data Breaches",
        body: (ctx) => [
          `The ${ctx.b.role} shall notify the ${ctx.a.role} without undue delay, and in any event within ${ctx.term("breach_notification_period")}, after becoming aware of a personal data breach affecting the Personal Data. The notice shall describe, so far as then known and otherwise as soon as it becomes known: the nature of the breach, including the categories and approximate number of data subjects and records concerned; its likely consequences; the measures taken or proposed to address it and to mitigate its possible adverse effects; and the name and contact details of a person who can give more information.`,
          `The ${ctx.b.role} shall co-operate with the ${ctx.a.role} and give it the help it reasonably needs ${breachDuties(ctx, `the ${ctx.a.role}`)}. The ${ctx.b.role} shall not inform any authority, data subject or other third party of the breach without the ${ctx.a.role}'s prior written consent, unless the law requires it to do so.`,
        ],
      },
      {
        heading: "Security Measures",
        body: (ctx) => {
          if (!ctx.given("security_measures")) ctx.note("security_measures_default", "The security measures listed are a common baseline, not measures the parties gave: replace them with the processor's actual measures (key_terms.security_measures) before signing.");
          return [
            `The ${ctx.b.role} shall implement and maintain at least the following technical and organisational measures: ${ctx.term("security_measures")}. It shall test and review them regularly and may update them, provided that the overall level of security is not reduced.`,
            // An obligation, not a recital of a fact the client never gave ("has assessed those measures").
            `Before the processing starts, the ${ctx.a.role} shall assess whether those measures are appropriate to the risks of the processing and tell the ${ctx.b.role} in writing of any further measure it requires; either party may ask for them to be reviewed if the processing or the risks change.`,
          ];
        },
      },
      {
        heading: "International Transfers",
        body: (ctx) => {
          const countries = ctx.optional("transfer_countries");
          const out: string[] = [];
          if (countries) out.push(`The ${ctx.a.role} approves the processing of the Personal Data by the ${ctx.b.role} and its authorised sub-processors in ${countries}, subject to the rest of this clause.`);
          out.push(transferRestriction(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`));
          return out;
        },
      },
      {
        heading: "Duration, Liability and Precedence",
        body: (ctx) => {
          const out = [
            `This Agreement forms part of the Principal Agreement and continues for as long as the ${ctx.b.role} or any sub-processor holds any Personal Data, even after the Principal Agreement ends. If this Agreement conflicts with the Principal Agreement on the protection of Personal Data, this Agreement prevails.`,
            `When the services under the Principal Agreement end, the ${ctx.b.role} shall, at the ${ctx.a.role}'s choice, return or delete the Personal Data within thirty (30) days, delete existing copies unless the law requires it to keep them, and confirm in writing that it has done so.`,
            `Each party's liability under or in connection with this Agreement is subject to the limitations and exclusions of liability in the Principal Agreement, except where the law does not allow liability to be limited or excluded.`,
            ...civilLimitSaving(ctx, "either party's"),
          ];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`Nothing in this Agreement limits the rights of data subjects against either party under ${ctx.cite(g.source, "82", `Article 82 of ${g.name}`)}. Where both parties are liable to a data subject for the same damage, each shall bear, as between them, the part of the compensation that corresponds to its responsibility for the damage.`);
          }
          return out;
        },
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "DE",
      party_a: "Lindenhof Versand GmbH",
      party_b: "CloudDesk Support Ltd",
      key_terms: {
        principal_agreement: "the Customer Support Services Agreement dated 2 March 2026",
        subject_matter: "the provision of outsourced customer support by email, chat and telephone",
        nature_and_purpose: "receiving, recording, answering and escalating customer enquiries on the Controller's behalf, to resolve questions about orders, deliveries, returns and complaints",
        personal_data_types: "names, postal and email addresses, telephone numbers, order histories and the content of customer communications",
        data_subject_categories: "the Controller's customers and prospective customers",
        sub_processors: "Skyline Hosting B.V. (hosting of the ticketing system, Netherlands)",
        breach_notification_period: "24 hours",
      },
    },
  },
  {
    id: "data_sharing_agreement",
    title: "Data Sharing Agreement",
    group: "privacy",
    description: "Two independent controllers share personal data (one-way or both ways) for a stated purpose: the shared data, lawful basis and transparency, use and protection by the recipient, retention, data subject rights, breaches, California third-party terms and review.",
    parties: {
      a: { role: "Discloser", description: "The controller disclosing the personal data (in a two-way sharing, the first party)." },
      b: { role: "Recipient", description: "The controller receiving the personal data (in a two-way sharing, the second party)." },
    },
    terms: [
      { name: "purpose", type: "text", required: true, description: 'Why the data is shared, e.g. "referring tenants in fuel poverty to free energy-efficiency advice".' },
      { name: "shared_data", type: "text", required: true, description: "The personal data shared." },
      { name: "data_subject_categories", type: "text", required: true, description: "Whose personal data is shared." },
      { name: "sharing_direction", type: "choice", options: ["one-way", "two-way"], default: "one-way", description: "One-way: party A discloses to party B. Two-way: each discloses to the other." },
      { name: "lawful_basis", type: "text", description: 'The lawful basis relied on for the sharing, e.g. "legitimate interests" or "consent".' },
      { name: "retention_period", type: "duration", description: "How long the receiving party may keep the shared data; omitted: no longer than the purpose needs." },
      { name: "transfer_method", type: "text", default: "encrypted secure file transfer, or another secure method agreed in writing", description: "How the data is sent." },
      { name: "duration", type: "duration", description: "Length of the agreement; omitted: until terminated." },
    ],
    rolesFor: (ctx) => (ctx.term("sharing_direction") === "two-way" ? { a: "First Party", b: "Second Party" } : { a: "Discloser", b: "Recipient" }),
    recitals: (ctx) => [
      `The parties wish to share personal data for the following purpose: ${ctx.term("purpose")} (the "Purpose"), each acting as a separate controller, on the terms of this Agreement.`,
    ],
    clauses: [
      {
        heading: "Purpose and Roles",
        body: (ctx) => {
          const out = [
            ctx.term("sharing_direction") === "two-way"
              ? `This is a two-way data sharing arrangement: each party discloses Shared Data to the other for the Purpose. In relation to Shared Data a party discloses it is the "Disclosing Party", and the other party is the "Receiving Party".`
              : `This is a one-way data sharing arrangement: the ${ctx.a.role} (the "Disclosing Party") discloses Shared Data to the ${ctx.b.role} (the "Receiving Party") for the Purpose, and the ${ctx.b.role} does not disclose personal data to the ${ctx.a.role} under it.`,
            `Each party is a separate and independent controller of the Shared Data it holds and is responsible on its own account for complying with Data Protection Law in relation to it. The parties are not joint controllers of the Shared Data, and neither processes it on behalf of the other. "Data Protection Law" means ${dataProtectionLaw(ctx)}. ${definitions(ctx)}`,
          ];
          if (ctx.within("US-CA")) {
            out.push(`The parties intend the Receiving Party to be a third party, and not a service provider or contractor, of the Disclosing Party for the purposes of the CCPA (${ctx.cite("us-ca-ccpa", "1798.140", "Cal. Civ. Code § 1798.140")}).`);
          }
          return out;
        },
      },
      {
        heading: "Shared Data",
        body: (ctx) => [
          `The personal data shared under this Agreement is: ${ctx.term("shared_data")}, relating to ${ctx.term("data_subject_categories")} (the "Shared Data").`,
          "The Disclosing Party shall share only Shared Data that is adequate, relevant and limited to what is necessary for the Purpose, and shall take reasonable steps to ensure that it is accurate and up to date when shared. Each party shall tell the other promptly if it learns that Shared Data it has disclosed or received is inaccurate.",
          `Shared Data shall be sent only by ${ctx.term("transfer_method")}. No special category of personal data, data about criminal convictions or data about children shall be shared unless the parties first agree in writing the additional safeguards that apply to it.`,
        ],
      },
      {
        heading: "Lawful Basis and Transparency",
        body: (ctx) => {
          const basis = ctx.optional("lawful_basis");
          const out: string[] = [];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(
              `Each party shall ensure that it has a lawful basis under ${ctx.cite(g.source, "6", `Article 6 of ${g.name}`)} for its own processing of the Shared Data${basis ? `; the parties intend the sharing to rely on ${basis}` : ""}.`,
              `The Disclosing Party shall ensure that the privacy information it gives data subjects under ${ctx.cite(g.source, "13", `Article 13 of ${g.name}`)} tells them of the sharing with the Receiving Party and its purpose. The Receiving Party shall give data subjects the information required by ${ctx.cite(g.source, "14", "Article 14")} within a reasonable period and at the latest within one month after receiving the Shared Data, unless an exception in that Article applies.`,
            );
          } else if (ctx.within("IN")) {
            out.push(
              `Each party shall ensure that it processes the Shared Data for a lawful purpose, with the consent of the Data Principal or for a legitimate use the DPDP Act permits${basis ? `; the parties intend the sharing to rely on ${basis}` : ""}.`,
              `Where the sharing relies on consent, the Disclosing Party shall ensure that the notice it gave under ${ctx.cite("in-dpdp-act-2023", "5", "section 5 of the DPDP Act")} and the consent obtained under ${ctx.cite("in-dpdp-act-2023", "6", "section 6")} cover the sharing with the Receiving Party for the Purpose, and shall tell the Receiving Party at once if any Data Principal withdraws consent.`,
            );
          } else if (ctx.within("US-CA")) {
            out.push(
              `Each party shall have a lawful basis, and give any notice or obtain any consent Data Protection Law requires, for its own processing of the Shared Data${basis ? `; the parties intend the sharing to rely on ${basis}` : ""}.`,
              `Where disclosing the Shared Data is a sale or sharing of personal information, the Disclosing Party shall ensure that its notice at collection says so (${ctx.cite("us-ca-ccpa", "1798.100", "Cal. Civ. Code § 1798.100")}) and shall not disclose the personal information of a consumer who has opted out of its sale or sharing (${ctx.cite("us-ca-ccpa", "1798.120", "§ 1798.120")}).`,
            );
          } else if (ctx.within("SG")) {
            out.push(
              `The Disclosing Party shall ensure that the individuals concerned have consented, or are deemed to have consented, to the disclosure of their personal data to the Receiving Party for the Purpose, or that the disclosure is otherwise authorised (${ctx.cite("sg-pdpa-2012", "13", "section 13 of the PDPA")})${basis ? `; the parties intend the sharing to rely on ${basis}` : ""}. The Receiving Party shall use the Shared Data only for purposes a reasonable person would consider appropriate and of which the individuals have been told (${ctx.cite("sg-pdpa-2012", "18", "section 18")}).`,
            );
          } else {
            out.push(`Each party shall have a lawful basis, and give any notice or obtain any consent Data Protection Law requires, for its own processing of the Shared Data${basis ? `; the parties intend the sharing to rely on ${basis}` : ""}. The Disclosing Party shall ensure that the information it gives data subjects tells them of the sharing and its purpose.`);
          }
          return out;
        },
      },
      {
        heading: "Use and Protection of Shared Data",
        body: (ctx) => [
          "The Receiving Party shall use the Shared Data only for the Purpose and shall not process it in a way that is incompatible with the Purpose. It shall not disclose the Shared Data to any other person, except to its own processors under a written contract that meets the requirements of Data Protection Law, or where the law requires the disclosure.",
          securityDuty(ctx, "each party"),
          `The Receiving Party shall keep the Shared Data for no longer than ${ctx.optional("retention_period") ?? "is necessary for the Purpose"} and shall then securely delete it, or anonymise it so that no individual can be identified from it, unless the law requires it to keep the data for longer.`,
          "The Receiving Party shall not transfer the Shared Data outside the country in which it receives it unless the safeguards required by Data Protection Law for that transfer are in place.",
        ],
      },
      {
        heading: "Data Subject Rights and Complaints",
        body: () => [
          "Each party is responsible for responding to requests from data subjects to exercise their rights over the Shared Data it holds, and to complaints about its own processing. Each party shall name a contact person for data protection matters under this Agreement.",
          "If a party receives a request or complaint that concerns the other party's processing, it shall pass it to the other party within five (5) Business Days, and each party shall give the other the help it reasonably needs to respond within the time the law allows.",
        ],
      },
      {
        heading: "Breaches Affecting Shared Data",
        body: (ctx) => [
          "A party that becomes aware of a personal data breach affecting Shared Data it has received shall notify the Disclosing Party without undue delay and in any event within forty-eight (48) hours, with the information it then has about the breach and its likely consequences, and shall keep the Disclosing Party informed.",
          `Each party is responsible, for the Shared Data it holds as controller, ${breachDuties(ctx, "it")}, and the parties shall co-operate in good faith on any notification that concerns them both.`,
        ],
      },
      {
        heading: "California Third-Party Terms",
        body: (ctx) => {
          if (!ctx.within("US-CA")) return null;
          return [
            `For personal information of California consumers, the Disclosing Party discloses it to the Receiving Party only for the Purpose, which is the limited and specified purpose of the disclosure, as ${ctx.cite("us-ca-ccpa", "1798.100", "Cal. Civ. Code § 1798.100(d)")} requires. The Receiving Party shall comply with the obligations that apply to it under the CCPA and give that personal information the same level of privacy protection as the CCPA requires.`,
            "The Disclosing Party may take reasonable and appropriate steps to ensure that the Receiving Party uses the personal information consistently with the Disclosing Party's obligations under the CCPA and, on notice, to stop and remediate any unauthorised use of it. The Receiving Party shall notify the Disclosing Party if it decides that it can no longer meet its obligations under the CCPA.",
          ];
        },
      },
      {
        heading: "Review of the Sharing",
        body: () => [
          "The parties shall review the operation of this Agreement at least once a year, and whenever the Purpose or the Shared Data changes, to confirm that the sharing is still necessary and proportionate.",
          "Each party shall keep a record of the Shared Data it discloses and receives, and shall on reasonable request, not more than once a year, give the other the information it reasonably needs to confirm compliance with this Agreement.",
        ],
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "limitation_of_liability", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "Harbourside Housing Association",
      party_b: "Greenfield Energy Advice CIC",
      key_terms: {
        purpose: "referring tenants in fuel poverty to free energy-efficiency advice and home insulation grants",
        shared_data: "names, addresses, telephone numbers, tenancy references and household energy-vulnerability indicators",
        data_subject_categories: "tenants of the Discloser who have agreed to be referred",
        lawful_basis: "legitimate interests",
        retention_period: "12 months",
      },
    },
  },
  {
    id: "joint_controller_arrangement",
    title: "Joint Controller Arrangement",
    group: "privacy",
    description: "Two controllers that jointly decide the purposes and means of processing allocate their responsibilities (GDPR / UK GDPR Art. 26): who informs data subjects, the contact point, data subject rights, breaches, liability between them and review.",
    shortName: "Arrangement",
    parties: {
      a: { role: "First Controller", description: "The first of the joint controllers." },
      b: { role: "Second Controller", description: "The second of the joint controllers." },
    },
    terms: [
      { name: "joint_processing", type: "text", required: true, description: "The processing whose purposes and means the parties decide together." },
      { name: "purposes", type: "text", required: true, description: "The purposes of the joint processing." },
      { name: "personal_data_types", type: "text", required: true, description: "Types of personal data processed." },
      { name: "data_subject_categories", type: "text", required: true, description: "Categories of data subjects." },
      { name: "contact_point", type: "choice", options: ["first controller", "second controller"], default: "first controller", description: "Which party is the contact point for data subjects." },
      { name: "notice_provider", type: "choice", options: ["first controller", "second controller"], default: "first controller", description: "Which party gives data subjects the privacy information." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} and the ${ctx.b.role} together decide why and how certain personal data is processed, and enter into this Arrangement to set out their respective responsibilities for complying with the law that applies to that processing.`],
    clauses: [
      {
        heading: "The Joint Processing",
        body: (ctx) => {
          const out = [
            `The parties jointly determine the purposes and means of the following processing: ${ctx.term("joint_processing")} (the "Joint Processing"), for these purposes: ${ctx.term("purposes")} (the "Joint Purposes"). It concerns ${ctx.term("personal_data_types")} relating to ${ctx.term("data_subject_categories")} (the "Joint Data").`,
          ];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`The parties are joint controllers of the Joint Processing, and this Arrangement determines in a transparent manner their respective responsibilities for complying with ${g.name}, as ${ctx.cite(g.source, "26", `Article 26(1) of ${g.name}`)} requires.`);
          } else if (ctx.within("IN")) {
            out.push(
              `Each party is a Data Fiduciary that determines the purpose and means of the Joint Processing in conjunction with the other, within the meaning of ${ctx.cite("in-dpdp-act-2023", "2", "section 2 of the Digital Personal Data Protection Act, 2023")} (the "DPDP Act"), and each remains responsible for complying with that Act in respect of it; this Arrangement allocates between them the tasks needed to do so.`,
            );
          } else if (!foreignGdprNames(ctx)) {
            // Outside the GDPR systems, with no data subjects or processing in the EU or the UK in the facts, the local law alone.
            out.push(`This Arrangement allocates the parties' responsibilities for the Joint Processing under the law of ${ctx.law.place} relating to personal data and any other such law that applies to it, without limiting either party's obligations to the individuals concerned.`);
          } else {
            const f = foreignGdpr(ctx);
            const eu = f.eu ? ctx.cite("eu-gdpr", "26", "Article 26 of Regulation (EU) 2016/679") : null;
            const uk = f.uk ? ctx.cite("uk-gdpr", "26", "Article 26 of the UK GDPR") : null;
            out.push(
              `Where ${foreignGdprNames(ctx, "or")} applies to the Joint Processing, this Arrangement is the arrangement required by ${[eu, uk].filter(Boolean).join(" and ")}. Under any other law that applies, it allocates the parties' responsibilities between them without limiting either party's obligations to the individuals concerned.`,
            );
          }
          out.push("Each party is a separate controller of any processing it carries out outside the Joint Processing, and this Arrangement does not apply to that processing.");
          return out;
        },
      },
      {
        heading: "Allocation of Responsibilities",
        body: (ctx) => {
          const notice = ctx.term("notice_provider") === "second controller" ? ctx.b.role : ctx.a.role;
          const contact = ctx.term("contact_point") === "second controller" ? ctx.b.role : ctx.a.role;
          return [
            "Lawful basis and minimisation: the parties shall agree and record in writing the lawful basis for each part of the Joint Processing before it starts, and each shall process only the Joint Data necessary for the Joint Purposes.",
            `Information to data subjects: the ${notice} shall prepare, in a form agreed with the other party, and give data subjects the privacy information about the Joint Processing that the law requires, including the essence of this Arrangement; the other party shall refer to it at each point where it collects Joint Data.`,
            `Requests and enquiries: the ${contact} is the contact point for data subjects and co-ordinates the response to their requests under the clause headed Rights of Data Subjects.`,
            "Security: each party is responsible for appropriate technical and organisational security measures for the systems and premises it operates and for the Joint Data in its possession.",
            "Processors and records: each party engages its own processors under written contracts that meet the requirements of the law, tells the other which of them process Joint Data, and keeps its own records of processing.",
            "Impact assessments: the parties shall together carry out and document any data protection impact assessment the Joint Processing requires, and consult the competent authority together where that is required.",
          ];
        },
      },
      {
        heading: "Contact Point and Transparency",
        body: (ctx) => {
          const contact = ctx.term("contact_point") === "second controller" ? ctx.b.role : ctx.a.role;
          const essence = gdprSystem(ctx) ? ` (${ctx.cite(gdpr(ctx).source, "26", `Article 26(2) of ${gdpr(ctx).name}`)})` : "";
          return [
            `The ${contact} shall publish a contact point for data subjects in the privacy information about the Joint Processing, staffed by persons able to deal with data protection enquiries.`,
            `The parties shall make the essence of this Arrangement, including the role and responsibilities of each party towards data subjects, available to data subjects${essence}. Neither party shall publish the rest of this Arrangement without the consent of the other.`,
          ];
        },
      },
      {
        heading: "Rights of Data Subjects",
        body: (ctx) => {
          const contact = ctx.term("contact_point") === "second controller" ? ctx.b.role : ctx.a.role;
          const out = [];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(
              `Whatever this Arrangement provides, a data subject may exercise their rights under ${g.name} in respect of and against each party (${ctx.cite(g.source, "26", `Article 26(3) of ${g.name}`)}). A party that receives a request shall pass it to the ${contact} within three (3) Business Days, and the parties shall respond within the time allowed by ${ctx.cite(g.source, "12", `Article 12(3) of ${g.name}`)}.`,
            );
          } else if (ctx.within("IN")) {
            out.push(
              `A Data Principal may exercise the rights to access information (${ctx.cite("in-dpdp-act-2023", "11", "section 11 of the DPDP Act")}), to correction and erasure (${ctx.cite("in-dpdp-act-2023", "12", "section 12")}) and to grievance redressal (${ctx.cite("in-dpdp-act-2023", "13", "section 13")}) against either party. A party that receives a request or grievance shall pass it to the ${contact} within three (3) Business Days, and the parties shall respond within the period prescribed under that Act.`,
            );
          } else {
            out.push(`A data subject may exercise their rights against either party. A party that receives a request shall pass it to the ${contact} within three (3) Business Days, and the parties shall respond within the time the law allows.`);
          }
          out.push("Each party shall give the other the Joint Data it holds and the help needed to answer a request, and shall carry out any rectification, erasure or restriction of the Joint Data in its own systems.");
          return out;
        },
      },
      {
        heading: "Personal Data Breaches",
        body: (ctx) => [
          "A party that becomes aware of a personal data breach affecting Joint Data shall notify the other without undue delay and in any event within twenty-four (24) hours, and shall keep it informed of the facts, the effects and the remedial action taken.",
          `The party in whose systems or under whose control the breach occurred shall lead the response and, after consulting the other party, shall carry out the duty ${breachDuties(ctx, "the parties")}; the other party shall give it the help it reasonably needs.`,
        ],
      },
      {
        heading: "Liability Between the Controllers",
        body: (ctx) => {
          const out = [
            "Each party remains liable to data subjects and to the authorities as the law provides. As between the parties, each shall bear the part of any compensation, fine or cost that corresponds to its responsibility for the damage or infringement concerned, and shall indemnify the other against any amount the other pays beyond its own part.",
          ];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`Where a party has paid full compensation to a data subject, it may claim back from the other the part corresponding to the other's responsibility for the damage, in line with ${ctx.cite(g.source, "82", `Article 82 of ${g.name}`)}.`);
          }
          return out;
        },
      },
      {
        heading: "Duration and Review",
        body: (ctx) => [
          `This ${ctx.shortName} applies for as long as the parties carry out the Joint Processing. The parties shall review it at least once a year, and whenever the Joint Processing changes, and record any change in writing.`,
          "When the Joint Processing ends, each party shall keep only the Joint Data it is entitled to process as a separate controller for its own purposes, and shall securely delete the rest unless the law requires it to be kept.",
        ],
      },
    ],
    boilerplate: ["definitions", "confidentiality", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "FR",
      party_a: "Maison Clément SA",
      party_b: "Vélo Lumière SAS",
      key_terms: {
        joint_processing: "operation of the co-branded Clément Vélo Club loyalty programme, including member enrolment, points tracking and joint marketing emails",
        purposes: "running the loyalty programme and sending members offers from both parties",
        personal_data_types: "names, email and postal addresses, dates of birth, purchase histories and marketing preferences",
        data_subject_categories: "members of the loyalty programme",
        contact_point: "second controller",
      },
    },
  },
  {
    id: "sub_processing_agreement",
    title: "Sub-processing Agreement",
    group: "privacy",
    description: "A processor engages a sub-processor for part of the processing it does for a controller: the details of the sub-processing, the controller's authorisation, flow-down of the GDPR / UK GDPR Art. 28 processor terms (Art. 28(4)), the controller's rights, further sub-processors, breaches, security and location, and liability.",
    features: { dataProcessing: true },
    parties: {
      a: { role: "Processor", description: "The processor engaging the sub-processor." },
      b: { role: "Sub-processor", description: "The service provider processing personal data on the Processor's behalf." },
    },
    terms: [
      { name: "controller", type: "text", required: true, description: 'The controller(s) for whom the Processor acts, e.g. "the Processor\'s business customers who use its HR platform".' },
      { name: "head_agreement", type: "text", default: "the data processing agreement between the Processor and the Controller", description: "The agreement under which the Processor processes for the Controller." },
      { name: "services", type: "text", required: true, description: "The processing the Sub-processor carries out." },
      { name: "personal_data_types", type: "text", required: true, description: "Types of personal data processed." },
      { name: "data_subject_categories", type: "text", required: true, description: "Categories of data subjects." },
      { name: "processing_duration", type: "text", default: "the term of this Agreement and any later period until the Sub-processor has deleted or returned all the Personal Data", description: "Duration of the processing." },
      { name: "breach_notification_period", type: "text", default: "24 hours", description: "Longest time the Sub-processor may take to notify the Processor of a personal data breach, e.g. \"24 hours\" or \"2 business days\"." },
      { name: "security_measures", type: "text", default: DEFAULT_SECURITY, description: "The technical and organisational security measures the Sub-processor maintains." },
      { name: "processing_location", type: "text", description: 'Where the Sub-processor processes the data, e.g. "data centres in London and Manchester".' },
      { name: "duration", type: "duration", description: "Length of the agreement; omitted: until terminated." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} processes personal data on behalf of a controller and wishes to engage the ${ctx.b.role} to carry out part of that processing, on terms that pass on the ${ctx.a.role}'s own data protection obligations.`],
    clauses: [
      {
        heading: "Engagement and Details of the Processing",
        body: (ctx) => {
          const out = [
            `The ${ctx.a.role} processes personal data as a processor on behalf of ${ctx.term("controller")} (the "Controller") under ${ctx.term("head_agreement")} (the "Head Agreement"). The ${ctx.a.role} engages the ${ctx.b.role} to carry out the following processing on its behalf: ${ctx.term("services")} (the "Sub-processing"). "Personal Data" means the personal data the ${ctx.b.role} processes in the Sub-processing, and "Data Protection Law" means ${dataProtectionLaw(ctx)}. ${definitions(ctx)}`,
            `The processing is as follows: (a) subject matter: the Sub-processing; (b) duration: ${ctx.term("processing_duration")}; (c) nature and purpose: carrying out the Sub-processing for the ${ctx.a.role}, for the purposes of the Controller set out in the Head Agreement; (d) types of personal data: ${ctx.term("personal_data_types")}; and (e) categories of data subjects: ${ctx.term("data_subject_categories")}.`,
          ];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`The ${ctx.a.role} confirms that the Controller has given the prior specific or general written authorisation to engage a sub-processor that ${ctx.cite(g.source, "28", `Article 28(2) of ${g.name}`)} requires, and shall give the ${ctx.b.role} the parts of the Head Agreement relevant to the Sub-processing.`);
          } else {
            out.push(`The ${ctx.a.role} confirms that the Controller has authorised it to engage sub-processors for the Sub-processing, and shall give the ${ctx.b.role} the parts of the Head Agreement relevant to it.`);
          }
          return out;
        },
      },
      {
        heading: "Flow-Down of Processor Obligations",
        body: (ctx) => {
          const lead = gdprSystem(ctx)
            ? `As ${ctx.cite(gdpr(ctx).source, "28", `Article 28(4) of ${gdpr(ctx).name}`)} requires, the ${ctx.b.role} is bound by the same data protection obligations as bind the ${ctx.a.role} under the Head Agreement, which include the following.`
            : `The ${ctx.b.role} is bound by the same data protection obligations as bind the ${ctx.a.role} under the Head Agreement, which include the following.`;
          return [
            lead,
            ...article28Terms(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`),
            `Instructions of the ${ctx.a.role} include the instructions of the Controller that the ${ctx.a.role} passes on. If the Head Agreement imposes a data protection obligation stricter than this clause, the ${ctx.a.role} shall tell the ${ctx.b.role} in writing, and the ${ctx.b.role} shall comply with it.`,
          ];
        },
      },
      {
        heading: "Rights of the Controller",
        body: (ctx) => [
          `The ${ctx.b.role} shall allow the Controller, as well as the ${ctx.a.role}, to exercise the information and audit rights in this Agreement, on reasonable notice and subject to reasonable confidentiality undertakings.`,
          `If the ${ctx.a.role} has factually disappeared, ceased to exist in law or become insolvent, the ${ctx.b.role} shall follow the Controller's instructions on the return or deletion of the Personal Data. The Controller may enforce this clause against the ${ctx.b.role} to the extent the law allows a person who is not a party to enforce a contract term made for its benefit.`,
        ],
      },
      {
        heading: "Further Sub-processors",
        body: (ctx) => [
          `The ${ctx.b.role} shall not engage another processor for any part of the Sub-processing without the prior written authorisation of the ${ctx.a.role}, which it may give only with any authorisation of the Controller the Head Agreement requires. It shall ask for authorisation at least thirty (30) days before the intended engagement, giving the name and location of the proposed processor and the processing it would carry out.`,
          `The ${ctx.b.role} shall bind each further processor by a written contract imposing the same data protection obligations as this Agreement, and remains fully liable to the ${ctx.a.role} for the performance of that processor's obligations.`,
        ],
      },
      {
        heading: "Breaches and Assistance",
        body: (ctx) => [
          `The ${ctx.b.role} shall notify the ${ctx.a.role} without undue delay, and in any event within ${ctx.term("breach_notification_period")}, after becoming aware of a personal data breach affecting the Personal Data, with the information the ${ctx.a.role} needs to meet its own obligation to notify the Controller under the Head Agreement, and shall then keep the ${ctx.a.role} informed.`,
          `The ${ctx.b.role} shall pass to the ${ctx.a.role} within two (2) Business Days any request from a data subject or any enquiry from an authority about the Personal Data, shall not respond to it except on the ${ctx.a.role}'s instructions, and shall give the ${ctx.a.role} the help it needs to respond within the time the law allows.`,
        ],
      },
      {
        heading: "Security and Location",
        body: (ctx) => [
          `The ${ctx.b.role} shall implement and maintain at least the following technical and organisational measures: ${ctx.term("security_measures")}, and shall not reduce the overall level of security they give.`,
          `The ${ctx.b.role} shall process the Personal Data only in ${((l) => l && placeName(l))(ctx.optional("processing_location")) ?? `the locations notified to and approved in writing by the ${ctx.a.role}`}. ${transferRestriction(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`)}`,
        ],
      },
      {
        heading: "Applicable Local Law",
        body: (ctx) => {
          if (gdprSystem(ctx)) return null;
          if (ctx.within("IN")) {
            return [
              `The ${ctx.a.role} confirms that the Data Fiduciary for whom it acts has engaged it under a valid contract as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(2) of the Digital Personal Data Protection Act, 2023")} allows, and that the contract permits the engagement of the ${ctx.b.role}. The ${ctx.b.role} shall take reasonable security safeguards to prevent a personal data breach and shall erase the Personal Data when instructed, so that the Data Fiduciary can meet its duties under ${ctx.cite("in-dpdp-act-2023", "8", "section 8(5) and (7) of that Act")}.`,
            ];
          }
          return localProcessorTerms(ctx, `the ${ctx.b.role}`, `the ${ctx.a.role}`);
        },
      },
      {
        heading: "Liability for the Sub-processing",
        body: (ctx) => {
          const out = [`Subject to the clause headed Limitation of Liability, the ${ctx.b.role} is liable to the ${ctx.a.role} for any loss the ${ctx.a.role} suffers, including any amount it must pay the Controller, because the ${ctx.b.role} or a further processor breaches this Agreement or Data Protection Law.`];
          if (gdprSystem(ctx)) {
            const g = gdpr(ctx);
            out.push(`The parties acknowledge that the ${ctx.a.role} remains fully liable to the Controller for the performance of the ${ctx.b.role}'s obligations (${ctx.cite(g.source, "28", `Article 28(4) of ${g.name}`)}), and that nothing in this Agreement limits the rights of data subjects under ${ctx.cite(g.source, "82", "Article 82")}.`);
          } else {
            out.push(`The parties acknowledge that the ${ctx.a.role} remains responsible to the Controller for the performance of the ${ctx.b.role}'s obligations.`);
          }
          return out;
        },
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "limitation_of_liability", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "GB",
      party_a: "PeoplePath Software Ltd",
      party_b: "Stratus Data Centres Ltd",
      key_terms: {
        controller: "the Processor's business customers who use its PeoplePath HR platform",
        services: "hosting, storage and back-up of the PeoplePath HR platform and its databases",
        personal_data_types: "employee names, contact details, job and salary information, absence records and bank details",
        data_subject_categories: "employees, contractors and job applicants of the Controller",
        processing_location: "data centres in London and Manchester",
      },
    },
  },
  {
    id: "standard_contractual_clauses_annexes",
    title: "Schedule of Annexes to the Standard Contractual Clauses",
    group: "privacy",
    description: "The annexes that complete the European Commission's standard contractual clauses for transfers of personal data (Art. 46(2)(c) GDPR), as fields only: module, governing law and forum, Annex I.A list of parties, I.B description of the transfer, I.C competent supervisory authority, Annex II technical and organisational measures and Annex III sub-processors. The Clauses themselves are incorporated by reference, not reproduced.",
    shortName: "Schedule",
    parties: {
      a: { role: "Data Exporter", description: "The party transferring the personal data." },
      b: { role: "Data Importer", description: "The party in the third country receiving the personal data." },
    },
    terms: [
      { name: "module", type: "choice", options: ["module one", "module two", "module three", "module four"], default: "module two", description: "Module One: controller to controller; Two: controller to processor; Three: processor to processor; Four: processor to controller." },
      { name: "exporter_activities", type: "text", required: true, description: "The data exporter's activities relevant to the data transferred." },
      { name: "importer_activities", type: "text", required: true, description: "The data importer's activities relevant to the data transferred." },
      { name: "exporter_contact", type: "text", description: "Name, position and contact details of the data exporter's contact person." },
      { name: "importer_contact", type: "text", description: "Name, position and contact details of the data importer's contact person." },
      { name: "data_subject_categories", type: "text", required: true, description: "Categories of data subjects whose personal data is transferred." },
      { name: "personal_data_categories", type: "text", required: true, description: "Categories of personal data transferred." },
      { name: "sensitive_data", type: "text", default: "none", description: "Sensitive data transferred, with the restrictions or safeguards applied." },
      { name: "transfer_frequency", type: "choice", options: ["continuous", "one-off"], default: "continuous", description: "Whether the data is transferred on a continuous basis or once." },
      { name: "nature_of_processing", type: "text", required: true, description: "Nature of the processing." },
      { name: "purpose", type: "text", required: true, description: "Purpose(s) of the transfer and further processing." },
      { name: "retention_period", type: "text", default: "for the duration of the services, after which the personal data is deleted or returned as the Clauses provide", description: "How long the personal data is retained, or the criteria used to decide." },
      { name: "supervisory_authority", type: "text", description: "The competent supervisory authority; omitted: worked out from the jurisdiction (e.g. the CNIL for France)." },
      { name: "security_measures", type: "text", default: DEFAULT_SECURITY, description: "The data importer's main technical and organisational measures (Annex II)." },
      { name: "sub_processors", type: "text", description: "Sub-processors authorised (Modules Two and Three), with name, address, contact and processing." },
    ],
    clauses: [
      {
        heading: "Incorporation of the Clauses",
        body: (ctx) => {
          const chosen = ctx.term("module");
          const described: Record<string, string> = {
            "module one": "Module One (transfer controller to controller)",
            "module two": "Module Two (transfer controller to processor)",
            "module three": "Module Three (transfer processor to processor)",
            "module four": "Module Four (transfer processor to controller)",
          };
          const law = ctx.optional("governing_law");
          const lawText = law
            ? /^the laws? of /i.test(law)
              ? law
              : `the law of ${law}`
            : ctx.law.system === "EU"
              ? `the law of ${ctx.law.place}`
              : `the law of ${BLANK} (a Member State of the European Union that allows for third-party beneficiary rights)`;
          const venue = ctx.optional("venue");
          const forum = venue ? `the courts of ${venue}` : ctx.law.system === "EU" ? `the courts of ${ctx.law.place}` : `the courts of ${BLANK} (a Member State of the European Union)`;
          const out = [
            `The parties have entered into, or by signing this Schedule enter into, the standard contractual clauses for the transfer of personal data to third countries adopted by the European Commission under ${ctx.cite("eu-gdpr", "46", "Article 46(2)(c) of Regulation (EU) 2016/679 (GDPR)")} (the "Clauses"), choosing ${described[chosen] ?? BLANK}.`,
            "This Schedule sets out the information the Annexes to the Clauses require. It does not reproduce or amend the Clauses, which are incorporated by reference in the form adopted by the Commission and prevail over this Schedule and over any other agreement between the parties.",
            `For the purposes of Clause 17 (governing law) the parties choose ${lawText}, and for the purposes of Clause 18 (choice of forum and jurisdiction) ${forum}.`,
          ];
          if (ctx.law.system === "GB") {
            out.push("Where the transfer is subject to the UK GDPR, the parties use the Clauses with the International Data Transfer Addendum issued by the Information Commissioner, completed with the information in this Schedule, subject to the provisions of that Addendum on the law and courts that apply to it.");
          }
          return out;
        },
      },
      {
        heading: "Annex I.A: List of Parties",
        body: (ctx) => {
          const chosen = ctx.term("module");
          const exporterRole = chosen === "module three" || chosen === "module four" ? "processor" : "controller";
          const importerRole = chosen === "module one" || chosen === "module four" ? "controller" : "processor";
          return [
            `Data exporter: ${ctx.a.name}; address: ${ctx.optional("party_a_address") ?? BLANK}; contact person's name, position and contact details: ${ctx.optional("exporter_contact") ?? BLANK}; activities relevant to the data transferred under the Clauses: ${ctx.term("exporter_activities")}; role: ${exporterRole}; signature and date: as given by signing this Schedule.`,
            `Data importer: ${ctx.b.name}; address: ${ctx.optional("party_b_address") ?? BLANK}; contact person's name, position and contact details: ${ctx.optional("importer_contact") ?? BLANK}; activities relevant to the data transferred under the Clauses: ${ctx.term("importer_activities")}; role: ${importerRole}; signature and date: as given by signing this Schedule.`,
          ];
        },
      },
      {
        heading: "Annex I.B: Description of the Transfer",
        body: (ctx) => {
          const chosen = ctx.term("module");
          const out = [
            `Categories of data subjects whose personal data is transferred: ${ctx.term("data_subject_categories")}.`,
            `Categories of personal data transferred: ${ctx.term("personal_data_categories")}.`,
            `Sensitive data transferred (if any) and the restrictions or safeguards applied, which fully take into account the nature of the data and the risks involved: ${ctx.term("sensitive_data")}.`,
            ctx.term("transfer_frequency") === "one-off" ? "Frequency of the transfer: the data is transferred on a one-off basis." : "Frequency of the transfer: the data is transferred on a continuous basis for as long as the services last.",
            `Nature of the processing: ${ctx.term("nature_of_processing")}.`,
            `Purpose(s) of the data transfer and further processing: ${ctx.term("purpose")}.`,
            `Period for which the personal data will be retained, or the criteria used to determine that period: ${ctx.term("retention_period")}.`,
          ];
          if (chosen === "module two" || chosen === "module three") {
            out.push("For transfers to (sub-)processors: the subject matter, nature and duration of the processing are those set out for each sub-processor in Annex III, and in each case no wider than the processing described in this Annex.");
          }
          return out;
        },
      },
      {
        heading: "Annex I.C: Competent Supervisory Authority",
        body: (ctx) => {
          const given = ctx.optional("supervisory_authority");
          let authority: string;
          if (given) authority = given;
          else if (ctx.within("FR")) authority = `the Commission nationale de l'informatique et des libertés (CNIL), the French supervisory authority (${ctx.cite("fr-loi-informatique-et-libertes", "8", "article 8 of the Loi Informatique et Libertés")})`;
          else if (ctx.law.system === "EU") authority = `the supervisory authority in ${ctx.law.place} competent for the data exporter's establishment`;
          else if (ctx.law.system === "GB") authority = "the Information Commissioner where the transfer is subject to the UK GDPR and, for a transfer subject to Regulation (EU) 2016/679, the supervisory authority of the Member State determined under that Clause";
          else {
            authority = `the supervisory authority of the Member State in which the data exporter's representative under ${ctx.cite("eu-gdpr", "27", "Article 27 of Regulation (EU) 2016/679")} is established or, if the data exporter need not appoint one but is subject to that Regulation under ${ctx.cite("eu-gdpr", "3", "Article 3(2)")}, of the Member State in which the data subjects whose personal data is transferred are located`;
          }
          return `The competent supervisory authority, identified in accordance with Clause 13 of the Clauses, is ${authority}.`;
        },
      },
      {
        heading: "Annex II: Technical and Organisational Measures",
        body: (ctx) => {
          const chosen = ctx.term("module");
          const out = [
            `Taking into account the nature, scope, context and purpose of the processing and the risks for the rights and freedoms of natural persons, the data importer has implemented and shall maintain the following technical and organisational measures, including measures to ensure the security of the data: ${ctx.term("security_measures")}.`,
            "In addition, the data importer maintains: (a) a documented information security programme with a named person responsible for it; (b) access to personal data limited to personnel who need it, through individual accounts and prompt removal of access when it is no longer needed; (c) physical security of the premises and equipment where personal data is processed; (d) procedures to restore the availability of and access to personal data in a timely manner after a physical or technical incident; (e) regular testing and evaluation of the effectiveness of these measures; and (f) secure deletion of personal data at the end of the retention period.",
          ];
          if (chosen === "module two" || chosen === "module three") {
            out.push("The data importer shall require each sub-processor to implement measures that give at least the same level of protection, and shall give the data exporter the assistance the Clauses require in responding to data subjects' requests.");
          }
          return out;
        },
      },
      {
        heading: "Annex III: List of Sub-processors",
        body: (ctx) => {
          const chosen = ctx.term("module");
          if (chosen !== "module two" && chosen !== "module three") return null;
          return [
            `Option 2 (general written authorisation) of Clause 9(a) of the Clauses applies, and the data importer shall inform the data exporter in writing of any intended addition or replacement of a sub-processor at least thirty (30) days in advance.`,
            `The data exporter has authorised the use of the following sub-processors: ${ctx.optional("sub_processors") ?? "none at the date of this Schedule"}. For each sub-processor the data importer shall keep a record of its name, address and contact person and a description of its processing (including, where several are authorised, a clear delimitation of their responsibilities), and shall give it to the data exporter on request.`,
          ];
        },
      },
    ],
    boilerplate: ["counterparts"],
    example: {
      jurisdiction: "FR",
      party_a: "Boulangeries Lefèvre SAS",
      party_b: "Northbridge Payroll Services Inc.",
      key_terms: {
        module: "module two",
        exporter_activities: "operating a chain of bakeries in France and employing around 400 staff",
        importer_activities: "providing cloud payroll software and payroll support services to the data exporter",
        data_subject_categories: "employees and former employees of the data exporter",
        personal_data_categories: "names, contact details, employee numbers, salary and bank details, tax and social security numbers, and absence records",
        nature_of_processing: "storage, calculation of pay and deductions, and production of payslips and reports in the data importer's cloud platform",
        purpose: "processing the data exporter's monthly payroll",
        sub_processors: "Cirrus Hosting LLC, Ashburn, Virginia, United States (hosting of the payroll platform)",
      },
    },
  },
  {
    id: "international_data_transfer_agreement",
    title: "International Data Transfer Agreement",
    group: "privacy",
    description: "Terms for transferring personal data to an importer in another country: the transfer, the safeguard the exporter's law requires (EU SCCs, the UK IDTA or Addendum, India DPDP Act s.16, Singapore PDPA s.26), transfer risk assessment, importer obligations, public authority requests, redress and suspension.",
    parties: {
      a: { role: "Exporter", description: "The party sending the personal data abroad." },
      b: { role: "Importer", description: "The party receiving the personal data in the destination country." },
    },
    terms: [
      { name: "destination_country", type: "text", required: true, description: "The country the personal data is transferred to." },
      { name: "purpose", type: "text", required: true, description: "Purpose of the transfer." },
      { name: "personal_data_types", type: "text", required: true, description: "Types of personal data transferred." },
      { name: "data_subject_categories", type: "text", required: true, description: "Categories of individuals whose data is transferred." },
      { name: "importer_role", type: "choice", options: ["controller", "processor"], default: "processor", description: "Whether the Importer uses the data for its own purposes (controller) or only for the Exporter (processor)." },
      { name: "special_categories", type: "text", description: "Sensitive personal data transferred, if any, and the extra safeguards applied." },
      { name: "retention_period", type: "text", description: "How long the Importer may keep the data; omitted: no longer than the purpose needs." },
      { name: "security_measures", type: "text", default: DEFAULT_SECURITY, description: "The Importer's technical and organisational security measures." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} wishes to transfer personal data to the ${ctx.b.role} in ${ctx.term("destination_country")}, and the parties enter into this Agreement to ensure that the data continues to be protected as the law that applies to the ${ctx.a.role} requires.`],
    clauses: [
      {
        heading: "The Transfer",
        body: (ctx) => {
          const special = ctx.optional("special_categories");
          return [
            `The ${ctx.a.role} transfers, or makes accessible, to the ${ctx.b.role} in ${ctx.term("destination_country")} the following personal data: ${ctx.term("personal_data_types")}, relating to ${ctx.term("data_subject_categories")} (the "Transferred Data"), for this purpose: ${ctx.term("purpose")} (the "Purpose"). "Data Protection Law" means ${dataProtectionLaw(ctx)}. ${definitions(ctx)}`,
            ctx.term("importer_role") === "controller"
              ? `The ${ctx.b.role} receives the Transferred Data as an independent controller and may use it only for the Purpose.`
              : `The ${ctx.b.role} receives the Transferred Data as a processor acting on behalf of the ${ctx.a.role} and shall process it only on the ${ctx.a.role}'s documented instructions, for the Purpose.`,
            // The defined law is the standard both parties keep to; a definition no clause applies would be dead text.
            "Each party shall comply with Data Protection Law in relation to the Transferred Data.",
            special
              ? `The Transferred Data includes the following sensitive personal data, which the ${ctx.b.role} shall process only with the additional safeguards stated: ${special}.`
              : "The Transferred Data does not include any special category of personal data or data about criminal convictions, and the parties shall agree additional safeguards in writing before any is transferred.",
          ];
        },
      },
      {
        heading: "Transfer Safeguards",
        body: (ctx) => {
          const country = ctx.term("destination_country");
          if (ctx.law.system === "EU") {
            return [
              `The parties shall make the transfer only if the conditions of ${ctx.cite("eu-gdpr", "44", "Article 44 of the GDPR")} are met. Unless ${country} is covered by an adequacy decision of the European Commission that applies to the transfer, the parties enter into the standard contractual clauses adopted by the Commission under ${ctx.cite("eu-gdpr", "46", "Article 46(2)(c) of the GDPR")}, in the module matching their roles, with the annexes completed from this Agreement (the "Clauses").`,
              "The Clauses are incorporated by reference and prevail over this Agreement if they conflict; this Agreement adds to them and does not reduce the protection they give.",
            ];
          }
          if (ctx.law.system === "GB") {
            ctx.note("uk_transfer_tool", "For a restricted transfer from the UK, the ICO's International Data Transfer Agreement or its Addendum to the EU standard contractual clauses must be used in the form issued; this Agreement supplements it and does not replace it.");
            return [
              `Unless ${country} is covered by UK adequacy regulations that apply to the transfer, the parties enter into the International Data Transfer Agreement, or the International Data Transfer Addendum to the European Commission's standard contractual clauses, issued by the Information Commissioner, completed from this Agreement (the "UK Transfer Terms").`,
              "The UK Transfer Terms are incorporated by reference and prevail over this Agreement if they conflict; this Agreement adds to them and does not reduce the protection they give.",
            ];
          }
          if (ctx.within("IN")) {
            return [
              `The ${ctx.a.role} confirms that ${country} is not a country or territory to which the Central Government has restricted the transfer of personal data by notification under ${ctx.cite("in-dpdp-act-2023", "16", "section 16 of the DPDP Act")}. If such a restriction is later notified, the transfer shall stop when it takes effect and the ${ctx.b.role} shall return or delete the Transferred Data as the ${ctx.a.role} instructs.`,
              `The ${ctx.a.role} remains responsible for the Transferred Data under the DPDP Act, and the parties shall also comply with any stricter restriction on transfers, or requirement to keep data in India, under other law that applies to the ${ctx.a.role} or its sector.`,
            ];
          }
          if (ctx.within("SG")) {
            return [
              `The ${ctx.a.role} transfers the Transferred Data outside Singapore in accordance with the requirements prescribed under ${ctx.cite("sg-pdpa-2012", "26", "section 26 of the PDPA")}. This Agreement imposes on the ${ctx.b.role} legally enforceable obligations to give the Transferred Data a standard of protection at least comparable to that under the PDPA.`,
            ];
          }
          // The example of a restricting law is the transferor's own: APP 8 in Australia, PIPEDA's accountability principle
          // (Schedule 1, clause 4.1.3) in Canada; in Hong Kong section 33 of the PDPO is not in force; the GDPR elsewhere.
          const example = ctx.within("AU")
            ? "Australian Privacy Principle 8 (cross-border disclosure of personal information) in Schedule 1 to the Privacy Act 1988 (Cth)"
            : ctx.within("CA") && !ctx.within("CA-QC")
              ? "clause 4.1.3 of Schedule 1 to the Personal Information Protection and Electronic Documents Act (PIPEDA), under which the transferring organisation remains responsible for the data and uses contractual or other means to provide a comparable level of protection"
              : ctx.within("HK", "US")
                ? null
                : `${ctx.cite("eu-gdpr", "46", "Article 46 of Regulation (EU) 2016/679")} for personal data of individuals in the European Union`;
          if (ctx.within("HK")) ctx.note("hk_transfer_s33", "Hong Kong: section 33 of the Personal Data (Privacy) Ordinance (Cap. 486), which would restrict transfers of personal data outside Hong Kong, is not in force; the data protection principles of Schedule 1 still apply to the data transferred.");
          return [
            `The ${ctx.a.role} shall identify in writing any law that restricts the transfer of the Transferred Data to ${country}${example ? `, such as ${example},` : ""} and the parties shall put in place, before the transfer, the safeguard that law requires, which then prevails over this Agreement if they conflict.`,
          ];
        },
      },
      {
        heading: "Transfer Risk Assessment",
        body: (ctx) => [
          `Before the first transfer the ${ctx.a.role}, with the ${ctx.b.role}'s help, shall assess the laws and practices of ${ctx.term("destination_country")} that apply to the Transferred Data, including those requiring disclosure to or access by public authorities, and identify any supplementary measures needed to protect it. The parties shall keep that assessment in writing and update it when the relevant laws or practices change.`,
          `The ${ctx.b.role} warrants that it has no reason to believe that the laws and practices that apply to it prevent it from meeting its obligations under this Agreement, and shall tell the ${ctx.a.role} promptly if it comes to believe otherwise.`,
        ],
      },
      {
        heading: "Importer's Obligations",
        body: (ctx) => [
          `The ${ctx.b.role} shall use the Transferred Data only for the Purpose, keep it accurate and up to date, and keep it for no longer than ${ctx.optional("retention_period") ?? "is necessary for the Purpose"}, after which it shall delete it, or return it to the ${ctx.a.role}, and delete existing copies unless the law requires it to keep them.`,
          `The ${ctx.b.role} shall implement and maintain at least the following technical and organisational measures: ${ctx.term("security_measures")}, and shall ensure that the persons it authorises to access the Transferred Data are bound by a duty of confidentiality.`,
          `The ${ctx.b.role} shall notify the ${ctx.a.role} without undue delay, and in any event within forty-eight (48) hours, of any personal data breach affecting the Transferred Data.`,
          `The ${ctx.b.role} shall not transfer the Transferred Data onward to another person or country, except with the ${ctx.a.role}'s prior written approval and under a written contract that binds the recipient to obligations giving the same level of protection as this Agreement.`,
        ],
      },
      {
        heading: "Requests from Public Authorities",
        body: (ctx) => [
          `If the ${ctx.b.role} receives a legally binding request from a public authority for disclosure of, or access to, Transferred Data, or becomes aware of direct access to it by a public authority, it shall promptly notify the ${ctx.a.role} and, where possible, the data subject concerned, unless the law of ${ctx.term("destination_country")} prohibits the notification, in which case it shall use its best efforts to obtain a waiver of the prohibition.`,
          `The ${ctx.b.role} shall review the legality of each request, challenge it where there are reasonable grounds to consider it unlawful, disclose only the minimum information the request requires, and keep a record of each request and its response, which it shall give the ${ctx.a.role} on request so far as the law allows.`,
        ],
      },
      {
        heading: "Data Subject Rights and Redress",
        body: (ctx) => [
          `The ${ctx.b.role} shall help the ${ctx.a.role} respond to requests from data subjects to exercise their rights over the Transferred Data and, where it is a controller, shall respond to such requests itself within the time the law that applies to the ${ctx.a.role} allows.`,
          `Data subjects may enforce, as third-party beneficiaries and to the extent the law allows, the clauses of this Agreement headed The Transfer, Importer's Obligations, Requests from Public Authorities and Data Subject Rights and Redress against the ${ctx.b.role}. The ${ctx.b.role} agrees that a data subject may bring a complaint before the competent authority, and a claim before the courts, of the place where the ${ctx.a.role} is established or the data subject lives.`,
        ],
      },
      {
        heading: "Suspension and Termination of Transfers",
        body: (ctx) => [
          `If the ${ctx.b.role} breaches this Agreement or cannot comply with it, it shall promptly tell the ${ctx.a.role}, which may then suspend the transfer of personal data until compliance is restored.`,
          `If compliance is not restored within one (1) month of suspension, or the breach is serious or persistent, the ${ctx.a.role} may terminate this Agreement so far as it concerns the transfer, by notice with immediate effect. The ${ctx.b.role} shall then return or delete all Transferred Data, as the ${ctx.a.role} chooses, and continue to protect any data the law requires it to keep in accordance with this Agreement.`,
        ],
      },
    ],
    thirdPartyRights: () => [{ who: "data subjects", headings: ["The Transfer", "Importer's Obligations", "Requests from Public Authorities", "Data Subject Rights and Redress"] }],
    boilerplate: ["definitions", "confidentiality", "limitation_of_liability", "notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN",
      party_a: "Aarohan Health Analytics Private Limited",
      party_b: "Meridian Cloud Services Pte. Ltd.",
      key_terms: {
        destination_country: "Singapore",
        purpose: "hosting and technical support of the Exporter's patient-appointment platform",
        personal_data_types: "names, mobile numbers, email addresses, appointment dates and clinic details",
        data_subject_categories: "patients who book appointments through the platform",
        importer_role: "processor",
      },
    },
  },
  {
    id: "business_associate_agreement",
    title: "Business Associate Agreement",
    group: "privacy",
    description: "The contract the US HIPAA Rules require between a covered entity and a business associate that handles protected health information: permitted uses and disclosures, Security Rule safeguards, reporting of incidents and breaches, subcontractors, individual rights, access by the Secretary, covered entity duties, termination and return of PHI.",
    parties: {
      a: { role: "Covered Entity", description: "The health plan, health care clearinghouse or health care provider subject to HIPAA." },
      b: { role: "Business Associate", description: "The service provider that creates, receives, maintains or transmits protected health information for the Covered Entity." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: 'What the Business Associate does for the Covered Entity, e.g. "medical billing, coding and claims-submission services".' },
      { name: "underlying_agreement", type: "text", description: "The services agreement this Agreement supplements; omitted: every agreement under which the Business Associate provides the Services." },
      { name: "breach_notice_period", type: "duration", default: "10 business days", description: "Longest time after discovery for the Business Associate to report a breach of unsecured PHI (HIPAA's outer limit is 60 days)." },
      { name: "request_response_period", type: "duration", default: "10 business days", description: "Time to provide PHI or information for an individual's access, amendment or accounting request." },
      { name: "data_aggregation", type: "choice", options: ["permitted", "not permitted"], default: "not permitted", description: "Whether the Business Associate may provide data aggregation services for the Covered Entity's health care operations." },
    ],
    recitals: (ctx) => [`The ${ctx.b.role} provides services to the ${ctx.a.role} that involve protected health information, and the parties enter into this Agreement to meet the requirements of the HIPAA Rules for contracts between a covered entity and a business associate.`],
    clauses: [
      {
        heading: "HIPAA Scope",
        body: (ctx) => {
          if (!ctx.within("US")) {
            ctx.note("hipaa_us_law", "A business associate agreement is a requirement of the US HIPAA Rules (45 C.F.R. Parts 160 and 164); the draft keeps those terms whatever the governing law chosen.");
          }
          return [
            `The ${ctx.b.role} provides the following services to the ${ctx.a.role}: ${ctx.term("services")} (the "Services"), under ${ctx.optional("underlying_agreement") ?? "every agreement between the parties under which it provides them"} (the "Underlying Agreement"). This Agreement supplements the Underlying Agreement and prevails over it on the protection of PHI.`,
            `"HIPAA Rules" means the Privacy, Security, Breach Notification and Enforcement Rules at 45 C.F.R. Parts 160 and 164. Capitalised terms used but not defined in this Agreement have the meanings given in the HIPAA Rules, including "Breach" and "Unsecured Protected Health Information" (${ctx.cite("us-hipaa-breach-rule", "164.402", "45 C.F.R. § 164.402")}) and "Security Incident" (${ctx.cite("us-hipaa-security-rule", "164.304", "45 C.F.R. § 164.304")}). "PHI" means protected health information that the ${ctx.b.role} creates, receives, maintains or transmits on behalf of the ${ctx.a.role}.`,
          ];
        },
      },
      {
        heading: "Permitted Uses and Disclosures",
        body: (ctx) => [
          `The ${ctx.b.role} may use or disclose PHI only to perform the Services, as this Agreement permits or requires, or as required by law, and shall not use or disclose PHI in a way that would breach Subpart E of 45 C.F.R. Part 164 if done by the ${ctx.a.role} (${ctx.cite("us-hipaa-privacy-rule", "164.504", "45 C.F.R. § 164.504(e)")}).`,
          `The ${ctx.b.role} shall limit its uses and disclosures of, and requests for, PHI to the minimum necessary to accomplish their intended purpose, and shall not sell PHI or receive any remuneration in exchange for it (${ctx.cite("us-hipaa-privacy-rule", "164.502", "45 C.F.R. § 164.502")}).`,
          `The ${ctx.b.role} may use PHI for its proper management and administration or to carry out its legal responsibilities, and may disclose PHI for those purposes if the disclosure is required by law, or if it first obtains reasonable assurances from the recipient that the PHI will be held confidentially and used or further disclosed only as required by law or for the purpose for which it was disclosed, and that the recipient will notify the ${ctx.b.role} of any instance of which it is aware in which the confidentiality of the PHI has been breached.`,
          ctx.term("data_aggregation") === "permitted"
            ? `Data aggregation is permitted: the ${ctx.b.role} may use PHI to provide data aggregation services relating to the health care operations of the ${ctx.a.role}.`
            : `Data aggregation is not permitted: the ${ctx.b.role} shall not combine the ${ctx.a.role}'s PHI with protected health information it holds for any other covered entity.`,
          `The ${ctx.b.role} may de-identify PHI only with the ${ctx.a.role}'s prior written consent and in accordance with ${ctx.cite("us-hipaa-privacy-rule", "164.514", "45 C.F.R. § 164.514")}.`,
        ],
      },
      {
        heading: "Safeguards",
        body: (ctx) => [
          `The ${ctx.b.role} shall use appropriate safeguards to prevent any use or disclosure of PHI other than as this Agreement provides, and shall comply with Subpart C of 45 C.F.R. Part 164 (the Security Rule) with respect to electronic PHI, including the administrative, physical and technical safeguards in ${ctx.cite("us-hipaa-security-rule", "164.308", "45 C.F.R. § 164.308")}, ${ctx.cite("us-hipaa-security-rule", "164.310", "§ 164.310")} and ${ctx.cite("us-hipaa-security-rule", "164.312", "§ 164.312")} and the policies, procedures and documentation required by ${ctx.cite("us-hipaa-security-rule", "164.316", "§ 164.316")}.`,
          `The ${ctx.b.role} shall carry out and document an accurate and thorough risk analysis of the electronic PHI it holds, manage the risks it identifies, train its workforce on the protection of PHI, and apply appropriate sanctions to workforce members who fail to comply.`,
        ],
      },
      {
        heading: "Reporting and Breach Notification",
        body: (ctx) => [
          `The ${ctx.b.role} shall report to the ${ctx.a.role} in writing any use or disclosure of PHI not provided for by this Agreement, and any Security Incident of which it becomes aware, as ${ctx.cite("us-hipaa-security-rule", "164.314", "45 C.F.R. § 164.314(a)")} requires. This clause is notice of the ongoing existence of unsuccessful Security Incidents, such as pings, port scans and blocked log-in attempts, which need no further report as long as none results in unauthorised access, use or disclosure of PHI.`,
          `The ${ctx.b.role} shall notify the ${ctx.a.role} of a Breach of Unsecured Protected Health Information without unreasonable delay and in any event within ${ctx.term("breach_notice_period")} after discovering it (and never later than the time allowed by ${ctx.cite("us-hipaa-breach-rule", "164.410", "45 C.F.R. § 164.410")}). A Breach is treated as discovered on the first day it is known to the ${ctx.b.role}, or would have been known to it by exercising reasonable diligence.`,
          `The notice shall identify each individual whose Unsecured Protected Health Information has been, or is reasonably believed to have been, accessed, acquired, used or disclosed, and give any other information the ${ctx.a.role} needs to notify individuals under ${ctx.cite("us-hipaa-breach-rule", "164.404", "45 C.F.R. § 164.404")}, as soon as it is available.`,
          `The ${ctx.b.role} shall mitigate, so far as practicable, any harmful effect known to it of a use or disclosure of PHI in breach of this Agreement, and shall reimburse the ${ctx.a.role}'s reasonable costs of notifying individuals and others of a Breach caused by the ${ctx.b.role} or its subcontractors.`,
        ],
      },
      {
        heading: "Subcontractors",
        body: (ctx) =>
          `The ${ctx.b.role} shall ensure that every subcontractor that creates, receives, maintains or transmits PHI on its behalf agrees in writing to the same restrictions, conditions and requirements that apply to the ${ctx.b.role} under this Agreement, including compliance with the Security Rule, as ${ctx.cite("us-hipaa-privacy-rule", "164.502", "45 C.F.R. § 164.502(e)(1)(ii)")} and ${ctx.cite("us-hipaa-security-rule", "164.308", "§ 164.308(b)(2)")} require, and remains responsible to the ${ctx.a.role} for their compliance.`,
      },
      {
        heading: "Individual Rights and Records",
        body: (ctx) => {
          const period = ctx.term("request_response_period");
          return [
            `Within ${period} after a request from the ${ctx.a.role}, the ${ctx.b.role} shall: make PHI in a designated record set available to the ${ctx.a.role} (or, as directed, to the individual), in electronic form where requested, so that the ${ctx.a.role} can meet ${ctx.cite("us-hipaa-privacy-rule", "164.524", "45 C.F.R. § 164.524")}; make any amendment to PHI in a designated record set that the ${ctx.a.role} directs under ${ctx.cite("us-hipaa-privacy-rule", "164.526", "§ 164.526")}; and provide the information the ${ctx.a.role} needs to give an accounting of disclosures under ${ctx.cite("us-hipaa-privacy-rule", "164.528", "§ 164.528")}, for which purpose the ${ctx.b.role} shall record the disclosures it makes.`,
            `The ${ctx.b.role} shall pass to the ${ctx.a.role} within five (5) business days any such request it receives directly from an individual. To the extent the ${ctx.b.role} carries out an obligation of the ${ctx.a.role} under Subpart E of 45 C.F.R. Part 164, it shall comply with the requirements of that Subpart that apply to the ${ctx.a.role} in carrying it out.`,
            `The ${ctx.b.role} shall make its internal practices, books and records relating to PHI available to the Secretary of the U.S. Department of Health and Human Services for the purpose of determining compliance with the HIPAA Rules (${ctx.cite("us-hipaa-privacy-rule", "164.504", "45 C.F.R. § 164.504(e)(2)")}), and shall keep the documentation the HIPAA Rules require for six (6) years.`,
          ];
        },
      },
      {
        heading: "Covered Entity Obligations",
        body: (ctx) => [
          `The ${ctx.a.role} shall notify the ${ctx.b.role} of any limitation in its notice of privacy practices under ${ctx.cite("us-hipaa-privacy-rule", "164.520", "45 C.F.R. § 164.520")}, any restriction on the use or disclosure of PHI it has agreed to under ${ctx.cite("us-hipaa-privacy-rule", "164.522", "§ 164.522")}, and any change in or revocation of an individual's permission to use or disclose PHI, to the extent it may affect the ${ctx.b.role}'s use or disclosure of PHI.`,
          `The ${ctx.a.role} shall not ask the ${ctx.b.role} to use or disclose PHI in any way that would not be permissible under Subpart E of 45 C.F.R. Part 164 if done by the ${ctx.a.role}, except for ${ctx.term("data_aggregation") === "permitted" ? "data aggregation or " : ""}the uses for management and administration that this Agreement allows.`,
        ],
      },
      {
        heading: "Term, Termination and Return of PHI",
        body: (ctx) => [
          `This Agreement takes effect on the Effective Date and continues until the Underlying Agreement ends and all PHI has been returned or destroyed in accordance with this clause.`,
          `If the ${ctx.a.role} determines that the ${ctx.b.role} has violated a material term of this Agreement, it may give the ${ctx.b.role} notice describing the violation and, if the ${ctx.b.role} does not cure it within thirty (30) days, terminate this Agreement and the Underlying Agreement so far as it concerns the Services, as ${ctx.cite("us-hipaa-privacy-rule", "164.504", "45 C.F.R. § 164.504(e)")} contemplates.`,
          `On termination the ${ctx.b.role} shall return to the ${ctx.a.role} or destroy all PHI, in whatever form, and keep no copies. If return or destruction is not feasible, the ${ctx.b.role} shall tell the ${ctx.a.role} why, extend the protections of this Agreement to that PHI, and limit its further uses and disclosures to the purposes that make return or destruction infeasible, for as long as it keeps it. This clause survives termination.`,
        ],
      },
    ],
    boilerplate: ["definitions", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-NY",
      party_a: "Lakeside Family Medicine, P.C.",
      party_b: "ChartBridge Billing Solutions LLC",
      key_terms: {
        services: "medical billing, coding and claims-submission services",
        underlying_agreement: "the Billing Services Agreement dated March 1, 2026",
        breach_notice_period: "5 business days",
      },
    },
  },
  {
    id: "ccpa_service_provider_addendum",
    title: "CCPA Service Provider Addendum",
    group: "privacy",
    description: "The contract terms the California Consumer Privacy Act requires for a service provider or contractor: specified business purposes, the restrictions on selling, sharing, retaining, using and combining personal information, CCPA compliance and security, help with consumer requests, subcontractors, and the business's rights to monitor and remediate.",
    shortName: "Addendum",
    parties: {
      a: { role: "Business", description: "The business disclosing personal information (a 'business' under the CCPA)." },
      b: { role: "Service Provider", description: "The person processing personal information on the Business's behalf for a business purpose (service provider or contractor)." },
    },
    terms: [
      { name: "principal_agreement", type: "text", required: true, description: 'The agreement under which the services are provided, e.g. "the Email Marketing Services Agreement dated January 15, 2026".' },
      { name: "business_purposes", type: "text", required: true, description: "The specific business purposes for which the personal information is processed." },
      { name: "personal_information_categories", type: "text", required: true, description: "Categories of personal information processed." },
      { name: "provider_type", type: "choice", options: ["service provider", "contractor"], default: "service provider", description: "Whether the recipient is a service provider or a contractor under the CCPA." },
      { name: "sensitive_personal_information", type: "text", description: "Sensitive personal information processed, if any." },
      { name: "subcontractor_notice", type: "duration", default: "30 days", description: "Advance notice of engaging a subcontractor to process the personal information." },
      { name: "request_assistance_period", type: "duration", default: "10 business days", description: "Time to help the Business answer a consumer request." },
    ],
    rolesFor: (ctx) => (ctx.term("provider_type") === "contractor" ? { a: "Business", b: "Contractor" } : { a: "Business", b: "Service Provider" }),
    titleFor: (ctx) => (ctx.term("provider_type") === "contractor" ? "CCPA Contractor Addendum" : "CCPA Service Provider Addendum"),
    clauses: [
      {
        heading: "Business Purposes",
        body: (ctx) => {
          if (!ctx.within("US-CA")) {
            ctx.note("ccpa_california_law", "The CCPA is California law that applies to a business meeting its thresholds that collects personal information of California residents, whatever the governing law of the contract; the addendum keeps its terms.");
          }
          const sensitive = ctx.optional("sensitive_personal_information");
          const out = [
            `This Addendum forms part of ${ctx.term("principal_agreement")}. The ${ctx.b.role} acts as a ${ctx.term("provider_type")} of the ${ctx.a.role} under the California Consumer Privacy Act of 2018, as amended, and the regulations made under it (the "CCPA"). Expressions such as "business purpose", "commercial purpose", "consumer", "contractor", "deidentified", "personal information", "sell", "service provider" and "share" have the meanings given in ${ctx.cite("us-ca-ccpa", "1798.140", "Cal. Civ. Code § 1798.140")}.`,
            `The ${ctx.a.role} discloses personal information to the ${ctx.b.role}, or the ${ctx.b.role} collects it on the ${ctx.a.role}'s behalf, only for the following limited and specified business purposes: ${ctx.term("business_purposes")} (the "Business Purposes"), as ${ctx.cite("us-ca-ccpa", "1798.100", "Cal. Civ. Code § 1798.100(d)")} requires. The personal information concerned is: ${ctx.term("personal_information_categories")} (the "Personal Information").`,
          ];
          if (sensitive) {
            out.push(`The Personal Information includes the following sensitive personal information, which the ${ctx.b.role} shall use only for the purposes permitted by ${ctx.cite("us-ca-ccpa", "1798.121", "Cal. Civ. Code § 1798.121")}: ${sensitive}.`);
          }
          return out;
        },
      },
      {
        heading: "Restrictions on the Personal Information",
        body: (ctx) => {
          const type = ctx.term("provider_type");
          const out = [
            `The ${ctx.b.role} shall not: (a) sell or share the Personal Information; (b) retain, use or disclose it for any purpose, including any commercial purpose, other than the Business Purposes, or as the CCPA otherwise permits a ${type}; (c) retain, use or disclose it outside the direct business relationship between the ${ctx.b.role} and the ${ctx.a.role}; or (d) combine it with personal information it receives from or on behalf of another person, or collects from its own interaction with the consumer, except as the CCPA regulations permit a ${type} to do. These are the restrictions the definition of a ${type} in ${ctx.cite("us-ca-ccpa", "1798.140", "Cal. Civ. Code § 1798.140")} requires.`,
            `If the ${ctx.b.role} receives deidentified information, it shall take reasonable measures to ensure that it cannot be associated with a consumer or household, shall not attempt to reidentify it, and shall bind any recipient to the same obligations by contract.`,
          ];
          if (type === "contractor") out.push(`The ${ctx.b.role} certifies that it understands the restrictions in this clause and will comply with them.`);
          return out;
        },
      },
      {
        heading: "Compliance and Security",
        body: (ctx) => [
          `The ${ctx.b.role} shall comply with the obligations that apply to it under the CCPA and give the Personal Information the same level of privacy protection as the CCPA requires of the ${ctx.a.role} (${ctx.cite("us-ca-ccpa", "1798.100", "Cal. Civ. Code § 1798.100(d)")}). It shall notify the ${ctx.a.role} within five (5) business days if it decides that it can no longer meet those obligations.`,
          `The ${ctx.b.role} shall implement and maintain reasonable security procedures and practices appropriate to the nature of the Personal Information, to protect it from unauthorised or illegal access, destruction, use, modification or disclosure, bearing in mind that a consumer whose personal information is exposed because of a failure to do so may have a right of action under ${ctx.cite("us-ca-ccpa", "1798.150", "Cal. Civ. Code § 1798.150")}. It shall notify the ${ctx.a.role} without undue delay of any such unauthorised access or disclosure.`,
        ],
      },
      {
        heading: "Consumer Requests",
        body: (ctx) => [
          `Within ${ctx.term("request_assistance_period")} after the ${ctx.a.role} asks, the ${ctx.b.role} shall give the ${ctx.a.role} the personal information and help it reasonably needs to respond to a verifiable consumer request to know (${ctx.cite("us-ca-ccpa", "1798.110", "Cal. Civ. Code § 1798.110")}), to delete (${ctx.cite("us-ca-ccpa", "1798.105", "§ 1798.105")}), to correct (${ctx.cite("us-ca-ccpa", "1798.106", "§ 1798.106")}) or to limit the use of sensitive personal information (${ctx.cite("us-ca-ccpa", "1798.121", "§ 1798.121")}).`,
          `On being told of a consumer's request to delete, the ${ctx.b.role} shall delete the consumer's personal information from its records, and tell its own service providers and contractors to do the same, except where the CCPA allows the information to be kept. The ${ctx.b.role} shall pass to the ${ctx.a.role} promptly any request it receives directly from a consumer and shall not respond to it except on the ${ctx.a.role}'s instructions.`,
        ],
      },
      {
        heading: "Subcontractors",
        body: (ctx) =>
          `The ${ctx.b.role} shall notify the ${ctx.a.role} at least ${ctx.term("subcontractor_notice")} before engaging any other person to help it process the Personal Information, and shall bind that person by a written contract containing obligations no less protective than those in this Addendum. The ${ctx.b.role} remains responsible to the ${ctx.a.role} for that person's compliance.`,
      },
      {
        heading: "Monitoring and Remediation",
        body: (ctx) => [
          `The ${ctx.a.role} may take reasonable and appropriate steps to ensure that the ${ctx.b.role} uses the Personal Information consistently with the ${ctx.a.role}'s obligations under the CCPA, including by reviewing the ${ctx.b.role}'s policies and technical and organisational measures, and by an assessment or audit not more than once in any twelve (12) months or at any time the ${ctx.a.role} reasonably suspects a breach of this Addendum.`,
          `On notice from the ${ctx.a.role}, the ${ctx.b.role} shall take the reasonable and appropriate steps the ${ctx.a.role} requires to stop and remediate any unauthorised use of the Personal Information, and the ${ctx.a.role} may suspend the disclosure of Personal Information until it is satisfied that the unauthorised use has stopped.`,
        ],
      },
    ],
    boilerplate: ["notices", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "US-CA",
      party_a: "Sunset Outfitters, Inc.",
      party_b: "Pacific Mailworks LLC",
      key_terms: {
        principal_agreement: "the Email Marketing Services Agreement dated January 15, 2026",
        business_purposes: "sending marketing and transactional emails to the Business's customers and reporting on their delivery and engagement",
        personal_information_categories: "names, email addresses, purchase histories and email engagement data",
        provider_type: "service provider",
      },
    },
  },
  {
    id: "dpdp_processor_agreement",
    title: "Data Processing Agreement (Digital Personal Data Protection Act, 2023)",
    group: "privacy",
    description: "India: a Data Fiduciary engages a Data Processor under a valid contract (DPDP Act s.8(2)): specified purpose and instructions, reasonable security safeguards, breach intimation support, Data Principal rights and grievances, erasure, children's data (s.9) and processing outside India (s.16).",
    parties: {
      a: { role: "Data Fiduciary", description: "The person who determines the purpose and means of processing the personal data." },
      b: { role: "Data Processor", description: "The person processing the personal data on behalf of the Data Fiduciary." },
    },
    terms: [
      { name: "services", type: "text", required: true, description: "The services for which the Data Processor processes personal data." },
      { name: "purpose", type: "text", required: true, description: "The specified purpose of the processing." },
      { name: "personal_data_types", type: "text", required: true, description: "Types of digital personal data processed." },
      { name: "data_principal_categories", type: "text", required: true, description: "Categories of Data Principals." },
      { name: "children_data", type: "choice", options: ["excluded", "included"], default: "excluded", description: "Whether personal data of children (under eighteen) is excluded from or included in the processing." },
      { name: "breach_notification_period", type: "text", default: "24 hours", description: "Longest time the Data Processor may take to tell the Data Fiduciary of a personal data breach, e.g. \"24 hours\" or \"2 business days\"." },
      { name: "erasure_period", type: "duration", default: "30 days", description: "Time within which the Data Processor must erase the data after instructions or the end of the services." },
      { name: "processing_locations", type: "text", description: "Where the Data Processor may process the data; omitted: India only." },
      { name: "security_measures", type: "text", default: DEFAULT_SECURITY, description: "The reasonable security safeguards the Data Processor maintains." },
      { name: "duration", type: "duration", description: "Length of the agreement; omitted: until terminated." },
    ],
    recitals: (ctx) => [`The ${ctx.a.role} wishes to engage the ${ctx.b.role} to process digital personal data on its behalf in connection with the services described in this Agreement, and the parties enter into this Agreement as the valid contract the Digital Personal Data Protection Act, 2023 requires for that engagement.`],
    clauses: [
      {
        heading: "Appointment of the Data Processor",
        body: (ctx) => {
          if (!ctx.within("IN")) {
            ctx.note("dpdp_india_law", "The DPDP Act applies to digital personal data processed in India, and to processing outside India connected with offering goods or services to Data Principals in India (s.3); the draft keeps its terms whatever the governing law chosen.");
          }
          return [
            `The ${ctx.a.role} engages the ${ctx.b.role}, under this contract as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(2) of the Digital Personal Data Protection Act, 2023")} (the "DPDP Act") allows, to process digital personal data on its behalf in connection with ${ctx.term("services")} (the "Services"), only for this purpose: ${ctx.term("purpose")} (the "Specified Purpose"). The personal data concerned is ${ctx.term("personal_data_types")} relating to ${ctx.term("data_principal_categories")} (the "Personal Data").`,
            `Expressions such as "Data Fiduciary", "Data Processor", "Data Principal", "personal data", "processing" and "personal data breach" have the meanings given in ${ctx.cite("in-dpdp-act-2023", "2", "section 2 of the DPDP Act")}. This Agreement applies to all processing of the Personal Data to which the DPDP Act applies, including processing outside India in connection with offering goods or services to Data Principals in India (${ctx.cite("in-dpdp-act-2023", "3", "section 3 of the DPDP Act")}).`,
            `The ${ctx.a.role} remains responsible for complying with the DPDP Act in respect of the processing the ${ctx.b.role} carries out on its behalf (${ctx.cite("in-dpdp-act-2023", "8", "section 8(1)")}), and the ${ctx.b.role} shall act so as to enable it to do so.`,
          ];
        },
      },
      {
        heading: "Processing on Instructions",
        body: (ctx) => [
          `The ${ctx.b.role} shall process the Personal Data only on the documented instructions of the ${ctx.a.role} and only for the Specified Purpose. It shall not process the Personal Data for its own purposes, disclose it to any third party, or sell, license or otherwise make it available, except on those instructions or as the law requires, in which case it shall tell the ${ctx.a.role} first unless the law prohibits it.`,
          `The ${ctx.b.role} shall ensure that every person it authorises to process the Personal Data is bound by a duty of confidentiality, and shall help the ${ctx.a.role} keep the Personal Data complete, accurate and consistent where it is likely to be used to make a decision that affects a Data Principal or to be disclosed to another Data Fiduciary.`,
        ],
      },
      {
        heading: "Reasonable Security Safeguards",
        body: (ctx) => [
          `The ${ctx.b.role} shall protect the Personal Data in its possession or under its control by reasonable security safeguards to prevent a personal data breach, so that the ${ctx.a.role} can meet its duty under ${ctx.cite("in-dpdp-act-2023", "8", "section 8(5) of the DPDP Act")}. Those safeguards include at least: ${ctx.term("security_measures")}.`,
          `The ${ctx.b.role} shall keep logs of access to and processing of the Personal Data for the period the rules made under the DPDP Act require, give the ${ctx.a.role} on request the information it reasonably needs to confirm compliance with this Agreement, and allow an audit by the ${ctx.a.role} or an independent auditor it appoints, on reasonable notice, not more than once a year except after a personal data breach.`,
        ],
      },
      {
        heading: "Personal Data Breach",
        body: (ctx) => [
          `The ${ctx.b.role} shall tell the ${ctx.a.role} of any personal data breach affecting the Personal Data without delay, and in any event within ${ctx.term("breach_notification_period")} after becoming aware of it, giving the nature, extent, timing and location of the breach, its likely impact, the measures taken or proposed to contain it, and a contact person.`,
          `The ${ctx.b.role} shall give the ${ctx.a.role} the information and help it needs to intimate the breach to the Data Protection Board of India and to each affected Data Principal, as ${ctx.cite("in-dpdp-act-2023", "8", "section 8(6) of the DPDP Act")} requires, within the time the rules made under that Act allow, and shall not itself inform the Board or any Data Principal unless the ${ctx.a.role} instructs it or the law requires it.`,
        ],
      },
      {
        heading: "Data Principal Rights and Grievances",
        body: (ctx) => [
          `The ${ctx.b.role} shall help the ${ctx.a.role}, within five (5) Business Days of a request, to respond to a Data Principal's request to access information about their personal data (${ctx.cite("in-dpdp-act-2023", "11", "section 11 of the DPDP Act")}) or to correct, complete, update or erase it (${ctx.cite("in-dpdp-act-2023", "12", "section 12")}), and to resolve a grievance (${ctx.cite("in-dpdp-act-2023", "13", "section 13")}) within the period prescribed under that Act.`,
          `The ${ctx.b.role} shall pass to the ${ctx.a.role} within two (2) Business Days any request or grievance it receives directly from a Data Principal, and shall not respond to it except on the ${ctx.a.role}'s instructions.`,
        ],
      },
      {
        heading: "Erasure of Personal Data",
        body: (ctx) =>
          `Within ${ctx.term("erasure_period")} after the ${ctx.a.role} instructs it, and in any event after the Services end, the ${ctx.b.role} shall erase the Personal Data (including copies held by any sub-processor) and confirm the erasure in writing, so that the ${ctx.a.role} can meet its duty to erase personal data, and cause its Data Processor to erase it, when the Data Principal withdraws consent or the Specified Purpose is no longer being served (${ctx.cite("in-dpdp-act-2023", "8", "section 8(7) of the DPDP Act")}), unless retention is necessary for compliance with any law.`,
      },
      {
        heading: "Children's Personal Data",
        body: (ctx) =>
          ctx.term("children_data") === "included"
            ? `Personal data of children is included in the processing. The ${ctx.a.role} confirms that it has obtained the verifiable consent of the parent or lawful guardian before the processing, as ${ctx.cite("in-dpdp-act-2023", "9", "section 9 of the DPDP Act")} requires, and the ${ctx.b.role} shall not undertake any processing likely to have a detrimental effect on the well-being of a child, or any tracking or behavioural monitoring of children or targeted advertising directed at them.`
            : `Personal data of children is excluded from the processing: the ${ctx.a.role} shall not give the ${ctx.b.role} personal data of any person under eighteen years of age, and if the ${ctx.b.role} finds that it holds any, it shall isolate it, tell the ${ctx.a.role} and follow its instructions, bearing in mind the restrictions on processing children's personal data in ${ctx.cite("in-dpdp-act-2023", "9", "section 9 of the DPDP Act")}.`,
      },
      {
        heading: "Location and Sub-processors",
        body: (ctx) => [
          `The ${ctx.b.role} shall process the Personal Data only in ${ctx.optional("processing_locations") ?? "India"}. It shall not transfer the Personal Data outside India, or allow it to be accessed from outside India, without the prior written approval of the ${ctx.a.role}, and never to a country or territory to which the Central Government has restricted transfers by notification under ${ctx.cite("in-dpdp-act-2023", "16", "section 16 of the DPDP Act")}.`,
          `The ${ctx.b.role} shall not engage a sub-processor without the prior written consent of the ${ctx.a.role}, shall bind each sub-processor by a written contract imposing obligations no less protective than this Agreement, and remains liable to the ${ctx.a.role} for the acts and omissions of each sub-processor.`,
        ],
      },
    ],
    boilerplate: ["definitions", "term_and_termination", "confidentiality", "limitation_of_liability", "notices", "assignment", "entire_agreement", "severability", "counterparts", "governing_law"],
    example: {
      jurisdiction: "IN-MH",
      party_a: "Sahyadri Retail Private Limited",
      party_b: "Quickserve BPO Services LLP",
      key_terms: {
        services: "handling customer support calls and emails for the Data Fiduciary's online grocery platform",
        purpose: "resolving customer queries about orders, deliveries, refunds and complaints",
        personal_data_types: "names, mobile numbers, email and delivery addresses, order details and call recordings",
        data_principal_categories: "customers of the Data Fiduciary's online grocery platform",
        breach_notification_period: "12 hours",
      },
    },
  },
];
