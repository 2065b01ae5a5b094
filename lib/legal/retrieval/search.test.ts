import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { jurisdictionChain } from "@/lib/legal/jurisdictions";
import { retrievalQuestions, unrelatedQuestions } from "@/eval/retrieval/questions";
import { everydayQuestions, everydayUnrelatedQuestions, splitOf } from "@/eval/retrieval/everyday";
import { provisionKey, resolveExpected } from "@/eval/retrieval/resolve-expected";
import { devExtensionQuestions, devExtensionUnrelated } from "@/eval/retrieval/dev-extension";
import { freshDev } from "@/eval/retrieval/fresh-set";
import { freshDevMoreQuestions } from "@/eval/retrieval/fresh-dev-more";
import { devAnswerableSets, devUnrelatedPool } from "@/eval/retrieval/dev-pool";
import { blindDevHalves } from "@/eval/retrieval/blind-dev-halves";
import { ANSWER_KINDS, answerKindsOf, buildIndex, instrumentName } from "./index";
import { askedKinds, searchIndex, specificTopics } from "./search";
import { terms } from "./tokenize";
import { tuning } from "./tuning";
import { expandQuery } from "./synonyms";
import { expandQueryInAnyLanguage } from "./foreign-terms";
import { citable, offlineCitations } from "./citable";

const registry = builtInRegistry();
const index = buildIndex(registry);
const search = (query: string, jurisdiction: string, limit = 5) => searchIndex(index, { query, jurisdictions: jurisdictionChain(jurisdiction), limit });
const keys = (results: { source_id: string; article: string }[]) => results.map((r) => `${r.source_id} ${r.article}`);
/** The same search with the local-provision lift (`liftLocalProvisions`) switched off, to compare orders. */
const searchWithoutLocalLift = (query: string, jurisdiction: string, limit: number) => {
  const saved = tuning.localLiftRatio;
  tuning.localLiftRatio = 1;
  try {
    return search(query, jurisdiction, limit);
  } finally {
    tuning.localLiftRatio = saved;
  }
};
const expansionTermsOf = (question: string) => expandQuery(question).expansions.map((e) => e.term);

describe("in-memory retrieval", () => {
  it("ranks the right provision first, with scores in [0, 1], best first", () => {
    const cases: [string, string, string][] = [
      ["Is a non-compete clause in an employment contract enforceable?", "IN", "in-contract-act-1872 27"],
      ["How many days do we have to notify the authority of a personal data breach?", "EU", "eu-gdpr 33"],
      ["What are the penalties for bribing a foreign official?", "US", "us-fcpa"],
    ];
    for (const [question, jurisdiction, expected] of cases) {
      const results = search(question, jurisdiction);
      expect(keys(results)[0]).toContain(expected);
      for (const r of results) {
        expect(r.relevance_score).toBeGreaterThanOrEqual(0);
        expect(r.relevance_score).toBeLessThanOrEqual(1);
      }
      expect([...results].sort((a, b) => b.relevance_score - a.relevance_score)[0]).toEqual(results[0]);
    }
  });

  it("maps everyday words to terms of art (delete → erasure, competitor → restraint of trade, bribe → foreign official)", () => {
    expect(keys(search("Can a customer ask us to delete their personal data?", "FR"))).toContain("eu-gdpr 17");
    expect(keys(search("Can my old boss stop me working for a competitor?", "IN"))[0]).toBe("in-contract-act-1872 27");
    expect(keys(search("Is it illegal to pay a foreign government official to win a contract?", "US"))[0]).toMatch(/^us-fcpa 78dd-/);
  });

  it("does not match an EU instrument's enacting bodies: a GB question on the local council is not about the UK GDPR", () => {
    expect(instrumentName("Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016 on the protection of natural persons")).not.toMatch(/council|parliament/i);
    expect(instrumentName("Council Directive 93/13/EEC of 5 April 1993 on unfair terms")).toMatch(/^Council Directive/);
    const council = index.postings.get(terms("council")[0])!;
    const ukGdpr = [...council.docs].filter((doc) => index.docs[doc].source_id === "uk-gdpr");
    expect(ukGdpr).toEqual([]);
    const found = search("Do I need permission from the council to build a small conservatory at the back of my house?", "GB");
    expect(citable(found)).toEqual([]);
  });

  it("counts a hyphenated word as one word answered, not its joined form and each part", () => {
    const found = search("Do I have to pay council tax if I'm a full-time student renting a flat?", "GB", 10);
    const meaning = found.find((r) => r.source_id === "uk-part-time-workers-regulations-2000" && r.article === "2");
    // The question's words: pay, council, tax, full-time, student, renting, flat; the definition answers only "full-time".
    expect(meaning?.question_words_answered).toBe(0.25);
    // Known cost of retr3's rule: council tax (which the registry lacks) now cites the regulations' reg. 5 (less
    // favourable treatment), which answers two of the question's words; the definition, on one word, is not cited.
    expect(keys(citable(found))).not.toContain("uk-part-time-workers-regulations-2000 2");
  });

  it("ignores the place named in the question: the jurisdiction filter already applies it", () => {
    expect(keys(search("Do we need customers' consent to collect their personal data in Singapore?", "SG"))).toEqual(
      keys(search("Do we need customers' consent to collect their personal data?", "SG")),
    );
  });

  it("reads a town or person the registry never names as context, not as a word it lacks; a named subject after an article still counts", () => {
    // Invented phrasings: the same question with and without the town it happened in.
    const plain = search("My landlord won't give back my deposit. Is he allowed to keep it?", "GB")[0];
    const named = search("My landlord in Kirkcudbright won't give back my deposit. Is he allowed to keep it?", "GB")[0];
    expect(keys([named])).toEqual(keys([plain]));
    expect(named.relevance_score).toBeCloseTo(plain.relevance_score, 3);
    // "the Bundestag" is what the question is about: as an unknown word it still lowers the relevance.
    const about = search("How many readings does a bill need in the Bundestag?", "DE")[0]?.relevance_score ?? 0;
    const without = search("How many readings does a bill need?", "DE")[0]?.relevance_score ?? 0;
    expect(about).toBeLessThan(without);
    // A question read from another language keeps every word (German capitalises its nouns).
    expect(expandQueryInAnyLanguage("Mein Vermieter in Köln gibt die Kaution nicht zurück").foreign).toBe(true);
    expect(expandQueryInAnyLanguage("My landlord in Kirkcudbright won't give back my deposit").foreign).toBeUndefined();
  });

  it("does not read an amount in digits as a word of the question, but keeps an age the vocabulary reads", () => {
    // Invented phrasings.
    const amount = search("My landlord kept my whole $2,000 deposit when I moved out. Can he do that?", "US-CA");
    const plain = search("My landlord kept my whole deposit when I moved out. Can he do that?", "US-CA");
    expect(keys(amount)).toEqual(keys(plain));
    expect(amount[0].relevance_score).toBeCloseTo(plain[0].relevance_score, 3);
    expect(expandQuery("I'm 61 and my boss gave the promotion to someone younger").expansions.some((e) => e.standsFor.includes("61"))).toBe(true);
  });

  it("searches the jurisdiction and its parents only", () => {
    const fr = search("personal data breach notification", "FR", 20);
    expect(fr.length).toBeGreaterThan(0);
    for (const r of fr) expect(["FR", "EU"]).toContain(r.jurisdiction);
    for (const r of search("personal data breach notification", "IN", 20)) expect(r.jurisdiction).toBe("IN");
    const california = search("consumer right to opt out of the sale of personal information", "US-CA", 20);
    expect(california.some((r) => r.jurisdiction === "US-CA")).toBe(true);
    for (const r of california) expect(["US-CA", "US"]).toContain(r.jurisdiction);
  });

  it("restricts to named instruments and finds nothing for stopwords or unknown words", () => {
    const onlyGdpr = searchIndex(index, { query: "consent", jurisdictions: ["EU"], sourceIds: ["eu-gdpr"], limit: 10 });
    expect(onlyGdpr.length).toBeGreaterThan(0);
    for (const r of onlyGdpr) expect(r.source_id).toBe("eu-gdpr");
    expect(search("the and of", "US")).toEqual([]);
    expect(search("zzqx wibblewobble", "US")).toEqual([]);
  });

  it("reads what someone can ask of a business as a right of theirs: the right to erasure before the duty to pass erasures on", () => {
    for (const question of ["Can a customer ask us to delete their personal data?", "Can a customer make us delete all the personal data we hold about them?"]) {
      expect(keys(search(question, "FR"))[0]).toBe("eu-gdpr 17");
    }
    // Art. 18 (the data subject's rights, deletion among them) and Art. 16 (deletion once processing ends) both answer
    // it; the right must be among the first two, ahead of anything else.
    expect(keys(search("Can people in Brazil ask a company to delete their data?", "BR")).slice(0, 2)).toContain("br-lgpd 18");
  });

  it("reads 'information about them' as personal data", () => {
    // The VCDPA's right to correct must come before anything but FCRA § 1681i, whose dispute procedure (for credit
    // reports) a question about fixing wrong information also describes; ranking the state statute first would need
    // a jurisdiction preference retrieval does not have.
    const virginia = keys(search("Can people in Virginia make a company fix wrong information about them?", "US-VA"));
    expect(virginia.slice(0, 2)).toContain("us-va-cdpa 59.1-577");
    // Phrasings outside the evaluation set: data-protection law first, not the AI Act or a financial-privacy statute.
    expect(search("Can my employer keep information about me after I leave?", "DE")[0].source_id).toMatch(/^(eu-gdpr|de-bdsg)$/);
    // The CCPA or its regulations (their notice of the right to opt out of sharing) first.
    expect(search("Can a shop share information about customers with advertisers?", "US-CA")[0].source_id).toMatch(/^us-ca-ccpa(-regulations)?$/);
  });

  it("reads leaving a job as its end, not as leave, and only where a phrase says so", () => {
    expect(expandQuery("Can my employer keep my records after I leave?").readOtherwise).toEqual(["leav"]);
    // "Quit" has no other sense to lose (ground11): it stays a word of its own, which statutes also use ("when an employee quits").
    expect(expandQuery("What happens to my pension if I quit the company?").readOtherwise).toEqual([]);
    expect(expansionTermsOf("What happens to my pension if I quit the company?")).toContain("employ");
    expect(expandQuery("How much annual leave do I get?").readOtherwise).toEqual([]);
    expect(search("How many days of annual leave must my employer give me?", "DE")[0].source_id).toBe("de-burlg");
  });

  it("reads 'information' as a noun, not as 'inform' (a duty to notify)", () => {
    expect(keys(search("Does a South African business need to appoint an information officer?", "ZA"))[0]).toBe("za-popia 55");
    // Nor as "informants" (the stemmer makes both "inform"): wrong information is not retaliation against informants.
    expect(terms("informants")).toEqual(["informant"]);
    expect(terms("information")).toEqual(["inform"]);
    expect(keys(search("Can people in Virginia make a company fix wrong information about them?", "US-VA")).slice(0, 3)).not.toContain("us-sox 1107");
  });

  it("discounts a provision that shares one literal word with the question, unless the vocabulary recognised it", () => {
    const piano = search("How long does it take to learn to play the piano?", "SE");
    expect(citable(piano)).toEqual([]);
    // The same word alone is the whole question: nothing to discount against.
    expect(search("learning", "EU")[0].relevance_score).toBeGreaterThanOrEqual(tuning.citeFloor);
    // One word, but an everyday phrase the vocabulary maps to a right: still cited.
    expect(keys(search("Can I ask a company for a copy of everything they keep on me?", "IT"))[0]).toBe("eu-gdpr 15");
  });

  it("scales relevance by the share of the question's words the registry knows, leaving the order alone", () => {
    const question = "Can my employer read my work email?";
    const plain = search(question, "GB", 10);
    const padded = search(`${question} Asking for my cousin Wibblethorpe.`, "GB", 10);
    expect(keys(padded)).toEqual(keys(plain));
    expect(padded[0].relevance_score).toBeLessThan(plain[0].relevance_score);
    // Mostly words no provision uses: a bicycle tyre is not a right to rectification, though "fix" is in the vocabulary.
    expect(citable(search("How do I fix a flat bicycle tyre?", "NL"))).toEqual([]);
  });

  it("reads everyday words for leave, deposits, eviction and repairs (phrasings outside the evaluation sets)", () => {
    expect(search("How many days of vacation must my employer give me each year?", "DE")[0].source_id).toBe("de-burlg");
    expect(keys(search("The landlord changed the locks while I was out and threw us out. Can he do that?", "GB")).slice(0, 2)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^uk-protection-from-eviction-act-1977 [13]$/)]),
    );
    expect(keys(search("Our flat has had damp and black mould for months and nothing gets fixed. Who must deal with it?", "GB")).slice(0, 3)).toContain(
      "uk-landlord-and-tenant-act-1985 11",
    );
    // "Rent" for a day is not a tenancy, and a baby's sleep is not parental leave.
    expect(expandQuery("Where can I rent a bike for the day?").expansions.map((e) => e.term)).not.toContain("tenanc");
    expect(expandQuery("How do I get my baby to sleep through the night?").expansions.map((e) => e.term)).not.toContain("parent");
  });

  it("reads everyday words for a dismissal, a deduction, a deposit, a landlord's entry, a sublet, flexible work, bullying and written terms (phrasings outside the evaluation sets)", () => {
    const top = (query: string, jurisdiction: string, n = 3) => keys(search(query, jurisdiction)).slice(0, n);
    expect(top("They let me go after six years. How much notice should I have had?", "AU")).toContain("au-fair-work-act-2009 117");
    expect(top("My employer takes $50 out of my paycheck for uniforms without asking", "US-IL")).toContain("us-il-wage-payment-and-collection-act 115/9");
    expect(top("I paid £900 up front before we moved in and the landlord won't say where it is", "GB", 5)).toContain("uk-housing-act-2004 213");
    expect(top("My landlord keeps walking into my flat without asking. Is that allowed?", "US-FL")).toContain("us-fl-residential-landlord-tenant-act 83.53");
    expect(top("Can my friend take over my flat while I work abroad for a few months?", "US-NY")).toContain("us-ny-real-property-law 226-b");
    expect(top("Can I ask my employer to let me work from home two days a week?", "GB")).toContain("uk-employment-rights-act-1996 80F");
    expect(top("My manager yells at me in meetings and mocks my work", "AU")).toContain("au-fair-work-act-2009 789FD");
    expect(top("Nobody gave me anything in writing about my pay or hours when I started", "IE")).toContain("ie-terms-of-employment-information-act-1994 3");
    // "Let it go" is not a dismissal.
    expect(expandQuery("How do I let it go and stop worrying?").expansions.map((e) => e.term)).not.toContain("dismiss");
  });

  it("does not count a hyphenated word's joined form as a word the registry lacks", () => {
    const [hyphen, spaced] = ["Our landlord gave us a ninety-day notice to leave. Is that enough?", "Our landlord gave us a ninety day notice to leave. Is that enough?"].map((q) => search(q, "US-CA")[0]);
    expect(keys([hyphen])).toEqual(keys([spaced]));
    expect(hyphen.relevance_score).toBeCloseTo(spaced.relevance_score, 2);
    expect(hyphen.question_coverage).toBeCloseTo(spaced.question_coverage, 2);
  });

  it("cites a result when relevance, words answered and the question's length together reach the threshold", () => {
    const row = (relevance_score: number, question_words_answered: number, question_terms: number, i = 0) => ({ relevance_score, question_words_answered, question_terms, i });
    const t = tuning.citeThreshold;
    const lengthPart = (n: number) => (tuning.citeLengthWeight * Math.min(n, tuning.citeLengthCap)) / tuning.citeLengthCap;
    // Just above and just below, for a short and a long question.
    const need = (words: number, n: number) => t - tuning.citeWordsWeight * words - lengthPart(n);
    expect(citable([row(need(0.75, 6) + 0.01, 0.75, 6)])).toHaveLength(1);
    expect(citable([row(need(0.75, 6) - 0.01, 0.75, 6)])).toEqual([]);
    expect(citable([row(need(1, 14) + 0.01, 1, 14)])).toHaveLength(1);
    // The longer the question, the less relevance its best match needs; the more words it answers, the less too.
    expect(need(0.75, 12)).toBeLessThan(need(0.75, 6));
    expect(need(1, 6)).toBeLessThan(need(0.5, 6));
    // Length counts only up to the cap: a document pasted in as a question does not make everything citable.
    expect(need(1, 40)).toBe(need(1, tuning.citeLengthCap));
    // The best result decides whether anything is cited; the others are cited when they reach the threshold too.
    expect(citable([row(need(1, 8) - 0.01, 1, 8), row(need(1, 8) + 0.2, 1, 8, 1)])).toEqual([]);
    expect(citable([row(need(1, 8) + 0.2, 1, 8), row(need(1, 8) - 0.01, 1, 8, 1), row(need(1, 8) + 0.01, 1, 8, 2)]).map((p) => p.i)).toEqual([0, 2]);
    // A result that does not say how long the question was is read as the shortest.
    expect(citable([{ relevance_score: need(1, 0) - 0.01, question_words_answered: 1 }])).toEqual([]);
    expect(citable([])).toEqual([]);
  });

  it("with a document appended, cites by relevance alone: at the floor, or a best result that stands out", () => {
    const at = (...scores: number[]) => scores.map((relevance_score, i) => ({ relevance_score, question_words_answered: 0.25, question_terms: 40, i }));
    const saved = { ...tuning };
    Object.assign(tuning, { citeFloor: 0.35, standOutFloor: 0.3, standOutRatio: 1.3 });
    try {
      const document = { requireCoverage: false };
      expect(citable(at(0.5, 0.4, 0.2), document).map((p) => p.i)).toEqual([0, 1]);
      expect(citable(at(0.31, 0.1), document).map((p) => p.i)).toEqual([0]);
      expect(citable(at(0.31, 0.3), document)).toEqual([]);
      expect(citable(at(0.29), document)).toEqual([]);
    } finally {
      Object.assign(tuning, saved);
    }
  });

  it("finds a long question told as a story, whose words dilute its best match's relevance (retr3)", () => {
    // Invented, expected answer written first: a residential landlord in New York must return the deposit (with an
    // itemised statement of deductions) within 14 days of the tenant leaving, GOL § 7-108(1-a)(e). The question never
    // says "deposit" or "landlord"; its best matches are the deposit sections at relevance 0.2, diluted by its 18
    // words: the former rule (floor 0.33 and its rescues) said nothing was found.
    const found = search(
      "My roommate and I split a two-bedroom in Queens, the lease ended in March, we handed back the keys and months later the owner is still sitting on the money we put down at the start. Is he allowed to?",
      "US-NY",
    );
    expect(found[0].relevance_score).toBeLessThan(0.25);
    expect(keys(citable(found))).toContain("us-ny-general-obligations-law 7-108");
  });

  it("cites nothing for a long question on something no provision answers, nor for a short pun on one legal word", () => {
    // Invented: a long everyday question meets the registry on a word or two (car, night) at a tiny relevance.
    expect(citable(search("My neighbour's cat sleeps on the bonnet of my car every night and leaves muddy paw prints all over it. What is the kindest way to keep it off?", "GB"))).toEqual([]);
    // A pun matches one legal word strongly and little else of the question.
    expect(citable(search("My kids fight over custody of the TV remote every evening. Any tips for keeping the peace?", "AU"))).toEqual([]);
    // Invented: a sports question meets the FLSA's overtime section on "overtime" and "work" alone; a worker's overtime
    // question answers all its counted words and is cited.
    const hockey = search("How does overtime work in an ice hockey match?", "US");
    expect(hockey[0].question_words_answered).toBeLessThanOrEqual(0.5);
    expect(citable(hockey)).toEqual([]);
    const factory = citable(search("I worked 50 hours last week at the factory and got no extra pay for the overtime. Is that legal?", "US"));
    expect(keys(factory)[0]).toBe("us-flsa 207");
  });

  it("drops a stopword's contractions, which no statute uses and which weighed as the question's rarest words", () => {
    expect(terms("What's the notice? It shouldn't be, they haven't, I'd say we'll see, there's")).toEqual(["notic", "sai", "see"]);
    // A possessive of a word that is not a stopword keeps the word.
    expect(terms("the company's car")).toEqual(["compani", "car"]);
  });

  it("reads an irregular verb form as its verb, but not a form with another common sense", () => {
    expect(terms("written wrote writing")).toEqual(terms("write write write"));
    expect(terms("sold bought given")).toEqual(terms("sell buy give"));
    expect(terms("left found")).toEqual(["left", "found"]);
  });

  it("cites the provision a short, plain answerable question asks about (the length term is no bar to those)", () => {
    expect(keys(citable(search("My landlord never put my deposit in one of those protection schemes", "GB")))).not.toEqual([]);
    expect(search("My landlord kept my deposit after I moved out", "GB")[0].question_words_answered).toBeGreaterThan(0);
  });

  it("keeps silent on a short legal-sounding question about law the registry lacks, whose words it meets by coincidence", () => {
    // Capital gains on a private car are not in the registry. Its best match (income tax on a company car) answers three
    // of the five words at 0.58, enough for the evidence threshold alone; the best three come from three instruments
    // with no topic in common, which the scatter guard reads as coincidence.
    expect(citable(search("Do I have to pay tax when I sell my old car?", "GB"))).toEqual([]);
  });

  it("answers 'salaried, so no overtime' in California with the exemption test, not silence (found in chat)", () => {
    // Cal. Lab. Code § 515: a salary alone does not make an employee exempt; the salary must reach twice the state
    // minimum wage and the duties must be exempt. The question names neither "exempt" nor "overtime".
    const found = citable(
      search("I'm an assistant manager at a shop in Los Angeles on a $52,000 salary. My boss says I have to stay late without extra pay because I'm salaried. Is that right?", "US-CA"),
    );
    expect(keys(found)[0]).toBe("us-ca-labor-code 515");
  });

  it("cites further provisions only on the first's subject: a specific topic, its instrument answering as much, or a near-tie that answers as much", () => {
    const at = (...rows: [string, string[], number, number][]) =>
      rows.map(([source_id, topics, relevance_score, question_coverage], i) => ({ source_id, topics, relevance_score, question_coverage, question_words_answered: 1, question_terms: 8, i }));
    const specific = new Set(["wages", "annual-leave", "dividends"]);
    const found = at(
      ["wages-code", ["employment", "wages"], 0.55, 0.57],
      ["shops-act", ["employment", "annual-leave"], 0.48, 0.74], // shares only the broad "employment"
      ["wages-code", ["employment", "fines"], 0.45, 0.59], // same instrument
      ["companies-act", ["dividends"], 0.43, 0.4], // nothing in common
      ["state-pay-act", ["employment", "wages"], 0.42, 0.48], // a specific topic in common
    );
    expect(offlineCitations(found, { specificTopics: specific }).map((p) => p.i)).toEqual([0, 2, 4]);
    // The old rule (everything citable within 0.2 of the best, four at most) cited the leave and dividend provisions.
    expect(citable(found).slice(0, 4).map((p) => p.i)).toEqual([0, 1, 2, 3]);
    // An unrelated near-tie answering at least as much of the question stays: the first may be the wrong reading.
    const near = 0.9 - tuning.extraTieGap + 0.005;
    const tie = at(["a", ["x"], 0.9, 0.5], ["b", ["y"], near, 0.5], ["c", ["z"], near, 0.49], ["d", ["w"], 0.9 - tuning.extraTieGap - 0.01, 0.9]);
    expect(offlineCitations(tie, { specificTopics: specific }).map((p) => p.i)).toEqual([0, 1]);
    // The first's instrument alone is no link (ground13): a section of it on no shared specific topic is cited only if it
    // answers as many of the question's words and most of the share the first answers.
    const words = (rows: [string, string[], number, number, number][]) =>
      rows.map(([source_id, topics, relevance_score, question_coverage, question_words_answered], i) => ({ source_id, topics, relevance_score, question_coverage, question_words_answered, question_terms: 8, i }));
    const bar = tuning.sameInstrumentCoverage * 0.6;
    const sameAct = words([
      ["tax-code", ["capital-gains"], 0.6, 0.6, 1],
      ["tax-code", ["tax-domicile"], 0.58, 0.55, 0.75], // fewer of the question's words
      ["tax-code", ["tax-rates"], 0.5, bar - 0.01, 1], // too little of the question
      ["tax-code", ["tax-returns"], 0.45, bar + 0.01, 1], // addresses as much
    ]);
    expect(offlineCitations(sameAct, { specificTopics: specific }).map((p) => p.i)).toEqual([0, 3]);
    // The first citation and the cite/nothing-found decision are citable's: 0.2 with four words of eight answered is
    // short of the threshold.
    expect(offlineCitations(at(["a", ["x"], 0.2, 0.9]))).toEqual([]);
  });

  it("answers unpaid salary in Bengaluru with the Code on Wages's time limit, not annual leave or a dividend account (issue 33)", () => {
    const found = search("My company in Bengaluru hasn't paid my salary for three months. What can I do?", "IN-KA", 12);
    const cited = keys(offlineCitations(found, { specificTopics: specificTopics(index) }));
    expect(cited[0]).toBe("in-code-on-wages-2019 17");
    expect(cited).not.toContain("in-ka-shops-and-commercial-establishments-act-1961 15");
    expect(cited).not.toContain("in-companies-act-2013 124");
    expect(cited.every((k) => k.startsWith("in-code-on-wages-2019 "))).toBe(true);
  });

  it("answers an unfair dismissal question after 18 months with the qualifying period among the first two (found in chat)", () => {
    // ERA 1996 s.108(1): two years' continuous employment; s.94 is the right itself. A tribunal time limit or
    // re-engagement order answers a later question.
    const found = keys(citable(search("I was dismissed after 18 months at my job in Leeds with no reason given. Can I claim unfair dismissal?", "GB")));
    expect(found.slice(0, 2)).toContain("uk-employment-rights-act-1996 108");
  });

  it("answers a Pune landlord who wants to change the locks on a tenant in arrears, not silence (found in chat)", () => {
    // Maharashtra Rent Control Act 1999 s.15 (eviction for arrears only by suit, after a 90-day demand) and the
    // Specific Relief Act 1963 s.6 (possession recovered by a tenant dispossessed without due process).
    const found = keys(citable(search("My tenant in Pune has not paid rent for 4 months. Can I throw out his things and change the locks?", "IN-MH")));
    expect(found.slice(0, 3)).toEqual(expect.arrayContaining(["in-mh-rent-control-act-1999 15"]));
    expect(found).toContain("in-specific-relief-act-1963 6");
  });

  it("answers a Texas worker fired for complaining about pay with coworkers with the NLRA, not state discrimination law (found in chat)", () => {
    // NLRA s.7 (29 U.S.C. § 157) protects concerted activity for mutual aid or protection, including on social media;
    // s.8(a)(1) (§ 158) makes interfering with it an unfair labour practice. Texas Labor Code s.21.055 is retaliation
    // for opposing discrimination, which the question does not raise.
    const found = keys(citable(search("Can my employer in Texas fire me for complaining with coworkers on Facebook about our low pay?", "US-TX")));
    expect(found[0]).toMatch(/^us-nlra 15[78]$/);
  });

  it("answers a Karnataka buyer whose new phone failed with the Consumer Protection Act's complaint route (found in chat)", () => {
    const found = keys(citable(search("I bought a phone online and it stopped working after 10 days; the seller refuses to replace it. What can I do?", "IN-KA")));
    expect(found.slice(0, 2)).toContain("in-consumer-protection-act-2019 35");
  });

  it("never lifts a weaker local provision above a stronger one that shares no topic with the same parent", () => {
    // Cal. Gov. Code § 12945 (pregnancy disability leave) answers best among California's provisions, but only the
    // PWFA shares its pregnancy topic, while § 12940 (discrimination) shares one with the stronger Title VII: lifted
    // to their parents' relevance, § 12940 came first. Local provisions keep their own order.
    const question = "I'm pregnant and can't work for a few months on my doctor's orders. Must my California employer hold my job?";
    const lifted = search(question, "US-CA", 10);
    const flat = searchWithoutLocalLift(question, "US-CA", 20);
    const local = (found: ReturnType<typeof search>) => keys(found).filter((k) => k.startsWith("us-ca-"));
    expect(local(lifted)[0]).toBe("us-ca-government-code 12945");
    expect(local(lifted)).toEqual(local(flat).filter((k) => local(lifted).includes(k)));
  });

  it("ranks a member state's provision just before the directive it transposes, leaving the best relevance alone", () => {
    const question = "I bought a jacket online from a French shop last week. How long do I have to send it back and get my money?";
    const lifted = search(question, "FR", 8);
    const flat = searchWithoutLocalLift(question, "FR", 8);
    // Without the rule the directive's right of withdrawal comes first; with it, the Code de la consommation's.
    expect(keys(flat)[0]).toBe("eu-consumer-rights-directive 9");
    // Lifted local provisions (the right of withdrawal, then the refund after it) come just before the directive.
    const directiveAt = keys(lifted).indexOf("eu-consumer-rights-directive 9");
    expect(keys(lifted)[0]).toBe("fr-code-de-la-consommation L221-18");
    expect(keys(lifted).slice(0, directiveAt).every((k) => k.startsWith("fr-code-de-la-consommation "))).toBe(true);
    expect(lifted[directiveAt - 1].relevance_score).toBe(lifted[directiveAt].relevance_score);
    expect(lifted[0].relevance_score).toBe(flat[0].relevance_score);
    expect(citable(lifted).length > 0).toBe(citable(flat).length > 0);
    // Asked at EU level there is no national law to prefer.
    expect(keys(search(question.replace("a French shop", "a shop"), "EU"))[0]).toBe("eu-consumer-rights-directive 9");
  });

  it("does not read how long ago something happened as a subject: a deposit question finds deposit protection, not service charges from years ago", () => {
    const found = keys(search("I moved out of my flat two months ago and the landlord still has my deposit", "GB"));
    expect(found[0]).toBe("uk-housing-act-2004 213");
    expect(found).not.toContain("uk-landlord-and-tenant-act-1985 20B");
  });

  it("weighs a provision's everyday situations above its summary: a plain deposit question reaches the floor", () => {
    // Written for this test (not in the evaluation sets). With situations at the summary's 0.5 the deposit article came
    // first and nothing was cited.
    const found = search("My landlord in Nantes still hasn't returned what I paid up front when I moved in three months ago", "FR");
    expect(keys(found)[0]).toBe("fr-loi-1989-462 22");
    expect(keys(citable(found))[0]).toBe("fr-loi-1989-462 22");
  });

  it("finds provisions through the everyday situations written for them in ground17 (phrasings outside the evaluation sets)", () => {
    // Without their situations: Ontario's acceleration-clause rule came second and nothing was cited; California's
    // employee-invention limit was not in the top five.
    const lease = search("My lease in Toronto says that if I pay late once, the rent for the rest of the year is due at once", "CA-ON");
    expect(keys(citable(lease))[0]).toBe("ca-on-residential-tenancies-act-2006 15");
    expect(keys(search("My boss in San Jose says he owns the game I coded at home on weekends on my own computer", "US-CA"))[0]).toBe("us-ca-labor-code 2870");
  });

  it("finds provisions through the everyday situations written for them in ground18 (phrasings outside the evaluation sets)", () => {
    // Written for this test. Without their situations: the Domestic Violence Act's shared-household right was not in the
    // top five; the fringe-benefit exclusion, the downgrading refund and California's non-compete notice came second.
    const home = search("My in-laws are trying to throw me out of the house I shared with my husband", "IN");
    expect(keys(home)).toContain("in-dv-act-2005 17");
    expect(keys(citable(home))).toContain("in-dv-act-2005 17");
    expect(keys(search("Do I have to pay tax on the free gym membership and staff discounts my employer gives me?", "US"))[0]).toBe("us-internal-revenue-code 132");
    expect(keys(search("The airline moved me from business class to economy on my flight, do I get some money back?", "EU"))[0]).toBe("eu-air-passenger-rights-regulation 10");
    expect(keys(search("My boss made me sign a non-compete agreement when I was hired", "US-CA"))[0]).toBe("us-ca-business-and-professions-code 16600.1");
  });

  it("finds provisions through the everyday situations written for them in retr (phrasings outside the evaluation sets)", () => {
    // Written for this test. Without their situations: the Swiss rent-increase form (art. 269d) came before the tenant's
    // rights on defects (art. 259a), and Portugal's deadline for contesting a dismissal (art. 389) before the urgent
    // suspension of a dismissal (art. 386).
    expect(keys(search("My landlord in Geneva won't fix the mould in the bathroom. Can I pay less rent?", "CH"))[0]).toBe("ch-obligationenrecht 259a");
    expect(keys(search("My employer in Lisbon sacked me and I want the court to stop it quickly", "PT"))[0]).toBe("pt-codigo-do-trabalho 386");
  });

  it("reads an adjective of a period as its noun: a week meets 'weekly', a day 'daily'", () => {
    expect(terms("weekly rest")).toEqual(terms("week rest"));
    expect(terms("daily monthly yearly hourly")).toEqual(terms("day month year hour"));
    // Written for this test: the Daily rest article was first before, on "hours" and "rest" alone, at 0.66.
    const found = search("How many hours off must I get each day between two shifts under EU rules?", "EU");
    expect(keys(found)[0]).toBe("eu-working-time-directive 3");
    expect(found[0].relevance_score).toBeGreaterThan(0.8);
  });

  it("reads sending them back as withdrawing from the purchase", () => {
    expect(expandQuery("Can I send them back?").expansions.map((e) => e.term)).toContain("withdraw");
    expect(keys(search("The boots I ordered online don't fit. Can I send them back to the shop?", "FR"))[0]).toBe("fr-code-de-la-consommation L221-18");
  });

  it("is deterministic", () => {
    const q = "Can we send customer personal data to a server in the United States?";
    expect(search(q, "NL", 10)).toEqual(search(q, "NL", 10));
  });
});

describe("retrieval evaluation (eval/retrieval/questions.ts)", () => {
  it("names only provisions the registry holds, across at least 25 instruments and 10 jurisdictions", () => {
    for (const q of retrievalQuestions) for (const [s, a] of q.expected) expect(registry.getProvision(s, a), `${s} ${a}`).toBeTruthy();
    expect(retrievalQuestions.length).toBeGreaterThanOrEqual(80);
    expect(new Set(retrievalQuestions.flatMap((q) => q.expected.map(([s]) => s))).size).toBeGreaterThanOrEqual(25);
    expect(new Set(retrievalQuestions.map((q) => q.jurisdiction)).size).toBeGreaterThanOrEqual(10);
  });

  it("keeps its measured quality: few answerable questions come back empty, and top-5 / top-1 hold", () => {
    let top1 = 0;
    let top5 = 0;
    const empty: string[] = [];
    for (const q of retrievalQuestions) {
      const results = search(q.question, q.jurisdiction);
      const expected = q.expected.map(([s, a]) => `${s} ${a}`);
      if (expected.includes(keys(results)[0])) top1++;
      if (keys(results).some((k) => expected.includes(k))) top5++;
      if (citable(results).length === 0) empty.push(q.question);
    }
    // The floor was calibrated on the everyday dev half (tuning.citeFloor); at 0.35, with relevance scaled by the words
    // the registry knows and the stand-out rule (citable.ts), three of these 93 find nothing (two at 0.33). The scattered
    // rule (citable.ts, ground10) silences three more: a cloud provider's contract (GDPR art. 28 first at 0.33), a job
    // lost when the office closes (a wrong provision first) and a child's sign-up age (GDPR art. 8 first, beside the
    // French law and Brussels IIb, all three close): 6. ground13's evidence rule (relevance × words answered, with the
    // coverage bar lowered to 0.25) silences one more German and one Japanese question (the latter a miss anyway) and
    // gives one British question back: 7.
    expect(empty.length).toBeLessThanOrEqual(7);
    // Regression guards a little below the figures measured. This set was tuned on when the registry held 1,969
    // provisions (top-1 then 0.76); with 5,047 and situations indexed, more provisions compete for its questions:
    // top-1 63/93, top-5 84/93. The everyday dev half below is the broader guard.
    expect(top5 / retrievalQuestions.length).toBeGreaterThanOrEqual(0.88);
    expect(top1 / retrievalQuestions.length).toBeGreaterThanOrEqual(0.66);
  });

  it("cites nothing for most questions the registry holds nothing for", () => {
    const cited = unrelatedQuestions.filter((q) => citable(search(q.question, q.jurisdiction)).length > 0);
    // Measured: 2 of 41 (the history of Rome, teachers' summer holidays); 4 at the earlier floor of 0.35 without the
    // known-words scaling (also a flat tyre and recording a song), 6 at 0.27.
    expect(cited.length).toBeLessThanOrEqual(3);
  });
});

describe("retrieval evaluation, everyday set: dev half only (eval/retrieval/everyday.ts)", () => {
  // The held-out half is never asserted on here: `npm run eval:retrieval` reports it, nobody tunes on it.
  const dev = everydayQuestions.filter((q) => splitOf(q.id) === "dev");

  it("finds the provision a lawyer cites first for the dev questions the registry covers", () => {
    let covered = 0;
    let top1 = 0;
    let top5 = 0;
    for (const q of dev) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      if (expected.length === 0) continue;
      covered++;
      const found = search(q.question, q.jurisdiction).map((r) => provisionKey(r.source_id, r.article));
      if (expected.includes(found[0])) top1++;
      if (found.some((k) => expected.includes(k))) top5++;
    }
    // Measured: 270/342 top-1 (78.9%), 324/342 top-5 (94.7%) with grounding-r4's vocabulary and the own-jurisdiction
    // weight; before them 257/342 (75.1%) and 314/342 (91.8%). This half was tuned on: `npm run eval:retrieval`
    // reports the held-out half, which moved much less (top-1 67.6% → 68.0%, top-5 84.2% → 85.0%).
    expect(covered).toBeGreaterThanOrEqual(250);
    expect(top1 / covered).toBeGreaterThanOrEqual(0.76);
    expect(top5 / covered).toBeGreaterThanOrEqual(0.92);
  });

  it("cites nothing for most of the dev half's unrelated questions", () => {
    const unrelated = everydayUnrelatedQuestions.filter((q) => splitOf(q.id) === "dev");
    const cited = unrelated.filter((q) => citable(search(q.question, q.jurisdiction)).length > 0);
    // Measured: 0 of 32 at the floor calibrated on dev (scripts/calibrate-cite-floor.ts); 1 at the earlier 0.35, 4 at 0.27.
    expect(cited.length).toBeLessThanOrEqual(1);
  });
});

describe("the \"nothing found\" decision on every dev set pooled with the dev halves of blind sets 16-21", () => {
  it("keeps the calibration: few answerable dev questions cite nothing, and few unrelated ones cite anything", () => {
    const blindDev = blindDevHalves.map(([, set]) => set);
    const answerable = [...devAnswerableSets.flatMap(([, questions]) => questions), ...blindDev.flatMap((set) => set.questions)].filter((q) =>
      q.expected.some((e) => resolveExpected(registry, e).status === "found"),
    );
    const silent = answerable.filter((q) => citable(search(q.question, q.jurisdiction)).length === 0).length;
    const unrelated = [...devUnrelatedPool, ...blindDev.flatMap((set) => set.unrelated)];
    const citing = unrelated.filter((q) => citable(search(q.question, q.jurisdiction)).length > 0).length;
    // Measured (retr3's evidence threshold with the scatter guard kept; scripts/calibrate-cite-floor.ts): 78 of 1,103
    // answerable cite nothing, 9 of 384 unrelated cite something (2.3 %); the former rule: 134 and 7; the threshold
    // without the guard: 62 and 14 (3.6 %).
    expect(answerable.length).toBeGreaterThanOrEqual(1_100);
    expect(silent).toBeLessThanOrEqual(80);
    expect(citing / unrelated.length).toBeLessThanOrEqual(0.03);
  });
});

describe("retrieval evaluation, dev-only extension (eval/retrieval/dev-extension.ts)", () => {
  it("finds the expected provision in the top five for most of the extension's questions", () => {
    let top5 = 0;
    for (const q of devExtensionQuestions) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      const found = search(q.question, q.jurisdiction).map((r) => provisionKey(r.source_id, r.article));
      if (found.some((k) => expected.includes(k))) top5++;
    }
    // Measured: 35 of 44 when written (before any change for them), 38 after situations were indexed for the
    // Consumer Rights Act 2015, the GDPR's data-subject rights and others (ground6).
    expect(top5).toBeGreaterThanOrEqual(37);
  });

  it("cites nothing for nearly all of the extension's unrelated questions", () => {
    const cited = devExtensionUnrelated.filter((q) => citable(search(q.question, q.jurisdiction)).length > 0);
    // Measured: 1 of 31 (penalty points on a driving licence, which finds the GDPR's fines) before and after (ground6).
    // ground8 added 20 legal-sounding ones on law the registry lacks: 8 of 51 cited at the floor alone, 4 with the
    // coverage bar (a green card, Social Security years, a baby's passport, jury service).
    expect(cited.length).toBeLessThanOrEqual(4);
  });
});

describe("amounts, ages and everyday phrasings read as their legal concept (ground11; invented phrasings)", () => {
  const expansionTerms = (question: string) => expandQuery(question).expansions.filter((e) => !e.synonym).map((e) => e.term);
  const top = (query: string, jurisdiction: string, n = 3) => keys(search(query, jurisdiction)).slice(0, n);

  it("reads a pay rate stated as money per hour as a minimum-wage question, in any currency", () => {
    for (const q of ["They give me £6.20 an hour to stack shelves", "My job pays $4.50/hr", "I earn 8 euros per hour cleaning", "they pay me 6 an hour"])
      expect(expansionTerms(q), q).toEqual(expect.arrayContaining(["minimum", "wage"]));
    expect(expansionTerms("The parking costs £3 for the first hour")).not.toContain("minimum");
    expect(top("The restaurant gives me £5.50 an hour for washing up. Can they?", "GB")).toContain("uk-national-minimum-wage-act-1998 1");
    expect(top("My first job at a shop in Dresden pays €8 an hour. Is that enough?", "DE")).toContain("de-milog 1");
  });

  it("reads an age of forty or more, or a younger rival, at work as age discrimination, and only the age words as covered", () => {
    const age = expandQuery("I'm 59 and my boss moved me off the project for a graduate");
    expect(age.expansions.find((e) => e.term === "ag")?.standsFor).toEqual(["59"]);
    expect(expansionTerms("They hired someone younger for the role I had")).toContain("ag");
    // A young worker's age is a pay band, not age discrimination; an age away from work is not either.
    expect(expansionTerms("I'm 23 and my boss pays me little")).not.toContain("ag");
    expect(expansionTerms("I'm 65 and want to learn the piano")).not.toContain("ag");
    expect(top("My supervisor told me at 62 that I should make way for younger staff, then cut my role", "US")).toContain("us-adea 623");
  });

  it("reads service in the reserves as uniformed service, and getting the job back as reemployment", () => {
    expect(expansionTerms("I was deployed overseas with the army reserve")).toEqual(expect.arrayContaining(["uniform", "militari"]));
    expect(expansionTerms("Will they give me my job back?")).toContain("reemploy");
    expect(top("My reserve unit was mobilised for nine months; must my employer hold my position for me?", "US")).toContain("us-userra 4312");
  });

  it("reads being told to be out by a date as an eviction, and a quit job as quitting", () => {
    expect(expansionTerms("The owner says we have to be out by Friday")).toContain("evict");
    expect(expandQuery("I quit my job yesterday").readOtherwise).not.toContain("quit");
    expect(top("I quit my job in San Diego. When must my employer pay my final wages?", "US-CA")).toContain("us-ca-labor-code 202");
  });

  it("reads pregnancy, time off, racism, a complaint followed by punishment, and unpaid wages as their legal terms", () => {
    expect(expansionTerms("I'm pregnant, what can I do?")).toEqual(expect.arrayContaining(["pregnanc", "matern"]));
    expect(expansionTerms("Can I have some time off to care for my mother?")).toContain("leav");
    expect(expansionTerms("My colleague makes racist remarks")).toContain("race");
    const complaint = expandQuery("I reported the safety problem and since then my shifts were cut");
    expect(complaint.expansions.find((e) => e.term === "retali")?.standsFor).toEqual(["report"]);
    expect(expansionTerms("My employer still hasn't paid me for March")).toContain("unpaid");
    expect(expansionTerms("I noted the state the flat was in")).toContain("condit");
  });
});

describe("retrieval evaluation, fresh dev questions (eval/retrieval/fresh-set.ts dev part, eval/retrieval/fresh-dev-more.ts)", () => {
  const score = (questions: typeof freshDevMoreQuestions) => {
    let top1 = 0;
    let top5 = 0;
    for (const q of questions) {
      const expected = q.expected.map((e) => resolveExpected(registry, e)).flatMap((r) => (r.status === "found" ? [r.key] : []));
      const found = search(q.question, q.jurisdiction).map((r) => provisionKey(r.source_id, r.article));
      if (expected.includes(found[0])) top1++;
      if (found.some((k) => expected.includes(k))) top5++;
    }
    return { top1, top5 };
  };

  it("finds the provision a lawyer cites first for most fresh dev questions, which the vocabulary was not written from", () => {
    // Measured (ground11), before → after the amounts, ages, service and phrasing rules and the situations added for them:
    // fresh set's dev part top-1 15 → 21, top-5 20 → 25 of 26; fresh-dev-more top-1 55 → 70, top-5 70 → 81 of 81.
    const fresh = score(freshDev.questions);
    expect(fresh.top1).toBeGreaterThanOrEqual(19);
    expect(fresh.top5).toBeGreaterThanOrEqual(23);
    const more = score(freshDevMoreQuestions);
    expect(more.top1).toBeGreaterThanOrEqual(66);
    expect(more.top5).toBeGreaterThanOrEqual(77);
  });
});

describe("everyday provisions added in ground6 (invented questions)", () => {
  it("finds Irish paternity leave and public holidays, New York's cap on rental fees and England's fitness for habitation", () => {
    const first = (question: string, jurisdiction: string) => keys(search(question, jurisdiction))[0];
    expect(first("How many weeks off does a father get when his baby is born in Ireland?", "IE")).toBe("ie-paternity-leave-and-benefit-act-2016 6");
    expect(first("I worked on a bank holiday in Ireland. Do I get anything extra?", "IE")).toBe("ie-organisation-of-working-time-act-1997 21");
    expect(first("My landlord in Albany wants a $100 fee just to look at my rental application. Can he?", "US-NY")).toBe("us-ny-real-property-law 238-a");
    expect(first("The house I rent in Leeds is so damp and mouldy that it is unhealthy to live in. What can I do?", "GB")).toBe("uk-landlord-and-tenant-act-1985 9A");
  });

  it("finds the Consumer Rights Act 2015 through the situations its provisions now carry", () => {
    // The quality term, or (since retr9's lift for a question asking for a remedy) the right to reject that gives the refund.
    expect(["uk-consumer-rights-act-2015 9", "uk-consumer-rights-act-2015 20", "uk-consumer-rights-act-2015 22"]).toContain(
      keys(search("I bought a kettle that stopped heating after two weeks. Can I get my money back?", "GB"))[0],
    );
    expect(keys(search("The builder tiled my bathroom badly and the tiles are coming off.", "GB"))[0]).toBe("uk-consumer-rights-act-2015 49");
  });
});

describe("a question asking for a period, an amount or a remedy (retr9)", () => {
  it("reads what the question asks for, and not from a clause about something else", () => {
    expect(askedKinds("How soon must he be taken before a judge?")).toBe(ANSWER_KINDS.period);
    expect(askedKinds("How much money can I recover?") & ANSWER_KINDS.remedy).toBeTruthy();
    expect(askedKinds("What's the maximum weekly working time?")).toBe(ANSWER_KINDS.period | ANSWER_KINDS.amount);
    expect(askedKinds("They asked how much I made at my last job. Can they ask that?")).toBe(0);
    expect(askedKinds("When can police arrest someone without a warrant?")).toBe(0);
    expect(askedKinds("Can we get a divorce?")).toBe(0);
  });

  it("reads what a provision states: a period, an amount, a remedy", () => {
    expect(answerKindsOf("Requires an arrested defendant to be taken before a magistrate within 48 hours.")).toBe(ANSWER_KINDS.period);
    expect(answerKindsOf("Orders the landlord to pay the tenant between one and three times the deposit.")).toBe(ANSWER_KINDS.amount | ANSWER_KINDS.remedy);
    expect(answerKindsOf("Allows dismissal without compensation for listed misconduct.")).toBe(0);
    const kindsOf = (article: string, source: string) => index.answerKinds[index.docs.findIndex((d) => d.source_id === source && d.article === article)];
    expect(kindsOf("6", "uk-bail-act-1976") & ANSWER_KINDS.enforcement).toBeTruthy(); // Offence of absconding
    expect(kindsOf("4", "uk-bail-act-1976") & ANSWER_KINDS.enforcement).toBeFalsy();
    expect(kindsOf("480", "in-bnss-2023") & ANSWER_KINDS.enforcement).toBeFalsy(); // bail in case of non-bailable offence
  });

  it("ranks the sibling that states what is asked before the one that does not, within one instrument", () => {
    const first = (question: string, jurisdiction: string) => keys(search(question, jurisdiction))[0];
    expect(first("My son was arrested in California on Friday night. How soon must he be taken before a judge?", "US-CA")).toBe("us-ca-penal-code 825");
    expect(first("My landlord never protected my deposit, what can I get?", "GB")).toBe("uk-housing-act-2004 214");
    expect(first("My washing machine broke after 2 weeks, can I get my money back?", "GB")).toBe("uk-consumer-rights-act-2015 22");
  });

  it("ranks the rule before its enforcement section when the question asks for no remedy", () => {
    const first = (question: string, jurisdiction: string) => keys(search(question, jurisdiction))[0];
    expect(first("Will someone charged with a crime in England usually get bail?", "GB")).toBe("uk-bail-act-1976 4");
    expect(first("Cash register was short and my manager in Chicago took it out of my pay.", "US-IL")).toBe("us-il-wage-payment-and-collection-act 115/9");
  });
});

describe("searches share one set of accumulators per index", () => {
  it("answers a question the same whatever was searched before it, and as on an index of its own", () => {
    const question = "How many days do we have to notify a data breach?";
    const alone = searchIndex(buildIndex(registry), { query: question, jurisdictions: jurisdictionChain("EU"), limit: 10 });
    expect(alone.length).toBeGreaterThan(0);
    // Searches of other jurisdictions, a restricted one, a rewrite and one that finds nothing leave nothing behind.
    search("Can my old boss stop me working for a competitor?", "IN", 10);
    searchIndex(index, { query: "Do I need consent for cookies?", jurisdictions: jurisdictionChain("DE"), limit: 50, sourceIds: ["eu-gdpr"] });
    searchIndex(index, { query: "Is a broken kettle a faulty product?", jurisdictions: jurisdictionChain("GB"), limit: 3, rewrite: { terms: ["satisfactory quality"], provisions: [{ source_id: "uk-consumer-rights-act-2015", article: "9" }] } });
    search("zzz qqq", "US");
    expect(searchIndex(index, { query: question, jurisdictions: jurisdictionChain("EU"), limit: 10 })).toEqual(alone);
    expect(searchIndex(index, { query: question, jurisdictions: jurisdictionChain("EU"), limit: 10 })).toEqual(alone);
  });
});
