import { describe, expect, it } from "vitest";
import { composeDraft, fullText } from "./compose";
import { draftExample } from "./draft-for-tests";
import { nativeDrafting } from "./language";
import { allTemplates } from "./templates";

/**
 * Key terms in the forms a lawyer writes them (issue 36), drafted into the clause that uses them: a benchmark's tenor
 * into the interest clause, a salary's period and gross/net basis into the pay clause, in English, German and French.
 */
const byId = (id: string) => allTemplates.find((t) => t.id === id)!;

const draft = draftExample;

describe("a benchmark's tenor is drafted into the interest clause", () => {
  it("English: the term rate for the tenor, and Interest Periods of that length unless the caller chose them", () => {
    const { text, notes } = draft("loan_agreement", "IE", { loan_amount: "EUR 8,000,000", interest_rate: "3-month EURIBOR plus 3.00% per annum" });
    expect(text).toContain('the margin of 3.00% a year (the "Margin") and EURIBOR for a period of three months (the "Benchmark Rate")');
    expect(text).toContain("on the last day of each successive period of three months");
    expect(text).toContain("a year of 360 days");
    expect(notes).not.toContain("benchmark_tenor");
    const six = draft("loan_agreement", "IT", { loan_amount: "EUR 8,000,000", interest_rate: "6-month EURIBOR plus 1.90% per annum" }).text;
    expect(six).toContain("EURIBOR for a period of six months");
    expect(six).toContain("each successive period of six months");
  });

  it("English: an interest period chosen against the tenor is drafted as chosen and noted", () => {
    const { text, notes } = draft("loan_agreement", "IE", { interest_rate: "3-month EURIBOR plus 3.00% per annum", interest_period: "monthly" });
    expect(text).toContain("payable monthly in arrears");
    expect(notes).toContain("benchmark_tenor");
  });

  it("English: a compounded risk-free rate is compounded once, over Interest Periods of the tenor", () => {
    const saron = draft("loan_agreement", "CH", { loan_amount: "CHF 4,000,000", interest_rate: "SARON compounded plus 2.10% per annum" }).text;
    expect(saron).toContain('and SARON (the "Benchmark Rate"), compounded daily in arrears');
    expect(saron).not.toMatch(/compounded SARON/);
    const sora = draft("loan_agreement", "SG", { loan_amount: "SGD 5,000,000", interest_rate: "3M SORA plus 2%" }).text;
    expect(sora).toContain('and SORA (the "Benchmark Rate"), compounded daily in arrears');
    expect(sora).toContain("each successive period of three months");
  });

  it("German and French drafts name the tenor as those markets do", () => {
    const de = draft("loan_agreement", "DE", { loan_amount: "EUR 3,000,000", interest_rate: "3-month EURIBOR plus 2.10% per annum" }, "de").text;
    expect(de).toContain("3-Monats-EURIBOR zuzüglich einer Marge von 2,10\u00a0% p. a.");
    const fr = draft("loan_agreement", "FR", { loan_amount: "EUR 3,000,000", interest_rate: "3-month EURIBOR plus 2.10% per annum" }, "fr").text;
    expect(fr).toContain("EURIBOR 3 mois majoré d'une marge de 2,10\u00a0% l'an");
    expect(fr).not.toMatch(/conventionnel d[e']\s?EURIBOR/);
  });
});

describe("a floating rate in a German or French loan: zero floor, fallback and Interest Periods of the tenor", () => {
  it("German: 6-Monats-EURIBOR is paid half-yearly unless interest_period is chosen, floored at zero, with a fallback", () => {
    const de = draft("loan_agreement", "DE", { loan_amount: "EUR 3,000,000", interest_rate: "6-month EURIBOR plus 1.90% per annum" }, "de").text;
    expect(de).toContain("Die Zinsen sind halbjährlich nachträglich zu zahlen");
    expect(de).toContain("Ist der Referenzzinssatz für eine Zinsperiode negativ, gilt er als null.");
    expect(de).toContain("Refinanzierungskosten");
    const chosen = draft("loan_agreement", "DE", { interest_rate: "6-month EURIBOR plus 1.90% per annum", interest_period: "quarterly" }, "de").text;
    expect(chosen).toContain("Die Zinsen sind vierteljährlich nachträglich zu zahlen");
    expect(draft("loan_agreement", "DE", { interest_rate: "7.5%" }, "de").text).not.toContain("Referenzzinssatz");
  });

  it("French: EURIBOR 3 mois, trimestriellement, floored at zero, with a fallback", () => {
    const fr = draft("loan_agreement", "FR", { loan_amount: "EUR 3,000,000", interest_rate: "3-month EURIBOR plus 2.10% per annum" }, "fr").text;
    expect(fr).toContain("Les intérêts sont payables trimestriellement à terme échu");
    expect(fr).toContain("Si le taux de référence est négatif pour une période d'intérêts, il est réputé égal à zéro.");
    expect(fr).toContain("coût de financement");
    expect(draft("loan_agreement", "FR", { interest_rate: "7.5%" }, "fr").text).not.toContain("taux de référence");
  });
});

describe("a salary's period and gross or net basis are kept", () => {
  it("German: „EUR 96.000 brutto jährlich“ is a gross annual salary paid in twelve instalments, 'brutto' said once", () => {
    const { text } = draft("employment_agreement", "DE", { salary: "EUR 96.000 brutto jährlich" }, "de");
    expect(text).toContain("96.000,00\u00a0EUR brutto jährlich, zahlbar in zwölf gleichen Monatsraten");
    expect(text).not.toMatch(/Bruttovergütung von 96/);
  });

  it("German: a monthly salary is paid monthly, not in twelve instalments of itself", () => {
    const { text } = draft("employment_agreement", "DE", { salary: "EUR 5.200 brutto pro Monat" }, "de");
    expect(text).toContain("5.200,00\u00a0EUR brutto monatlich, zahlbar jeweils zum Monatsende");
    expect(text).not.toContain("zwölf gleichen Monatsraten");
  });

  it("French: « 4 500 € bruts par mois » is drafted once as gross and monthly", () => {
    const { text } = draft("employment_agreement", "FR", { salary: "4 500 € bruts par mois" }, "fr");
    expect(text).toContain("4\u00a0500,00\u00a0€ brut par mois");
    expect(text).not.toMatch(/rémunération brute [^.]*brut par/);
    expect(text).not.toContain("douze (12) mensualités");
  });

  it("English: a German request's salary and rate are drafted in English with their period, basis and decimals", () => {
    const t = byId("employment_agreement");
    const d = composeDraft(t, { jurisdiction: "AT", language: "de", party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, salary: "EUR 96.000 brutto jährlich" } });
    expect(fullText(d)).toContain("a salary of EUR 96,000 gross per year");
    const l = byId("loan_agreement");
    const loan = composeDraft(l, { jurisdiction: "AT", language: "de", party_a: l.example.party_a, party_b: l.example.party_b, key_terms: { ...l.example.key_terms, loan_amount: "EUR 3.000.000", interest_rate: "3-Monats-EURIBOR zuzüglich 2,10 % p. a." } });
    expect(fullText(loan)).toContain('the margin of 2.10% a year (the "Margin") and EURIBOR for a period of three months');
    const fixed = composeDraft(l, { jurisdiction: "AT", language: "de", party_a: l.example.party_a, party_b: l.example.party_b, key_terms: { ...l.example.key_terms, interest_rate: "6,5 %", default_interest: "2,5 %" } });
    expect(fullText(fixed)).toContain("at 6.5% a year");
    expect(fullText(fixed)).toContain("at 2.5% a year above the rate");
  });

  it("an unusable value is a 400 naming the term and the forms accepted, in a native and an English draft", () => {
    const t = byId("employment_agreement");
    const de = nativeDrafting("employment_agreement", "DE", "de")!;
    expect(() => composeDraft(t, { jurisdiction: "DE", language: "de", party_a: t.example.party_a, party_b: t.example.party_b, key_terms: { ...t.example.key_terms, salary: "EUR 96.000 brutto ungefähr" } }, de)).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.salary", message: expect.stringContaining('"EUR 96.000 brutto jährlich"') })] }) }),
    );
    const l = byId("loan_agreement");
    expect(() => composeDraft(l, { ...l.example, key_terms: { ...l.example.key_terms, interest_rate: "5-year EURIBOR plus 2%" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.interest_rate", message: expect.stringContaining('"3-month EURIBOR plus 2.10% per annum"') })] }) }),
    );
  });
});

describe("the wider key-term forms drafted into grammatical sentences (issue 36)", () => {
  /** Words a key term must not double with the clause around it. */
  const doubled = /\b(per month|per year|brutto|netto|gross|of base salary|hors charges|HC|HT|exclusive of tax)\b[^.]{0,40}\b\1\b/;

  it("English lease: periods, sums and shares written by lawyers in other languages read as English sentences", () => {
    const { text } = draft("commercial_lease", "IE", { duration: "10 Jahre", rent: "EUR 9.500 al mes más IVA", service_charge: "proportion of the building service charge", security_deposit: "2 months' rent", rent_escalation: "annual CPI indexation", notice_period: "6 mois" });
    expect(text).toContain("for a term of 10 years starting on");
    expect(text).toContain('the rent of EUR 9,500 per month (the "Rent"), exclusive of value added tax, which is payable in addition');
    expect(text).toContain("a service charge of a proportion of the building service charge on account");
    expect(text).toContain("a deposit of 2 months' rent, which the Landlord holds");
    expect(text).toContain("The Rent is indexed on the basis the parties have agreed: annual CPI indexation.");
    expect(text).toContain("not less than 6 months' written notice");
    expect(text).not.toMatch(doubled);
    const au = draft("commercial_lease", "AU-VIC", { service_charge: "Tenant's share of outgoings", security_deposit: "3 months' rent plus GST by bank guarantee", duration: "5 years with a renewal of 5 years", late_payment_interest: "8 percentage points above the RBA cash rate" }).text;
    expect(au).toContain("for a term of 5 years (with one renewal term of 5 years) starting on");
    expect(au).toContain("a service charge of the Tenant's share of outgoings on account");
    expect(au).toContain("a deposit of 3 months' rent plus GST by bank guarantee, which");
    expect(au).toContain("interest on it at 8 percentage points above the RBA cash rate from the due date");
  });

  it("English: notice to the end of a month, notice as a collective agreement provides, a bonus of a base, payment on signing, an open-ended term", () => {
    const de = draft("executive_employment_agreement", "DE", { notice_period: "6 Monate zum Monatsende", base_salary: "EUR 210.000 brutto jährlich", target_bonus: "up to 40% of base salary" }).text;
    // Under the KSchG the executive resigns on that notice and the company ends the employment only as the law allows.
    expect(de).toContain("The Executive may end the employment by giving the Company 6 months' written notice expiring at the end of a calendar month, or any longer notice");
    expect(de).toContain("a target of up to 40% of base salary, payable");
    expect(de).not.toMatch(doubled);
    const it = draft("executive_employment_agreement", "IT", { notice_period: "as provided by the CCNL Dirigenti Industria", base_salary: "EUR 210.000 lordi annui" }).text;
    expect(it).toContain("The Executive may end the employment by giving the Company written notice as provided by the CCNL Dirigenti Industria, or any longer notice");
    expect(it).toContain("a base salary of EUR 210,000 gross per year");
    expect(draft("ip_assignment_agreement", "GB", { payment_terms: "on signing" }).text).toMatch(/shall pay the Assignor [^.]+ on signing, by bank transfer/);
    expect(draft("share_purchase_agreement", "DE", { warranty_cap: "30% of the Purchase Price" }).text).toContain("shall not exceed 30% of the Purchase Price.");
    const agency = draft("agency_agreement", "AT", { duration: "indefinite" }).text;
    expect(agency).toContain("continues until terminated in accordance with this clause");
    expect(agency).not.toMatch(/indefinite/i);
  });

  it("German lease: periods, Kaltmiete, a labelled advance and Monatsmieten in German, each said once", () => {
    const { text } = draft("commercial_lease", "DE", { duration: "10 Jahre", rent: "EUR 19.840 netto kalt pro Monat", service_charge: "Betriebskostenvorauszahlung EUR 3.200 pro Monat", security_deposit: "3 Monatsmieten", notice_period: "6 Monate" }, "de");
    expect(text).toContain("für eine feste Laufzeit von zehn Jahren geschlossen");
    expect(text).toContain("Die Miete beträgt 19.840,00\u00a0EUR netto kalt monatlich");
    expect(text).toContain("Vorauszahlungen von 3.200,00\u00a0EUR monatlich");
    expect(text).toContain("eine Mietsicherheit (Kaution) von 3 Monatsmieten");
    expect(text).toContain("mit einer Frist von sechs Monaten vorzeitig zu kündigen");
    expect(text).not.toMatch(doubled);
    const indexed = draft("commercial_lease", "DE", { rent_escalation: "Indexierung nach dem Verbraucherpreisindex für Deutschland" }, "de").text;
    expect(indexed).toContain("Die Miete wird wie folgt angepasst: Indexierung nach dem Verbraucherpreisindex für Deutschland.");
    expect(indexed).not.toContain("um Indexierung");
    const notice = draft("employment_agreement", "DE", { notice_period: "6 months to the end of a calendar month" }, "de").text;
    expect(notice).toContain("mit einer Frist von sechs Monaten zum Monatsende gekündigt werden");
    expect(notice).not.toMatch(/zum Monatsende zum Monatsende/);
  });

  it("French lease: HT HC said once, a labelled provision, months of rent", () => {
    const { text } = draft("commercial_lease", "FR", { duration: "9 ans", rent: "48 000 EUR HT HC par an", service_charge: "provision sur charges de 600 EUR par mois", security_deposit: "3 mois de loyer HT" }, "fr");
    expect(text).toContain("pour une durée de neuf (9) ans");
    expect(text).toContain("moyennant un loyer de 48\u00a0000,00\u00a0€ HT HC par an, payable trimestriellement");
    expect(text).toContain("une provision de 600,00\u00a0€ par mois");
    expect(text).toContain("un dépôt de garantie de 3 mois de loyer HT");
    expect(text).not.toMatch(doubled);
    const indexed = draft("commercial_lease", "FR", { rent: "48 000 EUR HT HC par an", rent_escalation: "indexation annuelle sur l'indice des loyers commerciaux (ILC)" }, "fr").text;
    expect(indexed).toContain("Le loyer est indexé comme suit : indexation annuelle sur l'indice des loyers commerciaux (ILC).");
    expect(indexed).toContain("Le loyer est révisé dans les conditions prévues aux articles L145-37");
    // A share of costs: the French clause states the share the Preneur bears and a provision, not an amount it has not got.
    expect(draft("commercial_lease", "FR", { service_charge: "quote-part des charges de l'immeuble" }, "fr").text).toContain("Le Preneur supporte à ce titre la quote-part des charges de l'immeuble et verse une provision trimestrielle, régularisée annuellement.");
  });

  it("an unusable value is still a 400 naming the term and the forms accepted", () => {
    const l = byId("commercial_lease");
    expect(() => composeDraft(l, { ...l.example, key_terms: { ...l.example.key_terms, duration: "indefinite" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.duration", message: expect.stringContaining('"10 Jahre"') })] }) }),
    );
    expect(() => composeDraft(l, { ...l.example, key_terms: { ...l.example.key_terms, security_deposit: "..." } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.security_deposit", message: expect.stringContaining("\"3 months' rent\"") })] }) }),
    );
  });
});

describe("forms clients write (blind-6, issue 36) drafted into sentences", () => {
  const doubled = /\b(of (?:the )?Gross Sales|of net sales|payable once|a year|per year)\b[^.]{0,40}\b\1\b/;

  it("an Italian loan: Euribor 6 mesi with a comma margin, a day-first date", () => {
    const { text } = draft("loan_agreement", "IT", { interest_rate: "Euribor 6 mesi + 1,90% annuo", repayment_date: "31/12/2031" });
    expect(text).toContain('the margin of 1.90% a year (the "Margin") and EURIBOR for a period of six months (the "Benchmark Rate")');
    expect(text).toContain("31 December 2031");
    expect(text).not.toMatch(/31\/12\/2031|Euribor|annuo/);
    expect(draft("loan_agreement", "IN-PB", { repayment_date: "31-03-2030" }).text).toContain("31 March 2030");
    expect(draft("loan_agreement", "DE", { repayment_date: "30.06.2032" }, "de").text).toContain("30. Juni 2032");
  });

  it("a US loan: a month-first date read, an ambiguous one a 400 asking for an unambiguous form", () => {
    expect(draft("loan_agreement", "US-NY", { repayment_date: "12/31/2031" }).text).toContain("December 31, 2031");
    const l = byId("loan_agreement");
    expect(() => composeDraft(l, { ...l.example, jurisdiction: "US-NY", key_terms: { ...l.example.key_terms, repayment_date: "04/05/2030" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.repayment_date", message: expect.stringContaining("ambiguous") })] }) }),
    );
  });

  it("payment periods: Net 30, days from invoice, Tage netto, jours fin de mois", () => {
    expect(draft("saas_subscription_agreement", "US-NJ", { payment_terms: "Net 30" }).text).toContain("shall pay each correct invoice within 30 days of receiving it");
    expect(draft("supply_agreement", "GB", { payment_terms: "30 days from invoice" }).text).toContain("within 30 days of receiving it");
    expect(draft("supply_agreement", "GB", { payment_terms: "60 jours fin de mois" }).text).toContain("within 60 days of receiving it, extended to the end of the calendar month in which that period ends");
    expect(draft("supply_agreement", "FR", { payment_terms: "45 jours fin de mois" }, "fr").text).toContain("Les factures sont payables par virement à 45 jours fin de mois à compter de leur date d'émission.");
    expect(draft("supply_agreement", "DE", { payment_terms: "30 Tage netto" }, "de").text).toMatch(/innerhalb von (?:30|dreißig) Tagen nach Zugang ohne Abzug/);
  });

  it("a franchise: a contribution of a Spanish base, a royalty on its own base, said once", () => {
    const { text } = draft("franchise_agreement", "ES", { royalty_rate: "5 % de las ventas netas", marketing_contribution: "1,5 % de las ventas netas" });
    expect(text).toContain("a royalty of 5% of net sales for the previous month, and a contribution of 1.5% of net sales to the marketing fund");
    expect(text).not.toMatch(doubled);
  });

  it("a licence fee in Swiss figures paid once; availability with a decimal comma", () => {
    expect(draft("software_license_agreement", "CH", { licence_fee: "CHF 185'000 one-off" }).text).toContain("CHF 185,000, payable once");
    expect(draft("saas_subscription_agreement", "AT", { availability: "99,5 %" }).text).toMatch(/99\.5%/);
  });

  it("a restraint during the term: the restriction while in force, none after", () => {
    const { text, notes } = draft("franchise_agreement", "GB", { non_compete_period: "during the term" });
    expect(text).toMatch(/While this Agreement is in force, the Franchisee shall not/);
    expect(text).not.toMatch(/For during|after this Agreement ends, the Franchisee shall not/);
    expect(notes).toContain("restraint_during_term");
    const india = draft("franchise_agreement", "IN-UP", { non_compete_period: "for the term of this Agreement" }).text;
    expect(india).not.toMatch(/requested \(during/);
  });
});

describe("forms clients write (blind-7, issue 36) drafted into sentences", () => {
  const doubled = /\b(per unit|per bottle|per month|per year|gross|net|exclusive of tax|after it|post-exit|from delivery|statutory rate)\b[^.]{0,40}\b\1\b/;
  const dangling = /\[●\] \[●\]|\$18\.75\/unit|NZ\$|₹|CTC per annum|mai 2027|tasso di legge|Bruttomonatsmieten|meses\)/;

  it("a price per unit, a warranty from delivery, payment on a day of the following month", () => {
    const mi = draft("supply_agreement", "US-MI", { price: "$18.75/unit", warranty_period: "12 months from delivery" }).text;
    expect(mi).toContain("USD 18.75 per unit");
    expect(mi).toContain("on delivery and for 12 months after it");
    const nz = draft("supply_agreement", "NZ", { price: "NZ$0.184 per bottle + GST", payment_terms: "20th of the month following invoice" }).text;
    expect(nz).toContain("NZD 0.184 per bottle exclusive of tax");
    expect(nz).toContain("shall pay each correct invoice by the 20th day of the month following the month of the invoice, and");
    for (const t of [mi, nz]) {
      expect(t).not.toMatch(doubled);
      expect(t).not.toMatch(dangling);
    }
    expect(draft("supply_agreement", "DE", { payment_terms: "15. des Folgemonats" }, "de").text).toContain("Die Zahlung ist bis zum 15. des auf die Rechnungsstellung folgenden Monats ohne Abzug fällig.");
  });

  it("a CTC salary, a restraint post-exit, a French date, 14 payments a year", () => {
    const india = draft("employment_agreement", "IN-HR", { salary: "₹ 28,50,000 CTC per annum", non_compete_period: "12 months post-exit" }).text;
    expect(india).toContain("INR 28,50,000 per year cost to company (CTC)");
    expect(draft("employment_agreement", "FR", { start_date: "3 mai 2027" }).text).toContain("starting on 3 May 2027.");
    const pt = draft("employment_agreement", "PT", { salary: "3.600,00 € brutos mensais (14 meses)" }).text;
    expect(pt).toContain("a salary of EUR 3,600 gross per month (14 payments a year), less");
    for (const t of [india, pt]) {
      expect(t).not.toMatch(doubled);
      expect(t).not.toMatch(dangling);
    }
  });

  it("the statutory rate by the law named, a rent with its tax rate, a deposit of gross monthly rents", () => {
    const it = draft("service_agreement", "IT", { late_payment_interest: "tasso di legge (D.Lgs. 231/2002)" }).text;
    expect(it).toMatch(/interest on the overdue amount from the day after the due date until payment at the rate provided for by Italian Legislative Decree/);
    expect(draft("service_agreement", "US-CA", { late_payment_interest: "the statutory rate" }).text).toContain("until payment at the statutory rate.");
    const at = draft("commercial_lease", "AT", { rent: "EUR 8.750,00 netto monatlich zzgl. 20 % USt", security_deposit: "3 Bruttomonatsmieten" }).text;
    expect(at).toContain('the rent of EUR 8,750 net per month (the "Rent"), exclusive of value added tax, which is payable in addition');
    expect(at).toContain("a deposit of 3 months' gross rent, which the Landlord holds");
    for (const t of [it, at]) {
      expect(t).not.toMatch(doubled);
      expect(t).not.toMatch(dangling);
    }
  });

  it("a truly unusable value is still a 400 naming the term and the forms accepted", () => {
    const s = byId("supply_agreement");
    expect(() => composeDraft(s, { ...s.example, key_terms: { ...s.example.key_terms, payment_terms: "20th of the month after whenever" } })).toThrow(
      expect.objectContaining({ status: 400, options: expect.objectContaining({ errors: [expect.objectContaining({ field: "key_terms.payment_terms", message: expect.stringContaining('"20th of the month following invoice"') })] }) }),
    );
  });
});
