import type { DraftContext } from "./types";

/**
 * The national act that supplements the GDPR in each EU/EEA state, and its supervisory authority, as a data
 * processing precedent under that law names them (issue 36, item 3). Switzerland, outside the GDPR, has its own
 * Federal Act on Data Protection. Titles as the statutes give them; only those we are sure of are here.
 */
export interface NationalDataProtection {
  code: string;
  /** The act, named as a precedent in English names it, with its local title or short name. */
  act: string;
  /** The supervisory authority, with the article if the name needs it. */
  authority: string;
}

export const NATIONAL_DATA_PROTECTION: readonly NationalDataProtection[] = [
  { code: "DE", act: "the Federal Data Protection Act (Bundesdatenschutzgesetz, BDSG)", authority: "the data protection supervisory authority of the competent federal state (Land) or, where it is competent, the Federal Commissioner for Data Protection and Freedom of Information" },
  { code: "AT", act: "the Austrian Data Protection Act (Datenschutzgesetz, DSG)", authority: "the Austrian Data Protection Authority (Datenschutzbehörde)" },
  { code: "FR", act: "Law No. 78-17 of 6 January 1978 on information technology, data files and civil liberties (loi Informatique et Libertés)", authority: "the Commission nationale de l'informatique et des libertés (CNIL)" },
  { code: "ES", act: "Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD)", authority: "the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD)" },
  { code: "IT", act: "the Personal Data Protection Code (Legislative Decree No. 196 of 30 June 2003, as amended by Legislative Decree No. 101 of 10 August 2018)", authority: "the Garante per la protezione dei dati personali" },
  { code: "NL", act: "the GDPR Implementation Act (Uitvoeringswet Algemene verordening gegevensbescherming, UAVG)", authority: "the Dutch Data Protection Authority (Autoriteit Persoonsgegevens)" },
  { code: "BE", act: "the Law of 30 July 2018 on the protection of natural persons with regard to the processing of personal data", authority: "the Belgian Data Protection Authority (Autorité de protection des données / Gegevensbeschermingsautoriteit)" },
  { code: "LU", act: "the Law of 1 August 2018 on the organisation of the National Data Protection Commission and the general data protection framework", authority: "the National Data Protection Commission (Commission nationale pour la protection des données, CNPD)" },
  { code: "IE", act: "the Data Protection Act 2018 (Ireland)", authority: "the Data Protection Commission" },
  { code: "PT", act: "Law No. 58/2019 of 8 August", authority: "the National Data Protection Commission (Comissão Nacional de Proteção de Dados, CNPD)" },
  { code: "PL", act: "the Act of 10 May 2018 on the protection of personal data", authority: "the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych)" },
  { code: "CZ", act: "Act No. 110/2019 Coll. on the processing of personal data", authority: "the Office for Personal Data Protection (Úřad pro ochranu osobních údajů)" },
  { code: "SE", act: "the Data Protection Act (lag (2018:218) med kompletterande bestämmelser till EU:s dataskyddsförordning)", authority: "the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY)" },
  { code: "DK", act: "the Danish Data Protection Act (databeskyttelsesloven)", authority: "the Danish Data Protection Agency (Datatilsynet)" },
  { code: "FI", act: "the Data Protection Act (tietosuojalaki, 1050/2018)", authority: "the Data Protection Ombudsman (tietosuojavaltuutettu)" },
  { code: "NO", act: "the Personal Data Act (personopplysningsloven, Act of 15 June 2018 No. 38), which makes the GDPR part of Norwegian law", authority: "the Norwegian Data Protection Authority (Datatilsynet)" },
  { code: "GR", act: "Law 4624/2019", authority: "the Hellenic Data Protection Authority" },
  { code: "RO", act: "Law No. 190/2018 on measures implementing Regulation (EU) 2016/679", authority: "the National Supervisory Authority for Personal Data Processing (ANSPDCP)" },
  { code: "HU", act: "Act CXII of 2011 on the right of informational self-determination and on freedom of information", authority: "the Hungarian National Authority for Data Protection and Freedom of Information (NAIH)" },
  { code: "CH", act: "the Federal Act on Data Protection of 25 September 2020 (FADP)", authority: "the Federal Data Protection and Information Commissioner (FDPIC)" },
];

export function nationalDataProtection(ctx: Pick<DraftContext, "within">): NationalDataProtection | undefined {
  return NATIONAL_DATA_PROTECTION.find((n) => ctx.within(n.code));
}

/** The sentence naming the national act and the supervisory authority; null where we name none. */
export function nationalDataProtectionSentence(ctx: DraftContext, processor: string, controller: string): string | null {
  const n = nationalDataProtection(ctx);
  if (!n) return null;
  if (n.code === "CH") {
    return `The processing is subject to ${n.act} and its ordinances, under which ${processor} may process the personal data on behalf of ${controller} only as ${controller} itself would be permitted to (article 9 FADP); the supervisory authority is ${n.authority}.`;
  }
  return `In addition to Regulation (EU) 2016/679, the processing is subject to ${n.act}. The supervisory authority under that law is ${n.authority}, without affecting the competence of another supervisory authority under Articles 55 and 56 of Regulation (EU) 2016/679.`;
}
