/**
 * What a lawyer reading each contract writes down, for `npm run eval:review`. The contracts are CUAD's (in
 * ../shared/data/cuad-dev, never copied here): each is referenced by its CUAD title, which is also the id the
 * dev/held-out split hashes. Every answer below was written from the contract's own text before the review code was
 * run on it (the clause that caps, whose liability it names, the sentence choosing a law, the termination clause).
 *
 * - `parties`: how the contract names its two sides (a defined term or name that occurs in it), used as perspectives.
 * - `protects`: for the clauses that limit or exclude liability, whose liability they limit: a party from `parties`
 *   or "mutual" (also when each party's liability is limited by its own clause). Empty: the contract limits no one's
 *   liability. Absent: not scored (unclear or not a contract).
 * - `indemnity`: "mutual" when the indemnities mirror each other, else the indemnifying party. Absent: not scored.
 * - `governingLaw`: the jurisdiction code of the law the contract chooses; null: it chooses none (a forum clause
 *   alone, or an amendment that leaves it to the agreement it amends). Absent: not scored.
 * - `termination` / `limitation`: whether the contract has a termination clause / a clause limiting liability, so
 *   that a "missing" finding for it is wrong (true) or right (false). Absent: not scored.
 * - `type`: `key_facts.document_type`. Absent: not scored (an endorsement or sponsorship has no type of ours).
 */
export interface ReviewExpectation {
  id: string;
  parties: [string, string];
  protects?: string[];
  indemnity?: string;
  governingLaw?: string | null;
  termination?: boolean;
  limitation?: boolean;
  type?: string;
}

export const expectations: ReviewExpectation[] = [
  { id: "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT", parties: ["PivX", "Detto"], protects: ["PivX", "mutual"], governingLaw: "US-CA", termination: true, limitation: true, type: "distribution" },
  { id: "ADMA BioManufacturing, LLC -  Amendment #3 to Manufacturing Agreement ", parties: ["ADMA", "Sanofi Pasteur"], protects: ["mutual", "ADMA"], governingLaw: null, type: "amendment" },
  { id: "AlliedEsportsEntertainmentInc_20190815_8-K_EX-10.19_11788293_EX-10.19_Content License Agreement", parties: ["WPT", "Zynga"], protects: ["mutual"], governingLaw: "US-CA", limitation: true, type: "licence" },
  { id: "AMERICASSHOPPINGMALLINC_12_10_1999-EX-10.2-SITE DEVELOPMENT AND HOSTING AGREEMENT", parties: ["HDI", "Company"], protects: [], governingLaw: "US-NY", termination: true, limitation: false, type: "services" },
  { id: "BLACKBOXSTOCKSINC_08_05_2014-EX-10.1-DISTRIBUTOR AGREEMENT", parties: ["Company", "Distributor"], protects: ["Company"], governingLaw: "US-TX", termination: true, limitation: true, type: "distribution" },
  { id: "BravatekSolutionsInc_20170418_8-K_EX-10.1_10205739_EX-10.1_Reseller Agreement", parties: ["Reseller", "Company"], protects: ["Reseller"], governingLaw: "US-VA", termination: true, limitation: true, type: "distribution" },
  { id: "CENTRACKINTERNATIONALINC_10_29_1999-EX-10.3-WEB SITE HOSTING AGREEMENT", parties: ["i-on", "Customer"], protects: ["i-on"], governingLaw: "US-FL", termination: true, limitation: true, type: "services" },
  { id: "DRAGONSYSTEMSINC_01_08_1999-EX-10.17-OUTSOURCING AGREEMENT", parties: ["MMI", "Dragon Systems"], protects: ["MMI"], governingLaw: null, termination: true, limitation: true, type: "services" },
  { id: "HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark License Agreement", parties: ["Licensor", "Licensee"], protects: ["Licensor"], governingLaw: "US-CA", termination: true, limitation: true, type: "licence" },
  { id: "HUBEIMINKANGPHARMACEUTICALLTD_09_19_2006-EX-10.1-OUTSOURCING AGREEMENT", parties: ["DGT", "Dolphin"], protects: ["DGT"], governingLaw: "US-NV", termination: true, limitation: true, type: "services" },
  { id: "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT", parties: ["Lucid", "Distributor"], protects: ["Lucid"], governingLaw: "US-NY", termination: true, limitation: true, type: "distribution" },
  { id: "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT", parties: ["Owner", "Charterer"], protects: ["mutual"], indemnity: "mutual", governingLaw: "US-TX", termination: true, limitation: true, type: "services" },
  { id: "BORROWMONEYCOM,INC_06_11_2020-EX-10.1-JOINT VENTURE AGREEMENT", parties: ["BorrowMoney.com", "JVLS"], protects: [], governingLaw: "US-FL", limitation: false, type: "joint_venture" },
  { id: "SoupmanInc_20150814_8-K_EX-10.1_9230148_EX-10.1_Franchise Agreement3", parties: ["franchisor", "you"], type: "franchise" },
  { id: "VEONEER,INC_02_21_2020-EX-10.11-JOINT VENTURE AGREEMENT", parties: ["Veoneer Parties", "Nissin Parties"], governingLaw: "JP", type: "amendment" },
  { id: "Cerus Corporation - FIRST AMEND TO SUPPLY AND MANUFACTURING AGREEMENT", parties: ["Cerus", "Porex"], governingLaw: null, type: "amendment" },
  { id: "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT", parties: ["Company", "Consultant"], protects: ["mutual"], governingLaw: "CA-BC", termination: true, limitation: true, type: "employment" },
  { id: "FEDERATEDGOVERNMENTINCOMESECURITIESINC_04_28_2020-EX-99.SERV AGREE-SERVICES AGREEMENT", parties: ["Adviser", "FASC"], governingLaw: "US-PA", termination: true, type: "services" },
  { id: "GridironBionutrientsInc_20171206_8-K_EX-10.1_10972555_EX-10.1_Endorsement Agreement", parties: ["NFLA", "Company"], protects: ["NFLA"], governingLaw: "US-CA", limitation: true },
  { id: "CURAEGISTECHNOLOGIES,INC_05_26_2010-EX-1-CORPORATE SPONSORSHIP AGREEMENT", parties: ["Vendor", "Torvec"], protects: ["mutual"], governingLaw: "US-NY", termination: true, limitation: true },
  { id: "ADAMSGOLFINC_03_21_2005-EX-10.17-ENDORSEMENT AGREEMENT", parties: ["CONSULTANT", "ADAMS GOLF"], protects: [], indemnity: "mutual", governingLaw: "US-KS", termination: true, limitation: false },
  { id: "IMPCOTECHNOLOGIESINC_04_15_2003-EX-10.65-JOINT VENTURE AGREEMENT", parties: ["IMPCO", "MIL"], governingLaw: "IN-DL", type: "joint_venture" }, // "the laws of India and the Delhi Courts shall have exclusive jurisdiction": Delhi's (IN-DL).
  { id: "KIROMICBIOPHARMA,INC_04_08_2020-EX-10.28-JOINT VENTURE AGREEMENT", parties: ["Kiromic", "Molipharma"], governingLaw: "IT", type: "joint_venture" },
  { id: "HOLIDAYRVSUPERSTORESINC_04_15_2002-EX-10.13-ENDORSEMENT AGREEMENT", parties: ["Company", "AGI"], protects: [], indemnity: "mutual", governingLaw: "US-CA", termination: true, limitation: false },
  { id: "IdeanomicsInc_20151124_8-K_EX-10.2_9354744_EX-10.2_Content License Agreement", parties: ["Licensor", "Licensee"], protects: ["mutual"], governingLaw: "US-NY", limitation: true, type: "licence" },
  { id: "INTERSECTENT,INC_05_11_2020-EX-10.1-SUPPLY AGREEMENT", parties: ["HOVIONE", "INTERSECT"], protects: ["mutual", "HOVIONE"], governingLaw: "US-NY", termination: true, limitation: true, type: "supply" },
  // Added after the first run, written from the texts before running the review on them: more dev contracts with caps.
  { id: "GentechHoldingsInc_20190808_1-A_EX1A-6 MAT CTRCT_11776814_EX1A-6 MAT CTRCT_Distributor Agreement", parties: ["Company", "Distributor"], protects: ["mutual"], governingLaw: "US-FL", limitation: true, type: "distribution" },
  { id: "GlobalTechnologiesGroupInc_20050928_10KSB_EX-10.9_4148808_EX-10.9_Content License Agreement", parties: ["IMNTV", "Distributor"], protects: ["mutual", "IMNTV"], governingLaw: "US-FL", limitation: true, type: "licence" },
  { id: "HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement", parties: ["Supplier", "Reseller"], protects: ["Supplier"], governingLaw: "US-NY", limitation: true, type: "distribution" },
  { id: "InnerscopeHearingTechnologiesInc_20181109_8-K_EX-10.6_11419704_EX-10.6_Distributor Agreement", parties: ["Erchonia", "Distributor"], protects: ["Erchonia"], governingLaw: "US-FL", limitation: true, type: "distribution" },
  { id: "ImineCorp_20180725_S-1_EX-10.5_11275970_EX-10.5_Distributor Agreement", parties: ["JRVS", "Distributor"], protects: ["mutual", "JRVS"], governingLaw: "US-IN", limitation: true, type: "distribution" },
  { id: "MERITLIFEINSURANCECO_06_19_2020-EX-10.(XIV)-MASTER SERVICES AGREEMENT", parties: ["Company", "Contractor"], protects: ["mutual"], governingLaw: "US-AZ", limitation: true, type: "services" },
  { id: "DeltathreeInc_19991102_S-1A_EX-10.19_6227850_EX-10.19_Co-Branding Agreement_ Service Agreement", parties: ["PrimeCall", "DeltaThree"], protects: ["mutual"], governingLaw: "US-NY", limitation: true, type: "services" },
  { id: "BLUEFLYINC_03_27_2002-EX-10.27-e-business Hosting Agreement", parties: ["IBM", "Customer"], protects: ["mutual"], limitation: true, type: "services" },
  { id: "CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT", parties: ["Commerce One", "Corio"], protects: ["mutual"], governingLaw: "US-CA", limitation: true, type: "licence" },
  { id: "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement", parties: ["Ehave", "CHT"], protects: ["mutual"], limitation: true, type: "licence" },
  { id: "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement", parties: ["Licensor", "Licensee"], protects: ["mutual"], governingLaw: "US-NV", limitation: true, type: "licence" },
  // Added in the review-core session (issue 32), each written from the contract's text before the review was run on it;
  // dev or held-out by the same hash of the title. Parties are as the contract defines them.
  { id: "MorganStanleyDirectLendingFund_20191119_10-12GA_EX-10.5_11898508_EX-10.5_Trademark License Agreement", parties: ["Licensor", "Licensee"], protects: ["mutual"], indemnity: "Licensee", governingLaw: "US-NY", limitation: true, type: "licence" },
  { id: "MSCIINC_02_28_2008-EX-10.10-", parties: ["MS", "MSCI"], protects: ["mutual"], governingLaw: "US-NY", limitation: true },
  { id: "PFSFUNDS_06_26_2020-EX-99.H OTH MAT CONT-SERVICES AGREEMENT", parties: ["Trust", "Adviser"], protects: ["Adviser"], indemnity: "Adviser", governingLaw: "US-MA", limitation: true, type: "services" },
  { id: "XACCT Technologies, Inc.SUPPORT AND MAINTENANCE AGREEMENT", parties: ["XACCT", "Licensee"], protects: ["XACCT"], governingLaw: "US-CA", limitation: true, type: "services" },
  { id: "PcquoteComInc_19990721_S-1A_EX-10.11_6377149_EX-10.11_Co-Branding Agreement1", parties: ["PCQ", "ABW"], governingLaw: "US-IL", limitation: true },
  { id: "SteelVaultCorp_20081224_10-K_EX-10.16_3074935_EX-10.16_Affiliate Agreement", parties: ["Equidata", "Marketing Affiliate"], protects: ["Equidata"], indemnity: "mutual", governingLaw: "US-VA", limitation: true },
  { id: "UAGHINC_04_14_2004-EX-10.18-MAINTENANCE AGREEMENT", parties: ["Company", "Provider"], protects: ["mutual", "Provider"], governingLaw: "US-DE", limitation: true, type: "services" },
  { id: "PAXMEDICA,INC_07_02_2020-EX-10.12-Master Service Agreement", parties: ["CRO", "Client"], protects: ["mutual"], governingLaw: "US-CT", limitation: true, type: "services" },
  { id: "TRIZETTOGROUPINC_08_18_1999-EX-10.17-TECHNICAL INFRASTRUCTURE MAINTENANCE AGREEMENT", parties: ["MMMW", "Customer"], protects: ["mutual", "MMMW"], governingLaw: "US-IN", limitation: true, type: "services" },
  { id: "ULTRAGENYXPHARMACEUTICALINC_12_23_2013-EX-10.9-SUPPLY AGREEMENT", parties: ["Cremer", "Ultragenyx"], protects: ["mutual", "Cremer"], indemnity: "mutual", governingLaw: "DE", limitation: true, type: "supply" },
  { id: "ETELOS,INC_03_09_2004-EX-10.8-DISTRIBUTOR AGREEMENT", parties: ["Tripath", "Distributor"], protects: ["mutual", "Tripath"], indemnity: "mutual", governingLaw: "US-CA", limitation: true, type: "distribution" },
  { id: "IVILLAGEINC_03_17_1999-EX-10.16-SPONSORSHIP AGREEMENT", parties: ["FMM", "iVillage"], protects: ["mutual"], indemnity: "mutual", governingLaw: "US-NY", limitation: true },
  { id: "MERCATAINC_03_09_2000-EX-10.21-SPONSORSHIP AGREEMENT", parties: ["FNW", "Sponsor"], protects: ["mutual", "FNW"], indemnity: "mutual", governingLaw: "US-WA", limitation: true },
];
