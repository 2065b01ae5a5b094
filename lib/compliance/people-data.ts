/**
 * Information about people named without the words "personal data": a kind of person (customers, staff, patients,
 * visitors) beside what is recorded about them (details, records, bank details, sick notes, a licence, a history), or
 * what an organisation holds "on" or "about" someone. Chat messages, internal emails and scripts handle personal data
 * in these words; the data protection law applies to them as much as to a privacy notice.
 */

/** Who the information is about. */
const PERSON =
  "(customers?|clients?|employees?|staff|workers?|colleagues?|patients?|members?|users?|tenants?|callers?|candidates?|applicants?|students?|pupils?|children|child|visitors?|subscribers?|guests?|residents?|passengers?|donors?|volunteers?|drivers?|couriers?|contractors?|buyers?|shoppers?|participants?|attendees?|kunden|mitarbeiter\\w*|beschäftigte\\w*|clients|salariés|clienti|dipendenti|klanten|medewerkers)('s|s'|’s|s’)?";
/** What is recorded about them. */
const RECORD =
  "(data|details|records?|files?|information|info|histor(y|ies)|profiles?|accounts?|bank details|sick notes?|payslips?|salar(y|ies)|addresses|phone numbers|numbers|emails|e-?mail addresses|photos|pictures|recordings|messages|cvs?|passports?|driving licen[cs]es?|id cards?|id documents|licen[cs]es?|signatures?|fingerprints|location|whereabouts|ages?|dates? of birth|diagnos[ie]s|prescriptions|test results|grades|reviews|complaints)";

const PERSON_THEN_RECORD = new RegExp(`\\b${PERSON}\\s+(\\w+\\s+){0,3}?${RECORD}\\b`, "i");
const RECORD_OF_PERSON = new RegExp(`\\b${RECORD}\\s+(of|about|on|from|for)\\s+(our |the |a |an |any |each |every |all |their |its |these |those |former |past |new |existing )*${PERSON}\\b`, "i");
/** What an organisation holds on someone: "what we hold on them", "everything we keep about you". */
/** Someone's own data: "copies of their data", "their play data", "anyone's details", "your name, address …". */
const THEIR_DATA =
  /\b(your|their|his|her|anyone's|anybody's|everyone's|someone's|people's|a person's|individuals') (own |personal |[a-z]+ )?(data|details|information|records|profiles?|routes|locations?|whereabouts|photos|messages|history)\b|\b(your|their|his|her) (full )?(names?|home address|postal address|e-?mail address|phone number|mobile number|date of birth|contact details)\b/i;
const HELD_ON_SOMEONE = /\b(we|the company|the business|they) (hold|holds|keep|keeps|have|has|store|stores|process|processes|collect|collects)\s+(\w+\s+){0,2}?(on|about) (them|him|her|you|people|someone|anyone|individuals)\b/i;

/** People's faces or bodies captured: facial recognition, face scans, cameras that film or scan people. */
const PEOPLE_CAPTURED = new RegExp(
  `\\b((microphones?|cameras?|cctv)\\b[^.;]{0,60}\\b(sound|audio|conversations?|what (is|people|staff|employees|customers) sa(id|y))|facial recognition|face (scans?|scanning|matching|templates?|prints?)|(films?|filming|records?|recording|photographs?|scans?|scanning|watches|tracks?|tracking)\\s+(the |their |our |all |every )?${PERSON}\\s+(faces?|bodies|eyes|movements|screens|location)|scans? (of )?(their|your|people's|everyone's) (faces?|bodies|eyes|irises)|(cameras?|drones?|bodycams?|body-worn cameras?)\\b[^.;]{0,40}\\b(film|record|scan|watch|track|identify)\\w*\\s+(everyone|every|all|anyone|people|${PERSON}))`,
  "i",
);

/** Direct marketing aimed at people: it uses their names and addresses even where the text does not say so. */
const PEOPLE_MARKETED = new RegExp(
  `\\b${PERSON}\\b[^.;]{0,60}\\b(object\\w*|unsubscrib\\w*|opt\\w* out)\\b[^.;]{0,30}\\b(mailings?|catalogues?|catalogs?|newsletters?|marketing|brochures?|leaflets?)\\b|\\b(send|sending|post|posting|mail|mailing)\\b[^.;]{0,20}\\b(catalogues?|catalogs?|brochures?|newsletters?|leaflets?)\\b[^.;]{0,30}\\b(to|for) (our |the |all |every |each )?${PERSON}\\b`,
  "i",
);

/** Whether the text speaks of information about identifiable kinds of people. */
export function aboutPeoplesData(text: string): boolean {
  return PERSON_THEN_RECORD.test(text) || RECORD_OF_PERSON.test(text) || HELD_ON_SOMEONE.test(text) || THEIR_DATA.test(text) || PEOPLE_CAPTURED.test(text) || PEOPLE_MARKETED.test(text);
}
