/**
 * Questions asked in the language of a civil-law jurisdiction (issue 33: a German tenant asking "Darf er das?" about a
 * 25 % rent rise found nothing, the same question in English found BGB § 558). German (DE, AT, CH), French (FR, BE,
 * CH), Spanish (ES), Italian (IT) and Dutch (NL, BE).
 *
 * How these were written, before any cross-lingual retrieval existed and without running retrieval on them:
 * - Each is an everyday situation in the words a non-lawyer uses in that language, about law the registry holds
 *   (checked against the registry's instruments and provision numbers, not against their summaries); `expected` is the
 *   provision a lawyer would cite first, from the statute (more than one only where they are equally first). Austria
 *   and Belgium have no national instruments in the registry: their questions are on EU regulations that apply as they
 *   stand (GDPR, air passenger rights) or on the Consumer Rights Directive's withdrawal period.
 * - Unrelated questions (cooking, weather, pets, licences and permits the registry has no law on) must cite nothing.
 *
 * The split is the everyday set's fixed rule (`splitOf`: first byte of sha256(id) even → dev); tune on dev only.
 */
import { law, q, type EverydayQuestion, type UnrelatedQuestion } from "./everyday";

export type QuestionLanguage = "de" | "fr" | "es" | "it" | "nl";

/** The language a question of this set is written in, from its id ("fl-de-…"). */
export function languageOf(id: string): QuestionLanguage {
  const code = id.split("-")[1];
  if (code === "de" || code === "fr" || code === "es" || code === "it" || code === "nl") return code;
  throw new Error(`no language in id ${id}`);
}

const BGB = law("German Civil Code (Bürgerliches Gesetzbuch – BGB)", "BGB", "DE");
const KSCHG = law("Kündigungsschutzgesetz (KSchG)", "KSchG", "DE");
const BURLG = law("Mindesturlaubsgesetz für Arbeitnehmer (Bundesurlaubsgesetz – BUrlG)", "BUrlG", "DE");
const EFZG = law("Entgeltfortzahlungsgesetz", "EFZG", "DE");
const MILOG = law("Mindestlohngesetz", "MiLoG", "DE");
const ARBZG = law("Arbeitszeitgesetz (ArbZG)", "ArbZG", "DE");
const MUSCHG = law("Mutterschutzgesetz", "MuSchG", "DE");
const BEEG = law("Bundeselterngeld- und Elternzeitgesetz", "BEEG", "DE");
const TZBFG = law("Teilzeit- und Befristungsgesetz", "TzBfG", "DE");
const AGG = law("Allgemeines Gleichbehandlungsgesetz (AGG)", "AGG", "DE");
const BDSG = law("Federal Data Protection Act (Bundesdatenschutzgesetz – BDSG) of 30 June 2017", "BDSG", "DE");
const STPO = law("Strafprozeßordnung (StPO)", "StPO", "DE");
const GMBHG = law("Gesetz betreffend die Gesellschaften mit beschränkter Haftung (GmbHG)", "GmbHG", "DE");
const AO = law("Abgabenordnung (AO)", "AO", "DE");
const GDPR = law("General Data Protection Regulation", "GDPR", "EU");
const CRD = law("Directive 2011/83/EU of the European Parliament and of the Council of 25 October 2011 on consumer rights", "Consumer Rights Directive", "EU");
const AIR = law("Regulation (EC) No 261/2004", "Air Passenger Rights Regulation", "EU");
const CH_OR = law("Obligationenrecht", "OR", "CH");
const CH_ARG = law("Arbeitsgesetz", "ArG", "CH");
const FR_LOI_1989 = law("Loi n° 89-462 du 6 juillet 1989", "Loi du 6 juillet 1989", "FR");
const FR_CPCE = law("Code des procédures civiles d'exécution", "CPCE", "FR");
const FR_CC = law("Code civil", "C. civ.", "FR");
const FR_CT = law("Code du travail", "C. trav.", "FR");
const FR_CONSO = law("Code de la consommation", "C. consom.", "FR");
const FR_LIL = law("Loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés", "Loi Informatique et Libertés", "FR");
const FR_CPP = law("Code de procédure pénale", "CPP", "FR");
const FR_CCOM = law("Code de commerce", "C. com.", "FR");
const ES_LAU = law("Ley de Arrendamientos Urbanos", "LAU", "ES");
const ES_ET = law("Estatuto de los Trabajadores", "ET", "ES");
const ES_TRLGDCU = law("Ley General para la Defensa de los Consumidores y Usuarios", "TRLGDCU", "ES");
const ES_CC = law("Código Civil", "Código Civil español", "ES");
const ES_LSSI = law("Ley 34/2002", "LSSI", "ES");
const IT_SL = law("Statuto dei lavoratori", "Legge 300/1970", "IT");
const IT_CC = law("Codice civile", "c.c.", "IT");
const IT_CONSUMO = law("Codice del consumo", "D.Lgs. 206/2005", "IT");
const IT_PRIVACY = law("Codice in materia di protezione dei dati personali", "Codice privacy", "IT");
const NL_BW = law("Burgerlijk Wetboek", "BW", "NL");

export const foreignQuestions: EverydayQuestion[] = [
  // ── German, Germany ──
  q("fl-de-rent-rise-issue", "DE", "housing", "Mein Vermieter in Berlin will die Miete zum nächsten Monat um 25 % erhöhen. Darf er das?", BGB("558")),
  q("fl-de-rent-rise-how-much", "DE", "housing", "Wie stark darf der Vermieter meine Miete auf einmal anheben?", BGB("558")),
  q("fl-de-deposit-height", "DE", "housing", "Der Vermieter verlangt vier Monatsmieten Kaution. Ist das nicht zu viel?", BGB("551")),
  q("fl-de-heating-broken", "DE", "housing", "Meine Heizung ist seit Wochen kaputt und der Vermieter tut nichts. Kann ich weniger Miete zahlen?", BGB("536")),
  q("fl-de-own-use", "DE", "housing", "Mein Vermieter hat mir gekündigt, weil seine Tochter einziehen soll. Darf er das?", BGB("573")),
  q("fl-de-tenant-notice", "DE", "housing", "Wie lange vorher muss ich meine Wohnung kündigen, wenn ich umziehen will?", BGB("573c")),
  q("fl-de-sublet-room", "DE", "housing", "Darf ich ein Zimmer meiner Mietwohnung an einen Freund untervermieten?", BGB("553", "540")),
  q("fl-de-service-charges", "DE", "housing", "Welche Nebenkosten darf mein Vermieter auf mich umlegen?", BGB("556")),
  q("fl-de-notice-eight-years", "DE", "employment-dismissal", "Mein Arbeitgeber hat mir nach acht Jahren im Betrieb gekündigt. Welche Kündigungsfrist gilt für mich?", BGB("622")),
  q("fl-de-fired-whatsapp", "DE", "employment-dismissal", "Mein Chef hat mir per WhatsApp gekündigt. Ist die Kündigung überhaupt gültig?", BGB("623")),
  q("fl-de-fired-no-reason", "DE", "employment-dismissal", "Ich wurde nach fünf Jahren in einer Firma mit 50 Mitarbeitern ohne Grund entlassen. Kann ich mich dagegen wehren?", KSCHG("1")),
  q("fl-de-sue-deadline", "DE", "employment-dismissal", "Wie viel Zeit habe ich, um gegen meine Kündigung vor Gericht zu gehen?", KSCHG("4")),
  q("fl-de-probation-notice", "DE", "employment-dismissal", "Darf mich mein Arbeitgeber in der Probezeit mit nur zwei Wochen Frist kündigen?", BGB("622")),
  q("fl-de-holiday-days", "DE", "employment-leave", "Wie viele Urlaubstage stehen mir gesetzlich mindestens zu?", BURLG("3")),
  q("fl-de-sick-on-holiday", "DE", "employment-leave", "Ich war während meines Urlaubs krank. Bekomme ich die Urlaubstage zurück?", BURLG("9")),
  q("fl-de-leftover-holiday", "DE", "employment-leave", "Verfällt mein Resturlaub aus dem letzten Jahr, wenn ich ihn bis März nicht nehme?", BURLG("7")),
  q("fl-de-sick-pay", "DE", "employment-pay", "Bekomme ich weiter mein Gehalt, wenn ich krank bin und nicht arbeiten kann?", EFZG("3")),
  q("fl-de-minimum-wage", "DE", "employment-pay", "Mein Chef zahlt mir nur 9 Euro die Stunde. Ist das nicht weniger als der Mindestlohn?", MILOG("1")),
  q("fl-de-twelve-hours", "DE", "employment-hours", "Mein Chef verlangt, dass ich jeden Tag zwölf Stunden arbeite. Wie viele Stunden sind erlaubt?", ARBZG("3")),
  q("fl-de-break", "DE", "employment-hours", "Wie lange muss meine Pause sein, wenn ich acht Stunden am Tag arbeite?", ARBZG("4")),
  q("fl-de-pregnant-fired", "DE", "employment-dismissal", "Ich bin schwanger. Darf mein Arbeitgeber mich jetzt noch kündigen?", MUSCHG("17")),
  q("fl-de-parental-leave", "DE", "employment-leave", "Wie lange darf ich nach der Geburt meines Kindes in Elternzeit gehen?", BEEG("15")),
  q("fl-de-part-time", "DE", "employment-hours", "Ich möchte nur noch 30 Stunden pro Woche arbeiten. Muss mein Arbeitgeber zustimmen?", TZBFG("8")),
  q("fl-de-fixed-term-chain", "DE", "employment-hiring", "Mein befristeter Arbeitsvertrag wurde schon dreimal verlängert. Ist das zulässig?", TZBFG("14")),
  q("fl-de-not-hired-woman", "DE", "employment-discrimination", "Ich habe die Stelle nicht bekommen, weil ich eine Frau bin. Kann ich eine Entschädigung verlangen?", AGG("15")),
  q("fl-de-reference", "DE", "employment-dismissal", "Mein ehemaliger Arbeitgeber weigert sich, mir ein Arbeitszeugnis auszustellen. Habe ich ein Recht darauf?", BGB("630")),
  q("fl-de-return-online", "DE", "consumer", "Ich habe online eine Jacke bestellt und will sie zurückschicken. Wie lange habe ich dafür Zeit?", BGB("355", "356")),
  q("fl-de-tv-broken", "DE", "consumer", "Der neue Fernseher ist nach drei Monaten kaputt. Muss der Händler ihn reparieren oder austauschen?", BGB("439", "437")),
  q("fl-de-delete-data", "DE", "data-protection", "Eine Firma hat meine Daten gespeichert und ich will, dass sie gelöscht werden.", GDPR("17"), BDSG("35")),
  q("fl-de-access-data", "DE", "data-protection", "Ich möchte wissen, welche Daten ein Unternehmen über mich gespeichert hat. Muss es mir das sagen?", GDPR("15"), BDSG("34")),
  q("fl-de-divorce-year", "DE", "family", "Mein Mann und ich leben seit einem Jahr getrennt. Können wir uns jetzt scheiden lassen?", BGB("1565", "1566")),
  q("fl-de-child-support", "DE", "family", "Wie viel Unterhalt muss der Vater für unser gemeinsames Kind zahlen?", BGB("1601", "1610", "1612a")),
  q("fl-de-no-will", "DE", "family", "Mein Vater ist ohne Testament gestorben. Wer erbt jetzt?", BGB("1924", "1931")),
  q("fl-de-police-search", "DE", "criminal-procedure", "Die Polizei will meine Wohnung durchsuchen. Brauchen die dafür einen richterlichen Beschluss?", STPO("105")),
  q("fl-de-arrest-lawyer", "DE", "criminal-procedure", "Ich wurde festgenommen. Habe ich das Recht, einen Anwalt anzurufen?", STPO("137", "136")),
  q("fl-de-gmbh-books", "DE", "company", "Ich bin Gesellschafter einer GmbH und will Einsicht in die Bücher. Muss der Geschäftsführer mir das erlauben?", GMBHG("51a")),
  q("fl-de-tax-return-deadline", "DE", "tax", "Bis wann muss ich meine Steuererklärung beim Finanzamt abgeben?", AO("149")),
  q("fl-de-dog-bite", "DE", "contract", "Mein Hund hat den Nachbarn gebissen. Muss ich für den Schaden aufkommen?", BGB("833")),
  q("fl-de-invoice-limitation", "DE", "contract", "Wie lange kann ich eine unbezahlte Rechnung noch einklagen, bevor sie verjährt?", BGB("195", "199")),
  q("fl-de-car-deceived", "DE", "contract", "Der Verkäufer hat mir beim Autokauf einen Unfallschaden verschwiegen und gelogen. Kann ich den Kauf rückgängig machen?", BGB("123")),
  q("fl-de-teen-phone-contract", "DE", "contract", "Mein Sohn ist 16 und hat ohne unsere Erlaubnis einen Handyvertrag abgeschlossen. Ist der gültig?", BGB("108", "107")),
  // ── German and French, Switzerland ──
  q("fl-de-ch-rent-rise", "CH", "housing", "Mein Vermieter in Zürich will den Mietzins erhöhen. Wie muss er mir das mitteilen?", CH_OR("269d")),
  q("fl-de-ch-holidays", "CH", "employment-leave", "Wie viele Wochen Ferien habe ich als Angestellte in der Schweiz mindestens?", CH_OR("329a")),
  q("fl-de-ch-fired-sick", "CH", "employment-dismissal", "Ich wurde gekündigt, während ich krank geschrieben war. Ist das gültig?", CH_OR("336c")),
  q("fl-de-ch-deposit", "CH", "housing", "Wie hoch darf das Mietzinsdepot für meine Wohnung in Bern sein?", CH_OR("257e")),
  q("fl-de-ch-overtime", "CH", "employment-pay", "Muss mein Arbeitgeber meine Überstunden bezahlen?", CH_OR("321c")),
  q("fl-fr-ch-union-fired", "CH", "employment-dismissal", "Mon employeur m'a licencié parce que je me suis affilié à un syndicat. Est-ce abusif ?", CH_OR("336")),
  q("fl-fr-ch-flat-notice", "CH", "housing", "Quel est le délai de résiliation pour mon appartement à Genève ?", CH_OR("266c")),
  q("fl-fr-ch-maternity", "CH", "employment-leave", "Combien de semaines de congé maternité ai-je en Suisse ?", CH_OR("329f")),
  q("fl-fr-ch-week-max", "CH", "employment-hours", "Combien d'heures par semaine au maximum puis-je travailler dans un bureau à Lausanne ?", CH_ARG("9")),
  // ── German, Austria (EU law only in the registry) ──
  q("fl-de-at-withdraw-shoes", "AT", "consumer", "Ich habe online Schuhe gekauft und möchte vom Kauf zurücktreten. Wie lange habe ich Zeit?", CRD("9")),
  q("fl-de-at-delete-data", "AT", "data-protection", "Ein Onlineshop hat meine Daten weitergegeben. Ich will, dass alles gelöscht wird.", GDPR("17")),
  q("fl-de-at-flight-delay", "AT", "consumer", "Mein Flug nach Wien hatte fünf Stunden Verspätung. Bekomme ich eine Entschädigung?", AIR("7", "6")),
  // ── French, France ──
  q("fl-fr-rent-rise", "FR", "housing", "Mon propriétaire veut augmenter mon loyer de 10 % cette année. A-t-il le droit ?", FR_LOI_1989("17-1")),
  q("fl-fr-deposit-back", "FR", "housing", "Le propriétaire ne m'a toujours pas rendu mon dépôt de garantie deux mois après l'état des lieux de sortie.", FR_LOI_1989("22")),
  q("fl-fr-tenant-notice", "FR", "housing", "Quel préavis dois-je donner pour quitter mon appartement loué vide ?", FR_LOI_1989("12", "15")),
  q("fl-fr-winter-eviction", "FR", "housing", "Mon propriétaire veut me mettre dehors en plein hiver. Peut-il m'expulser maintenant ?", FR_CPCE("L412-6")),
  q("fl-fr-repairs-heating", "FR", "housing", "Le bailleur refuse de réparer le chauffage. Quelles sont ses obligations ?", FR_LOI_1989("6"), FR_CC("1719")),
  q("fl-fr-dismissal-notice", "FR", "employment-dismissal", "Mon employeur me licencie après trois ans. Combien de temps de préavis ai-je ?", FR_CT("L1234-1")),
  q("fl-fr-severance", "FR", "employment-dismissal", "Ai-je droit à une indemnité de licenciement après neuf mois dans l'entreprise ?", FR_CT("L1234-9")),
  q("fl-fr-paid-leave", "FR", "employment-leave", "Combien de jours de congés payés ai-je par an ?", FR_CT("L3141-3")),
  q("fl-fr-overtime-rate", "FR", "employment-pay", "Mes heures supplémentaires doivent-elles être payées plus cher ?", FR_CT("L3121-36", "L3121-28")),
  q("fl-fr-pregnant-fired", "FR", "employment-dismissal", "Je suis enceinte. Mon patron peut-il me licencier ?", FR_CT("L1225-4")),
  q("fl-fr-maternity-length", "FR", "employment-leave", "Combien de temps dure le congé maternité pour un premier enfant ?", FR_CT("L1225-17")),
  q("fl-fr-trial-period", "FR", "employment-hiring", "Combien de temps peut durer ma période d'essai en CDI ?", FR_CT("L1221-19")),
  q("fl-fr-boss-humiliates", "FR", "employment-discrimination", "Mon chef m'humilie tous les jours devant mes collègues. Que dit la loi ?", FR_CT("L1152-1")),
  q("fl-fr-withdraw-phone", "FR", "consumer", "J'ai acheté un téléphone sur internet. Puis-je me rétracter et être remboursé ?", FR_CONSO("L221-18")),
  q("fl-fr-washing-machine", "FR", "consumer", "Ma machine à laver est tombée en panne après six mois et le vendeur refuse de la réparer.", FR_CONSO("L217-8", "L217-9", "L217-7", "L217-3")),
  q("fl-fr-erase-data", "FR", "data-protection", "Je veux que ce site efface toutes mes données personnelles.", GDPR("17"), FR_LIL("51")),
  q("fl-fr-cookies", "FR", "data-protection", "Un site dépose des cookies sur mon ordinateur sans mon accord. Est-ce légal ?", FR_LIL("82")),
  q("fl-fr-divorce-no-judge", "FR", "family", "Mon mari et moi voulons divorcer à l'amiable sans passer devant le juge.", FR_CC("229-1")),
  q("fl-fr-custody-length", "FR", "criminal-procedure", "Combien de temps la police peut-elle me garder en garde à vue ?", FR_CPP("63")),
  q("fl-fr-late-invoice", "FR", "contract", "Un client professionnel paie mes factures avec trois mois de retard. Quels délais de paiement sont permis ?", FR_CCOM("L441-10")),
  // ── French and Dutch, Belgium (EU law only in the registry) ──
  q("fl-fr-be-sofa-return", "BE", "consumer", "J'ai commandé un canapé en ligne et j'ai changé d'avis. Puis-je le renvoyer ?", CRD("9")),
  q("fl-fr-be-flight-cancelled", "BE", "consumer", "Mon vol a été annulé la veille du départ. Ai-je droit à une indemnisation ?", AIR("5", "7")),
  q("fl-nl-be-data-leak", "BE", "data-protection", "Een webwinkel heeft mijn gegevens gelekt. Moeten ze mij daarover inlichten?", GDPR("34")),
  // ── Spanish, Spain ──
  q("fl-es-rent-rise", "ES", "housing", "Mi casero quiere subirme el alquiler un 15 % este año. ¿Puede hacerlo?", ES_LAU("18")),
  q("fl-es-deposit", "ES", "housing", "El casero no me devuelve la fianza. ¿Cuánto me podía pedir de fianza?", ES_LAU("36")),
  q("fl-es-leave-early", "ES", "housing", "Quiero irme del piso antes de que termine el contrato de alquiler. ¿Puedo?", ES_LAU("11")),
  q("fl-es-min-term", "ES", "housing", "¿Cuánto dura como mínimo un contrato de alquiler de vivienda?", ES_LAU("9")),
  q("fl-es-unfair-dismissal-pay", "ES", "employment-dismissal", "Me han despedido sin motivo. ¿Cuánta indemnización me corresponde?", ES_ET("56")),
  q("fl-es-fired-late", "ES", "employment-dismissal", "Me despidieron por llegar tarde varias veces. ¿Es legal?", ES_ET("54")),
  q("fl-es-holidays", "ES", "employment-leave", "¿Cuántos días de vacaciones tengo al año?", ES_ET("38")),
  q("fl-es-overtime", "ES", "employment-pay", "Mi jefe no me paga las horas extra. ¿Qué dice la ley?", ES_ET("35")),
  q("fl-es-trial-period", "ES", "employment-hiring", "¿Cuánto puede durar el periodo de prueba en mi trabajo?", ES_ET("14")),
  q("fl-es-disconnect", "ES", "employment-hours", "Mi empresa me manda correos a las once de la noche. ¿Tengo derecho a desconectar?", ES_ET("20bis")),
  q("fl-es-return-shoes", "ES", "consumer", "Compré unas zapatillas por internet y quiero devolverlas. ¿Cuántos días tengo?", ES_TRLGDCU("104", "102")),
  q("fl-es-laptop-broken", "ES", "consumer", "El portátil que compré se estropeó a los cuatro meses. ¿Qué puedo exigir a la tienda?", ES_TRLGDCU("118", "114")),
  q("fl-es-divorce-pension", "ES", "family", "Me voy a divorciar. ¿Tengo derecho a una pensión de mi marido?", ES_CC("97")),
  q("fl-es-spam", "ES", "consumer", "Recibo correos publicitarios que nunca pedí. ¿Es legal?", ES_LSSI("21")),
  // ── Italian, Italy ──
  q("fl-it-fired-reinstated", "IT", "employment-dismissal", "Sono stato licenziato senza giusta causa. Posso essere reintegrato?", IT_SL("18")),
  q("fl-it-cameras", "IT", "employment-hours", "Il datore di lavoro vuole installare telecamere in ufficio per controllarci. Può farlo?", IT_SL("4")),
  q("fl-it-holidays", "IT", "employment-leave", "Ho diritto a ferie pagate ogni anno?", IT_CC("2109")),
  q("fl-it-sofa-return", "IT", "consumer", "Ho comprato un divano online e voglio restituirlo. Entro quanti giorni posso recedere?", IT_CONSUMO("52")),
  q("fl-it-tfr", "IT", "employment-pay", "Quando lascio il lavoro, mi spetta il TFR?", IT_CC("2120")),
  q("fl-it-sick-fired", "IT", "employment-dismissal", "Sono in malattia da due mesi. Il datore di lavoro può licenziarmi?", IT_CC("2110")),
  q("fl-it-non-compete", "IT", "employment-hiring", "Il mio contratto ha un patto di non concorrenza senza alcun compenso. È valido?", IT_CC("2125")),
  q("fl-it-sales-calls", "IT", "data-protection", "Mi arrivano telefonate pubblicitarie senza che abbia dato il consenso. È lecito?", IT_PRIVACY("130")),
  q("fl-it-limitation", "IT", "contract", "Quanto tempo ho per chiedere indietro dei soldi prima che il credito vada in prescrizione?", IT_CC("2946")),
  q("fl-it-minor-contract", "IT", "contract", "Mio figlio ha 17 anni. Può firmare un contratto da solo?", IT_CC("2")),
  q("fl-it-hidden-defect", "IT", "contract", "L'auto usata che ho comprato da un privato aveva un difetto nascosto. Cosa posso fare?", IT_CC("1490", "1495")),
  // ── Dutch, Netherlands ──
  q("fl-nl-rent-rise", "NL", "housing", "Mijn verhuurder wil de huur dit jaar met 10 procent verhogen. Mag dat?", NL_BW("7:248")),
  q("fl-nl-leak-repair", "NL", "housing", "De verhuurder repareert de lekkage in mijn badkamer niet. Wat kan ik doen?", NL_BW("7:206")),
  q("fl-nl-landlord-ends", "NL", "housing", "Mijn verhuurder heeft de huur opgezegd. Mag dat zomaar?", NL_BW("7:274", "7:271")),
  q("fl-nl-transition-pay", "NL", "employment-dismissal", "Ik ben ontslagen na zes jaar. Heb ik recht op een vergoeding?", NL_BW("7:673")),
  q("fl-nl-notice-period", "NL", "employment-dismissal", "Welke opzegtermijn geldt als mijn werkgever mij ontslaat?", NL_BW("7:672")),
  q("fl-nl-holidays", "NL", "employment-leave", "Hoeveel vakantiedagen heb ik minimaal per jaar?", NL_BW("7:634")),
  q("fl-nl-sick-pay", "NL", "employment-pay", "Ik ben ziek. Moet mijn werkgever mijn loon doorbetalen?", NL_BW("7:629")),
  q("fl-nl-probation", "NL", "employment-hiring", "Hoe lang mag mijn proeftijd zijn?", NL_BW("7:652")),
  q("fl-nl-return-coat", "NL", "consumer", "Ik heb online een jas gekocht en wil die terugsturen. Binnen hoeveel dagen moet dat?", NL_BW("6:230o")),
  q("fl-nl-laptop-broken", "NL", "consumer", "Mijn nieuwe laptop is na vier maanden kapot en de winkel wil niets doen.", NL_BW("7:17", "7:18", "7:21")),
  q("fl-nl-fired-sick", "NL", "employment-dismissal", "Mijn werkgever wil mij ontslaan terwijl ik ziek ben. Mag dat?", NL_BW("7:670")),
  q("fl-nl-delete-data", "NL", "data-protection", "Een bedrijf bewaart mijn persoonsgegevens en ik wil dat ze die verwijderen.", GDPR("17")),
  q("fl-nl-alimony", "NL", "family", "We gaan scheiden. Moet ik mijn ex-vrouw alimentatie betalen?", NL_BW("1:157")),
];

export const foreignUnrelated: UnrelatedQuestion[] = [
  { id: "fl-de-u-pasta", jurisdiction: "DE", question: "Wie lange muss ich Spaghetti kochen, damit sie al dente sind?" },
  { id: "fl-de-u-sofa-colour", jurisdiction: "DE", question: "Welche Wandfarbe passt zu einem grauen Sofa?" },
  { id: "fl-de-u-fishing", jurisdiction: "DE", question: "Brauche ich einen Angelschein, um am Bodensee zu angeln?" },
  { id: "fl-de-u-passport", jurisdiction: "DE", question: "Wo kann ich meinen Reisepass verlängern lassen?" },
  { id: "fl-de-at-u-weather", jurisdiction: "AT", question: "Wie wird das Wetter morgen in Wien?" },
  { id: "fl-de-ch-u-recycling", jurisdiction: "CH", question: "Wie trenne ich den Müll in Zürich richtig?" },
  { id: "fl-fr-u-crepes", jurisdiction: "FR", question: "Quelle est la meilleure recette de crêpes ?" },
  { id: "fl-fr-u-drone", jurisdiction: "FR", question: "Faut-il un permis pour faire voler un drone dans mon jardin ?" },
  { id: "fl-fr-u-car-registration", jurisdiction: "FR", question: "Comment changer l'adresse sur ma carte grise après un déménagement ?" },
  { id: "fl-nl-be-u-train", jurisdiction: "BE", question: "Hoe laat vertrekt de laatste trein naar Gent?" },
  { id: "fl-es-u-weather", jurisdiction: "ES", question: "¿Qué tiempo hará mañana en Madrid?" },
  { id: "fl-es-u-fishing", jurisdiction: "ES", question: "¿Necesito una licencia para pescar en el río?" },
  { id: "fl-it-u-tiramisu", jurisdiction: "IT", question: "Come si prepara un buon tiramisù?" },
  { id: "fl-it-u-hunting", jurisdiction: "IT", question: "Come si ottiene il porto d'armi per andare a caccia?" },
  { id: "fl-nl-u-cat", jurisdiction: "NL", question: "Hoe vaak moet ik mijn kat ontwormen?" },
  { id: "fl-nl-u-dormer", jurisdiction: "NL", question: "Heb ik een vergunning nodig voor een dakkapel op mijn huis?" },
];
