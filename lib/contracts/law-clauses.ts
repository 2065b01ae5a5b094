import { readDuration } from "./key-term-forms";
import { capitalise, isLumpSum, marginOnly, yearlyRate } from "./key-terms";
import { draftingProfile } from "./drafting-profile";
import { BLANK, type DraftContext } from "./types";
import { statutoryProbation } from "./templates/employment-law";
import { latePaymentLaw, statutoryInterestPhrase } from "./late-payment-law";

/**
 * Wording that depends on the jurisdiction's law, shared by every template that needs it. Each helper returns
 * sentences in our own words and cites through `ctx.cite`, so a template never states the law itself.
 */

/**
 * A post-termination restraint on competing. California voids it (B&P §16600, §16600.5); India voids any restraint
 * that outlasts the contract (Contract Act s.27), so it is limited to the term; elsewhere it is drafted narrowly
 * (period and area) so it can survive a reasonableness test.
 */
export function restraintOfTrade(
  ctx: DraftContext,
  opts: { restricted: string; beneficiary: string; activity: string; periodTerm?: string; areaTerm?: string; franchisee?: boolean; worker?: boolean },
): string[] {
  const { restricted, beneficiary, activity } = opts;
  const during = `While this ${ctx.shortName} is in force, ${restricted} shall not, without the prior written consent of ${beneficiary}, ${activity}.`;
  // "during the term" as the period: the restraint the clause always states, and none after the contract ends.
  const termOnly = opts.periodTerm !== undefined && ctx.given(opts.periodTerm) && readDuration(ctx.term(opts.periodTerm))?.kind === "term";
  const asked = [termOnly ? undefined : opts.periodTerm, opts.areaTerm].filter((t): t is string => t !== undefined && ctx.given(t)).map((t) => ctx.term(t));
  // What the request asked for and did not get is the user's to read in the notes; the contract itself only states
  // the rule, as a signed document must not talk about the request it was drafted from.
  const dropped = asked.length > 0 ? ` The post-termination restriction requested (${asked.join(", ")}) is therefore not included.` : "";
  if (ctx.within("US-CA")) {
    ctx.note("restraint_removed", `No post-termination non-compete is drafted: in California it would be void (Bus. & Prof. Code §§16600, 16600.5).${dropped}`);
    return [
      during,
      `No restriction on ${restricted} carrying on any lawful profession, trade or business applies after this ${ctx.shortName} ends: such a restraint would be void under ${ctx.cite("us-ca-business-and-professions-code", "16600", "section 16600 of the California Business and Professions Code")} and could not be enforced wherever signed (${ctx.cite("us-ca-business-and-professions-code", "16600.5", "section 16600.5")}). ${capitalise(beneficiary)}'s confidential information and trade secrets remain protected by the confidentiality obligations of this ${ctx.shortName}.`,
    ];
  }
  // Minnesota voids an employer's covenant not to compete with an employee or independent contractor made on or after
  // 1 July 2023 (Minn. Stat. § 181.988); the restriction during the engagement and non-solicitation stay lawful.
  if (opts.worker && ctx.within("US-MN")) {
    ctx.note("restraint_removed", `No post-termination non-compete is drafted: in Minnesota a covenant not to compete with an employee or independent contractor is void and unenforceable (Minn. Stat. § 181.988), which also bars requiring a Minnesota-based worker to accept another State's law or forum for it.${dropped}`);
    return [
      during,
      `No covenant not to compete binds ${restricted} after this ${ctx.shortName} ends: such a covenant would be void and unenforceable under section 181.988 of the Minnesota Statutes. This does not affect ${restricted}'s obligations of confidentiality or any restriction on soliciting that this ${ctx.shortName} lawfully contains.`,
    ];
  }
  if (ctx.within("IN")) {
    ctx.note("restraint_limited", `The non-compete is limited to the term of the agreement: a restraint that continues after it ends is void in India (Contract Act s.27).${dropped}`);
    return [
      during,
      `The parties acknowledge that, under ${ctx.cite("in-contract-act-1872", "27", "section 27 of the Indian Contract Act, 1872")}, an agreement restraining a person from exercising a lawful profession, trade or business is void to that extent; accordingly no restriction on competing applies after this ${ctx.shortName} ends, without affecting the obligations of confidentiality, which continue.`,
    ];
  }
  if (termOnly) {
    ctx.note("restraint_during_term", `The non-compete was asked for during the term only: it is drafted as a restriction while this ${ctx.shortName} is in force, with none after it ends.`);
    return [during];
  }
  if (opts.franchisee && ctx.within("EU")) return franchiseeRestraintInEu(ctx, opts, during, asked);
  const period = (opts.periodTerm && ctx.optional(opts.periodTerm)) || "six (6) months";
  const areaGiven = opts.areaTerm && ctx.optional(opts.areaTerm);
  const area = areaGiven ? ` within ${areaGiven}` : ` within any territory in which ${beneficiary} carried on business and ${restricted} was engaged during the last twelve (12) months of this ${ctx.shortName}`;
  const reasonable = `The parties consider the restrictions in this clause reasonable and no wider than necessary to protect ${beneficiary}'s legitimate business interests, including its confidential information and customer connections.`;
  if (ctx.law.family === "civil") employeeRestraintLimits(ctx);
  return [
    during,
    `For ${period} after this ${ctx.shortName} ends, ${restricted} shall not${area}, directly or indirectly, ${activity}.`,
    ...localRestraintRules(ctx, restricted, beneficiary),
    // Reading an over-wide restraint down is the common-law court's power; a civil court does not rewrite a standard
    // term to its lawful maximum (BGB § 306, no geltungserhaltende Reduktion), so the clause asks for no modification.
    ctx.law.family === "civil" ? reasonable : `${reasonable} If any restriction is found to go further than that, it applies with the least modification needed to make it enforceable.`,
  ];
}

/**
 * A franchisee's post-term non-compete in the EU. Under the Vertical Block Exemption Regulation (Commission Regulation
 * (EU) 2022/720, Art. 5(3)) it is exempted only if it concerns goods or services that compete with the contract ones,
 * is limited to the premises and land from which the franchisee operated during the term, is indispensable to protect
 * know-how the franchisor transferred, and lasts at most one year after the agreement ends. A wider restraint loses
 * the exemption (and may be void under Art. 101(2) TFEU), so the draft keeps within the four conditions and says why.
 */
function franchiseeRestraintInEu(
  ctx: DraftContext,
  opts: { restricted: string; beneficiary: string; activity: string; periodTerm?: string; areaTerm?: string },
  during: string,
  asked: string[],
): string[] {
  const { restricted, beneficiary, activity } = opts;
  const wider = asked.length > 0 ? ` The period or area requested (${asked.join(", ")}) is not used.` : "";
  ctx.note(
    "franchise_non_compete_eu",
    `EU: a franchisee's non-compete after the agreement ends is block-exempted only if it concerns competing goods or services, is limited to the premises and land from which the franchisee operated, is indispensable to protect know-how transferred by the franchisor, and lasts at most one year (Regulation (EU) 2022/720, Art. 5(3)); the draft keeps within these limits.${wider} National rules may add conditions (for example on compensation); check them for the governing law.`,
  );
  return [
    during,
    `For one (1) year after this ${ctx.shortName} ends, ${restricted} shall not, from the premises and land from which it operated the business during the term of this ${ctx.shortName}, directly or indirectly ${activity}, to the extent that business sells goods or services that compete with those of the franchised business.`,
    `The parties agree that this restriction is indispensable to protect the know-how transferred by ${beneficiary} to ${restricted} and is intended to meet the conditions of Article 5(3) of Commission Regulation (EU) 2022/720.`,
  ];
}

/**
 * What the local statute on an employee's post-employment non-compete requires the document itself to say.
 * Switzerland: CO arts. 340-340c (written form, insight into clientele or secrets, limits in place, time and subject,
 * lapse). Illinois: the Freedom to Work Act (820 ILCS 90/20) makes the covenant unenforceable unless the employer
 * advised the employee in writing to consult an attorney and gave at least 14 calendar days to review it.
 */
function localRestraintRules(ctx: DraftContext, restricted: string, beneficiary: string): string[] {
  if (!ctx.features.employment) return [];
  if (ctx.within("CH")) {
    const months = ctx.months("non_compete_period");
    if (months !== null && months > 36) ctx.note("non_compete_limits_ch", "Switzerland: a post-employment non-compete may exceed three years only in special circumstances (CO art. 340a(1)); the period given is longer.");
    return [
      `This restriction is agreed in writing as ${ctx.cite("ch-obligationenrecht", "340", "article 340 of the Swiss Code of Obligations")} requires. It binds ${restricted} only so far as the employment gives ${restricted} insight into ${beneficiary}'s clientele or manufacturing or business secrets whose use could cause ${beneficiary} substantial harm, and it is limited in place, time and subject matter as ${ctx.cite("ch-obligationenrecht", "340a", "article 340a")} requires. It lapses if ${beneficiary} no longer has a substantial interest in maintaining it, or if ${beneficiary} ends the employment without ${restricted} having given it a justified reason, or ${restricted} ends it for a justified reason attributable to ${beneficiary} (article 340c).`,
    ];
  }
  if (ctx.within("NL")) {
    // BW 7:653(1)–(5): agreed in writing with an adult employee; in a fixed-term contract only with the employer's written
    // statement of substantial business or service interests; the court may annul it or award compensation; no rights
    // where the employer's seriously culpable conduct ended the employment. No statutory compensation is a condition.
    return [
      `This restriction is agreed in writing with ${restricted}, who has reached the age of majority, as ${ctx.cite("nl-burgerlijk-wetboek", "7:653", "article 7:653 of the Dutch Civil Code")} requires. Where the employment is for a fixed term, the restriction is valid only if ${beneficiary}'s written statement of reasons, included with it, shows that it is necessary because of substantial business or service interests (zwaarwegende bedrijfs- of dienstbelangen). The court may annul it in whole or in part if, in relation to the interest of ${beneficiary} to be protected, it unreasonably disadvantages ${restricted}, and, where it prevents ${restricted} from working other than for ${beneficiary}, may order ${beneficiary} to pay ${restricted} compensation for the period of the restriction. ${capitalise(beneficiary)} cannot rely on the restriction where the employment ends, or is not continued, as a result of seriously culpable acts or omissions of ${beneficiary}.`,
    ];
  }
  if (ctx.within("US-TX")) {
    // Tex. Bus. & Com. Code § 15.50(a): enforceable if ancillary to an otherwise enforceable agreement and reasonably
    // limited in time, area and scope of activity; § 15.51(c) reforms an over-wide one; § 15.52 preempts other law.
    ctx.note("texas_non_compete", "Texas: a covenant not to compete is enforceable only if it is ancillary to or part of an otherwise enforceable agreement when that agreement is made (Tex. Bus. & Com. Code § 15.50(a)); make sure the employment gives consideration that supports it, such as the employer's promise to provide confidential information, and keep the time, area and scope of activity reasonable.");
    return [
      `The parties intend this restriction to be ancillary to or part of an otherwise enforceable agreement between them, as the Texas Covenants Not to Compete Act (Tex. Bus. & Com. Code §§ 15.50–15.52) requires; under that Act it is enforceable to the extent its limitations as to time, geographical area and scope of activity to be restrained are reasonable and impose no greater restraint than is necessary to protect the goodwill or other business interest of ${beneficiary}.`,
    ];
  }
  const review = illinoisReview(ctx, restricted, beneficiary, "compete");
  return review ? [review] : [];
}

/**
 * Illinois: an employee's covenant not to compete or not to solicit is unenforceable unless the employer advises the
 * employee in writing to consult an attorney and gives at least 14 calendar days to review it (820 ILCS 90/20); it is
 * void below the earnings thresholds of 820 ILCS 90/10, which the note states.
 */
export function illinoisReview(ctx: DraftContext, restricted: string, beneficiary: string, covenant: "compete" | "solicit"): string | null {
  if (!ctx.within("US-IL") || !ctx.features.employment) return null;
  const threshold = covenant === "compete" ? "$75,000, rising to $80,000 from January 1, 2027" : "$45,000, rising to $47,500 from January 1, 2027";
  ctx.note(`illinois_freedom_to_work_${covenant}`, `Illinois: under the Illinois Freedom to Work Act (820 ILCS 90) a covenant not to ${covenant} is void for an employee whose actual or expected annualized earnings do not exceed ${threshold}, needs adequate consideration, and is unenforceable unless the employer advises the employee in writing to consult an attorney and gives at least 14 calendar days to review it. Check the earnings and keep evidence of the review period.`);
  return `${capitalise(beneficiary)} advises ${restricted} to consult with an attorney before signing this ${ctx.shortName}, and has given ${restricted} at least fourteen (14) calendar days to review it, as the Illinois Freedom to Work Act (820 ILCS 90/20) requires.`;
}

/**
 * A probationary period as the law of the place provides it: Switzerland fixes the notice during probation at seven
 * days and caps the period at three months (CO art. 335b); elsewhere the general sentence.
 */
export function probationPeriod(ctx: DraftContext, probation: string): string {
  if (ctx.within("CH")) {
    const months = ctx.months("probation_period");
    if (months !== null && months > 3) ctx.note("probation_ch", "Switzerland: a probationary period may be extended by written agreement to at most three months (CO art. 335b(2)); the period given is longer.");
    return `The employment starts with a probationary period of ${probation} within the meaning of ${ctx.cite("ch-obligationenrecht", "335b", "article 335b of the Swiss Code of Obligations")}, during which either party may end the employment by giving seven (7) days' notice.`;
  }
  // A statute that fixes the maximum (or, in Belgium, abolished the trial period) states it; see employment-law.ts.
  const statutory = ctx.law.family === "civil" ? statutoryProbation(ctx, probation) : null;
  if (statutory) return statutory;
  // "The first 6 months … is" does not agree; the period is named after the noun so any length reads.
  // One week is the statutory minimum for short service in England and Wales (ERA 1996 s. 86) and Australia (Fair
  // Work Act 2009 s. 117); elsewhere no statute fixes the probation notice, so the draft does not invent one.
  if (ctx.within("GB", "AU")) return `The employment starts with a probationary period of ${probation}, during which either party may end the employment by giving one week's written notice (or any longer minimum the law requires).`;
  ctx.note("probation_notice_blank", "No statute fixes the notice during the probationary period here: state it (the draft leaves it blank) within any minimum in the contract of employment, the standing orders or the applicable legislation.");
  return `The employment starts with a probationary period of ${probation}, during which either party may end the employment by giving ${BLANK} written notice (or any longer minimum the law requires).`;
}

/** The statutory limits on an employee's post-employment non-compete in Spain and Italy (domain file § 6, [V]). */
function employeeRestraintLimits(ctx: DraftContext): void {
  if (!ctx.features.employment) return;
  if (ctx.within("ES")) {
    ctx.note("non_compete_limits_es", "Spain: an employee's non-compete after the employment ends binds only if the employer has an effective industrial or commercial interest in it and pays adequate compensation, and lasts at most two years for technical staff (técnicos) and six months for other workers (Estatuto de los Trabajadores, art. 21.2); check the period against the role.");
  } else if (ctx.within("IT")) {
    ctx.note("non_compete_limits_it", "Italy: an employee's non-compete is void unless made in writing, paid for, and limited in object, time and place; it lasts at most five years for managers (dirigenti) and three years for other employees (Civil Code art. 2125).");
  } else if (ctx.within("AT")) {
    ctx.note("non_compete_limits_at", "Austria: a salaried employee's non-compete (Konkurrenzklausel) is void so far as it lasts more than one year, if the employee was a minor when it was agreed, or if the last monthly pay does not exceed the statutory threshold; if the employer ends the employment, it can rely on the clause only where the employee gave it cause or it pays the last remuneration for the restricted period (Angestelltengesetz §§ 36, 37). Check the pay and the period.");
  } else if (ctx.within("BE")) {
    ctx.note("non_compete_limits_be", "Belgium: an employee's non-compete must be in writing, limited to similar activities, to at most twelve months and to Belgian territory, needs an indemnity of at least half the gross pay for the restricted period unless the employer waives the clause, and is void below a statutory pay threshold (Law of 3 July 1978 on employment contracts, art. 65). Check the pay, the area and the indemnity.");
  }
}

/**
 * Restraining a breach under a civil code. "Damages may not be an adequate remedy" and "equitable relief" speak to a
 * common-law court, for which an injunction is a discretionary exception; a civil code gives the creditor the claim
 * to performance and to forbearance as of right, so the clause only states it and points to interim measures.
 */
export function civilInjunction(ctx: DraftContext, o: { claimant: string; obligor: string; what: string }): string {
  return `${capitalise(o.claimant)} may, in addition to any other remedy, require ${o.obligor} to refrain from any actual or threatened breach of ${o.what}, and may apply to the competent court for interim measures to that end.`;
}

/**
 * The words that open a promise made for a counter-performance. "In consideration of" is the common-law device that
 * makes the promise binding; under a civil code no consideration is needed, and the words read as a foreign doctrine.
 */
export function inReturnFor(ctx: DraftContext): string {
  return ctx.law.family === "civil" ? "In return for" : "In consideration of";
}

/**
 * India: a mortgage securing Rs 100 or more, other than by deposit of title deeds, exists only as a registered
 * instrument signed by the mortgagor and attested by two witnesses (TPA s.59), so an agreement that says the
 * security "has been given" creates none; the draft calls for the separate mortgage deed. A mortgage by deposit of
 * title deeds has its own rules (s.58(f)) and is left to the parties, with a note.
 */
export function indianMortgage(ctx: DraftContext, o: { mortgagor: string; security: string; before: string }): string | null {
  if (!ctx.within("IN") || !/\bmortgag/i.test(o.security)) return null;
  if (/title[- ]deeds?/i.test(o.security)) {
    ctx.note("mortgage_by_deposit", "India: a mortgage by deposit of title deeds is not made by a registered instrument but is available only in the towns the law specifies (Transfer of Property Act s.58(f)); check the place and whether a memorandum of the deposit is to be stamped and registered.");
    return null;
  }
  return `A mortgage of immovable property securing one hundred rupees or more, other than a mortgage by deposit of title deeds, can be made only by a registered instrument signed by the mortgagor and attested by at least two witnesses (${ctx.cite("in-transfer-of-property-act-1882", "59", "section 59 of the Transfer of Property Act, 1882")}). This Agreement does not itself create the mortgage: ${o.mortgagor} shall create it by a separate mortgage deed, duly stamped, signed, attested and registered, ${o.before}.`;
}

/**
 * The whistleblower immunity notice of the Defend Trade Secrets Act, 18 U.S.C. § 1833(b)(3): without it in a
 * contract with an employee or contractor governing confidential information, the employer loses exemplary damages
 * and attorney fees against that person (domain file § 8 [V]). A contractor or consultant who is an individual is an
 * "employee" for this purpose (§ 1833(b)(4)).
 */
export function dtsaNotice(worker: string, unit: "clause" | "sub-clause" = "sub-clause"): string {
  return `Under 18 U.S.C. § 1833(b), an individual is immune from criminal and civil liability under any federal or state trade secret law for disclosing a trade secret in confidence to a federal, state or local government official (directly or indirectly) or to a lawyer, solely to report or investigate a suspected violation of law, or in a complaint or other document filed under seal in a lawsuit or other proceeding. An individual who sues an employer for retaliation for reporting a suspected violation of law may disclose the trade secret to their lawyer and use it in the proceedings, if they file any document containing it under seal and disclose it only as a court orders. This ${unit} is notice to ${worker} of that immunity.`;
}

/** A sum payable on a stated breach, framed as a genuine pre-estimate of loss (IN: Contract Act s.74). */
export function liquidatedDamages(ctx: DraftContext, opts: { payer: string; amount: string; trigger: string }): string[] {
  const base = `If ${opts.trigger}, ${opts.payer} shall pay ${opts.amount} as liquidated damages.`;
  if (ctx.within("IN")) {
    return [
      base,
      `The parties agree that this amount is a genuine pre-estimate of the loss likely to result and not a penalty; they acknowledge that under ${ctx.cite("in-contract-act-1872", "74", "section 74 of the Indian Contract Act, 1872")} the party complaining of the breach is entitled to reasonable compensation not exceeding the amount so named.`,
    ];
  }
  if (ctx.law.family === "civil") return civilPenalty(ctx, opts);
  if (ctx.law.system === "GB") {
    return [base, "The parties agree that this amount is proportionate to the legitimate interest of the party entitled to it in the performance of the obligation, was negotiated between them, and is not a penalty."];
  }
  return [base, "The parties agree that this amount is a reasonable estimate of the loss likely to result, which would be difficult to quantify precisely, and is not a penalty."];
}

/**
 * The civil-law counterpart of liquidated damages (domain file § 9 [P]: never "liquidated damages, not a penalty"
 * under a civil code): lump-sum damages open to proof of a lower loss in Germany (BGB § 309 no. 5), the clause
 * pénale the court may revise in France (art. 1231-5), the penale in Italy (art. 1384) and the cláusula penal in
 * Spain (arts. 1152, 1154), which is stated to replace damages.
 */
function civilPenalty(ctx: DraftContext, o: { payer: string; amount: string; trigger: string }): string[] {
  if (ctx.within("DE")) {
    return [
      `If ${o.trigger}, ${o.payer} shall pay ${o.amount} as lump-sum damages (pauschalierter Schadensersatz).`,
      `${capitalise(o.payer)} is expressly entitled to prove that no loss, or a substantially lower loss, resulted (${ctx.cite("de-bgb", "309", "section 309 no. 5 BGB")}); a higher loss may be claimed if it is proved, and the lump sum is credited against it.`,
    ];
  }
  if (ctx.within("FR")) {
    return [
      `If ${o.trigger}, ${o.payer} shall pay ${o.amount} as a penalty (clause pénale).`,
      `The court may reduce or increase the penalty if it is manifestly excessive or derisory, and reduce it in proportion to any part performance; unless the breach is definitive, the penalty is due only after formal notice (mise en demeure) (${ctx.cite("fr-code-civil", "1231-5", "article 1231-5 of the French Civil Code")}).`,
    ];
  }
  if (ctx.within("IT")) {
    return [
      `If ${o.trigger}, ${o.payer} shall pay ${o.amount} as a penalty (penale), without the other party having to prove its loss.`,
      "The court may reduce the penalty equitably if the obligation has been performed in part or the amount is manifestly excessive (article 1384 of the Italian Civil Code).",
    ];
  }
  if (ctx.within("ES")) {
    return [
      `If ${o.trigger}, ${o.payer} shall pay ${o.amount} as a penalty (cláusula penal).`,
      "The penalty replaces damages for that breach (pena sustitutiva) (article 1152 of the Spanish Civil Code), and the court may moderate it equitably where the obligation has been performed in part or irregularly (article 1154).",
    ];
  }
  return [
    `If ${o.trigger}, ${o.payer} shall pay ${o.amount} as a contractual penalty.`,
    "The parties consider the penalty proportionate to their interest in the obligation being performed; it is subject to any power the court has under mandatory law to reduce it.",
  ];
}

/** Interest on overdue sums: the agreed rate, or in GB the statutory interest of the Late Payment Act 1998. */
export function latePayment(ctx: DraftContext, payer: string): string | null {
  const given = ctx.optional("late_payment_interest");
  // "the statutory rate under D.Lgs. 231/2002": the law's own rate, drafted as where no rate is agreed, and as given
  // where the draft names no statutory rate of its own.
  const statutory = given !== undefined && /^the statutory rate\b/.test(given);
  const rate = statutory ? undefined : given;
  if (ctx.law.system === "GB") {
    if (rate) {
      return `If ${payer} fails to pay any sum by its due date, interest accrues on the overdue amount from the due date until payment at ${marginOnly(rate)} a year above the Bank of England base rate. The parties agree that this is a substantial remedy for late payment for the purposes of ${ctx.cite("uk-late-payment-act-1998", "8", "section 8 of the Late Payment of Commercial Debts (Interest) Act 1998")}.`;
    }
    return `If ${payer} fails to pay any sum by its due date, statutory interest accrues on the overdue amount under ${ctx.cite("uk-late-payment-act-1998", "1", "the Late Payment of Commercial Debts (Interest) Act 1998")}, at the rate set under ${ctx.cite("uk-late-payment-act-1998", "6", "section 6 of that Act")}.`;
  }
  // Between businesses the German and French codes set default interest and a 40-euro recovery sum themselves, as
  // the German- and French-language profiles draft them (de.ts, fr.ts); an English draft under that law says so too.
  const business = !ctx.features.consumer && !ctx.features.employment;
  if (business && ctx.within("DE")) {
    return `If ${payer} is in default of payment, it owes default interest ${rate ? `at ${yearlyRate(rate)}, and at least` : "at"} the statutory rate for transactions not involving a consumer, nine percentage points above the base rate, together with the lump sum of EUR 40 (${ctx.cite("de-bgb", "288", "section 288(2) and (5) BGB")}); the right to claim further loss caused by the default is unaffected.`;
  }
  if (business && ctx.within("FR")) {
    return `Any late payment automatically makes late-payment penalties due, without a reminder being needed, at ${rate ? `${yearlyRate(rate)}, which may not be less than three times the statutory interest rate` : "the interest rate applied by the European Central Bank to its most recent refinancing operation plus ten (10) percentage points"}, together with a fixed indemnity for recovery costs of EUR 40 payable by ${payer} (${ctx.cite("fr-code-de-commerce", "L441-10", "article L441-10 of the French Commercial Code")}).`;
  }
  // Italy, Spain and the Netherlands implement the Late Payment Directive (2011/7/EU) with a statutory commercial rate
  // that runs without agreement; a business draft under that law refers to it instead of leaving a blank rate.
  const statute = business && !rate ? statutoryCommercialInterest(ctx) : null;
  if (statute) return `If ${payer} fails to pay any sum by its due date, it owes interest on the overdue amount from the day after the due date until payment at ${statute}.`;
  if (rate) {
    const agreed = `If ${payer} fails to pay any sum by its due date, interest accrues on the overdue amount from the due date until payment at ${yearlyRate(rate)}.`;
    // The statute's own rate is stated beside the agreed one, which replaces it only so far as the law allows an
    // agreed rate (Directive 2011/7/EU, Art. 7: a grossly unfair term on interest is unenforceable).
    const law = business ? latePaymentLaw(ctx) : undefined;
    return law?.rate ? `${agreed} ${capitalise(law.statute)} sets ${law.kind ?? "the statutory interest for late payment between businesses"} at ${law.rate}; the rate agreed in this clause applies in its place so far as the law allows.` : agreed;
  }
  if (statutory) return `If ${payer} fails to pay any sum by its due date, interest accrues on the overdue amount from the due date until payment at ${given}.`;
  if (!business) return null;
  // A business precedent always charges interest on overdue sums; where no statute sets the rate, the rate is the
  // parties' to choose, so the draft leaves it blank and says so rather than inventing one.
  ctx.note("late_payment_rate", "No rate of interest on late payment was given (key_terms.late_payment_interest): the draft leaves it blank. Choose a rate (subject to any statutory limit on interest) or delete the sentence.");
  return `If ${payer} fails to pay any sum by its due date, interest accrues on the overdue amount from the due date until payment at ${BLANK} a year.`;
}

/** The statutory rate of interest on late payment between businesses, where the governing law sets one and we name it. */
function statutoryCommercialInterest(ctx: DraftContext): string | null {
  if (ctx.within("NL")) return `the statutory commercial interest rate (wettelijke handelsrente) under ${ctx.cite("nl-burgerlijk-wetboek", "6:119a", "article 6:119a of the Dutch Civil Code")}`;
  const law = latePaymentLaw(ctx);
  if (!law) return null;
  // Switzerland's default interest is owed on default (CO art. 102), which may need a reminder; the EU rates run without one.
  return `${statutoryInterestPhrase(law)}${law.code === "CH" ? "" : ", without any reminder being needed"}`;
}

/**
 * When `supplier` invoices `charges` (read from the key term `term`): monthly in arrears for a periodic or time-based
 * fee ("GBP 4,000 per month", "USD 125 per hour"); a single sum is a fixed price, which a precedent invoices on agreed
 * milestones or on completion, not "monthly" (which would bill the whole price every month).
 */
export function invoicing(ctx: DraftContext, supplier: string, charges: string, term: string, record = ""): string {
  const value = ctx.term(term);
  if (!isLumpSum(value)) return `${supplier} shall invoice ${charges} monthly in arrears${record}`;
  ctx.note("fixed_price_invoicing", `The ${term} given (${value}) is a single sum: the draft invoices it on milestones the parties agree in writing or, failing that, on completion of the Services. Set out a milestone schedule if the work is to be paid in stages.`);
  return `${supplier} shall invoice ${charges} in instalments on the milestones the parties agree in writing or, failing agreement, in full on completion of the Services`;
}

/**
 * The processor terms of GDPR / UK GDPR Art. 28(3), points (a) to (h), as obligations of `processor`. A processing
 * agreement with its own clauses on sub-processors and on the end of processing names them in `elsewhere` ("the
 * clauses on sub-processors and …"): points (d) and (g) are then left to those clauses rather than stated twice.
 */
export function processorTerms(ctx: DraftContext, processor: string, controller: string, elsewhere?: string, gdpr: boolean | "uk" = true): string[] {
  const uk = ctx.law.system === "GB" || gdpr === "uk";
  const source = uk ? "uk-gdpr" : "eu-gdpr";
  const name = uk ? "the UK GDPR" : "Regulation (EU) 2016/679 (GDPR)";
  const terms = [
    `${processor} shall process the personal data only on the documented instructions of ${controller}, including with regard to transfers to a third country or an international organisation, unless required to do so by law, in which case it shall inform ${controller} of that requirement before processing unless the law prohibits it.`,
    `${processor} shall ensure that the persons it authorises to process the personal data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.`,
    gdpr
      ? `${processor} shall take all the security measures required by ${ctx.cite(source, "32", `Article 32 of ${name}`)}.`
      : `${processor} shall take appropriate technical and organisational measures to protect the personal data against unauthorised or unlawful processing and against accidental loss, destruction or damage.`,
    `${processor} shall not engage another processor without the prior specific or general written authorisation of ${controller}; where it does so, it shall impose the same data protection obligations on that sub-processor by contract and remain fully liable to ${controller} for the sub-processor's performance.`,
    `Taking into account the nature of the processing, ${processor} shall assist ${controller} by appropriate technical and organisational measures in responding to requests from data subjects exercising their rights.`,
    `${processor} shall assist ${controller} in ensuring compliance with its obligations on security of processing, notification of personal data breaches, data protection impact assessments and prior consultation, taking into account the nature of the processing and the information available to ${processor}.`,
    `At the choice of ${controller}, ${processor} shall delete or return all the personal data to ${controller} at the end of the provision of the services, and delete existing copies unless the law requires their storage.`,
    `${processor} shall make available to ${controller} all information necessary to demonstrate compliance with these obligations and allow for and contribute to audits, including inspections, conducted by ${controller} or an auditor it mandates.`,
  ];
  // Outside the GDPR systems, and where the facts bring in no GDPR, the terms are the contract's own (gdpr false).
  if (!elsewhere) return gdpr ? [...terms, `These terms are the terms required by ${ctx.cite(source, "28", `Article 28(3) of ${name}`)}.`] : terms;
  const [a, b, c, , e, f, , h] = terms;
  return gdpr ? [a, b, c, e, f, h, `These terms, with ${elsewhere}, are the terms required by ${ctx.cite(source, "28", `Article 28(3) of ${name}`)}.`] : [a, b, c, e, f, h];
}

/** The consumer's statutory rights, which no term of the contract can take away. */
export function consumerRights(ctx: DraftContext, consumer: string): string | null {
  if (ctx.law.system === "GB") {
    return `Nothing in this ${ctx.shortName} affects ${consumer}'s statutory rights. A term of it that is unfair is not binding on ${consumer} (${ctx.cite("uk-consumer-rights-act-2015", "62", "section 62 of the Consumer Rights Act 2015")}).`;
  }
  if (ctx.law.system === "EU") {
    return `Nothing in this ${ctx.shortName} affects the rights ${consumer} has under mandatory consumer law. A term of it that has not been individually negotiated and is unfair is not binding on ${consumer} (${ctx.cite("eu-unfair-terms-directive", "6", "Article 6 of Council Directive 93/13/EEC")}).`;
  }
  if (ctx.law.system === "IN") {
    return `Nothing in this ${ctx.shortName} limits the rights of ${consumer} as a consumer under the ${ctx.cite("in-consumer-protection-act-2019", "2", "Consumer Protection Act, 2019")}, including the protection against unfair contracts.`;
  }
  return `Nothing in this ${ctx.shortName} limits any right ${consumer} has under consumer protection law that cannot be excluded by contract.`;
}

/** The indirect tax a price is stated exclusive of, by its local name. */
export function indirectTax(ctx: DraftContext): string {
  return draftingProfile(ctx).indirectTax;
}

/** "goods and services tax and similar taxes"; "sales, use or similar taxes" where the name already says it. */
export function indirectTaxes(ctx: DraftContext): string {
  const name = indirectTax(ctx);
  return /similar tax$/.test(name) ? `${name}es` : `${name} and similar taxes`;
}

/** "goods and services tax or similar tax"; the name alone where it already says it. */
export function indirectTaxOrSimilar(ctx: DraftContext): string {
  const name = indirectTax(ctx);
  return /similar tax$/.test(name) ? name : `${name} or similar tax`;
}

/** The periodic taxes on occupied property: English "rates", Indian property tax, US real estate taxes. */
export function propertyOutgoings(ctx: DraftContext): string {
  if (ctx.law.system === "GB") return "rates, taxes and charges";
  if (ctx.law.system === "IN") return "property tax, municipal taxes, cesses and charges";
  if (ctx.law.system === "US") return "real estate taxes, assessments and charges";
  return "taxes and charges";
}

/** The public permits a business use of premises needs, named as the place names them. */
export function premisesLicences(ctx: DraftContext): string {
  if (ctx.law.system === "GB") return "planning, trade, fire and other licence or registration";
  if (ctx.law.system === "IN") return "trade licence, shops and establishments registration, fire no-objection certificate and other licence or registration";
  if (ctx.law.system === "US") return "zoning, occupancy, fire and other permit or licence";
  return "public-law permit, licence or registration";
}

/**
 * Ending a contract for the other side's failure to perform, as the governing law words it: under German law the
 * creditor withdraws once a further period it set has expired (BGB § 323), under French law it terminates by
 * notification after a formal notice (C. civ. art. 1226); the common law "ends" it, time being of the essence.
 */
export function endForNonPerformance(ctx: DraftContext): string {
  if (ctx.within("DE")) return `withdraw from this ${ctx.shortName} (${ctx.cite("de-bgb", "323", "section 323 BGB")})`;
  if (ctx.within("FR")) return `terminate this ${ctx.shortName} by notification (${ctx.cite("fr-code-civil", "1226", "article 1226 of the French Civil Code")})`;
  return ctx.law.family === "civil" ? `terminate this ${ctx.shortName}` : `end this ${ctx.shortName}`;
}

/**
 * Performance as a remedy. A civil code gives the creditor the claim to performance as of right; "specific
 * performance" is the common law's discretionary equitable order and has no place there.
 */
export function performanceRemedy(ctx: DraftContext): string {
  return ctx.law.family === "civil" ? `claim performance of this ${ctx.shortName}` : `seek specific performance of this ${ctx.shortName}`;
}

/**
 * A payment that must be made on time. "Time is of the essence" is a common-law term; a civil code puts the
 * debtor in default without a reminder where the time for payment is fixed (BGB § 286(2)) or, in France, where
 * the contract says the mere expiry of the time suffices (C. civ. art. 1344).
 */
export function paymentOnTime(ctx: DraftContext, payer: string, what: string): string {
  if (ctx.within("DE")) return `${capitalise(payer)} is in default without a reminder if it does not pay ${what} when due (${ctx.cite("de-bgb", "286", "section 286(2) BGB")}).`;
  if (ctx.within("FR")) return `${capitalise(payer)} is in default by the mere expiry of the time for payment, without formal notice (${ctx.cite("fr-code-civil", "1344", "article 1344 of the French Civil Code")}).`;
  if (ctx.law.family === "civil") return `${capitalise(payer)} is in default if it does not pay ${what} when due, without any reminder or formal notice being required.`;
  return `Time for payment of ${what} is of the essence.`;
}

/**
 * French law on a lender's acceleration when its borrower is in difficulty: the judgment opening safeguard or
 * receivership proceedings does not make claims not yet due payable, any contrary clause being deemed unwritten
 * (C. com. arts. L622-29, L631-14); a clause worsening the debtor's position merely because a mandataire ad hoc is
 * appointed or conciliation opened is deemed unwritten too (art. L611-16); judicial liquidation makes them due by
 * law (art. L643-1). The draft therefore does not rely on those events and says so.
 */
export function insolvencyAccelerationFr(ctx: DraftContext, language: "en" | "fr" = "en", o: { debtor: string; debt: string; event: string } = { debtor: ctx.b.role, debt: "the Loan", event: "an Event of Default" }): string {
  ctx.note(
    "insolvency_acceleration_fr",
    "France: the debt cannot be accelerated because safeguard or receivership proceedings are opened over the borrower (C. com. arts. L622-29 and L631-14; the Cour de cassation also strikes clauses linking acceleration to the opening indirectly, Cass. com. 21 Feb 2012, no. 11-30.077), nor because a mandataire ad hoc or conciliation is sought (art. L611-16). The draft accelerates only for payment and other defaults and states the rule; once proceedings open, the lender declares its claim in them.",
  );
  if (language === "fr") {
    return "L'ouverture d'une procédure de sauvegarde ou de redressement judiciaire à l'égard de l'Emprunteur ne rend pas exigibles les sommes non échues, toute clause contraire étant réputée non écrite (articles L. 622-29 et L. 631-14 du Code de commerce) ; est de même réputée non écrite toute clause aggravant les obligations de l'Emprunteur du seul fait de la désignation d'un mandataire ad hoc ou de l'ouverture d'une procédure de conciliation (article L. 611-16 du même code). Le jugement qui ouvre ou prononce la liquidation judiciaire rend exigibles les sommes non échues dans les conditions de l'article L. 643-1 du même code.";
  }
  return `The opening of safeguard (sauvegarde) or receivership (redressement judiciaire) proceedings over the ${o.debtor} is not ${o.event} and does not make ${o.debt} due: the judgment opening them does not make sums not yet due payable, and any clause to the contrary is deemed unwritten (articles L622-29 and L631-14 of the French Commercial Code). Nor does the appointment of a mandataire ad hoc or the opening of conciliation proceedings, or a request for either, worsen the ${o.debtor}'s obligations under this ${ctx.shortName} (article L611-16 of that Code). If judicial liquidation is opened or ordered, sums not yet due fall due by law (article L643-1 of that Code).`;
}

/**
 * One party's promise to answer for third-party claims. The common law's indemnity is a primary promise to pay "all
 * losses" whatever their cause. Under a civil code the party holds the other harmless from the claims it is
 * responsible for, within the agreed limits of liability (the form of the generic third-party claims clause); in
 * German standard business terms a promise to pay whatever the cause is open to review under BGB § 307.
 */
export function thirdPartyClaimsPromise(ctx: DraftContext, o: { from: string; to: string; claims: string }): string {
  if (ctx.law.family !== "civil") {
    return `The ${o.from} shall indemnify the ${o.to} against all losses, damages, costs and reasonable expenses (including reasonable legal fees) arising from ${o.claims}.`;
  }
  if (ctx.within("DE")) {
    ctx.note(
      "indemnity_standard_terms_de",
      "Germany: an English-style indemnity against all losses, whatever their cause, is in standard business terms open to review under BGB § 307 (unreasonable disadvantage); the draft has each party hold the other harmless only from third-party claims it is responsible for, within the agreed limits of liability. A wider, strict promise is a choice to negotiate individually.",
    );
  }
  return `The ${o.from} shall hold the ${o.to} harmless from ${o.claims}, including the reasonable costs of defending them, to the extent that the ${o.from} is responsible for them. The limitations of liability agreed in this ${ctx.shortName}, if any, apply to this obligation.`;
}

/** How a claim to be held harmless is conducted: notice, defence by the party answering for it, no admission. */
export function thirdPartyClaimsConduct(ctx: DraftContext): string {
  return ctx.law.family === "civil"
    ? "The party against which such a claim is made shall inform the other party of it without undue delay, allow it to conduct the defence of the claim so far as the law of the proceedings permits, give it reasonable assistance at its cost, and make no admission or settlement without its consent, which shall not be unreasonably withheld."
    : "A party seeking an indemnity shall notify the other promptly of the claim, allow it to conduct the defence and settlement of the claim, give it reasonable assistance at its cost, and make no admission about the claim without its consent.";
}

/**
 * California: a general release does not reach unknown claims unless the releasing party waives Civil Code § 1542,
 * which a California release quotes in the words in force since 1 January 2019 (SB 1431) and expressly waives.
 */
export function californiaUnknownClaims(ctx: DraftContext, who: string, releaseWord = "release"): string | null {
  if (!ctx.within("US-CA")) return null;
  return `${who} acknowledges that section 1542 of the California Civil Code provides: "A general release does not extend to claims that the creditor or releasing party does not know or suspect to exist in his or her favor at the time of executing the release and that, if known by him or her, would have materially affected his or her settlement with the debtor or released party." ${who} expressly waives the benefit of that section, and of any similar law of any other jurisdiction, so far as it would limit this ${releaseWord}.`;
}

/**
 * France: an employment contract may not contain a clause conferring jurisdiction (Code du travail art. L1221-5);
 * its disputes go to the conseil de prud'hommes, so the English and French drafts name it and no other forum.
 */
export const FR_EMPLOYMENT_FORUM = {
  code: "jurisdiction_clause_employment_fr",
  message: (arbitration: boolean) =>
    `France: an employment contract may not contain a clause conferring jurisdiction (Code du travail art. L1221-5), so the draft has no exclusive-jurisdiction ${arbitration ? "or arbitration " : ""}clause and refers disputes to the conseil de prud'hommes; a venue given in key_terms is not applied.`,
};
