import { capitalise } from "./key-terms";
import { draftingProfile } from "./drafting-profile";
import { isCompany } from "./language/drafting";
import { needsNotarialRecording } from "./notarial-form";
import { BLANK, type ContractTemplate, type DraftContext, type Party } from "./types";

/**
 * The execution block of an English-language draft in the form its legal family signs in:
 *
 * - US: the "IN WITNESS WHEREOF" testimonium; an entity signs "By:" an officer who gives name and title, an
 *   individual under his or her own name; an instrument England executes before witnesses keeps witness lines as a
 *   precaution except in New York, where a signature binds, and the State's formalities are noted for checking.
 * - England and Wales: a simple contract "Signed by … for and on behalf of" a company; a document executed with
 *   witnesses (`features.witnessed`: guarantees, leases, powers of attorney) is a deed, executed by a company under
 *   Companies Act 2006 s.44(2) (as drafted, a director in the presence of a witness who attests; or two authorised
 *   signatories), by an individual in the presence of a witness, and delivered (s.46).
 * - India: "IN WITNESS WHEREOF"; a company signs through its authorised signatory; an attested instrument has two
 *   witnesses with their addresses.
 * - Singapore and Australia: a witnessed instrument is a deed, executed by a company under Companies Act 1967 s.41B
 *   (SG) or Corporations Act 2001 s.127 (AU).
 * - Other common-law countries: the English simple-contract form, with the witness lines an attested instrument needs.
 * - Civil law: no testimonium; place and date for each party (in Germany an agreement to transfer GmbH shares is
 *   instead executed by notarial recording, GmbHG § 15(4)), and in France the number of originals made (C. civ.
 *   art. 1375: a private deed recording a synallagmatic contract proves it only if made in as many originals as there
 *   are parties with a distinct interest, each stating their number).
 *
 * Which form a draft takes is its drafting profile's `signs` (`drafting-profile.ts`); German- and French-language
 * drafts sign in their own profile (`language/de.ts`, `language/fr.ts`).
 */
export function executionBlocks(template: ContractTemplate, ctx: DraftContext, opts: { definesEffectiveDate: boolean }): string {
  const unilateral = template.features?.unilateral === true;
  const witnessed = template.features?.witnessed === true;
  const parties = unilateral ? [ctx.a] : [ctx.a, ctx.b];
  const doc = `this ${ctx.shortName}`;
  const signs = draftingProfile(ctx).signs;

  if (signs === "civil" || signs === "fr") return needsNotarialRecording(template, ctx) ? notarialRecording(ctx, parties, signs === "fr") : civil(parties, unilateral, signs === "fr");

  if (signs === "us") {
    const who = unilateral ? `the ${ctx.a.role} has` : "the parties have";
    const when = opts.definesEffectiveDate ? "as of the Effective Date" : "as of the date first written above";
    const poa = usPowerOfAttorneyFormalities(template, ctx);
    const witnesses = !poa && witnessed && usWitnessLines(ctx);
    const blocks = parties.map((p) => (p.entity ? `${p.name}\n\nBy: ${LINE}\nName: ${BLANK}\nTitle: ${BLANK}\nDate: ${LINE}` : `${LINE}\n${p.name}\nDate: ${LINE}`) + (witnesses ? witnessLines : ""));
    return [`IN WITNESS WHEREOF, ${who} executed ${doc} ${when}.`, ...blocks, ...(poa ?? [])].join("\n\n");
  }

  if (signs === "in") {
    const who = unilateral ? `the ${ctx.a.role} has` : "the parties have";
    const blocks = parties.map((p) =>
      p.entity
        ? `Signed and delivered for and on behalf of ${p.name} by its authorised signatory:\nSignature: ${LINE}\nName: ${BLANK}\nDesignation: ${BLANK}`
        : `Signed and delivered by ${p.name}:\nSignature: ${LINE}`,
    );
    // An attested instrument (TPA s.3): each witness sees the executant sign and signs in the executant's presence.
    const caption = template.features?.attested ? `ATTESTING WITNESSES (each of whom has seen the ${ctx.a.role} sign ${doc} and signs it in the ${ctx.a.role}'s presence):` : "WITNESSES:";
    const witnesses = witnessed ? [`${caption}\n${[1, 2].map((n) => `${n}. Signature: ${LINE}\n   Name: ${BLANK}\n   Address: ${BLANK}`).join("\n")}`] : [];
    return [`IN WITNESS WHEREOF ${who} signed ${doc} on the day, month and year first written above.`, ...blocks, ...witnesses].join("\n\n");
  }

  if (signs === "gb" && witnessed) {
    ctx.note(
      "execution_as_deed",
      parties.some((p) => p.entity)
        ? `England and Wales: the ${ctx.shortName} is drafted to be executed as a deed. A company executes it under section 44(2) of the Companies Act 2006 either by a director in the presence of a witness who attests the signature (as drafted) or by two authorised signatories (each director, and the company secretary if there is one), and it takes effect when delivered as a deed (section 46); replace the block if the company will sign by two authorised signatories or under its common seal. An individual signs in the presence of a witness who attests the signature.`
        : `England and Wales: the ${ctx.shortName} is drafted to be executed as a deed: each individual signs in the presence of a witness who attests the signature, and it takes effect when delivered.`,
    );
    // `agree` makes "This Instructions has" plural; the second verb is made to agree here.
    const [is, takes] = /s$/.test(ctx.shortName) ? ["are", "take"] : ["is", "takes"];
    const testimonium = `This ${ctx.shortName} has been executed as a deed${unilateral ? ` by the ${ctx.a.role}` : ""} and ${is} delivered and ${takes} effect on the date stated at the beginning of it.`;
    const blocks = parties.map((p) =>
      p.entity
        ? ((officer) => `Executed as a deed by ${p.name} acting by a ${officer} in the presence of a witness:\n${capitalise(officer)}'s signature: ${LINE}\n${capitalise(officer)}'s name: ${BLANK}${attestation}`)(signatoryOf(p.name))
        : `Signed as a deed by ${p.name} in the presence of a witness:\nSignature: ${LINE}${attestation}`,
    );
    return [testimonium, ...blocks].join("\n\n");
  }

  if (witnessed && (signs === "sg" || signs === "au")) return singaporeOrAustraliaDeed(ctx, parties, unilateral, signs === "sg");

  // England and Wales for simple contracts, and the common-law countries that sign in the English form.
  const testimonium = unilateral
    ? `This ${ctx.shortName} has been executed by the ${ctx.a.role} on the date stated at the beginning of it.`
    : `This ${ctx.shortName} has been entered into on the date stated at the beginning of it.`;
  const blocks = parties.map(
    (p) =>
      (p.entity
        ? `Signed by ${BLANK} (${signatoryOf(p.name)} or authorised signatory) for and on behalf of ${p.name}:\nSignature: ${LINE}\nTitle: ${BLANK}\nDate: ${LINE}`
        : `Signed by ${p.name}:\nSignature: ${LINE}\nDate: ${LINE}`) + (witnessed ? witnessLines : ""),
  );
  return [testimonium, ...blocks].join("\n\n");
}

/**
 * Whether a US instrument that England would execute before witnesses (a lease, a guarantee) gets witness lines. In
 * New York the signature of the party to be charged binds and an acknowledgment matters only for recording, so none;
 * elsewhere the lines stay as a precaution. Either way the State's formalities are noted for checking: the registry
 * holds no State's execution statute beyond the powers of attorney of New York, California and Florida.
 */
function usWitnessLines(ctx: DraftContext): boolean {
  if (ctx.within("US-NY")) {
    ctx.note("execution_formalities_us", `New York: the execution block has no witness lines, since the parties' signatures are enough for the ${ctx.shortName} to bind them; if it, or a memorandum of it, is to be recorded, the signatures must be acknowledged before a notary public: check the recording requirements.`);
    return false;
  }
  const place = ctx.law.place === BLANK ? "the State" : ctx.law.place;
  ctx.note("execution_formalities_us", `${place}: the witness lines in the execution block are included as a precaution; check whether the law of ${place} requires witnesses, an acknowledgment before a notary public or recording for this ${ctx.shortName}.`);
  return true;
}

/**
 * Singapore and Australia: a witnessed instrument is executed as a deed. A Singapore company signs without a seal under
 * Companies Act 1967 s.41B(1) (as drafted, a director before a witness who attests; or a director and the secretary,
 * or two directors); an Australian company under Corporations Act 2001 s.127(1) and (3) (two directors, or a director
 * and the company secretary, as drafted; or a proprietary company's sole director), the document being expressed to be
 * executed as a deed. An individual signs, seals and delivers before a witness, the traditional form; what an
 * individual's deed needs is left to the note, since in Australia it is a matter of State law.
 */
function singaporeOrAustraliaDeed(ctx: DraftContext, parties: Party[], unilateral: boolean, sg: boolean): string {
  const companies = parties.some((p) => p.entity);
  ctx.note(
    "execution_as_deed",
    sg
      ? `Singapore: the ${ctx.shortName} is drafted to be executed as a deed.${companies ? " A company incorporated in Singapore may execute it without a common seal under section 41B(1) of the Companies Act 1967 by a director in the presence of a witness who attests the signature (as drafted), by a director and the company secretary, or by two directors; a foreign company executes it as its own law allows." : ""} A deed takes effect on delivery. An individual's block has the individual sign, seal and deliver it before a witness, the traditional form; check Singapore's current requirements for a deed by an individual.`
      : `Australia: the ${ctx.shortName} is drafted to be executed as a deed.${companies ? " A company executes it under section 127(1) and (3) of the Corporations Act 2001 (Cth) by two directors or a director and the company secretary (as drafted), or, for a proprietary company with a sole director who is the sole company secretary or has no secretary, by that director; replace the block in that case." : ""} The formalities of an individual's deed are set by the law of the State or Territory: the block has the individual sign before a witness who is not a party; check that State's requirements.`,
  );
  // `agree` makes "This Terms has" plural; the second verb is made to agree here.
  const testimonium = `This ${ctx.shortName} has been executed as a deed${unilateral ? ` by the ${ctx.a.role}` : ""} and ${/s$/.test(ctx.shortName) ? "are" : "is"} delivered on the date stated at the beginning of it.`;
  const blocks = parties.map((p) => {
    if (!p.entity) return `Signed, sealed and delivered by ${p.name} in the presence of:${witnessOnly}`;
    return sg
      ? `Executed as a deed by ${p.name} acting by a director in the presence of a witness who attests the signature:\nDirector's signature: ${LINE}\nDirector's name: ${BLANK}${witnessOnly}`
      : `Executed as a deed by ${p.name} in accordance with section 127 of the Corporations Act 2001 (Cth):\nDirector's signature: ${LINE}\nDirector's name: ${BLANK}\nSignature of director or company secretary: ${LINE}\nName of director or company secretary: ${BLANK}`;
  });
  return [testimonium, ...blocks].join("\n\n");
}

/**
 * A power of attorney an individual signs in New York, California or Florida, in the form the State's statute sets for it to be
 * valid (stated in the draft's Execution clause too):
 * - New York, Gen. Oblig. Law § 5-1501B(1)(b): the principal's signature acknowledged as for a conveyance of real
 *   property and witnessed by two persons not named in it as agents or recipients of gifts (the person taking the
 *   acknowledgment may be one of them).
 * - California, Prob. Code §§ 4121–4122: acknowledged before a notary public, or signed by two adult witnesses, neither
 *   of them the attorney-in-fact.
 * - Florida, Stat. § 709.2105(2): signed by the principal and two subscribing witnesses, and acknowledged by the
 *   principal before a notary public.
 * Other States, and a principal that is an organisation, keep the general form.
 */
function usPowerOfAttorneyFormalities(template: ContractTemplate, ctx: DraftContext): string[] | null {
  if (!template.features?.powerOfAttorney || ctx.a.entity) return null;
  const witness = witnessOnly.slice(1);
  if (ctx.within("US-NY")) {
    return [
      `In the presence of two witnesses, neither of whom is named in this ${ctx.shortName} as an agent or as a recipient of gifts:\n${witness}\n\n${witness}`,
      `Acknowledgment: [certificate of the notary public or other officer before whom the ${ctx.a.role} acknowledged the signature, in the form for the acknowledgment of a conveyance of real property]`,
    ];
  }
  if (ctx.within("US-FL")) {
    return [
      `In the presence of two subscribing witnesses, each of whom also signs this ${ctx.shortName}:\n${witness}\n\n${witness}`,
      `Acknowledgment: [certificate of the notary public before whom the ${ctx.a.role} acknowledged this ${ctx.shortName}]`,
    ];
  }
  if (ctx.within("US-CA")) {
    return [
      `Acknowledgment: [certificate of the notary public before whom the ${ctx.a.role} acknowledged this ${ctx.shortName}]`,
      `Witnesses, if this ${ctx.shortName} is not acknowledged before a notary public: two adults, neither of whom is the ${ctx.b.role}, each of whom saw the ${ctx.a.role} sign it or acknowledge the signature:\n${witness}\n\n${witness}`,
    ];
  }
  return null;
}

const LINE = "____________________";

/**
 * Who signs for an organisation, by its form: a limited liability partnership has members, not directors (it acts
 * through a member; a deed by a member before a witness, as the Companies Act 2006 s. 44 applies to LLPs); a US LLC
 * through its manager or member; any other company through a director.
 */
function signatoryOf(name: string): string {
  if (/\b(?:LLP|L\.L\.P\.?|Limited Liability Partnership)(?=\W|$)/i.test(name)) return "member";
  if (/\b(?:LLC|L\.L\.C\.?)(?=\W|$)/.test(name)) return "manager";
  return "director";
}
const witnessOnly = `\nWitness's signature: ${LINE}\nWitness's name: ${BLANK}\nWitness's address: ${BLANK}`;
const witnessLines = `\nIn the presence of:${witnessOnly}`;
const attestation = `\nWitness's signature: ${LINE}\nWitness's name: ${BLANK}\nWitness's address: ${BLANK}\nWitness's occupation: ${BLANK}`;

/** Legal forms in English-language names, beyond the company forms of `isCompany`: the name says what the party is. */
const LEGAL_FORM = /\b(LP|L\.P|LLLP|Corp|Corporation|Incorporated|PLC|Pvt|Pte|Pty|S\.r\.l|S\.p\.A|SpA|Srl|SL|SARL|SCA|SNC|Oy|AB|A\/S|ApS|KK|K\.K|Sdn\.? Bhd|Bhd|Berhad|Ltda|S\.A\.S|s\.r\.o|a\.s|Kft|Tbk)\b|^PT /;
/** Words that usually name an organisation but are no legal form ("Harbour Trust" may be a trust or its trustee). */
const ORGANISATION_WORD = /\b(Company|Co|Fund|Trust|Bank|Partners|Partnership|Holdings|Group|Foundation|University|Council|Authority|Association|Society|Ministry|Department)\b/;

/**
 * What a party's name says about how it signs: a legal form ("GmbH", "Pte. Ltd.") marks an organisation for sure; a
 * word such as "Trust" or "Holdings" only suggests one; a name with neither is read as a natural person's, which is a
 * guess (a trading name carries no legal form either).
 */
export function partyKind(name: string): { entity: boolean; basis: "legal_form" | "organisation_word" | "no_marker" } {
  if (isCompany(name) || LEGAL_FORM.test(name)) return { entity: true, basis: "legal_form" };
  if (ORGANISATION_WORD.test(name)) return { entity: true, basis: "organisation_word" };
  return { entity: false, basis: "no_marker" };
}

/** A civil-law signatory: a representative signs "for" an organisation; a person signs in his or her own name. */
export const civilSignatory = (p: Party) =>
  p.entity ? `For ${p.name} (the ${p.role}):\nSignature: ${LINE}\nName: ${BLANK}\nTitle: ${BLANK}` : `Signature: ${LINE}\n${p.name} (the ${p.role})`;

/** Place and date before each signature, as civil-law contracts are signed (Ort, Datum; luogo e data; lugar y fecha). */
export const placeAndDate = (p: Party) => `Place, date: ${LINE}\n${civilSignatory(p)}`;

/**
 * Germany, an agreement that must be notarially recorded (GmbHG § 15(4)): the parties do not sign it privately but sign
 * the notary's record (Niederschrift) to which it is annexed, after it is read aloud to them in the notary's presence
 * and approved by them; the block leaves the notary's particulars and each party's appearance to be filled in.
 */
function notarialRecording(ctx: DraftContext, parties: Party[], france: boolean): string {
  // France: the deed is the notary's authentic instrument (acte authentique), signed before the notary, who keeps it.
  if (france) {
    return [
      `This ${ctx.shortName} is executed as a notarial deed (acte authentique) and not by private signature: the parties sign it before the notary, who keeps the original (minute).`,
      `Notary: ${BLANK}, notary at ${BLANK}\nPlace and date of the deed: ${BLANK}`,
      ...parties.map((p) => (p.entity ? `Appearing for ${p.name} (the ${p.role}):\nName: ${BLANK}\nAuthority: ${BLANK}` : `Appearing: ${p.name} (the ${p.role}), in person or represented by ${BLANK}`)),
    ].join("\n\n");
  }
  return [
    `This ${ctx.shortName} is executed by notarial recording and not by private signature: the parties sign the notarial record (Niederschrift) to which this ${ctx.shortName} is annexed, after it has been read aloud to them in the presence of the notary and approved by them.`,
    `Notary: ${BLANK}, with official seat in ${BLANK}\nRoll of deeds number (UR-Nr.): ${BLANK}\nPlace and date of recording: ${BLANK}`,
    ...parties.map((p) => (p.entity ? `Appearing for ${p.name} (the ${p.role}):\nName: ${BLANK}\nAuthority: ${BLANK}` : `Appearing: ${p.name} (the ${p.role}), in person or represented by ${BLANK}`)),
  ].join("\n\n");
}

function civil(parties: Party[], unilateral: boolean, france: boolean): string {
  const block = civilSignatory;
  if (france) {
    const originals = unilateral ? "in one original" : `in ${parties.length === 2 ? "two" : String(parties.length)} originals, one for each party`;
    return [`Made in ${BLANK}, on ${BLANK}, ${originals}.`, ...parties.map(block)].join("\n\n");
  }
  return parties.map(placeAndDate).join("\n\n");
}
