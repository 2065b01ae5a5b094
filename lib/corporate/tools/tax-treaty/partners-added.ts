import type { IncomeType, TreatyRate, TreatyFacts } from "./rates";

/**
 * Treaty partners added in November 2026 (issue 35). A rate is entered only where at least two public sources agree on it
 * (each named in `source`), or where the article's own text as notified under s.90 has been read (named as "treaty text");
 * a type of income whose rate the sources disagree on, or that only one source gives, is a gap:
 * its reason is returned instead of a rate and the tool withholds at the domestic rate and says why. Article numbers are
 * given only where a source names them; otherwise the article is described by its subject.
 */

/** What the table holds for one payment: the rate, or why it holds none. */
export type Entry = TreatyRate | { gap: string };
export type PartnerTable = Record<IncomeType, (f: TreatyFacts) => Entry>;

const RAMAN = "http://ramanaggarwal.com/detail-table-of-witholding-tax-in-india-under-dta-agreement.html";
const TAXTALK = "https://thetaxtalk.com/2020/10/tax-rates-as-per-it-act-vs-tax-rates-as-per-tax-treaties-with-different-countries-a-compilation/";
const TAXCAFE = "http://taxcafe.in/global-tds-rate-for-nri-on-dtat.html";
const TAXPRINT = "https://www.scribd.com/document/389479335/Tds-Rates-as-Per-Dtaa (taxprintindia table)";
const CBI = "https://cms.centralbankofindia.co.in/English/DTAA.aspx (interest on deposits, Annexure 1)";
const INDIAITR = "https://indiaitr.com/?p=2901";
const GURUJI = "https://gurujikagyan.blogspot.com/2015/12/direct-taxation-double-taxation.html";
const TABLES = (...urls: string[]) => urls.join(" ; ");

const isCompany = (f: TreatyFacts) => f.recipientType === "company" || f.recipientType === "bank";
const isBank = (f: TreatyFacts) => f.recipientType === "bank";
const flat = (rate: number, article: string, condition: string, source: string, extra?: string): (() => TreatyRate) => () => ({
  rate,
  article,
  condition,
  certainty: "V",
  source,
  ...(extra ? { extra } : {}),
});
const gap = (reason: string) => (): Entry => ({ gap: reason });

const CH_SRC = TABLES(
  "https://www.scribd.com/doc/73935665/DTAA-IN-CH (Embassy of Switzerland: the Protocol of 16 Feb 2000 lowered dividends, interest, royalties and FTS to 10%)",
  "https://www.nobroker.in/prophub/nris/nri-guides/dtaa-between-india-and-switzerland",
);
const CN_SRC = TABLES(RAMAN, TAXTALK, TAXCAFE, "https://chandrawatpartners.co/dtaa/india-china-dtaa/");
const CN_EXEMPT = "Interest paid to the Government, the central bank or a financial institution wholly owned by the Government of the other State is exempt (Art. 11(3) with Protocol para 3).";
const KR_FROM = "2017-04-01";
const KR_SRC = TABLES(
  "https://datais.info/loksabha/question/76d282785009e7e297c85a6829daeed5/DTAA (Lok Sabha answer: rates reduced from 15% to 10% on royalties, FTS and interest)",
  "https://mnetax.com/india-korea-tax-…nters-into-force-17822 (Agreement of 18 May 2015, in force 12 Sep 2016)",
);
const KR_OLD = "The India–Korea Agreement of 18 May 2015 applies in India from 1 Apr 2017; the rates of the 1985 Convention before that are not held.";
const ES_MFN_FROM = "2023-04-01";
const ES_MFN = TABLES(
  "CBDT Notification 33/2024 of 19 Mar 2024 substituting Art. 13(2) under the Protocol's MFN clause (para 7), effective from assessment year 2024-25: https://www.taxmann.com/post/blog/govt-notifies-reduced-tax-rates-on-royalty-and-fts-with-spain-by-invoking-mfn-clause",
  "https://www.livelaw.in/tax-cases/govt-lower-royalty-fts-tax-rate-india-spain-dtaa-253022",
);
const ES_OLD = TABLES(
  "Art. 13(2) before Notification 33/2024: 10% for equipment royalties, 20% for other royalties and FTS (https://www.taxmann.com/post/blog/govt-notifies-reduced-tax-rates-on-royalty-and-fts-with-spain-by-invoking-mfn-clause)",
  "https://bcshettyco.com/strengthening-bilateral-relations-indias-tax-reforms-with-spain.php",
);
const lawInsider = "https://lawinsider.com/contracts/similar/2ZeWf6Fm4Kz (DTAA withholding list, Sep 2018)";
const BD_SRC = TABLES(RAMAN, TAXTALK, TAXCAFE, GURUJI);
const DK_SRC = TABLES(RAMAN, TAXPRINT, TAXCAFE);
const CA_SRC = TABLES(RAMAN, TAXTALK, TAXPRINT, TAXCAFE, INDIAITR);
const AU_SRC = TABLES(RAMAN, TAXTALK, TAXCAFE, "https://saral.pro/blogs/dtaa-rates-applicable-for-various-countries");
const AT_SRC = TABLES(RAMAN, TAXTALK, TAXCAFE, "https://saral.pro/blogs/dtaa-rates-applicable-for-various-countries");
const BE_SRC = TABLES(RAMAN, TAXTALK, TAXCAFE, GURUJI);
const IT_SRC = TABLES("https://chandrawatpartners.co/dtaa/india-italy-dtaa/", TAXPRINT);
const HK_FROM = "2019-04-01";
const HK_SRC = TABLES(
  "https://regfollower.com/dta-between-india-and-hong-kong-entered-into-force/ (in force 30 Nov 2018, effective 1 Apr 2019: dividends 5%; interest, royalties and fees 10%)",
  "https://transferpricingnews.com/india-hong-kong-tax-treaty-to-take-effect-from-april-2019/",
  "https://chandrawatpartners.co/?p=11544 (interest and FTS 10%)",
);
const HK_NOT_YET = "The India–Hong Kong Agreement (in force 30 Nov 2018) applies in India only to income from 1 Apr 2019; there was no treaty before.";
const IE_SRC = TABLES(
  "https://nishithdesai.com/information/research-and-articles/nda-hotline/nda-hotline-single-view/article/india-enters-into-a-tax-treaty-with-ireland.html (254 ITR 245: 10% on dividends, interest, royalties and FTS; in force in India from 1 Apr 2002)",
  "https://chandrawatpartners.co/dtaa/india-ireland-dtaa/",
);
const FI_DIV = TABLES(TAXCAFE, INDIAITR);
const FI_INT = TABLES(RAMAN, TAXCAFE, CBI);
/**
 * CBDT Press Release 03 of 2010 (15 Jan 2010) on the revised India–Finland Agreement: royalties and FTS reduced "from 15
 * or 10 per cent to a uniform rate of 10 per cent"; Notification 36/2010 gives the Agreement effect in India from 1 Apr
 * 2011 (older tables giving 15%–20% describe the 1983 Convention).
 */
const FI_2010 = TABLES(
  "CBDT Press Release No. 402/92/2006-MC (03 of 2010), 15 Jan 2010, as reported at https://bcajonline.org/journal/government-of-india-signs-revised-double-taxation-avoidance-agreement-with-finland",
  "https://business-standard.com/amp/article/economy-policy/india-finland-sign-revised-double-taxation-pact-110011600018_1.html (Finance Ministry statement: a uniform 10% on royalties and FTS)",
  "Notification 36/2010 of 20 May 2010 (effect in India from 1 Apr 2011), text at http://anilkumarjainca.blogspot.com/2012/06/dtaa-between-india-and-finland.html",
);
const SE_INT = TABLES(CBI, lawInsider);

const LU_SRC = TABLES(
  "https://www.taxmanagementindia.com/visitor/detail_rss_feed.asp?ID=456&kw=India-Signs-Double-Taxation-Avoidance-Agreement-with-Luxembourg (Finance Ministry release of 2 Jun 2008: source tax on dividends, interest, royalties and FTS not above 10%; limitation of benefits)",
  "https://wpqa.orbitax.com/taxhub/news/country/article/Treaty-between-Luxembourg-and--1571 (dividends 10%, Art. 10(2); interest 10%)",
  "https://www.tax-news.com/news/India_Signs_DTAA_With_Luxembourg____31214.html",
);
const LU_LOB = "The Agreement has a limitation-of-benefits provision against its misuse (Finance Ministry release of 2 Jun 2008).";
const CZ_SRC = TABLES(RAMAN, TAXCAFE);
const RU_DIV = TABLES("https://chandrawatpartners.co/dtaa/india-russia-dtaa/", "https://taxinpangea.com/faq/dividend-withholding-rate-in-ru");
const RU_INT = TABLES("https://chandrawatpartners.co/dtaa/india-russia-dtaa/", CBI, lawInsider);
const IL_DIV = TABLES(INDIAITR, "https://www.taxinpangea.com/faq/dividend-withholding-rate-il-in");
/** Treaty text as notified (Art. 12(2) of the Agreement notified by GSR 507(E), 21 Aug 1998): 10% on royalties and FTS. */
const RU_ART12 = "India–Russia Agreement (GSR 507(E), 21 Aug 1998) Art. 12(2), treaty text at https://taxmanagementindia.com/visitor/detail_act.asp?ID=5606";
/** Treaty text (Convention notified by GSR 256(E), 26 Jun 1996, as amended by SO 441(E), 14 Feb 2017) Art. 13(2): 10% on FTS. */
const IL_ART13 = TABLES(
  "India–Israel Convention Art. 13(2), text at https://taxmanagementindia.com/visitor/detail_act.asp?ID=4881",
  "https://beaconfiling.com/dtaa/royalty-tax-rate-india-israel (Art. 13 FTS capped at 10%)",
);
const IL_PROTOCOL =
  "The 2015 Protocol (in force 19 Dec 2016, notified by SO 441(E) of 14 Feb 2017) removed the most-favoured-nation clause and added a main-purpose limitation of benefits: no benefit where obtaining it was one of the main purposes of the arrangement.";
const ZA_INT = TABLES(CBI, lawInsider);
const ZA_DIV = TABLES(
  "https://www.taxinpangea.com/faq/dividend-withholding-rate-in-za (India–South Africa: 10%)",
  "https://clearstream.com/clearstream-en/securities-services/market-coverage/middle-east-and-africa/south-africa/1282508 (South Africa's treaties, rate for a portfolio holder: India 10%)",
);
/**
 * PwC Worldwide Tax Summaries, India, Corporate – Withholding taxes, "Treaty rates" table (last reviewed 17 Dec 2024), as
 * mirrored in the public repository Brigadirk/based.guide.move (backend/tax_recommender/markdown/india/corporate/withholding-taxes.md).
 * Used as one of two agreeing sources; a cell it alone gives, or on which it disagrees with another source, stays a gap.
 */
const PWC = "https://taxsummaries.pwc.com/india/corporate/withholding-taxes (PwC Worldwide Tax Summaries, India treaty-rate table, reviewed 17 Dec 2024)";
const TAXINPANGEA_KR = "https://www.taxinpangea.com/faq/dividend-withholding-rate-in-kr (India–South Korea: 15%)";
const TAXINPANGEA_ES = "https://taxinpangea.com/faq/dividend-withholding-rate-es-in (Spain–India: 15%)";
/** taxmann.com, "Protocol amending the India-Israel tax treaty", [2017] 79 taxmann.com 226: without the MFN clause dividends, interest, royalties and FTS are taxed at 10%. */
const IL_TAXMANN = "https://www.taxmann.com/topstories/105010000000014266/protocol-amending-the-india-israel-tax-treaty.aspx ([2017] 79 taxmann.com 226: dividends, interest, royalty and FTS at 10% once the MFN clause was removed)";
const IL_ART12 = TABLES(
  "https://beaconfiling.com/dtaa/royalty-tax-rate-india-israel (Art. 12(2): 10% of the gross royalties)",
  PWC,
  IL_TAXMANN,
);
const SE_ART12 = TABLES("https://beaconfiling.com/dtaa/fts-tax-rate-india-sweden (Art. 12 covers royalties and FTS together at a uniform 10%, Art. 12(2))", PWC);
/** India–Canada Art. 12(2) as quoted at caclubindia.com (4 Aug 2017), and PwC's note 2 to the same split. */
const CA_ART12 = TABLES(
  "India–Canada Convention Art. 12(2), text quoted at https://caclubindia.com/experts/foreign-remmittance-2539329.asp: (a) royalties under para 3(a) and other fees for included services 15% after the first five taxable years (15% or 20% during them); (b) equipment royalties under para 3(b) and fees for included services ancillary and subsidiary to them 10%",
  `${PWC} (10% for equipment; otherwise 15% after the first five years)`,
);
const CA_EQUIPMENT = "payments for the use of industrial, commercial or scientific equipment (Art. 12(3)(b)), and fees for included services ancillary and subsidiary to that use";
const CA_OTHER = "other royalties (Art. 12(3)(a)) and fees for included services, after the first five taxable years of the Convention (15% or 20% during them)";

export const ADDED_PARTNERS: Record<string, PartnerTable> = {
  CH: {
    dividends: flat(10, "article on dividends", "all dividends (Protocol of 16 Feb 2000)", CH_SRC),
    interest: flat(10, "article on interest", "all interest (Protocol of 16 Feb 2000)", CH_SRC),
    royalties: flat(10, "article on royalties and FTS", "royalties (Protocol of 16 Feb 2000)", CH_SRC),
    fts: flat(10, "article on royalties and FTS", "fees for technical services, widened by the Protocol of 16 Feb 2000 to managerial services", CH_SRC),
  },
  CN: {
    dividends: flat(10, "Art. 10", "all dividends", CN_SRC),
    interest: flat(10, "Art. 11", "interest (government and central-bank interest exempt)", CN_SRC, CN_EXEMPT),
    royalties: flat(10, "Art. 12", "royalties", CN_SRC),
    fts: flat(10, "Art. 12", "fees for technical services", CN_SRC),
  },
  KR: {
    dividends: (f) => (f.asOf >= KR_FROM ? flat(15, "article on dividends", "all dividends, from 1 Apr 2017 (Agreement of 18 May 2015)", TABLES(PWC, TAXINPANGEA_KR))() : { gap: KR_OLD }),
    interest: (f) => (f.asOf >= KR_FROM ? flat(10, "article on interest", "from 1 Apr 2017 (Agreement of 18 May 2015)", KR_SRC)() : { gap: KR_OLD }),
    royalties: (f) => (f.asOf >= KR_FROM ? flat(10, "article on royalties and FTS", "from 1 Apr 2017 (Agreement of 18 May 2015)", KR_SRC)() : { gap: KR_OLD }),
    fts: (f) => (f.asOf >= KR_FROM ? flat(10, "article on royalties and FTS", "from 1 Apr 2017 (Agreement of 18 May 2015)", KR_SRC)() : { gap: KR_OLD }),
  },
  ES: {
    dividends: flat(15, "article on dividends", "all dividends", TABLES(PWC, TAXINPANGEA_ES)),
    interest: flat(15, "article on interest", "all interest", TABLES(CBI, lawInsider)),
    royalties: (f) =>
      f.asOf >= ES_MFN_FROM
        ? { rate: 10, article: "Art. 13(2)", condition: "10% from tax year 2023-24 (Notification 33/2024 under the MFN clause, applying the India–Germany rate)", certainty: "V", source: ES_MFN }
        : f.royaltyKind === "equipment"
          ? { rate: 10, article: "Art. 13(2)", condition: "equipment royalties, before Notification 33/2024", certainty: "V", source: ES_OLD }
          : { rate: 20, article: "Art. 13(2)", condition: "other royalties, before Notification 33/2024 (10% from tax year 2023-24)", certainty: "V", source: ES_OLD },
    fts: (f) =>
      f.asOf >= ES_MFN_FROM
        ? { rate: 10, article: "Art. 13(2)", condition: "10% from tax year 2023-24 (Notification 33/2024 under the MFN clause)", certainty: "V", source: ES_MFN }
        : { rate: 20, article: "Art. 13(2)", condition: "fees for technical services, before Notification 33/2024 (10% from tax year 2023-24)", certainty: "V", source: ES_OLD },
  },
  BD: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 10
        ? { rate: 10, article: "article on dividends", condition: "company holding at least 10% of the capital of the payer", certainty: "V", source: BD_SRC }
        : { rate: 15, article: "article on dividends", condition: "other cases (below 10% of the capital, or not a company)", certainty: "V", source: BD_SRC },
    interest: flat(10, "article on interest", "all interest", BD_SRC),
    royalties: flat(10, "article on royalties", "royalties", BD_SRC),
    fts: () => ({
      rate: null,
      article: "no separate FTS article",
      condition: "no article on fees for technical services: they are business profits (Art. 7), taxable in India only through a permanent establishment",
      certainty: "V",
      source: BD_SRC,
      businessProfits: true,
    }),
  },
  DK: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 25
        ? { rate: 15, article: "article on dividends", condition: "company holding at least 25% of the shares of the payer", certainty: "V", source: DK_SRC }
        : { gap: "Below a 25% holding the India–Denmark dividend rate is given as 20% by some sources and 25% by others (PwC's table: 25%); it is not applied." },
    interest: (f) =>
      isBank(f)
        ? { rate: 10, article: "article on interest", condition: "loan granted by a bank", certainty: "V", source: DK_SRC }
        : { rate: 15, article: "article on interest", condition: "other cases", certainty: "V", source: DK_SRC },
    royalties: flat(20, "article on royalties and FTS", "royalties", DK_SRC),
    fts: flat(20, "article on royalties and FTS", "fees for technical services", DK_SRC),
  },
  CA: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 10
        ? {
            rate: 15,
            article: "article on dividends",
            condition: "company controlling at least 10% of the voting power of the payer (one source says 10% of the shares: check the holding against the treaty text)",
            certainty: "V",
            source: CA_SRC,
          }
        : { rate: 25, article: "article on dividends", condition: "other cases", certainty: "V", source: CA_SRC },
    interest: flat(15, "article on interest", "all interest", CA_SRC),
    royalties: (f) =>
      f.royaltyKind === "equipment"
        ? { rate: 10, article: "Art. 12(2)", condition: CA_EQUIPMENT, certainty: "V", source: CA_ART12 }
        : { rate: 15, article: "Art. 12(2)", condition: CA_OTHER, certainty: "V", source: CA_ART12 },
    fts: (f) =>
      f.royaltyKind === "equipment"
        ? { rate: 10, article: "Art. 12(2)", condition: "fees for included services ancillary and subsidiary to the use of industrial, commercial or scientific equipment (Art. 12(3)(b))", certainty: "V", source: CA_ART12 }
        : { rate: 15, article: "Art. 12(2)", condition: CA_OTHER, certainty: "V", source: CA_ART12 },
  },
  AU: {
    dividends: flat(15, "article on dividends", "all dividends", AU_SRC),
    interest: flat(15, "article on interest", "all interest", AU_SRC),
    royalties: gap("India–Australia royalties are taxed at 10% or 15% depending on the payment; which payment takes which rate is given by one source only (PwC: 10% for equipment, otherwise 15% after the first five years), so it is not applied."),
    fts: gap("India–Australia fees for technical services are taxed at 10% or 15% depending on the payment; which takes which rate is given by one source only (PwC), so it is not applied."),
  },
  AT: {
    dividends: flat(10, "article on dividends", "all dividends", AT_SRC),
    interest: flat(10, "article on interest", "all interest", AT_SRC),
    royalties: flat(10, "article on royalties and FTS", "royalties", AT_SRC),
    fts: flat(10, "article on royalties and FTS", "fees for technical services", AT_SRC),
  },
  BE: {
    dividends: gap("The India–Belgium dividend rate is given as 15% by most sources (PwC's table among them) and 10% by one; it is not applied."),
    interest: (f) =>
      isBank(f)
        ? { rate: 10, article: "article on interest", condition: "loan granted by a bank", certainty: "V", source: BE_SRC }
        : { rate: 15, article: "article on interest", condition: "other cases", certainty: "V", source: BE_SRC },
    royalties: flat(10, "article on royalties and FTS", "royalties", BE_SRC),
    fts: flat(10, "article on royalties and FTS", "fees for technical services", BE_SRC),
  },
  IT: {
    dividends: (f) =>
      isCompany(f) && (f.shareholdingPct ?? 0) >= 10
        ? { rate: 15, article: "article on dividends", condition: "company owning at least 10% of the shares of the payer", certainty: "V", source: IT_SRC }
        : { gap: "Below a 10% holding the India–Italy dividend rate is given as 25% by one source and 20% by another; it is not applied." },
    interest: flat(15, "article on interest", "all interest", TABLES(IT_SRC, CBI)),
    royalties: gap("The India–Italy royalty rate is given as 20% (PwC's table among them) and as 15% by different sources; it is not applied."),
    fts: flat(20, "article on FTS", "fees for technical services", IT_SRC),
  },
  HK: {
    dividends: (f) => (f.asOf >= HK_FROM ? flat(5, "article on dividends", "from 1 Apr 2019", HK_SRC)() : { gap: HK_NOT_YET }),
    interest: (f) => (f.asOf >= HK_FROM ? flat(10, "article on interest", "from 1 Apr 2019", HK_SRC)() : { gap: HK_NOT_YET }),
    royalties: (f) => (f.asOf >= HK_FROM ? flat(10, "article on royalties and FTS", "from 1 Apr 2019", HK_SRC)() : { gap: HK_NOT_YET }),
    fts: (f) => (f.asOf >= HK_FROM ? flat(10, "article on royalties and FTS", "from 1 Apr 2019", HK_SRC)() : { gap: HK_NOT_YET }),
  },
  IE: {
    dividends: flat(10, "article on dividends", "all dividends", IE_SRC),
    interest: flat(10, "Art. 11", "interest (interest paid to certain financial institutions is exempt)", IE_SRC),
    royalties: flat(10, "article on royalties and FTS", "royalties", IE_SRC),
    fts: flat(10, "article on royalties and FTS", "fees for technical services", IE_SRC),
  },
  FI: {
    dividends: flat(10, "article on dividends", "all dividends (2010 Agreement)", TABLES(FI_DIV, FI_2010)),
    interest: flat(10, "article on interest", "all interest", FI_INT),
    royalties: flat(10, "article on royalties and FTS", "royalties: a uniform 10% under the 2010 Agreement (in force 19 Apr 2010, given effect in India from 1 Apr 2011)", FI_2010),
    fts: flat(10, "article on royalties and FTS", "fees for technical services: a uniform 10% under the 2010 Agreement (in force 19 Apr 2010, given effect in India from 1 Apr 2011)", FI_2010),
  },
  LU: {
    dividends: flat(10, "Art. 10(2)", "all dividends (Agreement of 2 Jun 2008)", LU_SRC, LU_LOB),
    interest: flat(10, "article on interest", "interest (government interest exempt)", LU_SRC, LU_LOB),
    royalties: flat(10, "article on royalties", "royalties", LU_SRC, LU_LOB),
    fts: flat(10, "article on fees for technical services", "fees for technical services", LU_SRC, LU_LOB),
  },
  CZ: {
    dividends: flat(10, "article on dividends", "all dividends", TABLES(CZ_SRC, INDIAITR)),
    interest: flat(10, "article on interest", "all interest", TABLES(CZ_SRC, CBI, lawInsider)),
    royalties: flat(10, "article on royalties and FTS", "royalties", CZ_SRC),
    fts: flat(10, "article on royalties and FTS", "fees for technical services", CZ_SRC),
  },
  RU: {
    dividends: flat(10, "article on dividends", "all dividends", RU_DIV),
    interest: flat(10, "article on interest", "all interest", RU_INT),
    royalties: flat(10, "Art. 12(2)", "royalties (including payments for the use of industrial, commercial or scientific equipment, Art. 12(3)(b))", RU_ART12),
    fts: flat(10, "Art. 12(2)", "fees for managerial, technical or consultancy services (Art. 12(4))", RU_ART12),
  },
  IL: {
    dividends: flat(10, "article on dividends", "all dividends", IL_DIV, IL_PROTOCOL),
    interest: flat(10, "article on interest", "all interest", TABLES(PWC, IL_TAXMANN), IL_PROTOCOL),
    royalties: flat(10, "Art. 12(2)", "royalties", IL_ART12, IL_PROTOCOL),
    fts: flat(10, "Art. 13(2)", "fees for services of a managerial, technical or consultancy nature (Art. 13(3))", IL_ART13, IL_PROTOCOL),
  },
  ZA: {
    dividends: flat(10, "article on dividends", "all dividends (10% for a portfolio holder in both sources; no higher rate is given for any holding)", ZA_DIV),
    interest: flat(10, "article on interest", "all interest", ZA_INT),
    royalties: gap("The India–South Africa royalty rate is given as 10% by one source only (PwC's table); the treaty text of Art. 12 was not read here, so it is not applied."),
    fts: gap("The India–South Africa FTS rate is given as 10% by one source only (PwC's table); the treaty text of Art. 12 was not read here, so it is not applied."),
  },
  SE: {
    dividends: gap("The India–Sweden dividend rate is not confirmed in two sources (PwC's India table gives 10%; Clearstream's table of Sweden's treaties gives 10% only as the rate Sweden may levy, not for India as the source state)."),
    interest: flat(10, "article on interest", "all interest", SE_INT),
    royalties: flat(10, "Art. 12(2)", "royalties", SE_ART12),
    fts: flat(10, "Art. 12(2)", "fees for technical services", SE_ART12),
  },
};

/** Partners whose treaty carries a most-favoured-nation clause (a separate s.90(1) notification is still needed). */
export const ADDED_MFN = ["ES", "SE"];
