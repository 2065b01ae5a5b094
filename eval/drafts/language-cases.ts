import type { CheckItem, DraftCase } from "./cases";

/**
 * German- and French-language drafts (issue 36, deliverable 4): checklists written from the BGB, HGB, the Code civil,
 * the Code de commerce, the Code du travail and ../shared/domain/civil-law-drafting-reference.md before the language
 * layer was written. Each case drafts with `language`; the split is the same sha256 rule as cases.ts.
 */

const absent = (label: string, pattern: RegExp, source: string): CheckItem => ({ label, expect: "absent", pattern, source });
const present = (label: string, pattern: RegExp, source: string): CheckItem => ({ label, expect: "present", pattern, source });

/** English drafting words that have no place in a German or French draft (the parties' names here have none of them). */
const noEnglish = absent("no English boilerplate words", /\b(the|shall|hereby|Agreement|whereas|notwithstanding|provided that|Party|parties|Clause)\b/, "a draft in one language");
const noDangling = absent("no dangling template placeholder", /undefined|\bnull\b|NaN|\$\{|\{\{|\}\}/, "issue 36 deliverable 2");

const de: CheckItem[] = [
  noEnglish,
  noDangling,
  present("clauses headed § 1 …", /^§ 1 \S/m, "German drafting convention"),
  present("parties introduced as 'zwischen'", /zwischen/, "German drafting convention"),
  present("German law chosen", /deutsche[mn]? Recht|Recht der Bundesrepublik Deutschland/, "Art. 3 Rome I"),
  present("amendments in Schriftform or Textform", /Schriftform|Textform/, "BGB §§ 126, 126b"),
  present("severability: statutory provisions fill the gap", /gesetzliche[mn]? (Vorschriften|Bestimmungen|Regelungen)/, "BGB § 306(2)"),
  present("place and date lines for signature (of the recording, where a notary records the deed)", /Ort, Datum|Ort und Tag der Beurkundung/, "German signature practice; BeurkG § 9(2) for a notarial record"),
];
const deLiability: CheckItem[] = [
  present("unlimited liability for intent and gross negligence", /Vorsatz[^.]{0,40}grobe[rn]? Fahrlässigkeit/, "BGB §§ 276(3), 309 Nr. 7(b)"),
  present("life, body or health", /Lebens, des Körpers oder der Gesundheit/, "BGB § 309 Nr. 7(a)"),
  present("Produkthaftungsgesetz not limited", /Produkthaftungsgesetz/, "ProdHaftG § 14"),
  present("slight negligence: essential obligations, foreseeable typical loss", /wesentliche[rn]? Vertragspflicht[^.]*|vorhersehbar/, "BGB § 307(2) Nr. 2"),
  present("cites § 307 or § 309 BGB", /§ 30[79](?: Abs\. \d+)?(?: Nr\. \d+)? BGB/, "BGB §§ 307, 309"),
];
const deNotice = present("notices effective on receipt", /Zugang|zugeht|zugegangen/, "BGB § 130");

const fr: CheckItem[] = [
  noEnglish,
  noDangling,
  present("articles headed Article 1 – …", /^Article 1 [–-] \S/m, "French drafting convention"),
  present("parties introduced ENTRE LES SOUSSIGNÉS", /ENTRE LES SOUSSIGNÉS|Entre les soussignés/, "French drafting convention"),
  present("French law chosen", /droit français/, "Art. 3 Rome I"),
  present("signed in originals: Fait à … en … exemplaires originaux", /Fait à [^\n]*exemplaires originaux/, "C. civ. art. 1375"),
  present("registered letter with acknowledgement of receipt", /lettre recommandée avec (demande d')?avis de réception/, "domain § 9 (LRAR)"),
];
const frCommercial: CheckItem[] = [
  present("good faith (art. 1104)", /1104/, "C. civ. art. 1104"),
  present("hardship position stated (art. 1195)", /1195/, "C. civ. art. 1195; domain § 2 [P]"),
];
const frLiability: CheckItem[] = [
  present("cap yields to faute lourde or dolosive", /faute lourde[^.]{0,40}dolosive|dolosive[^.]{0,40}faute lourde/, "C. civ. art. 1231-3"),
  present("cites article 1231-3", /1231-3/, "C. civ. art. 1231-3"),
  present("essential obligation not emptied (art. 1170)", /1170/, "C. civ. art. 1170"),
];
const frLatePayment = present("late-payment penalties and the 40 € recovery indemnity", /L\.? ?441-10[\s\S]{0,300}40|40[\s\S]{0,300}L\.? ?441-10/, "C. com. art. L441-10");

const deCase = (type: string, party_a: string, party_b: string, key_terms: Record<string, string>, items: CheckItem[]): DraftCase & { language: string } => ({
  id: `${type}@DE/de`, type, jurisdiction: "DE", language: "de", party_a, party_b, key_terms, items: [...de, ...items],
});
const frCase = (type: string, party_a: string, party_b: string, key_terms: Record<string, string>, items: CheckItem[]): DraftCase & { language: string } => ({
  id: `${type}@FR/fr`, type, jurisdiction: "FR", language: "fr", party_a, party_b, key_terms, items: [...fr, ...items],
});


/**
 * Issue 36 leftovers, written before the code: a German request with the fee in German ("EUR 4.500 pro Monat": the
 * dot groups thousands) drafted as 4.500,00 EUR a month; a German employment contract with a woman as employee uses
 * the feminine form or states that the designations apply to all genders, as German precedents do.
 */
const leftoverLanguageCases: (DraftCase & { language: string })[] = [
  { ...deCase("service_agreement", "Mainfranken Bau GmbH", "Rheinwerk Dienstleistungen GmbH", { services: "die monatliche Lohnabrechnung für bis zu 80 Beschäftigte", fees: "EUR 4.500 pro Monat" }, [
    present("German fee read with the dot as thousands separator", /4\.500,00\sEUR monatlich/, "German number convention"),
    absent("not read as four euros fifty", /4,50\sEUR/, "German number convention"),
  ]), id: "service_agreement@DE/de-local-money-1" },
  { ...deCase("employment_agreement", "Isar Robotik GmbH", "Lena Fischer", { job_title: "Ingenieurin", start_date: "2026-05-01", salary: "EUR 72.000 pro Jahr" }, [
    present("feminine form, or designations stated to apply to all genders", /Arbeitnehmerin|für (alle|jedes) Geschlecht|gleichermaßen für (alle|Frauen)/, "German drafting practice"),
    present("salary read in German convention", /72\.000,00\sEUR/, "German number convention"),
  ]), id: "employment_agreement@DE/de-female" },
];

export const languageCases: (DraftCase & { language: string })[] = [
  ...leftoverLanguageCases,
  deCase("nda", "Isar Robotik GmbH", "Spreewerk Beteiligungen GmbH", { purpose: "Prüfung einer möglichen Beteiligung an der Isar Robotik GmbH", duration: "2 years", effective_date: "2026-03-01" }, [
    present("Vertrauliche Informationen defined", /Vertrauliche Informationen/, "NDA precedent"),
    present("reasonable secrecy measures (GeschGehG)", /Geheimhaltungsmaßnahmen/, "GeschGehG § 2 Nr. 1 lit. b"),
    present("return or destruction", /Rückgabe|zurückzugeben|vernichte/, "NDA precedent"),
    present("date rendered in German", /1\. März 2026/, "German date convention"),
    deNotice,
  ]),
  deCase("service_agreement", "Mainfranken Bau GmbH", "Rheinwerk Dienstleistungen GmbH", { services: "die monatliche Lohn- und Gehaltsabrechnung für bis zu 200 Beschäftigte", fees: "EUR 4,000 per month", duration: "2 years", late_payment_interest: "9%" }, [
    ...deLiability, deNotice,
    present("fee in German number format", /4\.000,00\sEUR/, "German number convention"),
    present("plus statutory VAT", /Umsatzsteuer/, "German commercial practice (UStG)"),
    present("remuneration heading", /Vergütung/, "BGB § 611"),
  ]),
  deCase("consulting_agreement", "Weser Chemie AG", "Elbe Strategieberatung GmbH", { services: "eine Analyse der Beschaffungsprozesse und ein schriftlicher Maßnahmenplan", fees: "EUR 1,800 per day", fee_cap: "EUR 90,000" }, [
    ...deLiability,
    present("rights of use granted, not copyright assigned", /Nutzungsrecht/, "UrhG §§ 29(1), 31"),
    present("consultant not bound by instructions", /weisungsfrei|keinen Weisungen|nicht weisungsgebunden/, "BGB § 611a(1) a contrario"),
    present("fee cap in German number format", /90\.000,00\sEUR/, "German number convention"),
  ]),
  deCase("saas_subscription_agreement", "Wolkig Cloud GmbH", "Hansa Handel GmbH", { service: "Wolkig Kasse, eine cloudbasierte Kassen- und Warenwirtschaftsplattform", subscription_fees: "EUR 18,000 per year", availability: "99.5%" }, [
    ...deLiability,
    present("availability in German format", /99,5\s%/, "German number convention"),
    present("data processing under Art. 28 GDPR", /Art\. 28 DSGVO|Auftragsverarbeitung/, "GDPR Art. 28(3)"),
    present("termination for good cause", /wichtigem Grund/, "BGB § 314"),
  ]),
  deCase("software_license_agreement", "Nordlicht Software GmbH", "Brenner Logistik AG", { software: "Nordlicht Fleet 5 (On-Premises-Version)", licence_fee: "EUR 80,000", licensed_quantity: "bis zu 50 namentlich benannte Nutzer" }, [
    ...deLiability,
    present("non-exclusive right of use", /einfache[sn]?|nicht ausschließliche[sn]?/, "UrhG § 31(2)"),
    present("defect exclusion fails for concealed defects or guarantees", /§ 444 BGB|arglistig/, "BGB § 444"),
    present("licence fee in German format", /80\.000,00\sEUR/, "German number convention"),
  ]),
  deCase("employment_agreement", "Brightwave Analytik GmbH", "Jana Lehmann", { job_title: "Senior Data Engineer", start_date: "2026-01-05", salary: "EUR 85,000 per year", probation_period: "6 months", non_compete_period: "12 months" }, [
    present("cites § 611a BGB", /§ 611a/, "BGB § 611a"),
    present("termination in written form (§ 623)", /§ 623/, "BGB § 623"),
    present("probation with two weeks' notice", /Probezeit[\s\S]{0,300}zwei Wochen/, "BGB § 622(3)"),
    present("statutory notice periods (§ 622)", /§ 622/, "BGB § 622"),
    present("leave (BUrlG)", /Urlaub/, "BUrlG § 3"),
    present("post-contractual non-compete paid (Karenzentschädigung)", /Karenzentschädigung/, "HGB § 74(2)"),
    present("start date in German", /5\. Januar 2026/, "German date convention"),
    present("salary in German format", /85\.000,00\sEUR/, "German number convention"),
  ]),
  deCase("supply_agreement", "Rheinform Kunststofftechnik GmbH", "Nordlicht Haushaltsgeräte AG", { products: "spritzgegossene Gehäuse aus Polypropylen nach Zeichnung HX-200", price: "EUR 3.40 per unit", exclusivity: "exclusive", duration: "3 years" }, [
    ...deLiability,
    present("CISG excluded", /UN-Kaufrecht|CISG/, "CISG art. 6"),
    present("retention of title", /Eigentumsvorbehalt/, "BGB § 449"),
    present("inspection and notice of defects (§ 377 HGB)", /§ 377 HGB|Untersuchungs- und Rügepflicht/, "HGB § 377"),
    present("unit price in German format", /3,40\sEUR/, "German number convention"),
  ]),
  deCase("distribution_agreement", "Lumen Optik GmbH", "Alpen Vertrieb GmbH", { products: "die Brillengläser der Lumen-Produktlinie", territory: "Österreich und die Schweiz", exclusivity: "exclusive", minimum_purchases: "EUR 500,000 in each contract year", discount: "35%" }, [
    ...deLiability,
    present("contract territory", /Vertragsgebiet/, "distribution precedent"),
    present("compensation claim addressed (§ 89b HGB by analogy)", /§ 89b HGB|Ausgleichsanspruch/, "HGB § 89b; BGH case law on dealers"),
    present("vertical block exemption regulation", /2022\/720/, "Reg. (EU) 2022/720"),
    present("discount in German format", /35\s%/, "German number convention"),
  ]),
  deCase("loan_agreement", "Fränkische Kapital GmbH", "Eichwald Schreinerei GmbH", { loan_amount: "EUR 750,000", interest_rate: "7.5%", repayment_date: "31 March 2029", purpose: "die Anschaffung einer CNC-Fräsanlage" }, [
    present("Darlehen under § 488 BGB", /§ 488/, "BGB § 488"),
    present("extraordinary termination for good cause", /wichtigem Grund|§ 490/, "BGB §§ 314, 490"),
    present("rate in German format", /7,5\s%/, "German number convention"),
    present("repayment date in German", /31\. März 2029/, "German date convention"),
    present("amount in German format", /750\.000,00\sEUR/, "German number convention"),
  ]),
  deCase("commercial_lease", "Hafenviertel Immobilien GmbH", "Kupferkessel Kaffee GmbH", { premises: "Ladenlokal im Erdgeschoss, Hafenstraße 14, 20459 Hamburg", rent: "EUR 4,000 per month", duration: "10 years", permitted_use: "Betrieb eines Cafés", security_deposit: "EUR 12,000" }, [
    present("rented premises", /Mietsache|Mietobjekt|Mieträume|Mietfläche/, "BGB § 535"),
    present("operating costs", /Betriebskosten|Nebenkosten/, "BGB § 556 (by reference for commercial premises)"),
    present("security deposit", /Mietsicherheit|Kaution/, "commercial lease precedent"),
    present("rent in German format", /4\.000,00\sEUR/, "German number convention"),
  ]),

  frCase("nda", "Lumière Optique SAS", "Atlantique Participations SAS", { purpose: "l'étude d'une éventuelle prise de participation dans Lumière Optique SAS", duration: "2 years", effective_date: "2026-03-01" }, [
    ...frCommercial,
    present("informations confidentielles defined", /[Ii]nformations [Cc]onfidentielles/, "NDA precedent"),
    present("trade secrets (secret des affaires)", /secret des affaires/, "C. com. art. L151-1"),
    present("return or destruction", /restitu|détrui/, "NDA precedent"),
    present("date rendered in French", /1er mars 2026/, "French date convention"),
  ]),
  frCase("service_agreement", "Garonne Distribution SAS", "Paie Services SARL", { services: "le traitement mensuel de la paie pour un effectif maximal de 200 salariés", fees: "EUR 4,000 per month", duration: "2 years" }, [
    ...frCommercial, ...frLiability, frLatePayment,
    present("fee in French format", /4[\s\u00a0\u202f]000,00[\s\u00a0\u202f]€/, "French number convention"),
    present("hors taxes / TVA", /hors taxes|HT\b|TVA/, "French commercial practice"),
  ]),
  frCase("consulting_agreement", "Rhône Chimie SA", "Conseil Stratégie Loire SARL", { services: "une analyse des processus d'achat et une feuille de route écrite", fees: "EUR 1,800 per day" }, [
    ...frCommercial, ...frLiability, frLatePayment,
    present("no subordination (not employment)", /lien de subordination/, "Cass. soc. (Société générale, 13 Nov 1996)"),
  ]),
  frCase("saas_subscription_agreement", "Nuage Logiciel SAS", "Comptoir Marseillais SARL", { service: "Nuage Caisse, une plateforme de caisse en ligne", subscription_fees: "EUR 18,000 per year", availability: "99.5%" }, [
    ...frCommercial, ...frLiability,
    present("availability in French format", /99,5[\s\u00a0\u202f]%/, "French number convention"),
    present("processor terms (GDPR art. 28)", /article 28|sous-traitant/, "GDPR Art. 28(3)"),
  ]),
  frCase("software_license_agreement", "Logiciels Bretagne SAS", "Transports Picards SA", { software: "Bretagne Route 5, version installée", licence_fee: "EUR 80,000" }, [
    ...frCommercial, ...frLiability,
    present("non-exclusive licence", /non exclusi(ve|f)/, "CPI art. L122-7"),
    present("licence fee in French format", /80[\s\u00a0\u202f]000,00[\s\u00a0\u202f]€/, "French number convention"),
  ]),
  frCase("employment_agreement", "Brightwave Analytique SAS", "Camille Martin", { job_title: "Ingénieure données senior", start_date: "2026-01-05", salary: "EUR 62,000 per year", probation_period: "4 months", non_compete_period: "12 months" }, [
    present("trial period under L1221-19", /période d'essai[\s\S]{0,400}L\.? ?1221-19|L\.? ?1221-19[\s\S]{0,400}période d'essai/, "C. trav. art. L1221-19"),
    present("collective agreement named", /convention collective/, "C. trav. art. L1242-12 / practice"),
    present("paid leave", /congés payés/, "C. trav. art. L3141-3"),
    present("notice (préavis)", /préavis/, "C. trav. art. L1234-1"),
    present("non-compete with financial consideration", /contrepartie financière/, "Cass. soc. 10 Jul 2002, n° 00-45.135"),
    present("start date in French", /5 janvier 2026/, "French date convention"),
    absent("no contractual jurisdiction clause for an employee", /attribution de juridiction|seuls compétents/, "C. trav. art. L1221-3 note; domain § 6"),
  ]),
  frCase("supply_agreement", "Plasturgie du Jura SAS", "Électroménager de l'Ouest SA", { products: "des boîtiers en polypropylène moulés par injection selon le plan HX-200", price: "EUR 3.40 per unit", duration: "3 years" }, [
    ...frCommercial, ...frLiability, frLatePayment,
    present("CISG excluded", /Convention de Vienne|CVIM/, "CISG art. 6"),
    present("retention of title", /[Rr]éserve de propriété/, "C. civ. art. 2367"),
    present("unit price in French format", /3,40[\s\u00a0\u202f]€/, "French number convention"),
  ]),
  frCase("distribution_agreement", "Lumière Optique SAS", "Optique Occitanie SARL", { products: "la gamme de verres correcteurs du Fournisseur", territory: "les départements de la région Occitanie", exclusivity: "exclusive", minimum_purchases: "EUR 500,000 in each contract year", discount: "35%" }, [
    ...frCommercial, ...frLiability,
    present("territory", /[Tt]erritoire/, "distribution precedent"),
    present("sudden termination of an established relationship (L442-1)", /rupture brutale|L\.? ?442-1/, "C. com. art. L442-1 II"),
    present("vertical block exemption regulation", /2022\/720/, "Reg. (EU) 2022/720"),
    present("discount in French format", /35[\s\u00a0\u202f]%/, "French number convention"),
  ]),
  frCase("loan_agreement", "Crédit Capital Normand SAS", "Menuiserie du Bocage SARL", { loan_amount: "EUR 750,000", interest_rate: "7.5%", repayment_date: "31 March 2029", purpose: "l'acquisition d'une ligne d'usinage à commande numérique" }, [
    ...frCommercial,
    present("interest rate fixed in writing (art. 1907)", /1907/, "C. civ. art. 1907"),
    present("taux effectif global stated", /taux effectif global/, "C. consom. / C. mon. fin.: TEG in writing"),
    present("rate in French format", /7,5[\s\u00a0\u202f]%/, "French number convention"),
    present("repayment date in French", /31 mars 2029/, "French date convention"),
  ]),
  frCase("commercial_lease", "Foncière du Vieux-Port SAS", "Café de la Cannebière SARL", { premises: "le local commercial en rez-de-chaussée situé 14 quai du Port, 13002 Marseille", rent: "EUR 48,000 per year", duration: "9 years", permitted_use: "café, salon de thé et vente à emporter", security_deposit: "EUR 12,000" }, [
    present("commercial lease statute (L145-4)", /L\.? ?145-4/, "C. com. art. L145-4"),
    present("tenant's three-yearly termination", /triennal|trois ans/, "C. com. art. L145-4"),
    present("dépôt de garantie", /dépôt de garantie/, "commercial lease precedent"),
    present("destination of premises", /[Dd]estination/, "C. com. art. L145-47 practice"),
    present("rent in French format", /48[\s\u00a0\u202f]000,00[\s\u00a0\u202f]€/, "French number convention"),
  ]),
  // Shareholders' agreements (written before the native types): GmbHG § 15(3)-(5) (notarial form of the transfer and
  // of the obligation to transfer; consent requirements belong in the Satzung), § 51a (information); C. com.
  // L. 227-13 (inalienability up to ten years in the statuts), L. 227-14 (agrément in the statuts); venture precedent
  // terms (pre-emption, tag-along, drag-along, deadlock, information).
  deCase("shareholders_agreement", "Anna Berger", "Isar Capital GmbH", { company: "Alpenblick Software GmbH (Amtsgericht München, HRB 123456)", promoter_stake: "60%", investor_stake: "25%", lock_in_period: "3 years", drag_along_threshold: "75%" }, [
    present("notarial recording for the transfer obligations (§ 15 Abs. 4 GmbHG)", /notariell[\s\S]{0,200}§ 15 Abs\. 4 GmbHG|§ 15 Abs\. 4 GmbHG[\s\S]{0,200}notariell/, "GmbHG § 15(4)"),
    present("pre-emption right", /Vorkaufsrecht|Vorerwerbsrecht|Andienung/, "venture precedent"),
    present("tag-along (Mitverkaufsrecht)", /Mitverkaufsrecht|Mitveräußerungsrecht/, "venture precedent"),
    present("drag-along (Mitverkaufspflicht)", /Mitverkaufspflicht|Mitveräußerungspflicht/, "venture precedent"),
    present("drag threshold in German format", /75[\s\u00a0\u202f]%/, "German number convention"),
    present("lock-in in words", /drei Jahre/, "German drafting convention"),
    present("deadlock", /Patt/, "venture precedent"),
    present("information rights (§ 51a GmbHG)", /§ 51a GmbHG/, "GmbHG § 51a"),
    present("articles (Satzung) brought into line", /Satzung/, "GmbHG § 15(5)"),
  ]),
  frCase("shareholders_agreement", "Claire Martin", "Seine Innovation Capital SAS", { company: "Atelier Numérique SAS (RCS Paris 912 345 678)", promoter_stake: "60%", investor_stake: "25%", lock_in_period: "3 years", drag_along_threshold: "75%" }, [
    ...frCommercial,
    present("titled pacte d'associés", /[Pp]acte d'associés|PACTE D'ASSOCIÉS/, "French practice"),
    present("pre-emption (droit de préemption)", /droit de préemption/, "venture precedent"),
    present("tag-along (sortie conjointe)", /sortie conjointe/, "venture precedent"),
    present("drag-along (sortie forcée / obligation de sortie)", /sortie forcée|obligation de sortie/, "venture precedent"),
    present("temporary inalienability", /inaliénabilité/, "C. com. art. L. 227-13"),
    present("agrément in the statuts (L. 227-14)", /L\.? ?227-14/, "C. com. art. L. 227-14"),
    present("deadlock", /blocage|impasse/, "venture precedent"),
    present("information rights", /droit d'information|informations financières/, "venture precedent"),
    present("drag threshold in French format", /75[\s\u00a0\u202f]%/, "French number convention"),
    present("lock-in in words and figures", /trois \(3\) ans/, "French drafting convention"),
  ]),
];
