import { insolvencyAccelerationFr } from "../law-clauses";
import { isIndexDescription, isShareDescription } from "../key-term-forms";
import { BLANK, type DraftContext } from "../types";
import type { NativeType } from "./drafting";
import { localRateParts } from "./format";
import { draftedCovenants, type RatioKind } from "../covenants";
import { cession, confidentialite, de, dispositionsGenerales, donnees, droitApplicable, duree, forceMajeure, imprevision, notifications, paiement, preavis, responsabilite } from "./fr";

/** The ten most used types drafted in French under French law. Roles are those of a French precedent. */

const fixed = (a: string, b: string) => () => ({ a, b });
const commercial = droitApplicable({ forum: "commercial" });
const sale = droitApplicable({ forum: "commercial", cisg: true });
const tail = (...own: NativeType["boilerplate"]) => [...own, notifications, cession, imprevision(), dispositionsGenerales];

/** Copyright in France passes only by an assignment naming each right, its extent, purpose, place and duration (CPI art. L131-3). */
function cessionDeDroits(from: string, to: string, assigned: boolean): string {
  return assigned
    ? `${from} cède ${to}, à titre exclusif et au fur et à mesure de leur réalisation, l'ensemble des droits patrimoniaux d'auteur sur les livrables réalisés au titre du présent contrat, à savoir les droits de reproduction, de représentation, d'adaptation, de traduction et de commercialisation, sur tous supports et par tous procédés, pour le monde entier et pour toute la durée légale de protection, le prix de cette cession étant compris dans la rémunération prévue au présent contrat (article L131-3 du Code de la propriété intellectuelle).`
    : `${from} conserve les droits de propriété intellectuelle sur les livrables et concède ${to} une licence non exclusive, pour le monde entier et pour toute la durée légale de protection, de reproduire, représenter et adapter les livrables pour les besoins de son activité.`;
}

const nda: NativeType = {
  roles: (ctx) => (ctx.term("nda_type") === "one-way" ? { a: "Partie Émettrice", b: "Partie Réceptrice" } : { a: "Partie", b: "Partie" }),
  title: (ctx) => (ctx.term("nda_type") === "one-way" ? "Accord de confidentialité" : "Accord de confidentialité réciproque"),
  recitals: (ctx) => [
    `Les Parties envisagent ${ctx.term("purpose")} (ci-après le « Projet »). Dans ce cadre, ${ctx.term("nda_type") === "one-way" ? "la Partie Émettrice sera amenée à communiquer à la Partie Réceptrice" : "chacune des Parties sera amenée à communiquer à l'autre"} des informations confidentielles, dont le présent accord a pour objet d'organiser la protection.`,
  ],
  clauses: [
    { heading: "Définition des Informations Confidentielles", body: () => [
      `Sont des « Informations Confidentielles » toutes les informations, quels qu'en soient la forme et le support, communiquées par une Partie (la « Partie Émettrice ») à l'autre (la « Partie Réceptrice ») à l'occasion du Projet, qu'elles soient désignées comme confidentielles ou que leur caractère confidentiel résulte des circonstances, et notamment les informations protégées au titre du secret des affaires (article L151-1 du Code de commerce), le savoir-faire, les données techniques, commerciales et financières.`,
      `Ne sont pas des Informations Confidentielles les informations tombées dans le domaine public sans faute de la Partie Réceptrice, celles qu'elle détenait légitimement avant leur communication, celles qu'elle a reçues d'un tiers libre de les divulguer ou celles qu'elle a développées de manière indépendante, ce dont elle doit rapporter la preuve.`,
    ] },
    { heading: "Obligations de la Partie Réceptrice", body: () => [
      `La Partie Réceptrice s'engage à garder strictement confidentielles les Informations Confidentielles, à ne les utiliser que pour les besoins du Projet et à les protéger au moyen de mesures raisonnables, au moins équivalentes à celles qu'elle applique à ses propres informations confidentielles.`,
      `Elle ne peut les communiquer qu'à ceux de ses dirigeants, salariés et conseils qui ont besoin d'en connaître pour le Projet et qui sont tenus envers elle d'une obligation de confidentialité au moins équivalente ; elle se porte fort du respect de cette obligation par ces personnes.`,
      `Si la Partie Réceptrice est tenue de divulguer des Informations Confidentielles en vertu de la loi ou d'une décision de justice ou d'une autorité administrative, elle en informe préalablement la Partie Émettrice lorsque la loi le permet et limite la divulgation au strict nécessaire.`,
    ] },
    { heading: "Restitution et destruction", body: () =>
      `À la demande de la Partie Émettrice et au plus tard à l'expiration du présent accord, la Partie Réceptrice restitue ou détruit l'ensemble des Informations Confidentielles et de leurs copies, et en atteste par écrit. Les copies dont la conservation est imposée par la loi ou qui figurent dans des sauvegardes automatiques demeurent soumises au présent accord.` },
    { heading: "Absence de droits et de garantie", body: () =>
      `Le présent accord ne confère à la Partie Réceptrice aucun droit de propriété intellectuelle ni aucune licence sur les Informations Confidentielles et n'oblige aucune Partie à conclure un autre contrat. Les Informations Confidentielles sont communiquées en l'état, sans garantie d'exactitude ni d'exhaustivité, sauf dol.` },
    { heading: "Durée", body: (ctx) => [
      `Le présent accord entre en vigueur ${ctx.given("effective_date") ? `le ${ctx.term("effective_date")}` : "à la date de sa signature par les deux Parties"} pour une durée ${de(ctx.term("duration"))}. Chaque Partie peut y mettre fin par lettre recommandée avec demande d'avis de réception moyennant ${preavis(ctx.term("termination_notice"))}.`,
      `Les obligations de confidentialité survivent pendant ${ctx.term("confidentiality_period")} à l'expiration ou à la résiliation du présent accord et, pour les informations relevant du secret des affaires, aussi longtemps qu'elles conservent ce caractère.`,
    ] },
  ],
  boilerplate: [...tail(), commercial],
};

const service: NativeType = {
  roles: fixed("Client", "Prestataire"),
  title: () => "Contrat de prestation de services",
  clauses: [
    { heading: "Objet", body: (ctx) => `Le présent contrat a pour objet de définir les conditions dans lesquelles le Prestataire réalise au profit du Client les prestations suivantes : ${ctx.term("services")} (ci-après les « Prestations »).` },
    { heading: "Obligations des Parties", body: () => [
      `Le Prestataire exécute les Prestations avec diligence et conformément aux règles de l'art ; il est tenu d'une obligation de moyens, sauf stipulation contraire du présent contrat.`,
      `Le Prestataire exécute les Prestations en toute indépendance. Son personnel demeure placé sous son autorité hiérarchique et disciplinaire exclusive.`,
      `Le Client collabore de bonne foi à l'exécution des Prestations et communique en temps utile au Prestataire les informations et accès nécessaires.`,
    ] },
    { heading: "Prix et modalités de paiement", body: (ctx) => {
      const out = [`En contrepartie des Prestations, le Client verse au Prestataire un prix ${de(ctx.term("fees"))}.`, ...paiement(ctx, "le Client", [ctx.term("fees")])];
      if (ctx.optional("service_credit")) out.push(`En cas d'exécution non conforme des Prestations au cours d'un mois, le Prestataire accorde au Client un avoir ${de(ctx.term("service_credit"))}, sans préjudice des autres droits du Client.`);
      return out;
    } },
    { heading: "Propriété intellectuelle", body: () => cessionDeDroits("Le Prestataire", "au Client", true) },
    { heading: "Durée et résiliation", body: (ctx) => duree(ctx, "un (1) mois") },
  ],
  boilerplate: [confidentialite, responsabilite, donnees, forceMajeure, ...tail(), commercial],
};

const consulting: NativeType = {
  roles: fixed("Client", "Consultant"),
  title: () => "Contrat de conseil",
  clauses: [
    { heading: "Objet", body: (ctx) => {
      const out = [`Le Consultant fournit au Client les prestations de conseil suivantes : ${ctx.term("services")} (ci-après les « Prestations »).`];
      if (ctx.optional("key_personnel")) out.push(`Les Prestations sont exécutées personnellement par : ${ctx.term("key_personnel")}. Tout remplacement requiert l'accord préalable écrit du Client.`);
      return out;
    } },
    { heading: "Indépendance du Consultant", body: () => [
      `Le Consultant exerce sa mission en toute indépendance, organise librement son temps et ses méthodes de travail et n'est soumis à aucun lien de subordination à l'égard du Client. Le présent contrat ne peut en aucun cas être qualifié de contrat de travail.`,
      `Le Consultant demeure libre de travailler pour d'autres clients et assume seul ses obligations fiscales et sociales.`,
    ] },
    { heading: "Honoraires et frais", body: (ctx) => {
      const out = [`En contrepartie des Prestations, le Client verse au Consultant des honoraires ${de(ctx.term("fees"))}.`];
      if (ctx.optional("fee_cap")) out.push(`Le montant total des honoraires ne peut excéder ${ctx.term("fee_cap")} sans l'accord préalable écrit du Client.`);
      out.push(ctx.given("expenses") ? `Les frais sont remboursés comme suit : ${ctx.term("expenses")}.` : `Les frais de déplacement et débours raisonnables, préalablement approuvés par écrit par le Client, sont remboursés sur justificatifs, à l'euro près.`);
      return [...out, ...paiement(ctx, "le Client")];
    } },
    { heading: "Propriété intellectuelle", body: (ctx) => cessionDeDroits("Le Consultant", "au Client", ctx.term("ip_ownership") === "client") },
    { heading: "Durée et résiliation", body: (ctx) => duree(ctx, "un (1) mois") },
  ],
  boilerplate: [confidentialite, responsabilite, donnees, ...tail(), commercial],
};

const saas: NativeType = {
  roles: fixed("Fournisseur", "Client"),
  title: () => "Contrat d'abonnement à un service en mode SaaS",
  clauses: [
    { heading: "Objet", body: (ctx) => [
      `Le Fournisseur met à la disposition du Client, en mode SaaS (logiciel en tant que service) accessible par internet, la solution suivante : ${ctx.term("service")} (ci-après le « Service »).`,
      `Le Fournisseur concède au Client, pour la durée du présent contrat, un droit d'accès et d'utilisation du Service personnel, non exclusif, non cessible et non transférable, pour les besoins de son activité${ctx.optional("authorised_users") ? `, limité à ${ctx.term("authorised_users")}` : ""}.`,
    ] },
    { heading: "Niveau de service et assistance", body: (ctx) => {
      const out = [
        `Le Fournisseur s'engage à un taux de disponibilité du Service ${de(ctx.term("availability"))} par mois calendaire, hors maintenance programmée notifiée au moins quarante-huit (48) heures à l'avance et hors cas de force majeure.`,
        `Le Fournisseur assure une assistance ${ctx.given("support_hours") ? `aux horaires suivants : ${ctx.term("support_hours")}` : "du lundi au vendredi, de 9 heures à 17 heures, hors jours fériés"}.`,
      ];
      if (ctx.optional("service_credit")) out.push(`Si le taux de disponibilité n'est pas atteint, le Fournisseur accorde au Client un avoir égal à ${ctx.term("service_credit")} de la redevance mensuelle, sans préjudice des autres droits du Client.`);
      return out;
    } },
    { heading: "Prix et modalités de paiement", body: (ctx) => {
      const out = [`En contrepartie du Service, le Client verse au Fournisseur une redevance ${de(ctx.term("subscription_fees"))}.`];
      if (ctx.optional("fee_increase_cap")) out.push(`Le Fournisseur peut réviser la redevance à chaque date de renouvellement, moyennant un préavis écrit de trois (3) mois, dans la limite d'une hausse ${de(ctx.term("fee_increase_cap"))}.`);
      return [...out, ...paiement(ctx, "le Client")];
    } },
    { heading: "Données du Client et réversibilité", body: (ctx) => [
      `Le Client demeure seul titulaire des données qu'il traite au moyen du Service ; le Fournisseur ne les utilise que pour l'exécution du présent contrat.${ctx.optional("data_location") ? ` Les données sont hébergées exclusivement dans le lieu suivant : ${ctx.term("data_location")}.` : ""}`,
      `À la fin du présent contrat, quelle qu'en soit la cause, le Fournisseur restitue au Client, à sa demande et dans un délai de trente (30) jours, l'ensemble de ses données dans un format standard lisible par machine, puis les détruit, sauf obligation légale de conservation.`,
    ] },
    { heading: "Durée", body: (ctx) => {
      const start = ctx.given("effective_date") ? `le ${ctx.term("effective_date")}` : "à la date de sa signature par les deux Parties";
      return [
        ctx.term("renewal") === "automatic"
          ? `Le présent contrat entre en vigueur ${start} pour une durée initiale ${de(ctx.term("duration"))}. Il est ensuite renouvelé par tacite reconduction pour des périodes successives de même durée, sauf dénonciation par l'une des Parties par lettre recommandée avec demande d'avis de réception moyennant ${preavis(ctx.term("renewal_notice"))} avant l'échéance.`
          : `Le présent contrat entre en vigueur ${start} pour une durée ${de(ctx.term("duration"))} ; il ne peut être renouvelé que par accord écrit des Parties.`,
        `En cas d'inexécution suffisamment grave par une Partie de ses obligations, non réparée dans un délai de trente (30) jours à compter d'une mise en demeure, l'autre Partie peut résilier le présent contrat de plein droit par notification (article 1224 du Code civil).`,
      ];
    } },
  ],
  boilerplate: [confidentialite, responsabilite, donnees, forceMajeure, ...tail(), commercial],
};

const licence: NativeType = {
  roles: fixed("Concédant", "Licencié"),
  title: () => "Contrat de licence de logiciel",
  clauses: [
    { heading: "Objet", body: (ctx) => [
      `Le Concédant concède au Licencié, qui l'accepte, une licence d'utilisation du logiciel suivant, en code objet, accompagné de sa documentation : ${ctx.term("software")} (ci-après le « Logiciel »).`,
      `Le Logiciel est livré ${ctx.given("delivery_method") ? `selon les modalités suivantes : ${ctx.term("delivery_method")}` : "par téléchargement électronique sécurisé"}. La licence ne comprend pas la communication du code source.`,
    ] },
    { heading: "Étendue de la licence", body: (ctx) => [
      `La licence est non exclusive, non cessible et personnelle. Elle est consentie pour ${ctx.months("duration") !== null ? `une durée ${de(ctx.term("duration"))}` : "toute la durée légale de protection du Logiciel"} et pour le monde entier, aux fins suivantes : ${ctx.given("permitted_use") ? ctx.term("permitted_use") : "les besoins internes de l'activité du Licencié"}${ctx.optional("licensed_quantity") ? `, dans la limite ${de(ctx.term("licensed_quantity"))}` : ""}.`,
      `Le Licencié peut réaliser une copie de sauvegarde et exercer les droits que lui réserve l'article L122-6-1 du Code de la propriété intellectuelle ; toute autre reproduction, adaptation ou décompilation est interdite.`,
    ] },
    { heading: "Redevance", body: (ctx) => [`En contrepartie de la licence, le Licencié verse au Concédant une redevance ${de(ctx.term("licence_fee"))}.`, ...paiement(ctx, "le Licencié", [ctx.term("licence_fee")])] },
    { heading: "Garanties", body: (ctx) => [
      `Le Concédant garantit, pendant ${ctx.term("warranty_period")} à compter de la livraison, la conformité du Logiciel à sa documentation ; en cas de non-conformité, il s'engage à la corriger ou à remplacer le Logiciel dans un délai raisonnable.`,
      `Le Concédant garantit le Licencié contre toute action de tiers fondée sur une atteinte à leurs droits de propriété intellectuelle par le Logiciel utilisé conformément au présent contrat.`,
    ] },
  ],
  boilerplate: [confidentialite, responsabilite, ...tail(), commercial],
};

/**
 * The collective agreement by its title when the caller names it: a title that begins with its kind (« Convention
 * collective nationale Syntec », « Accord d'entreprise … ») is the object itself; a bare name (« Syntec ») follows
 * « la convention collective ». Left blank only when not given.
 */
function conventionCollective(title: string | undefined): string {
  if (!title) return `la convention collective nationale ${de(BLANK)}`;
  return /^(?:la |l')?(?:convention|accord)\b/i.test(title) ? title.replace(/^(?:la |l')?(\p{L})/iu, (_, c: string) => `la ${c.toLowerCase()}`).replace(/^la a/, "l'a") : `la convention collective suivante : ${title}`;
}

/** A working time stated as a forfait in days (« forfait annuel en jours (218 jours) », « forfait jours »). */
const forfaitJours = (hours: string) => /\bforfait\b[^.]*\bjours?\b/i.test(hours);

/**
 * A forfait in days, drafted as the Code du travail allows it (art. L3121-58 et seq.): only for an autonomous cadre,
 * under a collective agreement that authorises it and an individual written agreement; the employee is outside the
 * maximum daily and weekly hours (art. L3121-62) but keeps the daily and weekly rest, and the employer watches the
 * workload. The draft does not say the days respect maximum hours, which do not apply.
 */
function forfaitJoursClause(ctx: DraftContext): string[] {
  ctx.note("forfait_jours_fr", "France: a forfait annuel en jours is valid only for a cadre with real autonomy, where a collective agreement (entreprise, établissement or branche) authorises it and sets the workload safeguards, and with the employee's individual written agreement (C. trav. art. L3121-58 et seq.); check that the collective agreement named does so and that its safeguards are applied, or the forfait may be held ineffective.");
  return [
    `Compte tenu de l'autonomie dont le Salarié dispose dans l'organisation de son emploi du temps, sa durée du travail est décomptée selon un ${ctx.term("working_hours").replace(/^(?:un |le )/i, "")}, en application de l'accord collectif qui l'autorise et des articles L3121-58 et suivants du Code du travail. Le présent article constitue la convention individuelle de forfait, que le Salarié accepte expressément.`,
    `Le Salarié n'est pas soumis aux durées maximales quotidienne et hebdomadaire de travail (article L3121-62 du Code du travail) ; il bénéficie du repos quotidien et du repos hebdomadaire prévus par la loi. L'Employeur s'assure régulièrement que sa charge de travail est raisonnable et permet une bonne répartition dans le temps de son travail, et s'entretient avec lui au moins une fois par an de sa charge de travail, de l'articulation entre son activité professionnelle et sa vie personnelle et de sa rémunération.`,
  ];
}

/**
 * Whether the key terms make the employee a woman: the job title in its feminine form (« Ingénieure », « Directrice »,
 * « Chargée », « Consultante ») or the employee named « Madame » / « Mme ». The draft then says « la Salariée » throughout.
 */
export function femaleEmployee(ctx: DraftContext): boolean {
  const title = (ctx.optional("job_title") ?? "").trim().split(/[\s,(]/)[0];
  return /^\p{L}+(?:eure|rice|euse|ière|ienne|ante|ente|ée)$/iu.test(title) || /^(?:Madame|Mme\.?)\s/.test(ctx.b.name);
}

/** A clause written of « le Salarié » said of « la Salariée », pronouns and past participles agreeing. */
function feminine(text: string): string {
  return text
    .replace(/\b([Ll])e Salarié(?!\p{L})/gu, (_, l: string) => `${l === "L" ? "La" : "la"} Salariée`)
    .replace(/\bdu Salarié(?!\p{L})/gu, "de la Salariée")
    .replace(/\bau Salarié(?!\p{L})/gu, "à la Salariée")
    .replace(/\bSalarié(?!\p{L})/gu, "Salariée")
    .replace(/\bil\b/g, "elle")
    .replace(/\bIl\b/g, "Elle")
    .replace(/\bavec lui\b/g, "avec elle")
    .replace(/(Salariée (?:est|n'est pas)) (tenu|soumis)(?!\p{L})/gu, "$1 $2e");
}

const gendered = (clauses: NativeType["clauses"]): NativeType["clauses"] =>
  clauses.map((c) => ({
    ...c,
    body: (ctx: DraftContext) => {
      const body = c.body(ctx);
      if (!body || !femaleEmployee(ctx)) return body;
      return Array.isArray(body) ? body.map(feminine) : feminine(body);
    },
  }));

/** Maximum initial trial period (C. trav. L1221-19): 4 months for cadres, the longest category. */
const employment: NativeType = {
  individualB: true,
  roles: (ctx) => ({ a: "Employeur", b: femaleEmployee(ctx) ? "Salariée" : "Salarié" }),
  title: () => "Contrat de travail à durée indéterminée",
  clauses: gendered([
    { heading: "Engagement", body: (ctx) => {
      if (!ctx.optional("collective_agreement")) ctx.note("collective_agreement_fr", "France: name the collective agreement that applies to the employment (key_terms.collective_agreement); the draft leaves it blank.");
      return [
        `L'Employeur engage le Salarié à compter du ${ctx.term("start_date")}, pour une durée indéterminée, en qualité ${de(ctx.term("job_title"))}, statut ${BLANK}, coefficient ${BLANK}.`,
        `Le présent contrat est soumis à ${conventionCollective(ctx.optional("collective_agreement"))}, applicable à l'Employeur, que le Salarié peut consulter dans les conditions prévues par celle-ci. L'Employeur effectue la déclaration préalable à l'embauche auprès de l'URSSAF compétente avant la prise de fonctions.`,
      ];
    } },
    { heading: "Période d'essai", body: (ctx) => {
      const months = ctx.months("probation_period");
      if (months === null) return null;
      if (months > 4) ctx.note("probation_fr", "France: the initial trial period may not exceed 2 months (ouvriers, employés), 3 months (agents de maîtrise, techniciens) or 4 months (cadres) (C. trav. art. L1221-19); the draft limits it to four months, which fits cadres only.");
      return [
        `Le présent contrat ne devient définitif qu'à l'issue d'une période d'essai ${de(months > 4 ? "quatre (4) mois" : ctx.term("probation_period"))} de travail effectif, dans la limite de la durée maximale prévue pour la catégorie du Salarié par ${ctx.cite("fr-code-du-travail", "L1221-19", "l'article L1221-19 du Code du travail")}, soit deux mois pour les ouvriers et les employés, trois mois pour les agents de maîtrise et les techniciens et quatre mois pour les cadres.`,
        `Pendant la période d'essai, chaque Partie peut rompre le contrat sans indemnité, sous réserve de respecter le délai de prévenance prévu par ${ctx.cite("fr-code-du-travail", "L1221-25", "l'article L1221-25 du Code du travail")} lorsque la rupture est à l'initiative de l'Employeur.`,
      ];
    } },
    { heading: "Lieu et durée du travail", body: (ctx) => [
      `Le Salarié exerce ses fonctions ${ctx.optional("place_of_work") ? `à l'adresse suivante : ${ctx.term("place_of_work")}` : `dans les locaux de l'Employeur situés ${BLANK}`}.`,
      ...(ctx.given("working_hours") && forfaitJours(ctx.term("working_hours"))
        ? forfaitJoursClause(ctx)
        : [ctx.given("working_hours")
          ? `La durée du travail du Salarié est fixée comme suit : ${ctx.term("working_hours")}, dans le respect des durées maximales prévues par le Code du travail.`
        : `La durée du travail du Salarié est fixée à la durée légale de trente-cinq (35) heures par semaine (${ctx.cite("fr-code-du-travail", "L3121-27", "article L3121-27 du Code du travail")}), réparties du lundi au vendredi selon l'horaire collectif en vigueur.`]),
    ] },
    { heading: "Rémunération", body: (ctx) =>
      `En contrepartie de son travail, le Salarié perçoit ${rémunération(ctx.term("salary"))}, à laquelle s'ajoutent les éléments de rémunération prévus par la convention collective applicable.` },
    { heading: "Congés payés", body: (ctx) =>
      `Le Salarié bénéficie des congés payés prévus par la loi, soit deux jours et demi ouvrables par mois de travail effectif (${ctx.cite("fr-code-du-travail", "L3141-3", "article L3141-3 du Code du travail")})${ctx.optional("annual_leave") ? `, ainsi que des congés supplémentaires suivants : ${ctx.term("annual_leave")}` : ""}, et des congés plus favorables prévus par la convention collective applicable.` },
    { heading: "Confidentialité et loyauté", body: () =>
      `Le Salarié est tenu à une obligation de discrétion sur toutes les informations dont il a connaissance dans l'exercice de ses fonctions, pendant la durée du contrat et après sa rupture. Il exécute le contrat de bonne foi et s'abstient, pendant son exécution, de toute activité concurrente de celle de l'Employeur.` },
    { heading: "Propriété intellectuelle", body: () => [
      `Les droits patrimoniaux sur les logiciels et leur documentation créés par le Salarié dans l'exercice de ses fonctions ou d'après les instructions de l'Employeur sont dévolus à l'Employeur, qui est seul habilité à les exercer (article L113-9 du Code de la propriété intellectuelle).`,
      `Les inventions faites par le Salarié dans l'exécution de sa mission ou d'études et de recherches qui lui sont explicitement confiées appartiennent à l'Employeur (article L611-7 du Code de la propriété intellectuelle) ; le Salarié les déclare sans délai à l'Employeur et perçoit la rémunération supplémentaire prévue par la convention collective applicable.`,
    ] },
    { heading: "Non-concurrence", body: (ctx) => {
      if (ctx.months("non_compete_period") === null) return null;
      return [
        `Eu égard à la nature de ses fonctions et afin de protéger les intérêts légitimes de l'Employeur, le Salarié s'interdit, pendant ${ctx.term("non_compete_period")} à compter de la cessation effective du contrat, quelle qu'en soit la cause, d'exercer une activité concurrente de celle de l'Employeur, pour son compte ou pour le compte d'un tiers, ${ctx.given("non_compete_area") ? `dans la zone suivante : ${ctx.term("non_compete_area")}` : `dans la zone géographique suivante : ${BLANK}`}.`,
        `En contrepartie, l'Employeur verse au Salarié, après la cessation du contrat et pendant toute la durée de l'interdiction, une contrepartie financière mensuelle égale à ${BLANK} % de sa rémunération mensuelle brute moyenne des douze (12) derniers mois.`,
        `L'Employeur peut renoncer à la présente clause par écrit au plus tard à la date du départ effectif du Salarié ; la contrepartie financière n'est alors pas due.`,
      ];
    } },
    { heading: "Rupture du contrat", body: (ctx) => [
      `Le présent contrat peut être rompu par l'une ou l'autre des Parties dans les conditions prévues par le Code du travail et la convention collective applicable.`,
      `Sauf faute grave ou lourde, la Partie qui rompt le contrat respecte ${preavis(ctx.term("notice_period"))}, sans préjudice des durées plus longues prévues par la loi (${ctx.cite("fr-code-du-travail", "L1234-1", "article L1234-1 du Code du travail")}) ou par la convention collective applicable.`,
    ] },
  ]),
  boilerplate: [donnees, droitApplicable({ forum: "employment" })],
};

const supply: NativeType = {
  roles: fixed("Fournisseur", "Acheteur"),
  title: () => "Contrat-cadre de fourniture",
  clauses: [
    { heading: "Objet", body: (ctx) => {
      const out = [`Le présent contrat-cadre définit les conditions dans lesquelles le Fournisseur vend à l'Acheteur, sur commandes successives, les produits suivants : ${ctx.term("products")} (ci-après les « Produits »). Il prévaut sur les conditions générales de chacune des Parties.`];
      if (ctx.term("exclusivity") === "exclusive") {
        out.push(`L'Acheteur s'approvisionne en Produits exclusivement auprès du Fournisseur. Cette obligation d'approvisionnement exclusif est limitée à une durée de cinq (5) ans (article 5, paragraphe 1, point a), du règlement (UE) 2022/720).`);
        ctx.note("exclusive_purchasing_fr", "An exclusive purchasing obligation is a non-compete obligation under Regulation (EU) 2022/720; it is block-exempted for at most five years and only below the 30% market-share thresholds.");
      }
      if (ctx.optional("minimum_order_quantity")) out.push(`Chaque commande porte sur une quantité minimale ${de(ctx.term("minimum_order_quantity"))}.`);
      return out;
    } },
    { heading: "Commandes et livraison", body: (ctx) => [
      `Le Fournisseur accepte ou refuse chaque commande par écrit dans un délai de cinq (5) jours ouvrés. Le délai de livraison est ${de(ctx.term("lead_time"))} à compter de la réception de la commande.`,
      `Les Produits sont livrés ${ctx.given("delivery_terms") ? ctx.term("delivery_terms") : "DAP locaux de l'Acheteur (Incoterms® 2020)"}. Le transfert des risques a lieu conformément à cette règle Incoterms.`,
    ] },
    { heading: "Prix et modalités de paiement", body: (ctx) => [`Les Produits sont vendus au prix ${de(ctx.term("price"))}.`, ...paiement(ctx, "l'Acheteur", [ctx.term("price")])] },
    { heading: "Réserve de propriété", body: () =>
      `Le Fournisseur conserve la propriété des Produits jusqu'au paiement intégral de leur prix en principal et accessoires (articles 2367 et suivants du Code civil). L'Acheteur peut revendre ou transformer les Produits dans le cours normal de ses affaires ; la créance née de la revente est alors subrogée aux Produits.` },
    { heading: "Conformité et garanties", body: (ctx) => [
      `L'Acheteur vérifie les Produits à leur réception et notifie par écrit toute non-conformité apparente dans un délai de cinq (5) jours ouvrés.`,
      `Le Fournisseur garantit la conformité des Produits aux spécifications convenues pendant ${ctx.term("warranty_period")} à compter de leur livraison, en les réparant ou en les remplaçant à ses frais, sans préjudice de la garantie légale des vices cachés (${ctx.cite("fr-code-civil", "1641", "articles 1641")} et suivants du Code civil), dont l'action doit être intentée dans les deux ans de la découverte du vice (${ctx.cite("fr-code-civil", "1648", "article 1648 du Code civil")}).`,
    ] },
    { heading: "Durée et résiliation", body: (ctx) => duree(ctx, "trois (3) mois") },
  ],
  boilerplate: [confidentialite, responsabilite, forceMajeure, ...tail(), sale],
};

const distribution: NativeType = {
  roles: fixed("Fournisseur", "Distributeur"),
  title: () => "Contrat de distribution",
  clauses: [
    { heading: "Objet", body: (ctx) =>
      `Le Fournisseur confie au Distributeur, qui l'accepte, la distribution des produits suivants : ${ctx.term("products")} (ci-après les « Produits »). Le Distributeur achète les Produits au Fournisseur et les revend en son nom et pour son propre compte ; il n'est ni agent commercial ni mandataire du Fournisseur.` },
    { heading: "Territoire et exclusivité", body: (ctx) => {
      const kind = ctx.term("exclusivity");
      return [
        `Le Distributeur distribue les Produits sur le territoire suivant : ${ctx.term("territory")} (ci-après le « Territoire »).`,
        kind === "exclusive"
          ? `Le Fournisseur s'interdit de vendre activement les Produits sur le Territoire, directement ou par l'intermédiaire d'autres distributeurs.`
          : kind === "sole"
            ? `Le Fournisseur s'interdit de désigner un autre distributeur sur le Territoire, mais se réserve le droit d'y vendre directement.`
            : `Le Fournisseur reste libre de vendre les Produits sur le Territoire, directement ou par d'autres distributeurs.`,
        `Le Distributeur s'abstient de toute vente active sur les territoires réservés au Fournisseur ou concédés en exclusivité à un autre distributeur. Les ventes passives, y compris par internet, demeurent libres (article 4, point b), du règlement (UE) 2022/720).`,
      ];
    } },
    { heading: "Prix, remises et objectifs", body: (ctx) => {
      const out = [`Le Distributeur achète les Produits aux tarifs en vigueur du Fournisseur${ctx.optional("discount") ? `, diminués d'une remise ${de(ctx.term("discount"))}` : ""}. Il fixe librement ses prix de revente.`];
      if (ctx.optional("minimum_purchases")) out.push(`Le Distributeur s'engage à réaliser un volume minimal d'achats ${de(ctx.term("minimum_purchases"))}. À défaut, le Fournisseur peut, moyennant un préavis écrit de trois (3) mois, retirer l'exclusivité consentie.`);
      return [...out, ...paiement(ctx, "le Distributeur")];
    } },
    { heading: "Obligations du Distributeur", body: () => [
      `Le Distributeur promeut activement les Produits sur le Territoire, maintient un stock suffisant et assure un service après-vente compétent.`,
      `Il n'utilise les marques du Fournisseur que pour identifier et promouvoir les Produits pendant la durée du présent contrat.`,
    ] },
    { heading: "Durée et résiliation", body: (ctx) => [
      ...duree(ctx, "six (6) mois"),
      `Toute rupture de la relation commerciale respecte un préavis écrit tenant compte de sa durée ; la responsabilité de l'auteur de la rupture ne peut être engagée pour durée insuffisante dès lors qu'un préavis de dix-huit (18) mois a été respecté (article L442-1, II, du Code de commerce, relatif à la rupture brutale d'une relation commerciale établie).`,
    ] },
    { heading: "Droit de la concurrence", body: () =>
      `Les Parties entendent que le présent contrat remplisse les conditions du règlement (UE) 2022/720 de la Commission du 10 mai 2022 relatif aux accords verticaux. Toute stipulation qui constituerait une restriction caractérisée au sens de ce règlement est réputée non écrite.` },
  ],
  boilerplate: [confidentialite, responsabilite, donnees, forceMajeure, ...tail(), sale],
};

/**
 * The pay for the salary as given: « brut » / « net » said once (a rémunération brute unless the value says
 * otherwise), an annual sum paid in twelve monthly instalments, a monthly one each month.
 */
function rémunération(salary: string): string {
  const basis = /\s(brut|net)(?=\s|$)/.test(salary);
  const paid = / par mois$/.test(salary) ? "versée mensuellement à terme échu" : / par an$/.test(salary) || !/ par \S+$/.test(salary) ? "versée en douze (12) mensualités égales à terme échu" : "versée à terme échu";
  return `${basis ? "une rémunération" : "une rémunération brute"} ${de(salary)}, ${paid}`;
}

const PERIODS: Record<string, string> = { monthly: "mensuellement", quarterly: "trimestriellement", annually: "annuellement" };
const TENOR_PERIODS: Record<number, string> = { 1: "mensuellement", 3: "trimestriellement", 6: "semestriellement", 12: "annuellement" };

/**
 * Interest: fixed, or a reference rate plus margin whose tenor sets the interest periods unless the caller chose them,
 * with a zero floor and a fallback to the lender's cost of funds (as the English loan; LMA practice).
 */
function intérêts(ctx: DraftContext): string[] {
  const rate = ctx.term("interest_rate");
  const { floating, months } = localRateParts(rate, "fr");
  const period = months !== null && !ctx.given("interest_period") ? (TENOR_PERIODS[months] ?? `à l'issue de chaque période d'intérêts de ${months} mois`) : (PERIODS[ctx.term("interest_period")] ?? "trimestriellement");
  const out = [`Le Prêt porte intérêt ${floating ? `au taux conventionnel variable égal au taux de référence ${rate}` : `au taux conventionnel ${de(rate)}`}, fixé par écrit conformément à l'article 1907 du Code civil. Les intérêts sont payables ${period} à terme échu et calculés sur la base du nombre exact de jours écoulés rapporté à une année de trois cent soixante-cinq (365) jours.`];
  if (floating) {
    out.push(`Si le taux de référence est négatif pour une période d'intérêts, il est réputé égal à zéro. S'il n'est pas publié pour une période d'intérêts, il est remplacé par le taux que le Prêteur notifie à l'Emprunteur, avant l'échéance des intérêts, comme son coût de financement du Prêt ; les Parties négocient alors de bonne foi, pendant trente (30) jours au plus, un taux de référence de remplacement.`);
  }
  return out;
}


/** Each ratio a lender tests, as a French facility defines it. */
const RATIOS_FR: Record<RatioKind, string> = {
  leverage: "le rapport entre l'Endettement Financier Net Total à la date de test et l'EBITDA de la Période de Test",
  interest_cover: "le rapport entre l'EBITDA et les Frais Financiers Nets de la Période de Test",
  debt_service_cover: "le rapport entre l'EBITDA diminué des impôts payés et des investissements et le service de la dette (principal, intérêts et frais financiers) échu au cours de la Période de Test",
};

/**
 * Financial covenants given in a lender's shorthand (« Leverage ≤ 3.0x … ») drafted as defined ratios with the test
 * dates and a compliance certificate; other wording is stated as given. The definitions must be agreed (noted).
 */
function ratiosFinanciers(ctx: DraftContext): string[] {
  return draftedCovenants(ctx, (given) => `L'Emprunteur respecte, pendant toute la durée du Prêt, les ratios financiers suivants : ${given}.`, (read) => {
    const test = read.every === "year" ? "de chaque exercice" : read.every === "half-year" ? "de chaque semestre de l'exercice" : "de chaque trimestre de l'exercice";
    const ratios = read.ratios.map((r, i) => `(${String.fromCharCode(97 + i)}) ${RATIOS_FR[r.kind]} ${r.max ? "n'excède pas" : "n'est pas inférieur à"} ${r.level.replace(".", ",")}`).join(" ; ");
    return [
      `L'Emprunteur respecte, pour chaque Période de Test, les ratios financiers suivants : ${ratios}. La « Période de Test » est la période de douze (12) mois s'achevant le dernier jour ${test} (chaque date de test).`,
      `Pour l'application du présent article, l'« EBITDA » désigne le résultat d'exploitation consolidé de l'Emprunteur et de ses filiales, avant dotations aux amortissements et provisions, frais financiers nets, impôts et éléments exceptionnels ; l'« Endettement Financier Net Total » désigne l'ensemble de leurs dettes financières, diminué de leur trésorerie et équivalents de trésorerie ; les « Frais Financiers Nets » désignent les intérêts, commissions et autres frais financiers dus au titre de leurs dettes financières, diminués des produits financiers perçus.`,
      `L'Emprunteur remet au Prêteur, avec ses comptes arrêtés à chaque date de test, dans les quarante-cinq (45) jours de celle-ci ou, pour les comptes annuels, dans le délai prévu ci-dessous, une attestation de conformité signée par son représentant légal détaillant le calcul de chaque ratio.`,
    ];
  });
}

const loan: NativeType = {
  roles: fixed("Prêteur", "Emprunteur"),
  title: () => "Contrat de prêt",
  clauses: [
    { heading: "Objet et destination des fonds", body: (ctx) => [
      `Le Prêteur consent à l'Emprunteur, qui l'accepte, un prêt d'un montant en principal ${de(ctx.term("loan_amount"))} (ci-après le « Prêt »), régi par les articles 1892 et suivants du Code civil.`,
      `L'Emprunteur affecte le Prêt exclusivement au financement ${de(ctx.given("purpose") ? ctx.term("purpose") : "ses besoins généraux")}.`,
    ] },
    { heading: "Mise à disposition", body: (ctx) =>
      `Le Prêt est mis à la disposition de l'Emprunteur ${ctx.given("drawdown_date") ? `le ${ctx.term("drawdown_date")}` : "dans les cinq (5) jours ouvrés suivant la signature du présent contrat"}, par virement sur le compte désigné par lui, sous réserve de la constitution des sûretés prévues au présent contrat.` },
    { heading: "Intérêts", body: (ctx) => [
      ...intérêts(ctx),
      `Le taux effectif global du Prêt, qui intègre les intérêts, frais, commissions et rémunérations de toute nature, s'élève à ${BLANK} l'an, soit un taux de période ${de(BLANK)} pour une durée de période ${de(BLANK)}.`,
      `Toute somme non payée à son échéance porte intérêt de plein droit, sans mise en demeure, au taux conventionnel majoré ${de(ctx.term("default_interest"))} l'an ; les intérêts échus dus pour une année entière produisent eux-mêmes intérêt (article 1343-2 du Code civil).`,
    ] },
    { heading: "Remboursement", body: (ctx) => [
      ctx.optional("repayment_schedule")
        ? `L'Emprunteur rembourse le Prêt selon l'échéancier suivant : ${ctx.term("repayment_schedule")} ; le solde restant dû est exigible le ${ctx.term("repayment_date")}.`
        : `L'Emprunteur rembourse le Prêt en une seule fois le ${ctx.term("repayment_date")}.`,
      `L'Emprunteur peut rembourser le Prêt par anticipation, en tout ou partie, moyennant un préavis écrit de dix (10) jours ouvrés.`,
    ] },
    { heading: "Sûretés et engagements", body: (ctx) => {
      const out: string[] = [];
      if (ctx.optional("security")) out.push(`En garantie de ses obligations, l'Emprunteur consent au Prêteur les sûretés suivantes : ${ctx.term("security")}, régies par des actes séparés.`);
      if (ctx.optional("financial_covenants")) out.push(...ratiosFinanciers(ctx));
      out.push(`L'Emprunteur communique au Prêteur ses comptes annuels dans les six (6) mois de la clôture de chaque exercice et l'informe sans délai de toute dégradation significative de sa situation financière.`);
      return out;
    } },
    { heading: "Exigibilité anticipée", body: (ctx) => [
      `Le Prêteur peut, par lettre recommandée avec demande d'avis de réception, prononcer l'exigibilité immédiate de toutes les sommes dues au titre du Prêt si l'Emprunteur ne paie pas une somme à son échéance et n'y remédie pas dans les quinze (15) jours d'une mise en demeure, manque à l'un de ses engagements, ou a fourni des informations inexactes${ctx.optional("cross_default_threshold") ? `, ou si un autre endettement financier de l'Emprunteur supérieur à ${ctx.term("cross_default_threshold")} devient exigible par anticipation` : ""}.`,
      insolvencyAccelerationFr(ctx, "fr"),
    ] },
  ],
  boilerplate: [confidentialite, notifications, cession, imprevision(true), dispositionsGenerales, commercial],
};

const lease: NativeType = {
  roles: fixed("Bailleur", "Preneur"),
  title: () => "Bail commercial",
  clauses: [
    { heading: "Désignation", body: (ctx) => `Le Bailleur donne à bail au Preneur, qui accepte, les locaux suivants : ${ctx.term("premises")} (ci-après les « Locaux »), tels qu'ils existent et se comportent, le Preneur déclarant les bien connaître.` },
    { heading: "Destination", body: (ctx) => `Les Locaux sont destinés exclusivement à l'activité suivante : ${ctx.given("permitted_use") ? ctx.term("permitted_use") : "activité de bureaux"}. Toute autre activité est soumise à l'accord préalable écrit du Bailleur, sous réserve des articles L145-47 et suivants du Code de commerce.` },
    { heading: "Durée", body: (ctx) => {
      const months = ctx.months("duration");
      if (months !== null && months < 108) ctx.note("lease_term_fr", "France: a commercial lease is made for at least nine years (C. com. art. L145-4); the draft provides nine years. A shorter 'bail dérogatoire' (art. L145-5, at most three years in all) needs its own form.");
      const term = months !== null && months < 108 ? "neuf (9) années" : ctx.term("duration");
      return [
        `Le présent bail est consenti pour une durée ${de(term)} à compter du ${ctx.given("commencement_date") ? ctx.term("commencement_date") : BLANK}.`,
        `Conformément à ${ctx.cite("fr-code-de-commerce", "L145-4", "l'article L145-4 du Code de commerce")}, le Preneur a la faculté de donner congé à l'expiration de chaque période triennale, au moins six (6) mois à l'avance, par lettre recommandée avec demande d'avis de réception ou par acte extrajudiciaire.`,
      ];
    } },
    { heading: "Loyer", body: (ctx) => {
      const rent = ctx.term("rent");
      // What the rent already says (HT, HC) is not said again.
      const said = [/ (HT|TTC)\b/.test(rent) ? "" : "hors taxes", / (HC|CC)\b/.test(rent) ? "" : "hors charges"].filter(Boolean).join(" et ");
      const out = [`Le présent bail est consenti moyennant un loyer ${de(rent)}${said ? `, ${said}` : ""}, payable trimestriellement et d'avance.`];
      const review = ctx.term("rent_review");
      const index = ctx.optional("rent_escalation");
      // Indexation by a named index is drafted as the parties wrote it, not as a fixed increase.
      // An indexation clause comes on top of the statutory revision, which it does not replace.
      if (index && isIndexDescription(index)) out.push(`Le loyer est indexé comme suit : ${index}.`);
      if (review === "fixed increase" && index && !isIndexDescription(index)) out.push(`Le loyer est augmenté ${de(index)} à chaque date anniversaire du bail.`);
      else out.push(`Le loyer est révisé dans les conditions prévues aux articles L145-37 et suivants du Code de commerce.`);
      return out;
    } },
    { heading: "Charges et impôts", body: (ctx) =>
      `Un inventaire précis et limitatif des catégories de charges, impôts, taxes et redevances liés au bail, comportant l'indication de leur répartition entre le Bailleur et le Preneur, est annexé au présent bail conformément à l'article L145-40-2 du Code de commerce.${ctx.optional("service_charge") ? ` ${isShareDescription(ctx.optional("service_charge")!) ? `Le Preneur supporte à ce titre ${ctx.term("service_charge")} et verse une provision trimestrielle, régularisée annuellement.` : `Le Preneur verse à ce titre une provision ${de(ctx.term("service_charge"))}, régularisée annuellement.`}` : ""}` },
    { heading: "État des lieux", body: () =>
      `Un état des lieux est établi contradictoirement et amiablement par les Parties, ou par un tiers mandaté par elles, lors de la prise de possession des Locaux par le Preneur et lors de leur restitution ; il est joint au présent bail ou, à défaut, conservé par chacune des Parties. S'il ne peut être établi dans ces conditions, il l'est par un commissaire de justice, à l'initiative de la Partie la plus diligente et à frais partagés par moitié. Le Bailleur qui n'a pas fait toutes diligences pour sa réalisation ne peut invoquer la présomption de l'article 1731 du Code civil (article L145-40-1 du Code de commerce).` },
    { heading: "Dépôt de garantie", body: (ctx) => (ctx.optional("security_deposit") ? `Le Preneur verse au Bailleur, à la signature des présentes, un dépôt de garantie ${de(ctx.term("security_deposit"))}, restitué en fin de bail, déduction faite des sommes restant dues.` : null) },
    { heading: "Entretien et réparations", body: (ctx) => {
      const full = ctx.term("repair_obligation") === "full repairing";
      return `Le Preneur entretient les Locaux en bon état de réparations locatives${full ? " et prend à sa charge les travaux d'entretien et de réparation autres que ceux visés ci-après" : ""}. Les grosses réparations mentionnées à l'article 606 du Code civil demeurent à la charge du Bailleur.`;
    } },
    { heading: "Cession et sous-location", body: () => `Toute sous-location, totale ou partielle, est interdite sans l'accord préalable écrit du Bailleur. Le Preneur ne peut céder son droit au bail qu'à l'acquéreur de son fonds de commerce.` },
    { heading: "Clause résolutoire", body: () => `À défaut de paiement d'un seul terme de loyer ou de charges à son échéance, ou d'exécution de l'une des clauses du présent bail, celui-ci sera résilié de plein droit un (1) mois après un commandement de payer ou une sommation d'exécuter demeuré infructueux et mentionnant ce délai (article L145-41 du Code de commerce).` },
  ],
  boilerplate: [notifications, imprevision(), dispositionsGenerales, droitApplicable({ forum: "premises" })],
};

/**
 * A pacte d'associés beside an SAS's statuts. Binding on third parties only in the statuts: inalienability of up to
 * ten years (C. com. art. L. 227-13) and prior approval of any transfer (agrément, art. L. 227-14); the pacte binds
 * its signatories, who undertake to vote the statuts into line.
 */
const shareholders: NativeType = {
  roles: fixed("Fondateur", "Investisseur"),
  title: () => "Pacte d'associés",
  recitals: (ctx) => [
    `Les Parties sont associées de la société ${ctx.term("company")} (ci-après la « Société »), dont le Fondateur détient ${ctx.term("promoter_stake")} et l'Investisseur ${ctx.term("investor_stake")} du capital social.`,
    `Les Parties souhaitent organiser leurs relations d'associés en complément des statuts de la Société.`,
  ],
  clauses: [
    { heading: "Objet et rapport avec les statuts", body: () => [
      `Le présent pacte organise les relations des Parties en leur qualité d'associés de la Société. En cas de contradiction entre le présent pacte et les statuts, le présent pacte prévaut entre les Parties, dans la mesure permise par la loi.`,
      `Les Parties s'engagent à voter en assemblée toute modification des statuts nécessaire pour y reproduire les stipulations du présent pacte, et notamment à soumettre toute cession d'actions à l'agrément préalable de la Société, comme l'article L. 227-14 du Code de commerce le permet.`,
    ] },
    { heading: "Inaliénabilité", body: (ctx) => [
      `Le Fondateur s'interdit de céder tout ou partie de ses actions pendant ${ctx.term("lock_in_period")} à compter de la signature du présent pacte, sauf accord préalable écrit de l'Investisseur.`,
      `Cette inaliénabilité temporaire, justifiée par l'intérêt de la Société à la stabilité de son associé fondateur, n'excède pas la durée de dix (10) ans que l'article L. 227-13 du Code de commerce admet dans les statuts.`,
      `Le terme « cession » vise toute opération, à titre onéreux ou gratuit, entraînant le transfert de la propriété, de la nue-propriété ou de l'usufruit d'actions de la Société.`,
    ] },
    { heading: "Droit de préemption", body: () => [
      `Toute Partie qui envisage de céder des actions à un tiers notifie à l'autre Partie, par lettre recommandée avec demande d'avis de réception, l'identité du cessionnaire, le nombre d'actions, le prix et les conditions de la cession projetée.`,
      `L'autre Partie dispose d'un droit de préemption qu'elle peut exercer sur la totalité des actions dans un délai de trente (30) jours à compter de la réception de la notification. À défaut d'exercice, le cédant peut céder les actions au cessionnaire désigné, à un prix et à des conditions qui ne peuvent être plus favorables, dans un délai de trois (3) mois.`,
    ] },
    { heading: "Sortie conjointe", body: () =>
      `Si elle n'exerce pas son droit de préemption, l'autre Partie peut, dans le même délai, exiger que le cessionnaire acquière une quote-part de ses propres actions, aux mêmes prix et conditions (droit de sortie conjointe). Le cédant s'interdit de céder ses actions si le cessionnaire ne donne pas suite à cette demande.` },
    { heading: "Obligation de sortie", body: (ctx) =>
      `Si un ou plusieurs associés détenant ensemble au moins ${ctx.term("drag_along_threshold")} du capital acceptent l'offre d'un tiers indépendant portant sur la totalité des actions de la Société, les autres Parties s'engagent à céder leurs actions à ce tiers aux mêmes prix et conditions (obligation de sortie). Les garanties des Parties tenues de céder sont limitées à la propriété et à la libre disposition de leurs actions.` },
    { heading: "Situation de blocage", body: (ctx) => {
      ctx.note("deadlock_fr", "France: the deadlock clause ends in mediation and then a reciprocal buy-or-sell offer between the parties; a casting vote, a strategic committee or a sale of the company are alternatives for the parties to choose.");
      return [
        `Il y a situation de blocage lorsque, lors de deux assemblées successives, une décision essentielle à la poursuite de l'activité de la Société ne peut être adoptée faute de majorité. Les Parties se rencontrent alors dans un délai de quinze (15) jours pour rechercher une solution de bonne foi.`,
        `À défaut d'accord, les Parties recourent à une médiation. Si le blocage persiste trois (3) mois après l'ouverture de la médiation, chaque Partie peut offrir à l'autre de lui céder la totalité de ses actions à un prix qu'elle fixe ; l'autre Partie doit, dans un délai de trente (30) jours, soit accepter cette offre, soit céder ses propres actions à l'offrant au même prix par action.`,
      ];
    } },
    { heading: "Droit d'information", body: () =>
      `Le Fondateur fait en sorte que la Société communique à l'Investisseur un tableau de bord mensuel dans les vingt (20) jours suivant la fin de chaque mois, les comptes annuels dans les trois (3) mois suivant la clôture de l'exercice et le budget avant le début de chaque exercice. Ce droit d'information s'ajoute à celui que la loi et les statuts reconnaissent aux associés.` },
    { heading: "Durée", body: () =>
      `Le présent pacte est conclu pour une durée de dix (10) ans à compter de sa signature. Il cesse de s'appliquer à toute Partie qui ne détient plus aucune action de la Société.` },
  ],
  boilerplate: [confidentialite, ...tail(), commercial],
};

export const frenchTypes: Readonly<Record<string, NativeType>> = {
  nda,
  service_agreement: service,
  consulting_agreement: consulting,
  saas_subscription_agreement: saas,
  software_license_agreement: licence,
  employment_agreement: employment,
  supply_agreement: supply,
  distribution_agreement: distribution,
  loan_agreement: loan,
  commercial_lease: lease,
  shareholders_agreement: shareholders,
};
