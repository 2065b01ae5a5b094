import { BLANK, type ClauseSpec, type DraftContext, type Party } from "../types";
import { FR_EMPLOYMENT_FORUM } from "../law-clauses";
import { given, type NativeDrafting, type NativeType } from "./drafting";
import { durationShape } from "./format";
import { CHOICE_LABELS, TERM_LABELS } from "./labels";

/**
 * The French drafting profile: « ENTRE LES SOUSSIGNÉS », « Article n – … » with sub-articles n.1, n.2 …, and the
 * boilerplate of a French precedent: liability limited to foreseeable loss save faute lourde or dolosive (C. civ.
 * art. 1231-3) without emptying an essential obligation (art. 1170), force obligatoire and good faith (arts. 1103,
 * 1104), the position on imprévision (art. 1195), notices by lettre recommandée avec demande d'avis de réception,
 * late-payment penalties and the 40 € indemnity between businesses (C. com. art. L441-10), originals per party.
 */


/** « de trois (3) mois », « d'un (1) mois », « d'Ingénieure », but « de onze », « de huit » (no elision there). */
export const de = (text: string) => (/^(?!onze|huit)[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ]/.test(text) ? `d'${text}` : `de ${text}`);

/** Notice as a period (« un préavis de trois (3) mois ») or by the rule it refers to (« le préavis fixé selon la convention collective »). */
export const preavis = (notice: string) => (durationShape(notice, "fr") === "reference" ? `le préavis fixé ${notice}` : `un préavis ${de(notice)}`);

/** Roles in the feminine (« la Salariée »). */
const FEMININE_ROLES = new Set(["Salariée"]);
/** « le Client », « l'Acheteur », « la Salariée ». */
export const le = (role: string) => (/^[AEIOUÉÈH]/.test(role) ? `l'${role}` : FEMININE_ROLES.has(role) ? `la ${role}` : `le ${role}`);
/** « du Client », « de l'Acheteur », « de la Salariée ». */
export const du = (role: string) => (/^[AEIOUÉÈH]/.test(role) ? `de l'${role}` : FEMININE_ROLES.has(role) ? `de la ${role}` : `du ${role}`);
/** « au Client », « à l'Acheteur », « à la Salariée ». */
export const au = (role: string) => (/^[AEIOUÉÈH]/.test(role) ? `à l'${role}` : FEMININE_ROLES.has(role) ? `à la ${role}` : `au ${role}`);

function partyBlock(name: string, role: string | null, address: string | undefined, person: boolean): string {
  const where = person ? `demeurant ${address ?? BLANK}` : `dont le siège social est situé ${address ?? BLANK}, immatriculée au registre du commerce et des sociétés sous le numéro ${BLANK}, représentée par ${BLANK}, dûment habilité aux fins des présentes`;
  return `${name}, ${where},${role ? `\nci-après dénommé${person && !role.startsWith("la ") ? "" : "e"} « ${role} »,` : ""}`;
}

export const frenchDrafting = (type: NativeType): NativeDrafting => ({
  language: "fr",
  type,
  preamble(ctx) {
    const same = ctx.a.role === ctx.b.role;
    const a = partyBlock(ctx.a.name, same ? null : le(ctx.a.role), ctx.optional("party_a_address"), !ctx.a.entity);
    const b = partyBlock(ctx.b.name, same ? null : le(ctx.b.role), ctx.optional("party_b_address"), !ctx.b.entity);
    const both = same ? "ci-après dénommées ensemble les « Parties » et individuellement une « Partie »." : `${cap(le(ctx.a.role))} et ${le(ctx.b.role)} étant ci-après dénommés ensemble les « Parties » et individuellement une « Partie ».`;
    return `ENTRE LES SOUSSIGNÉS :\n\n${a}\nD'UNE PART,\n\nET :\n\n${b}\nD'AUTRE PART,\n\n${both}`;
  },
  operativeWords: (hasRecitals) => (hasRecitals ? "CECI EXPOSÉ, IL A ÉTÉ CONVENU ET ARRÊTÉ CE QUI SUIT :" : "IL A ÉTÉ CONVENU ET ARRÊTÉ CE QUI SUIT :"),
  signatureBlocks(ctx) {
    const block = ({ name, entity }: Party) =>
      entity ? `Pour ${name}\nNom : ${BLANK}\nQualité : ${BLANK}\nSignature : ____________________` : `${name}\nSignature précédée de la mention manuscrite « Lu et approuvé » : ____________________`;
    return `Fait à ${BLANK}, le ${BLANK}, en deux exemplaires originaux, dont un pour chacune des Parties.\n\n${block(ctx.a)}\n\n${block(ctx.b)}`;
  },
  specialTerms: { heading: "Stipulations particulières", line: (name, value) => `${TERM_LABELS.fr[name] ?? `« ${name} »`} : ${CHOICE_LABELS.fr[value] ?? value}`.replace(/([^.])$/, "$1.") },
  subClause: (n, i, text) => `${n}.${i} ${text}`,
});

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clause = (heading: string, body: ClauseSpec["body"]): ClauseSpec => ({ heading, body });
/** How `localWiderForm` ends a period to the end of a month (« 45 jours pour la fin d'un mois civil »). */
const END_OF_MONTH_FR = " pour la fin d'un mois civil";

/**
 * Between businesses in production, distribution or services, imposing obligations that create a significant
 * imbalance engages the liability of the party that does so (C. com. L442-1, I, 2°); a French precedent records that
 * the terms, the liability clause first, were negotiated and strike no such imbalance.
 */
const SIGNIFICANT_IMBALANCE_FR = "Les Parties déclarent que le présent contrat, et notamment le présent article, a été négocié entre professionnels et ne soumet aucune d'elles à des obligations créant un déséquilibre significatif dans leurs droits et obligations au sens de l'article L442-1, I, 2° du Code de commerce.";

export const responsabilite = clause("Responsabilité", (ctx) => {
  const ceiling = ctx.optional("liability_cap");
  return [
    `Chaque Partie n'est tenue que des dommages directs qui étaient prévus ou pouvaient être prévus lors de la conclusion du présent contrat, sauf faute lourde ou dolosive (${ctx.cite("fr-code-civil", "1231-3", "article 1231-3 du Code civil")}).`,
    `Sous la même réserve, le montant total de la responsabilité de chaque Partie au titre du présent contrat est plafonné, par année contractuelle, à ${ceiling ?? "la somme des montants hors taxes payés ou dus au titre du présent contrat au cours des douze (12) mois précédant le fait générateur"}.`,
    `Les limitations du présent article ne s'appliquent ni en cas de faute lourde ou dolosive, ni aux dommages corporels. Elles ne sauraient priver de sa substance l'obligation essentielle de l'une ou l'autre Partie ; toute stipulation qui aurait cet effet serait réputée non écrite (${ctx.cite("fr-code-civil", "1170", "article 1170 du Code civil")}).`,
    SIGNIFICANT_IMBALANCE_FR,
  ];
});

export const confidentialite = clause("Confidentialité", (ctx) => [
  `Chaque Partie s'engage à garder strictement confidentielles les informations de toute nature communiquées par l'autre Partie à l'occasion du présent contrat, notamment celles qui relèvent du secret des affaires au sens de l'article L151-1 du Code de commerce, et à ne les utiliser que pour l'exécution du présent contrat.`,
  `Cette obligation ne s'applique pas aux informations tombées dans le domaine public sans faute de la Partie qui les a reçues, à celles qu'elle détenait légitimement avant leur communication ou qu'elle a reçues d'un tiers sans obligation de confidentialité, ni à celles dont la divulgation est exigée par la loi ou par une autorité judiciaire ou administrative.`,
  `Elle demeure en vigueur pendant ${given(ctx, "confidentiality_period", "trois (3) ans")} après la fin du présent contrat, quelle qu'en soit la cause.`,
]);

export const donnees = clause("Données à caractère personnel", (ctx) => {
  if (ctx.features.employment) {
    return `L'Employeur traite les données à caractère personnel ${du(ctx.b.role)} conformément au règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés, pour les seuls besoins de la gestion de la relation de travail. ${cap(le(ctx.b.role))} reçoit séparément les informations prévues à l'article 13 du RGPD.`;
  }
  return [
    `Chaque Partie respecte, pour ce qui la concerne, le règlement (UE) 2016/679 (RGPD) et la loi n° 78-17 du 6 janvier 1978 relative à l'informatique, aux fichiers et aux libertés.`,
    `Lorsqu'une Partie traite des données à caractère personnel pour le compte de l'autre, elle agit en qualité de sous-traitant au sens du RGPD ; les Parties concluent alors, avant tout traitement, un accord comportant les stipulations prévues à l'article 28, paragraphe 3, du RGPD, annexé au présent contrat.`,
  ];
});

export const forceMajeure = clause("Force majeure", (ctx) => [
  `Aucune Partie n'est responsable de l'inexécution de ses obligations causée par un événement de force majeure au sens ${de(ctx.cite("fr-code-civil", "1218", "l'article 1218 du Code civil"))}. La Partie empêchée en informe l'autre sans délai par écrit.`,
  `Si l'empêchement est temporaire, l'exécution est suspendue ; s'il dure plus de trois (3) mois, chaque Partie peut résilier le présent contrat par lettre recommandée avec demande d'avis de réception, sans indemnité.`,
]);

export const notifications = clause("Notifications", () => [
  `Toute notification faisant courir un délai, ou mettant fin au présent contrat, le suspendant ou le modifiant, est faite par lettre recommandée avec demande d'avis de réception, par lettre recommandée électronique ou par remise en main propre contre récépissé daté, à l'adresse de la Partie destinataire indiquée en tête des présentes ou à toute autre adresse notifiée à cet effet. Les autres communications peuvent être faites par courrier électronique.`,
  `La lettre recommandée produit effet à la date de sa première présentation à l'adresse du destinataire ; la remise en main propre, à la date du récépissé.`,
]);

export const cession = clause("Cession", () =>
  `Aucune Partie ne peut céder le présent contrat, ni les droits et obligations qui en résultent, sans l'accord préalable et écrit de l'autre Partie, conformément à l'article 1216 du Code civil.`,
);

/** The position on hardship (art. 1195). `waived`: the parties accept the risk (a loan). */
export function imprevision(waived = false): ClauseSpec {
  return clause("Imprévision", (ctx) => {
    if (waived) {
      ctx.note("hardship_fr", "France: the draft has the parties accept the risk of a change of circumstances and waive article 1195 of the Civil Code, as finance documents usually do; delete the clause to keep the statutory rule.");
      return `Chaque Partie accepte d'assumer le risque d'un changement de circonstances imprévisible lors de la conclusion du présent contrat et renonce à se prévaloir des dispositions ${de(ctx.cite("fr-code-civil", "1195", "l'article 1195 du Code civil"))}.`;
    }
    ctx.note("hardship_fr", "France: the draft keeps the statutory hardship rule of article 1195 of the Civil Code; the parties may instead accept the risk of a change of circumstances and waive it, which should be stated expressly.");
    return `Les Parties n'ont pas accepté d'assumer le risque d'un changement de circonstances imprévisible lors de la conclusion du présent contrat : ${ctx.cite("fr-code-civil", "1195", "l'article 1195 du Code civil")} s'applique, de sorte que la Partie pour laquelle l'exécution deviendrait excessivement onéreuse peut demander une renégociation à l'autre Partie, tout en continuant d'exécuter ses obligations.`;
  });
}

export const dispositionsGenerales = clause("Dispositions générales", (ctx) => {
  ctx.note("adhesion_fr", "France: if one party imposes this draft as non-negotiable terms (contrat d'adhésion, C. civ. art. 1110), a clause creating a significant imbalance is deemed unwritten under article 1171; between businesses, article L442-1 of the Commercial Code may apply instead.");
  return [
    `Conformément aux articles ${ctx.cite("fr-code-civil", "1103", "1103")} et ${ctx.cite("fr-code-civil", "1104", "1104 du Code civil")}, le présent contrat tient lieu de loi aux Parties, qui le négocient, le forment et l'exécutent de bonne foi. Les Parties déclarent que ses stipulations ont été librement négociées entre elles.`,
    `Le présent contrat, y compris ses annexes, exprime l'intégralité de l'accord des Parties sur son objet et annule et remplace tout accord antérieur ayant le même objet. Il ne peut être modifié que par un avenant écrit signé par les deux Parties.`,
    `Le fait pour une Partie de ne pas se prévaloir d'un manquement de l'autre Partie ne vaut pas renonciation à s'en prévaloir ultérieurement.`,
    `Si une stipulation du présent contrat est déclarée nulle ou réputée non écrite, les autres stipulations conservent leur force et leur portée, sauf si la stipulation en cause a constitué un élément déterminant de l'engagement de l'une des Parties (article 1184 du Code civil). Les Parties négocient alors de bonne foi une stipulation valable d'effet équivalent.`,
  ];
});

/** Law and forum. `cisg`: a sale of goods; forum by kind of contract. */
export function droitApplicable(o: { cisg?: boolean; forum: "commercial" | "employment" | "premises" }): ClauseSpec {
  return clause("Droit applicable et règlement des litiges", (ctx) => {
    const law = ctx.optional("governing_law");
    if (law && !/fran[cç]/i.test(law)) ctx.note("governing_law_fixed", `The French-language draft is governed by French law; governing_law ("${law}") was not applied. Ask for an English draft to choose another law.`);
    const out = [`Le présent contrat est régi par le droit français${o.cisg ? ", à l'exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises du 11 avril 1980 (Convention de Vienne, CVIM)" : ""}.`];
    const arbitration = ctx.optional("dispute_resolution") === "arbitration";
    if (o.forum === "employment") {
      ctx.optional("venue");
      ctx.note(FR_EMPLOYMENT_FORUM.code, FR_EMPLOYMENT_FORUM.message(arbitration));
      out.push(`Les litiges nés de l'exécution ou de la rupture du présent contrat relèvent de la compétence du conseil de prud'hommes.`);
      return out;
    }
    if (o.forum === "premises") {
      ctx.optional("venue");
      out.push(`Les litiges relatifs au présent bail relèvent de la compétence du tribunal judiciaire du lieu de situation de l'immeuble.`);
      return out;
    }
    out.push(`Les Parties s'efforcent de résoudre à l'amiable tout différend relatif au présent contrat dans un délai de trente (30) jours à compter de sa notification par l'une d'elles.`);
    out.push(
      arbitration
        ? `À défaut, le différend est tranché définitivement suivant le Règlement d'arbitrage de la Chambre de commerce internationale par un ou plusieurs arbitres nommés conformément à ce Règlement. Le siège de l'arbitrage est ${given(ctx, "arbitration_seat", BLANK)} et la langue de l'arbitrage est le français.`
        : `À défaut, tout litige relatif à la validité, à l'interprétation, à l'exécution ou à la rupture du présent contrat est soumis à la compétence exclusive des tribunaux ${de(given(ctx, "venue", BLANK))}, y compris en référé et en cas de pluralité de défendeurs ou d'appel en garantie, cette clause étant convenue entre commerçants (article 48 du Code de procédure civile).`,
    );
    return out;
  });
}

/** Payment between businesses: prices net of VAT, due date within L441-10's ceiling, penalties and the 40 € indemnity. */
export function paiement(ctx: DraftContext, payer: string, amounts: readonly string[] = []): string[] {
  // A price already stated HT or TTC says how VAT applies; the clause does not say it again.
  const taxed = amounts.filter((a) => /\b(?:HT|TTC)\b/.test(a)).length;
  const months = ctx.months("payment_terms");
  if (months !== null && months > 60 / 30.4375) ctx.note("payment_terms_fr", "France: agreed payment terms between businesses may not exceed 60 days from the invoice date (or 45 days end of month) under article L441-10 of the Commercial Code; the draft keeps the term given, which should be shortened.");
  const rate = ctx.optional("late_payment_interest");
  return [
    ...(taxed === 0 ? [`Les prix s'entendent hors taxes ; la taxe sur la valeur ajoutée au taux en vigueur s'y ajoute.`] : taxed < amounts.length ? [`Les autres sommes s'entendent hors taxes ; la taxe sur la valeur ajoutée au taux en vigueur s'y ajoute.`] : []),
    // « 45 jours fin de mois » is how the Code de commerce (art. L441-10) and invoices say it, not « dans un délai de … ».
    ((due) => (durationShape(due, "fr") === "moment" ? `Les sommes dues sont payables par virement ${due}.` : due.endsWith(END_OF_MONTH_FR) ? `Les factures sont payables par virement à ${due.slice(0, -END_OF_MONTH_FR.length)} fin de mois à compter de leur date d'émission.` : `Les factures sont payables par virement dans un délai ${de(due)} à compter de leur date d'émission.`))(given(ctx, "payment_terms", "trente (30) jours")),
    `Tout retard de paiement rend exigibles de plein droit, sans qu'un rappel soit nécessaire, des pénalités de retard calculées au taux ${rate ? `${de(rate)} l'an, qui ne peut être inférieur à trois fois le taux d'intérêt légal` : "d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de dix (10) points de pourcentage"}, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € due par ${payer} (${ctx.cite("fr-code-de-commerce", "L441-10", "article L441-10 du Code de commerce")}).`,
  ];
}

/** Term, ordinary notice, and termination for serious breach after formal notice (art. 1224 ff.). */
export function duree(ctx: DraftContext, defaultNotice: string): string[] {
  const start = ctx.given("effective_date") ? `le ${ctx.term("effective_date")}` : "à la date de sa signature par les deux Parties";
  const months = ctx.months("duration");
  return [
    months !== null
      ? `Le présent contrat entre en vigueur ${start} pour une durée déterminée ${de(ctx.term("duration"))}. Il ne se renouvelle pas tacitement.`
      : `Le présent contrat entre en vigueur ${start} pour une durée indéterminée. Chaque Partie peut y mettre fin à tout moment par lettre recommandée avec demande d'avis de réception, moyennant ${preavis(given(ctx, "termination_notice", defaultNotice))}.`,
    `En cas d'inexécution suffisamment grave par une Partie de l'une de ses obligations, non réparée dans un délai de trente (30) jours à compter d'une mise en demeure adressée par lettre recommandée avec demande d'avis de réception, l'autre Partie peut résilier le présent contrat de plein droit par notification, sans préjudice de tous dommages et intérêts (${ctx.cite("fr-code-civil", "1224", "article 1224 du Code civil")}).`,
  ];
}
