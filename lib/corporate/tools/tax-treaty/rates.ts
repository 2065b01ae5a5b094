import { ADDED_MFN, ADDED_PARTNERS, type PartnerTable } from "./partners-added";

/**
 * India's treaty withholding caps (source-state rates for beneficial owners) for the partners in
 * /work/shared/domain/litigation-corporate-reference.md Part B, and (partners-added.ts) those added from public sources. Each rate carries the certainty of its source
 * fact: "V" seen in a source (URL given), "K" standard knowledge not confirmed in a source we hold.
 */

export type IncomeType = "dividends" | "interest" | "royalties" | "fts";

export interface TreatyRate {
  rate: number | null;
  article: string;
  condition: string;
  certainty: "V" | "K";
  source: string;
  /** The other reading where a source disagrees and it may change the figure (surfaced in a warning). */
  alternative?: string;
  /** Older tables superseded by the text applied: background that does not change the figure (surfaced as a note). */
  stale?: string;
  /** A treaty-specific condition for the checklist. */
  extra?: string;
  /** The treaty has no article for this income, so it falls under business profits (taxable only through a PE). */
  businessProfits?: boolean;
}

export interface TreatyFacts {
  shareholdingPct?: number;
  recipientType: "company" | "bank" | "individual" | "other";
  royaltyKind: "equipment" | "other";
  asOf: string;
}

type Facts = TreatyFacts;

const EMBASSY = "https://www.indianembassyusa.gov.in/taxdata?id=9";
const MU_LOKSABHA = "https://datais.info/loksabha/question/3f58bfb49ffb5960f5d27df2c421842f/INDO+MAURITIUS+DTAT/";
const MU_12A = "https://vedjainassociates.com/international-tax/?catid=8&news_id=112&page_id=0";
const UK_INTEREST = "https://www.taxtmi.com/acts?id=6163";
const NL_DIVIDEND = "https://www.livemint.com/news/india/vienna-convention-for-mfn-cases-sc-to-decide/amp-11701196352152.html";
/**
 * India–Netherlands Art. 12 as substituted by the amending notifications, read in the treaty text: para 2 caps the tax on
 * royalties and fees for technical services at 10% of the gross amount where the recipient is the beneficial owner;
 * para 5 defines fees for technical services as services ancillary to a royalty or that "make available" technical
 * knowledge, experience, skill, know-how or processes (or develop and transfer a technical plan or design).
 */
const NL_ART12 = "India–Netherlands Convention Art. 12(2) and (5) as amended, treaty text at https://www.taxmanagementindia.com/visitor/detail_act.asp?ID=5330";
const DE_ALL = "http://ramanaggarwal.com/detail-table-of-witholding-tax-in-india-under-dta-agreement.html";
const REFERENCE = "litigation-corporate-reference.md Part B (standard knowledge, unconfirmed)";

const SG_DIV = "https://taxmanagementindia.com/web/tmi_blog_details.asp?id=773827 (India–Singapore Art. 10(2), text)";
const AE_TEXT = "https://www.advocatekhoj.com/library/agreements/doubletaxation/115.php (GSR 710(E), 18 Nov 1993, as amended by SO 2001(E) of 28 Nov 2007); rates as summarised at https://www.spectrumaccounts.com/?p=10617";
const JP_DIV = "https://www.mofa.go.jp/mofaj/gaiko/treaty/htmls/A-H18-0054.html (Protocol of 2006, Art. I; CBDT Notification 186/2006, S.O. 1136(E))";
const JP_INT = "https://taxmanagementindia.com/web/tmi_blog_details.asp?id=773353 (India–Japan Art. 11(2), text)";
/**
 * The 2006 Protocol (signed 24 Feb 2006, in force 28 Jun 2006, given effect in India by Notification 186/2006, S.O.
 * 1136(E)) set the source tax on all four types of income at 10%. Its Arts. I–II (dividends, interest) were read in the
 * Protocol's text; for royalties and FTS (its Art. III) the text was not found, so the rate rests on Japan's Ministry of
 * Finance announcing the signature, which states that the Protocol lowers the source-state tax on dividends, interest,
 * royalties and fees for technical services to a uniform 10%.
 */
const JP_ROYALTIES = [
  "Japan Ministry of Finance release of 24 Feb 2006 on the signature of the India–Japan Protocol (https://www.mof.go.jp/tax_policy/summary/international/tax_convention/press_release/sy180224.htm): source-state tax on dividends, interest, royalties and fees for technical services lowered to a uniform 10%",
  JP_DIV,
].join(" ; ");
/**
 * India–US Convention (signed 12 Sep 1989, notified by GSR 990(E) of 20 Dec 1990) Art. 12(2), read in the treaty text:
 * (a) royalties under para 3(a) and fees for included services (other than those in (b)): during the first five taxable
 * years 15% (Government or public-sector payer) or 20%, "during the subsequent years, 15 per cent"; (b) royalties under
 * para 3(b) (use of industrial, commercial or scientific equipment) and fees for included services ancillary and
 * subsidiary to that use: 10%. The first five years ran from the Convention's effect in 1991, so only 15% and 10% can
 * apply to payments this tool computes (from 1 Apr 2018).
 */
const US_ART12 = "India–US Convention Art. 12(2)(a)(ii) and (b), treaty text at http://wstax.net/details/19/23115.html (Convention of 12 Sep 1989; notified in India by GSR 990(E), 20 Dec 1990)";
const CY_TEXT = "CBDT Notification 3/2017, S.O. 64(E) of 10 Jan 2017 (Agreement of 18 Nov 2016, effective in India from 1 Apr 2017); rates as summarised at https://regfollower.com/2017/02/08/india-and-cyprus-income-tax-treaty-details/";
const FR_TEXT = "https://incometaxindia.gov.in/dtaa/108690000000000026.htm (Convention of 29 Sep 1992, Notification GSR 681(E) of 7 Sep 1994 as amended by S.O. 650(E) of 10 Jul 2000)";

const isCompany = (f: Facts) => f.recipientType === "company" || f.recipientType === "bank";
const isBank = (f: Facts) => f.recipientType === "bank";

const TABLES: Record<string, PartnerTable> = {
  US: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 10
        ? { rate: 15, article: "Art. 10", condition: "company holding at least 10% of the voting stock", certainty: "V", source: EMBASSY }
        : { rate: 25, article: "Art. 10", condition: "other cases (below 10% of voting stock, or not a company)", certainty: "V", source: EMBASSY },
    interest: (f) =>
      isBank(f)
        ? { rate: 10, article: "Art. 11", condition: "loan granted by a bank or similar institution", certainty: "V", source: EMBASSY }
        : { rate: 15, article: "Art. 11", condition: "other cases", certainty: "V", source: EMBASSY },
    royalties: (f) => usSplit(f, "royalties"),
    fts: (f) => usSplit(f, "fees for included services"),
  },
  GB: {
    dividends: () => ({
      rate: 10,
      article: "Art. 11",
      condition: "general rate (15% for dividends paid out of income of a property investment vehicle, 2013 protocol)",
      certainty: "K",
      source: REFERENCE,
    }),
    interest: (f) =>
      isBank(f)
        ? { rate: 10, article: "Art. 12", condition: "loan by a bank", certainty: "V", source: UK_INTEREST }
        : { rate: 15, article: "Art. 12", condition: "other cases (government and export-credit loans exempt)", certainty: "V", source: UK_INTEREST },
    royalties: (f) => ukSplit(f),
    fts: (f) => ({ ...ukSplit(f), condition: `${ukSplit(f).condition}; "make available" test for technical services` }),
  },
  SG: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 25
        ? { rate: 10, article: "Art. 10", condition: "company owning at least 25% of the shares of the payer", certainty: "V", source: SG_DIV }
        : { rate: 15, article: "Art. 10", condition: "other cases (below 25%, or not a company)", certainty: "V", source: SG_DIV },
    interest: (f) =>
      isBank(f)
        ? { rate: 10, article: "Art. 11", condition: "bank or financial institution", certainty: "K", source: REFERENCE, stale: SG_STALE }
        : { rate: 15, article: "Art. 11", condition: "other cases", certainty: "K", source: REFERENCE, stale: SG_STALE },
    royalties: () => ({ rate: 10, article: "Art. 12(2)", condition: "all royalties (2005 Protocol)", certainty: "V", source: SG_ROYALTIES, stale: SG_STALE, extra: SG_LOB }),
    fts: () => ({ rate: 10, article: "Art. 12(2)", condition: 'fees for technical services (2005 Protocol); "make available" test of Art. 12(4)(b)', certainty: "V", source: SG_ROYALTIES, extra: SG_LOB }),
  },
  MU: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 10
        ? { rate: 5, article: "Art. 10", condition: "company holding at least 10% of the capital", certainty: "V", source: MU_LOKSABHA }
        : { rate: 15, article: "Art. 10", condition: "other cases", certainty: "V", source: MU_LOKSABHA },
    interest: (f) =>
      f.asOf >= "2017-04-01"
        ? { rate: 7.5, article: "Art. 11", condition: "from 1 Apr 2017 (2016 protocol)", certainty: "V", source: MU_12A }
        : { rate: null, article: "Art. 11", condition: "the rate before the 2016 protocol took effect (1 Apr 2017) is not held", certainty: "K", source: REFERENCE },
    royalties: () => ({ rate: 15, article: "Art. 12", condition: "all royalties", certainty: "V", source: MU_LOKSABHA }),
    fts: () => ({ rate: 10, article: "Art. 12A", condition: "fees for technical services (Art. 12A, 2016 protocol)", certainty: "V", source: MU_12A }),
  },
  AE: {
    dividends: () => ({ rate: 10, article: "Art. 10", condition: "all dividends", certainty: "V", source: AE_TEXT }),
    interest: (f) =>
      isBank(f)
        ? { rate: 5, article: "Art. 11", condition: "loan granted by a bank carrying on bona fide banking business or a similar financial institution", certainty: "V", source: AE_TEXT }
        : { rate: 12.5, article: "Art. 11", condition: "other cases", certainty: "V", source: AE_TEXT },
    royalties: () => ({ rate: 10, article: "Art. 12", condition: "all royalties", certainty: "V", source: AE_TEXT }),
    fts: () => ({
      rate: null,
      article: "no separate FTS article",
      condition: "no article on fees for technical services: they are business profits (Art. 7), taxable in India only through a permanent establishment",
      certainty: "K",
      source: REFERENCE,
      businessProfits: true,
    }),
  },
  NL: {
    dividends: () => ({
      rate: 10,
      article: "Art. 10",
      condition: "10%; the MFN reduction to 5% is not available after AO v Nestlé SA",
      certainty: "V",
      source: NL_DIVIDEND,
    }),
    interest: () => ({ rate: 10, article: "Art. 11", condition: "all interest", certainty: "K", source: REFERENCE }),
    royalties: () => ({ rate: 10, article: "Art. 12(2)", condition: "royalties (Art. 12(4))", certainty: "V", source: NL_ART12 }),
    fts: () => ({
      rate: 10,
      article: "Art. 12(2)",
      condition: 'fees for technical services as defined in Art. 12(5): ancillary to a royalty, or "making available" technical knowledge, experience, skill, know-how or processes',
      certainty: "V",
      source: NL_ART12,
    }),
  },
  DE: {
    dividends: () => ({ rate: 10, article: "Art. 10", condition: "all dividends", certainty: "V", source: DE_ALL }),
    interest: () => ({ rate: 10, article: "Art. 11", condition: "all interest", certainty: "V", source: DE_ALL }),
    royalties: () => ({ rate: 10, article: "Art. 12", condition: "all royalties", certainty: "V", source: DE_ALL }),
    fts: () => ({ rate: 10, article: "Art. 12", condition: "fees for technical services", certainty: "V", source: DE_ALL }),
  },
  FR: {
    dividends: () => ({ rate: 10, article: "Art. 11", condition: "10% from 1 Apr 1997 (S.O. 650(E), applying the Protocol's MFN clause)", certainty: "V", source: FR_TEXT, alternative: FR_2026 }),
    interest: () => ({ rate: 10, article: "Art. 12", condition: "all interest (as notified by S.O. 650(E))", certainty: "V", source: FR_TEXT }),
    royalties: () => ({ rate: 10, article: "Art. 13", condition: "royalties (as notified by S.O. 650(E))", certainty: "V", source: FR_TEXT }),
    fts: () => ({ rate: 10, article: "Art. 13", condition: "fees for technical services (as notified by S.O. 650(E))", certainty: "V", source: FR_TEXT }),
  },
  CY: {
    dividends: () => ({ rate: 10, article: "Art. 10", condition: "all dividends (2016 Agreement)", certainty: "V", source: CY_TEXT, extra: CY_GRANDFATHER }),
    interest: () => ({ rate: 10, article: "Art. 11", condition: "all interest (exempt for the Government, RBI, EXIM Bank and the National Housing Bank)", certainty: "V", source: CY_TEXT }),
    royalties: () => ({ rate: 10, article: "Art. 12", condition: "royalties", certainty: "V", source: CY_TEXT }),
    fts: () => ({ rate: 10, article: "Art. 12", condition: "fees for technical services", certainty: "V", source: CY_TEXT }),
  },
  JP: {
    dividends: () => ({ rate: 10, article: "Art. 10", condition: "all dividends (2006 Protocol)", certainty: "V", source: JP_DIV, stale: JP_STALE }),
    interest: () => ({ rate: 10, article: "Art. 11", condition: "all interest", certainty: "V", source: JP_INT }),
    royalties: () => ({ rate: 10, article: "Art. 12", condition: "all royalties (2006 Protocol)", certainty: "V", source: JP_ROYALTIES, stale: JP_STALE }),
    fts: () => ({ rate: 10, article: "Art. 12", condition: "fees for technical services (2006 Protocol)", certainty: "V", source: JP_ROYALTIES, stale: JP_STALE }),
  },
};

const CY_GRANDFATHER = "Gains on shares acquired before 1 Apr 2017 stay taxable only in Cyprus (Protocol, para 2); the grandfathering is outside the PPT (CBDT Circular 01/2025).";
const FR_2026 =
  "An amending protocol signed on 23 Feb 2026 replaces the 10% dividend rate with 5% (holding of at least 10% of the capital) and 15%, and deletes the MFN clause; it applies only once in force and notified, which is not confirmed here.";
const SG_STALE = "Older tables give 15% for dividends, interest and royalties alike; those are pre-revision rates.";
const JP_STALE = "Older tables give 15% / 15% / 20%; those predate the 2006 protocol that set 10%.";
/** The 2005 Protocol substituted Art. 12(2): 10% on royalties and FTS in place of 15%. */
const SG_ROYALTIES =
  "Protocol of 29 June 2005 (in force 1 Aug 2005, notified 18 Jul 2005) substituting Art. 12(2): 10% of the gross royalties or fees for technical services, replacing 15% (Orbitax news on the protocol; DIT v Autodesk Asia Pvt Ltd, Karnataka HC, ITA 133/2013, 15 Sep 2020, https://itatonline.org/digest/dit-v-autodesk-asia-pvt-ltd-2021-the-chambers-journal-february-p-167-karn-hc)";
const SG_LOB = "Limitation of benefits applies to the capital-gains grandfathering (2005 and 2016 protocols).";

function usSplit(f: Facts, what: string): TreatyRate {
  const extra = "Art. 24 (limitation on benefits) must be satisfied.";
  return f.royaltyKind === "equipment"
    ? { rate: 10, article: "Art. 12", condition: `${what} for the use of industrial, commercial or scientific equipment (Art. 12(3)(b)) or services ancillary and subsidiary to it (Art. 12(2)(b))`, certainty: "V", source: US_ART12, extra }
    : { rate: 15, article: "Art. 12", condition: `other ${what} (Art. 12(2)(a)(ii): 15% after the first five taxable years)`, certainty: "V", source: US_ART12, extra };
}

const UK_ROYALTIES = "https://www.gov.uk/hmrc-internal-manuals/double-taxation-relief/dt9554";
const UK_SYNTHESISED =
  "Tax Journal reports that the synthesised (MLI) text of the UK–India treaty inserts a further cap into Article 13; check whether it changes the rate for this payment.";

function ukSplit(f: Facts): TreatyRate {
  return f.royaltyKind === "equipment"
    ? { rate: 10, article: "Art. 13", condition: "payments for the use of industrial, commercial or scientific equipment, or fees connected with it", certainty: "V", source: UK_ROYALTIES, alternative: UK_SYNTHESISED }
    : { rate: 15, article: "Art. 13", condition: "other royalties and fees for technical services (15% also where the Indian government pays)", certainty: "V", source: UK_ROYALTIES, alternative: UK_SYNTHESISED };
}

const ALL: Record<string, PartnerTable> = { ...TABLES, ...ADDED_PARTNERS };

/** Every partner whose treaty the table holds (for some or all types of income). */
export const TREATY_PARTNERS: readonly string[] = Object.keys(ALL);
/** Partners whose treaty has a most-favoured-nation clause that a notification may bring into play. */
export const MFN_PARTNERS: readonly string[] = ["NL", "FR", "CH", ...ADDED_MFN];

/**
 * The treaty rate for a payment, or why none is held: `gap` is set when the partner is covered but this income (or this
 * holding, or this date) is not, because the sources disagree, only one gives it, or the treaty was not yet in force.
 */
export function lookupTreaty(residence: string, type: IncomeType, facts: Facts): { rate: TreatyRate | null; gap: string | null } {
  const table = ALL[residence];
  if (!table) return { rate: null, gap: null };
  const entry = table[type](facts);
  return "gap" in entry ? { rate: null, gap: entry.gap } : { rate: entry, gap: null };
}

export function treatyRate(residence: string, type: IncomeType, facts: Facts): TreatyRate | null {
  return lookupTreaty(residence, type, facts).rate;
}
