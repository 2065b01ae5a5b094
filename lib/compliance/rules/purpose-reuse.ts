import { affirms } from "./facts";

/**
 * Purpose limitation (GDPR and UK GDPR Art. 5(1)(b)) read as facts: data gathered for one stated purpose, then put to a
 * new one that the first gives no reason to expect (marketing, sale to others, a model for another product), with no
 * new consent, compatibility assessment or anonymisation said of it. A use within the first purpose's orbit (fraud
 * checks on the same service, staff training on support calls) is not this fact.
 */

/** Data named by the purpose it was gathered for: security footage, HR and payroll files, delivery addresses, support calls. */
const COLLECTED_FOR_ONE_PURPOSE =
  /\b(cctv|camera|video|security) (footage|recordings?|images?)|\bfootage\b|\b(recordings? of (your |customers' |our )?(support |service |customer )?calls|(support|service|customer|helpline)[- ]calls? recordings?|call recordings?|\brecord(s|ed)? (\w+ )?calls)|\b(hr|personnel|staff|employee|payroll) (files?|records?|data|information|details)|\binformation from (hr|personnel|staff|employee|payroll) (files?|records?)|\b(delivery|shipping|postal) (addresses|details|data)|\b(data|information|details|addresses|numbers) (you (give|gave|provide|provided|give us|gave us)|(that |which )?(we )?(collect(ed)?|gather(ed)?|record(ed)?|obtain(ed)?|receive[d]?)) (us )?(for|to|when|in order to)\b/i;

/** A new use the first purpose gives no reason to expect: marketing, advertising, sale to others, a model for another product. */
const INCOMPATIBLE_NEW_USE =
  /\b(also |now |then |later |additionally |further )?(use[ds]?|using|reuse[ds]?|re-used|analys\w+|mine[ds]?|fed|feed|pick|select|profile[ds]?)\b[^.;]{0,80}\b(marketing|advertis\w*|promotion\w*|promotional|campaigns?|target\w* (ads|promotions|offers|campaigns)|mailings?|offers from (our |selected )?([\w-]+ )?(partners?|third[- ]part\w*))\b|\b(sold|sell|sells|rent(ed|s)?|trade[ds]?|licen[cs]e[ds]?) (\w+ ){0,3}(to|with) (our |selected |third[- ]party |other )?(partners?|partner companies|third[- ]part\w*|brokers?|data brokers?|advertisers|other (companies|businesses))\b|\btrain\w* (the |our |a |an )?([\w-]+ ){0,3}(models?|ai|algorithms?)\b[^.;]{0,60}\b(separate|unrelated|other|different|new|another)\b[^.;]{0,20}\b(products?|services?|apps?|business(es)?)\b/i;

/** A lawful route to the new use named in the sentence: new consent, a compatibility assessment, anonymised figures. */
const NEW_BASIS =
  /\b((with|after|once we have|on) (your|their) (separate |fresh |new |prior |express |explicit )?(consent|permission|agreement)|if you (agree|consent|opt in|say yes)|only (if|when|after|with) you|(compatib\w+|compatibility) (assessment|test|check)|compatible (with|purpose)|anonymi[sz]ed|aggregated|statistics|de-?identified)\b/i;

/** The sentence before named the data, this one refers back to it: "We record calls for training. We also use them …". */
const REFERS_TO_IT = /^\s*(we|they|it|these|this|those|such)\b[^.;]{0,20}\b(it|them|these|this|those|such)\b|^\s*(it|they|these|this|those|such)\b/i;

/** Whether the sentence (or it with the one before) puts data gathered for one purpose to an incompatible new one. */
export function reusedForIncompatiblePurpose(sentence: string, previous = ""): boolean {
  if (!INCOMPATIBLE_NEW_USE.test(sentence) || !affirms(sentence, INCOMPATIBLE_NEW_USE)) return false;
  const text = COLLECTED_FOR_ONE_PURPOSE.test(sentence) ? sentence : REFERS_TO_IT.test(sentence) && COLLECTED_FOR_ONE_PURPOSE.test(previous) ? `${previous} ${sentence}` : "";
  if (!text || NEW_BASIS.test(text)) return false;
  // Gathered for marketing in the first place: no new purpose.
  const gathered = COLLECTED_FOR_ONE_PURPOSE.exec(text)!;
  return !/\b(marketing|advertis\w*|promotion\w*)\b/i.test(text.slice(gathered.index, gathered.index + gathered[0].length + 30));
}

/** The purpose data were gathered for, said with the gathering: "We collected these numbers so that we could text people when …". */
const GATHERED_SO_THAT =
  /\b(we|the (company|pharmacy|practice|clinic|shop|store|club|school)) (originally |first |only )?(collected|gathered|took|obtained|recorded|asked for) (these|the|their|your|its|customers'?|members'?|patients'?|people's) ([\w-]+ ){0,2}(numbers|addresses|details|data|e-?mails|e-?mail addresses|contact details)\b[^.;]{0,10}\b(so that|so|for|to|in order to|only (for|to)|because)\b/i;
/** The people never asked about marketing: "None of them were asked about marketing", "they never agreed to offers". */
const NOT_ASKED_ABOUT_MARKETING =
  /\b((none|not one|nobody|no one|none of them|not one of them)( of (them|these (people|customers|patients|members)))? (was|were|has been|have been|had been) (ever )?asked (about|for|whether)|(they|customers|patients|members|people) (were|was|have|had) (never|not) (been )?(asked|agreed|consented|opted in) (about|to|for|whether))\b[^.;]{0,30}\b(marketing|offers|promotions?|advertising|adverts?)\b/i;

/**
 * Contact details gathered for a stated purpose (prescription alerts, delivery notices) that the next sentence says no
 * one was asked to have used for marketing: the text reuses them for marketing, a purpose the first gives no reason to
 * expect. Read from the two sentences together; the gathering for marketing in the first place is no new purpose.
 */
export function gatheredForOneThenMarketed(sentences: readonly string[], i: number): boolean {
  const t = sentences[i];
  const m = GATHERED_SO_THAT.exec(t);
  if (!m || !affirms(t, GATHERED_SO_THAT) || /\b(marketing|advertis\w*|promotion\w*|offers|newsletters?)\b/i.test(t.slice(m.index))) return false;
  const next = sentences[i + 1] ?? "";
  return NOT_ASKED_ABOUT_MARKETING.test(next) && !NEW_BASIS.test(next);
}
