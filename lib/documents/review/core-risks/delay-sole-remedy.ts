import { numberOf, reviewed, sentencesOf, sideOfName, type CoreRisk, type CoreRiskInput } from "./types";

/**
 * Late-delivery damages (liquidated damages, "penalties" or delay payments) made the buyer's sole and exclusive remedy
 * for delay, usually capped, often with the right to terminate for delay taken away: once the cap is reached the
 * seller may deliver as late as it likes and the buyer can neither recover its real loss nor walk away. A risk for the
 * side that receives the damages; in favour of the side that pays them.
 */
const DELAY = /\bdela(?:y|yed|ys)\b|\blate\b|\blateness\b|\bdelivery\s+dates?\b/i;
// Service credits for missed service levels are another remedy (a SaaS or outsourcing term), not damages for late delivery.
const DAMAGES = /\bliquidated\s+damages\b|\bpenalt(?:y|ies)\b|\bdelay\s+(?:payments?|damages|charges?)\b/i;
const SOLE = /\bsole\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\bexclusive\s+remed(?:y|ies)\b|\bonly\s+remed(?:y|ies)\b|\bin\s+full\s+(?:and\s+final\s+)?satisfaction\b/i;
const NO_TERMINATION = /\b(?:not|no)\b[^.;]{0,60}\b(?:terminat\w*|cancel\w*|rescind\w*)\b[^.;]{0,60}\b(?:delay|late)|\bmay\s+not\s+(?:terminate|cancel)\b|\bshall\s+not\s+be\s+entitled\s+to\s+(?:terminate|cancel)\b/i;
const NAME = String.raw`(?:[Tt]he\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,2})`;
const PAYER = new RegExp(String.raw`\b(?:If|Where|Should)\s+${NAME}\s+(?:fails|delivers|is\s+late|does\s+not)|\b${NAME}\s+(?:shall|will|must)\s+pay\b`);
const RECEIVER = new RegExp(String.raw`\b(?:are|is|be|constitute)\s+${NAME}['’]s?\s+(?:sole|only|exclusive)\b|\bpay\s+${NAME}\s+(?:liquidated|a\s+penalty|penalt|delay|an?\s+amount)`);

export function delaySoleRemedyRisk(input: CoreRiskInput): CoreRisk | null {
  for (const c of input.clauses.filter(reviewed)) {
    if (!DELAY.test(c.clause_text) || !DAMAGES.test(c.clause_text)) continue;
    const sentence = sentencesOf(c.clause_text).find((s) => SOLE.test(s) && (DELAY.test(s) || DAMAGES.test(s)));
    if (!sentence) continue;
    const noExit = NO_TERMINATION.test(c.clause_text);
    const receiver = RECEIVER.exec(c.clause_text);
    const receiverName = receiver ? (receiver[1] ?? receiver[2]) : null;
    const payerMatch = PAYER.exec(c.clause_text);
    const payerName = payerMatch ? (payerMatch[1] ?? payerMatch[2]) : null;
    const receiverSide = receiverName ? sideOfName(receiverName, input.reviewer) : payerName ? flip(sideOfName(payerName, input.reviewer)) : null;
    const label = numberOf(c);
    const what = `Clause ${label} makes the late-delivery damages${receiverName ? ` ${receiverName}'s` : " the buyer's"} sole and exclusive remedy for delay${noExit ? ", and takes away the right to terminate for delay" : ""}: once any cap is reached, further delay costs ${payerName ?? "the other side"} nothing more and ${receiverName ?? "the buyer"} cannot recover its real loss${noExit ? " or walk away" : ""}.`;
    return {
      rule: "delay.sole_remedy",
      clause_number: c.clause_number,
      category: "liquidated_damages",
      name: "Delay damages as sole remedy",
      risk: receiverSide === "them" ? "low" : receiverSide === "us" ? (noExit ? "high" : "medium") : "medium",
      finding: receiverSide === "them" ? `${what} This is in your favour.` : receiverSide === "us" ? `${what} A risk for your side.` : what,
      fix:
        receiverSide === "them"
          ? "Nothing to change for your side; expect the other side to ask for a right to terminate once the cap is reached."
          : "Keep the damages but not as the sole remedy once the cap is reached: add a right to terminate (and recover the extra cost of replacement supply) after a stated period of delay or when the cap is hit, and keep general damages for delay caused by wilful default.",
      cites: [],
    };
  }
  return null;
}

const flip = (s: "us" | "them" | "both" | null) => (s === "us" ? "them" : s === "them" ? "us" : s);
