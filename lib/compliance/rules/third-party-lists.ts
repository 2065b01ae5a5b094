import type { ReviewedDocument, Sentence } from "../document";
import { ACQUIRED_LIST, MARKETING_CONTENT } from "./concepts";
import { affirms } from "./facts";

/**
 * Contact data not obtained from the person (GDPR Art. 14): lists bought, rented or licensed from another business, or
 * addresses copied from public pages. Read in English and in the languages the cookie and marketing rules read (FR, DE,
 * IT, ES, NL). Words ending in an accented letter carry no closing \b (JavaScript's \b treats "é" as a non-word).
 */

/** Bought, rented or licensed, in any of the languages. */
const BOUGHT =
  /\b(bought|purchased|rented|licensed|acquired|achet(é|e|ée|és|ées)|lou(é|ée|és|ées)|acquis(es?)?|gekauft|gemietet|erworben|zugekauft|acquistat[aoie]|comprat[aoie]|noleggiat[aoie]|affittat[aoie]|comprad[oa]s?|alquilad[oa]s?|adquirid[oa]s?|gekocht|gehuurd)(?![\wéè])/i;
/** Copied or gathered (from public pages, which PUBLIC_PAGES names). */
const GATHERED =
  /\b(copied|collected|gathered|harvested|scraped|extracted|lifted|pulled|took|collect(é|ée|ées|és)|récupér(é|ée|ées|és)|copi(é|ée|ées|és)|aspir(é|ée|ées|és)|extrait(e|es|s)?|gesammelt|kopiert|ausgelesen|extrahiert|gescrapt|raccolt[aoie]|copiat[aoie]|estratt[aoie]|recopilad[oa]s?|recogid[oa]s?|copiad[oa]s?|extraíd[oa]s?|verzameld|gekopieerd)(?![\wéè])/i;
/** Contact data or a list of them. */
const CONTACT_DATA =
  /\b(e-?mails?|e-?mail[- ]?(addresses|adressen)|addresses|adresses?|adressen|indirizzi|direcciones|correos|(phone |mobile )?numbers|numéros|nummern|numeri|números|telefoonnummers|lists?|listes?|lista|liste|fichiers?|database|base de (données|datos)|bestand|adressbestand|leads|contacts?|profiles|profils|profile|profili|perfiles|profielen|kontakte|contatti|contactos|datensätze|records)\b/i;
/** Pages open to anyone that addresses are copied from. */
const PUBLIC_PAGES =
  /\b(forums?|foren|fora|foros|director(y|ies)|annuaires?|verzeichniss\w*|elenchi|directorios|gidsen|websites?|sites?( web| internet)?|webseiten|siti|sitios|social (media|networks?)|réseaux sociaux|soziale[n]? (medien|netzwerke)|social network|redes sociales|sociale media|linkedin|facebook|instagram|review sites?|the internet|internet|online)\b/i;

/** Data gathered elsewhere by name: a broker or list provider, "from another company", a third-party list. */
const OBTAINED_ELSEWHERE =
  /\b(bought|purchased|rented|acquired|obtained|received|got)\b[^.;]{0,80}\b(from (a |an |the |our )?(data |list )?(brokers?|providers?|vendors?|partners?|third part(y|ies)|other (companies|businesses)|another (company|business)))\b|\b(data|list) brokers?\b|\b(courtiers?|adresshändler\w*|listbroker\w*|broker di dati|corredores? de datos|adresbroker\w*)\b/i;

/** Whether the sentence says, without denying it, that contact data were bought or rented, or copied from public pages. */
export function listFromElsewhere(text: string): boolean {
  if ((affirms(text, OBTAINED_ELSEWHERE) || affirms(text, ACQUIRED_LIST)) && !/\b(never|not|no)\b[^.;]{0,20}\b(buy|bought|rent|rented|purchase)/i.test(text)) return true;
  if (!CONTACT_DATA.test(text)) return false;
  return affirms(text, BOUGHT) || (affirms(text, GATHERED) && PUBLIC_PAGES.test(text));
}

/** The text describes such a list, in any sentence. */
export function describesListFromElsewhere(doc: ReviewedDocument): boolean {
  return doc.sentences.some((s) => listFromElsewhere(s.text));
}

/** The people deliberately not told (Art. 14), in any of the languages. */
const NOT_TOLD =
  /\b(will not|won't|do not|don't|never|shall not|are not going to|not to)\s+(\w+\s+)?(tell|inform|notify|mention|say|reveal|disclose)\b|\bwithout (telling|informing|notifying) (them|the (people|recipients|individuals|contacts))\b|\b(are|is|will be|were) not (told|informed|notified)\b|\bn'(informerons|informons|avertirons)\s+pas\b|\bne (les |leur )?(informerons|informons|dirons|préviendrons|signalerons|avertirons) pas\b|\bne (seront|sont) pas (informé|prévenu|avisé)|\bsans (les )?(informer|prévenir)\b|\b(werden|wird) (\S+ )?nicht (\S+ )?(informiert|benachrichtigt|unterrichtet)\b|\b(informieren|benachrichtigen) (wir )?(sie|die \w+|diese \w+) nicht\b|\bohne (sie|die \w+) zu (informieren|benachrichtigen)\b|\bnon (li |le |gli )?(informeremo|informiamo|diremo|avviseremo|comunicheremo)\b|\bnon (saranno|verranno) (informat|avvisat)|\bsenza (informarl|avvisarl)|\bno (les |los )?(informaremos|informamos|diremos|avisaremos|comunicaremos)\b|\bno (serán|se les|se le) (informad|avisad|dirá)|\bsin (informarles|avisarles)\b|\b(informeren|vertellen) (we |wij )?(hen|ze|de ontvangers) niet\b|\bniet (geïnformeerd|ingelicht)\b|\bzonder (hen|ze) te informeren\b/i;
/** Who or what is not told: the people, the source. */
const NOT_TOLD_OF =
  /\b(them|they|these people|those people|the people|individuals|anyone|where|source|recipients?|personnes|destinataires|origine|provenance|empfänger|woher|herkunft|quelle|destinatari|provenienza|origine|destinatarios|origen|procedencia|ontvangers|herkomst|waar)\b/i;

/** The messages to such a list hide the sender: "the footer does not name Greenacre", "emails never mention who we are". */
const MESSAGES_HIDE = /\b(footer|e-?mails?|messages?|texts?|sms|sender|mailings?|newsletters?)\b[^.;]{0,60}\b(do(es)? not|don't|doesn't|will not|won't|never|without) (nam(e|ing)|identify(ing)?|mention(ing)?|show(ing)?|disclos(e|ing)|reveal(ing)?)\b/i;
const HIDDEN_WHO = /^\s*(us|our (own )?(company|business|brand|name|identity|address)|the (company|business|real sender|controller|retailer|shop|sender)|who (we are|is (sending|behind)))\b/;
/** A name the messages leave out that is the organisation's own: one the text's heading line names ("… Greenacre Outdoor Ltd"). */
const NAME_AFTER = /^\s*([A-Z][\w&'-]+)/;

/**
 * The sentence that shows people whose details came from elsewhere are not told (Art. 14(1)–(3)): told nothing on
 * purpose, or written to under a name that hides who holds their data, so even the first message gives no notice.
 */
export function untoldSentence(doc: ReviewedDocument): Sentence | null {
  // Who is not told is read in the same clause as the denial ("… do not mention prices; the first one says where …" is not).
  const told = doc.sentences.find((x) => {
    const m = NOT_TOLD.exec(x.text);
    return m !== null && NOT_TOLD_OF.test(x.text.slice(m.index).split(/[;:]/)[0]);
  });
  return told ?? messagesHidingSender(doc);
}

/**
 * The sentence saying the messages leave out who sends them: "the footer does not name Greenacre" (a name the heading
 * line gives as the organisation's own), "the emails never mention who we are". Also PECR reg. 23's concealed identity.
 */
export function messagesHidingSender(doc: ReviewedDocument): Sentence | null {
  const heading = doc.sentences[0]?.text.split("\n")[0] ?? "";
  return (
    doc.sentences.find((x) => {
      const m = MESSAGES_HIDE.exec(x.text);
      if (m === null) return false;
      const rest = x.text.slice(m.index + m[0].length);
      const name = NAME_AFTER.exec(rest)?.[1];
      return HIDDEN_WHO.test(rest) || (name !== undefined && x !== doc.sentences[0] && heading.includes(name));
    }) ?? null
  );
}

/** Consent to this sender said to be unknown or unprovable: "LeadHive cannot tell us how or whether consent was obtained". */
const CONSENT_UNPROVEN =
  /\b(cannot|can't|can ?not|could not|couldn't|unable to|does not|doesn't|do not|don't|did not|didn't)\s+(\w+\s+)?(tell|say|show|confirm|prove|know|provide|give|evidence)\b[^.;]{0,40}\b(whether|how|if|that|any|proof|evidence|records?)\b[^.;]{0,40}\b(consent\w*|opted in|agreed)\b|\bno (proof|record|evidence) (of|that) (their |any |the )?(consent|opt-in|they (consented|agreed|opted in))\b|\bwhether or not (they|the (people|recipients|contacts)) (ever )?(consented|opted in|agreed)\b|\b(ne peut|ne sait|ne peuvent) pas (nous )?(dire|indiquer|prouver|confirmer|garantir)\b[^.;]{0,60}\bconsent|\b(kann|können) (uns )?nicht (sagen|nachweisen|bestätigen|belegen)\b[^.;]{0,60}\b(einwilligung|eingewilligt|zustimmung)|\bnon (può|possono|sa|sanno) (dirci|dimostrare|confermare|garantire)\b[^.;]{0,60}\bconsens|\bno (puede|pueden|sabe|saben) (decirnos|demostrar|confirmar|garantizar)\b[^.;]{0,60}\bconsentimiento/i;
/** Consent deliberately not asked of the people on the list. */
const CONSENT_NOT_ASKED =
  /\b(will not|won't|do not|don't|never|shall not|are not going to)\s+(\w+\s+)?ask (them|the (people|recipients|contacts|individuals)|anyone)\b|\bwithout asking (them|the (people|recipients|contacts))\b|\bno consent (is|was|will be|has been) (sought|asked for|obtained|collected)\b|\bsans (leur )?demander (leur )?(accord|consentement|avis|autorisation)|\bne (leur )?demanderons pas\b|\b(einwilligung|zustimmung) (holen|fragen) wir nicht\b|\bohne (sie |die \w+ )?(zu fragen|einwilligung|zustimmung)\b|\b(fragen|bitten) wir (sie|die \w+) nicht\b|\bsenza (chiedere|chiedergli|chiedere loro) (il )?(loro )?(consenso|permesso)|\bnon (gli |le )?chiederemo\b|\bsin (pedir|pedirles|solicitar) (su |el )?(consentimiento|permiso)|\bno (les )?pediremos\b|\bzonder (hun )?toestemming\b|\bvragen (we )?(hen|ze) niet\b/i;
/** Public availability given as the licence: "the addresses were public anyway". */
const PUBLIC_AS_LICENCE =
  /\b(were|are|is|was) (publicly available|public|online|on the internet) (anyway|already|in any case|after all)\b|\b(since|because|as) (they|the (addresses|numbers|details|data|emails)) (are|were) (public|publicly available)\b|\bpublicly available,? so (no|we (do not|don't) need)\b|\b(sont|étaient) (de toute façon|déjà) publi|\bpubli(ques|cs) de toute façon\b|\b(sind|waren) ohnehin öffentlich\b|\b(sono|erano) comunque pubblic|\b(son|eran) públic(os|as) de todos modos\b|\b(zijn|waren) (toch|immers) openbaar\b/i;
/** Marketing use, with the common words of the other languages. */
const MARKETING_USE = new RegExp(`${MARKETING_CONTENT.source}|\\b(offres|angebot\\w*|werbung|offerte|ofertas|aanbiedingen|promozion\\w*|promoci\\w+|publicité)\\b`, "i");

/**
 * The sentence showing a list from elsewhere used for marketing with no lawful basis (Art. 6(1)): consent to this
 * sender unknown or never asked, or the addresses' public availability given as the licence.
 */
export function listWithoutBasisSentence(doc: ReviewedDocument): Sentence | null {
  if (!describesListFromElsewhere(doc) || !doc.mentions(MARKETING_USE)) return null;
  return doc.sentences.find((x) => CONSENT_UNPROVEN.test(x.text) || CONSENT_NOT_ASKED.test(x.text) || PUBLIC_AS_LICENCE.test(x.text)) ?? null;
}
