import { capitalise } from "../key-terms";
import type { DraftContext } from "../types";

/**
 * The buyer-side terms of an NDA a strategic buyer signs to evaluate acquiring the Discloser (the target), in place of
 * the venture-fund terms of an investor NDA: no contact with the target's people and business relations, no
 * solicitation of its employees, a standstill only where asked, inside information where the target is listed, no
 * obligation to proceed and data-room rules. Choices that are the user's are named in notes.
 */

/**
 * A purpose that describes acquiring a company or business: an acquisition (not of goods, materials or licences), a
 * takeover, merger or business combination, or buying shares, a stake or a business.
 */
export const ACQUISITION_PURPOSE =
  /\b(?:acquisition\b(?!\s+of\s+(?:[\w-]+\s+){0,2}(?:goods|products|materials|components|equipment|supplies|software|licen[cs]es?|data)\b)|take-?over\b|merger\b|business combination\b|(?:acquire|acquiring|purchase|purchasing|buy|buying)\s+(?:of\s+)?(?:(?:all|some|a|an|the|its|their)\s+)*(?:(?:entire|whole|majority|minority|controlling|issued)\s+)*(?:share capital|shares|stake|interest in|business|company|undertaking)\b)/i;

/** The market-abuse rules named for a listed target, by the law the NDA is under (the note says to check the market). */
function marketAbuseRules(ctx: DraftContext): string {
  if (ctx.law.system === "GB") return `Regulation (EU) No 596/2014 as it forms part of the law of the United Kingdom ("UK MAR") and Part V of the Criminal Justice Act 1993 on insider dealing`;
  if (ctx.law.system === "EU") return `Regulation (EU) No 596/2014 on market abuse ("MAR"), including its definition of inside information (Article 7) and its prohibition of insider dealing and of unlawful disclosure of inside information (Article 14)`;
  if (ctx.law.system === "US") return "the securities laws of the United States, which prohibit a person who has material non-public information about an issuer from buying or selling its securities, or passing the information to another who may do so";
  if (ctx.law.system === "IN") return "the Securities and Exchange Board of India (Prohibition of Insider Trading) Regulations, 2015";
  return "the laws on insider dealing and market abuse that apply to those securities";
}

/** The clause's sentences (a = the Discloser, the target; b = the Recipient, the buyer). */
export function acquisitionTerms(ctx: DraftContext): string[] {
  const a = `the ${ctx.a.role}`;
  const b = `the ${ctx.b.role}`;
  const B = `The ${ctx.b.role}`;
  const civil = ctx.law.family === "civil";
  if (ctx.term("nda_type") === "mutual") {
    ctx.note("acquisition_nda_mutual", `Acquisition NDA: the buyer-side terms bind ${b} as the buyer and protect ${a} as the target; a target's NDA is usually one-way (nda_type "one-way").`);
  }
  const out = [
    `In this Agreement the "Proposed Transaction" means the transaction described in the Purpose, by which ${b} would acquire ${a} or its business, or an interest in it. ${B} may also disclose Confidential Information, to the extent needed for the Purpose, to the directors, employees and professional advisers of its Affiliates and, with the prior written consent of ${a}, to actual or potential providers of financing for the Proposed Transaction, each bound by obligations of confidence no less strict than those in this Agreement; ${b} is responsible for their compliance. The fact that the parties are discussing the Proposed Transaction, and the state of those discussions, are Confidential Information of ${a}.`,
    `${B} shall not, and shall procure that its Affiliates and its and their directors, employees and advisers do not, contact or communicate with any officer, employee, customer, supplier, distributor, landlord or lender of ${a} about the Proposed Transaction or ${a}'s business without the prior written consent of ${a}; all requests for information, visits and questions about the Proposed Transaction shall go to the persons ${a} names for the purpose. Contacts in the ordinary course of business that do not concern the Proposed Transaction and do not use Confidential Information are not restricted.`,
    `For ${ctx.term("non_solicitation_period")} from the Effective Date, ${b} shall not, and shall procure that its Affiliates do not, directly or indirectly solicit or entice away from ${a}, or offer to employ or engage, any officer or employee of ${a} with whom ${b} had contact, or of whom it became aware, in connection with the Proposed Transaction. A general recruitment advertisement not aimed at those persons, and employing a person who answers one or who approaches ${b} on his or her own initiative, is not a breach of this sub-clause.`,
  ];
  if (ctx.within("US-CA")) {
    ctx.note("acquisition_nda_non_solicit_california", "California: a covenant not to solicit employees may be void under Business and Professions Code § 16600; check whether the non-solicitation sub-clause can be relied on before signing, or drop it.");
  }
  const listed = ctx.term("listed_target") === "yes";
  if (ctx.term("standstill") === "yes") {
    out.push(
      `For ${ctx.term("standstill_period")} from the Effective Date, ${b} shall not, and shall procure that its Affiliates and any person acting in concert with it do not, without the prior written consent of ${a}: (a) acquire or offer to acquire, or agree to acquire, any shares or other securities of ${a}, or any interest in or right over them; (b) make or announce any offer for ${a}, or any proposal for a merger or other business combination involving it, or take steps towards one; (c) solicit proxies or seek to influence the voting of ${a}'s shareholders or the composition of its board; or (d) act in concert with or assist any other person in doing any of these things. These restrictions end if a person not acting in concert with ${b} announces an offer for ${a} or an agreement to acquire control of it.`,
    );
    ctx.note("acquisition_nda_standstill", `Acquisition NDA: a standstill was drafted (key_terms.standstill "yes"). Its period, the securities it covers and the events that end it (here a third party's offer) are for negotiation${listed ? "; check it against the takeover rules of the market where the target is listed" : ""}.`);
  } else {
    ctx.note("acquisition_nda_standstill", `Acquisition NDA: no standstill was drafted. ${listed ? "For a listed target the target usually asks the buyer not to buy its shares or make an offer for a period; give" : "Give"} key_terms.standstill "yes" (and standstill_period) to add one.`);
  }
  if (listed) {
    out.push(
      `${B} acknowledges that Confidential Information may include inside information about ${a} or its securities, and that ${marketAbuseRules(ctx)} restrict dealing in those securities, encouraging another person to deal in them, and disclosing the information, by a person in possession of it. ${B} shall comply with those rules, and shall inform each person to whom it discloses such information that the information is inside information.`,
    );
    ctx.note("acquisition_nda_market_abuse", "Acquisition NDA for a listed target: the market-abuse rules that apply are those of the market where the target's securities are admitted to trading; the draft names those of the law the NDA is under, so check them if the target is listed elsewhere.");
  }
  out.push(
    `Where Confidential Information is made available in a virtual or physical data room, ${b} shall comply with the data room rules ${a} issues, which apply in addition to this Agreement, and shall not circumvent any restriction on access, copying, printing or downloading; ${a} may keep a record of access to the data room. Access to the data room does not mean that ${a} has disclosed, or warrants, any information for the purposes of any later agreement.`,
    `Neither party is obliged to proceed with the Proposed Transaction, or to continue discussions about it, unless and until a definitive written agreement is signed. ${capitalise(a)} may conduct any sale process as it decides, including by negotiating with others, and either party may end the discussions at any time${civil ? ", acting in good faith," : ""} without liability. Each party bears its own costs.`,
  );
  return out;
}
