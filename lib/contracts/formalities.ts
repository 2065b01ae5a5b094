import { draftingProfile } from "./drafting-profile";
import { dutchCompany, germanCompanyForm, quotaCompany } from "./notarial-form";
import type { ClauseSpec, ContractTemplate, DraftContext } from "./types";

/**
 * Clauses the jurisdiction's law adds to a draft whatever its type: stamp duty and registration in India, the
 * leave-and-licence registration of Maharashtra, the forum and law protection of California employees, the notarial
 * form of a German agreement to transfer GmbH shares.
 */
export function formalityClauses(template: ContractTemplate): ClauseSpec[] {
  const features = template.features ?? {};
  const out: ClauseSpec[] = [];
  out.push({
    heading: "Stamp Duty and Registration",
    body: (ctx) => {
      // Consumer terms accepted online are not the signed instrument a stamp-duty clause is written for.
      if (!ctx.within("IN") || features.consumer) return null;
      const who = features.unilateral ? `The ${ctx.a.role} notes` : "The parties note";
      const stamping = draftingProfile(ctx).stampDuty;
      if (!stamping) return null;
      const parts = [stamping(ctx, who)];
      if (features.leaveAndLicence && ctx.within("IN-MH")) {
        ctx.note("registration_required", "A leave and licence agreement for premises in Maharashtra must be in writing and registered (Maharashtra Rent Control Act, 1999, s.55).");
        parts.push(`This ${ctx.shortName} shall be registered under ${ctx.cite("in-mh-rent-control-act-1999", "55", "section 55 of the Maharashtra Rent Control Act, 1999")}, which requires every agreement for leave and licence of premises to be in writing and registered; the ${ctx.a.role} shall arrange registration. If it is not registered, the ${ctx.b.role}'s account of the terms prevails unless the contrary is proved.`);
      } else if (features.realPropertyLetting || features.leaveAndLicence) {
        parts.push(...registrationOfLetting(ctx, Boolean(features.realPropertyLetting)));
      }
      // Who pays is a drafting default the parties can change, not a statement of who the law makes liable.
      const payer = features.stampDutyBorneBy ?? (features.unilateral ? "a" : undefined);
      parts.push(`The stamp duty and any registration fees shall be borne by ${payer ? `the ${ctx[payer].role}` : "the parties in equal shares"} unless this ${ctx.shortName} provides otherwise.`);
      return parts;
    },
  });
  if (features.employment) {
    out.push({
      heading: "California Employee Protections",
      body: (ctx) => {
        if (!ctx.within("US-CA")) return null;
        return [
          `Nothing in this ${ctx.shortName} requires the ${ctx.b.role}, if they primarily reside and work in California, to adjudicate outside California a claim arising in California, or deprives them of the substantive protection of California law with respect to a controversy arising in California (${ctx.cite("us-ca-labor-code", "925", "California Labor Code section 925")}).`,
        ];
      },
    });
  }
  if (features.transfersShares) out.push(notarialForm(features.transfersShares.companyTerm));
  if (features.transfersLand) out.push(landNotarialForm(features.transfersLand));
  return out;
}

/**
 * Germany: an agreement obliging a party to transfer shares in a GmbH needs notarial recording (GmbHG § 15(4)); without
 * it the obligation is void for want of form (BGB § 125), until a notarially recorded assignment (§ 15(3)) cures it
 * (§ 15(4), second sentence). The notary then files the updated list of shareholders (§ 40(2)), which alone counts
 * towards the company (§ 16(1)). A stock corporation's shares need no such form; a name that shows no form is noted.
 */
function notarialForm(companyTerm: string): ClauseSpec {
  return {
    heading: "Notarial Form",
    body: (ctx) => {
      const quota = quotaCompany(ctx, ctx.optional(companyTerm));
      if (quota) return quotaTransferForm(ctx, quota, ctx.optional(companyTerm)!);
      const dutch = dutchCompany(ctx, ctx.optional(companyTerm));
      if (dutch) return dutchShareTransferForm(ctx, dutch, ctx.optional(companyTerm)!);
      if (!ctx.within("DE")) return null;
      const company = ctx.optional(companyTerm);
      const form = germanCompanyForm(company);
      if (form === "other") return null;
      if (form === "unknown") {
        ctx.note(
          "notarial_form",
          `Germany: if the company is a GmbH, this ${ctx.shortName}'s obligations to transfer its shares must be notarially recorded (GmbHG § 15(4)) and each assignment of shares is a notarial deed (§ 15(3)); its name does not show its legal form, so the draft keeps a private signature block. Give the name with its legal form (e.g. "… GmbH") to draft the notarial form.`,
        );
        return null;
      }
      ctx.note(
        "notarial_form",
        `Germany: this ${ctx.shortName} obliges the parties to transfer shares in a GmbH, so it must be notarially recorded (GmbHG § 15(4)); signed only privately, those obligations are void for want of form (BGB § 125) unless the shares are later assigned by notarial deed (§ 15(4), second sentence). The execution block is the notarial form: fill in the notary, the roll number and the date when the deed is recorded.`,
      );
      return [
        `This ${ctx.shortName} contains obligations to transfer shares in ${company}, a German limited liability company (GmbH), and shall therefore be recorded by a German notary (notarielle Beurkundung), as ${ctx.cite("de-gmbhg", "15", "section 15(4) of the Limited Liability Companies Act (GmbHG)")} requires. It is executed by that recording, not by private signature; without it those obligations would be void for lack of the form required by law (${ctx.cite("de-bgb", "125", "section 125 of the German Civil Code (BGB)")}).`,
        `Each assignment of shares in ${company} under this ${ctx.shortName} shall be made by a separate notarially recorded agreement, as section 15(3) GmbHG requires, unless it is recorded in the same deed.`,
        `Once an assignment takes effect, the notary who recorded it shall without delay sign an updated list of shareholders (Gesellschafterliste), file it with the commercial register and send a copy to the Company, as section 40(2) GmbHG requires; in relation to the Company, only a person entered in the list filed with the commercial register counts as the holder of a share (section 16(1) GmbHG).`,
      ];
    },
  };
}

/**
 * The form in which quotas of an Italian S.r.l. or a Spanish S.L. pass. Italy: the deed of transfer, with signatures
 * authenticated by a notary, is filed with the Registro delle imprese within thirty days by the authenticating notary,
 * and the transfer takes effect towards the company from that filing (c.c. art. 2470). Spain: a transfer of
 * participaciones is recorded in a public document (LSC art. 106.1). Named in the text: the registry holds neither.
 */
function quotaTransferForm(ctx: DraftContext, quota: "it-srl" | "es-sl", company: string): string[] {
  if (quota === "it-srl") {
    return [
      `The quota in ${company}, an Italian limited liability company (S.r.l.), shall be transferred by a deed whose signatures are authenticated by a notary. The notary who authenticates them shall file the deed with the Registro delle imprese within thirty (30) days, and the transfer takes effect towards the Company from that filing (article 2470 of the Italian Civil Code).`,
      `The quotas of an S.r.l. cannot be represented by shares (article 2468 of the Italian Civil Code), so no certificate is delivered for them.`,
    ];
  }
  return [
    `The participaciones in ${company}, a Spanish limited liability company (S.L.), shall be transferred by a public document executed before a Spanish notary, as article 106.1 of the Ley de Sociedades de Capital requires, and the ${ctx.b.role} shall be entered in the Company's register of members (libro registro de socios).`,
    `Participaciones cannot be represented by certificates or book entries (article 92.2 of the Ley de Sociedades de Capital), so none is delivered for them.`,
  ];
}

/**
 * The Netherlands: shares in a B.V. (and registered shares in an N.V.) pass only by a deed executed before a civil-law
 * notary established in the Netherlands to which the parties are party (BW arts. 2:196, 2:86); the rights attached
 * to them can be exercised against the company once it has acknowledged the transfer or the deed has been served on it
 * (arts. 2:196a, 2:86a); transfer restrictions in the articles bind (arts. 2:195, 2:87). The agreement to transfer
 * itself needs no notarial form. Named in the text.
 */
function dutchShareTransferForm(ctx: DraftContext, form: "bv" | "nv", company: string): string[] {
  const [kind, deed, service, restrictions] = form === "bv"
    ? ["private limited company (besloten vennootschap)", "2:196", "2:196a", "2:195"]
    : ["public limited company (naamloze vennootschap)", "2:86", "2:86a", "2:87"];
  return [
    `Each transfer of shares in ${company}, a Dutch ${kind}, under this ${ctx.shortName} shall be made by a deed executed before a civil-law notary established in the Netherlands to which the transferor and the transferee are parties, as article ${deed} of the Dutch Civil Code requires; the undertakings to transfer in this ${ctx.shortName} need no notarial form.`,
    `The rights attached to shares so transferred may be exercised against the company only once it has acknowledged the transfer or the deed has been served on it (article ${service} of the Dutch Civil Code), and each transfer shall comply with any transfer restrictions in its articles of association (article ${restrictions}).`,
  ];
}

/**
 * Germany: a contract by which a party undertakes to transfer or acquire ownership of land must be notarially
 * recorded (BGB § 311b(1)); one not so recorded becomes valid in its entirety once conveyance (Auflassung) and entry
 * in the land register are made (§ 311b(1), second sentence). A promise of a gift needs notarial recording as well
 * (§ 518(1)). Cited by prose where the sources registry holds no entry (§ 518).
 */
function landNotarialForm(kind: "sale" | "gift"): ClauseSpec {
  return {
    heading: "Notarial Form",
    body: (ctx) => {
      if (kind === "gift" && ctx.within("FR")) return frenchGiftForm(ctx);
      if (!ctx.within("DE")) return null;
      const gift = kind === "gift";
      ctx.note(
        "notarial_form",
        `Germany: this ${ctx.shortName} obliges the ${ctx.a.role} to transfer ownership of land${gift ? " as a gift" : ""}, so it must be notarially recorded (BGB § 311b(1)${gift ? "; a promise of a gift needs notarial recording under § 518(1) as well" : ""}); signed only privately it is void for want of form (BGB § 125) until the conveyance (Auflassung) and the entry in the land register are made. The execution block is the notarial form: fill in the notary, the roll number and the date when the deed is recorded.`,
      );
      return [
        `This ${ctx.shortName} contains the ${ctx.a.role}'s obligation to transfer ownership of land${gift ? " by way of gift" : ""} and shall therefore be recorded by a German notary (notarielle Beurkundung), as ${ctx.cite("de-bgb", "311b", "section 311b(1) of the German Civil Code (BGB)")}${gift ? " and, for the promise of a gift, section 518(1) BGB require" : " requires"}. It is executed by that recording, not by private signature; without it, it would be void for lack of the form required by law (${ctx.cite("de-bgb", "125", "section 125 BGB")}) unless the conveyance (Auflassung) and the entry in the land register are made.`,
        `Ownership passes only on the conveyance (Auflassung), declared before a notary, and the entry of the ${ctx.b.role} as owner in the land register (Grundbuch).`,
      ];
    },
  };
}

/**
 * France: every gift inter vivos is made before a notary, who keeps the original (en minute), on pain of nullity
 * (C. civ. art. 931), and binds the donor only from the donee's express acceptance (art. 932). Cited by prose: the
 * sources registry holds no entry for these articles.
 */
function frenchGiftForm(ctx: DraftContext): string[] {
  ctx.note(
    "notarial_form",
    `France: a gift inter vivos must be made by a deed before a notary, who keeps the original (en minute), or it is void (Civil Code art. 931); the Donee's acceptance must be express (art. 932). The execution block is the notarial form: fill in the notary and the place and date of the deed.`,
  );
  return [
    `This gift shall be made by a deed executed before a French notary, who keeps the original (en minute), failing which it is void (article 931 of the Civil Code). It binds the ${ctx.a.role} only from the ${ctx.b.role}'s express acceptance (article 932 of the Civil Code), which the ${ctx.b.role} gives in that deed.`,
  ];
}

/** India: a lease from year to year, for more than a year or reserving a yearly rent must be registered. */
function registrationOfLetting(ctx: DraftContext, lease: boolean): string[] {
  const months = ctx.months("duration");
  const reg = ctx.cite("in-registration-act-1908", "17", "section 17 of the Registration Act, 1908");
  if (months !== null && months <= 11) {
    return [`The term of this ${ctx.shortName} does not exceed eleven (11) months, so it is not an instrument whose registration is compulsory under ${reg}; the parties may nonetheless register it.`];
  }
  ctx.note(
    "registration_required",
    months === null
      ? "The term is not stated: a letting of immovable property from year to year, for more than a year or reserving a yearly rent must be registered (Registration Act s.17; Transfer of Property Act s.107)."
      : "The term is over eleven months: the draft provides for registration (compulsory for a lease from year to year, for more than a year or reserving a yearly rent: Registration Act s.17; Transfer of Property Act s.107).",
  );
  const tpa = lease ? ` and ${ctx.cite("in-transfer-of-property-act-1882", "107", "section 107 of the Transfer of Property Act, 1882")}` : "";
  return [
    `A lease of immovable property from year to year, for any term exceeding one year or reserving a yearly rent must be made by a registered instrument (${reg}${tpa}). The parties shall present this ${ctx.shortName} for registration before the Sub-Registrar having jurisdiction within four (4) months of its execution (${ctx.cite("in-registration-act-1908", "23", "section 23 of the Registration Act, 1908")}) and shall each attend as required for that purpose.`,
  ];
}
