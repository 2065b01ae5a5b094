import { describe } from "vitest";
import { expectRule, type Case } from "./test-helpers";

/**
 * Issue 34, round compw8: general causes behind the dev misses and wrong findings of blind set 22. Expected answers
 * were written from the statute before the rules were changed; each breach stands beside a lawful near miss. Our own
 * sentences only.
 */

const DPA_BODY =
  "2. ParcelPoint processes recipients' names and addresses only to deliver the client's parcels.\n\n5. ParcelPoint may appoint sub-processors only with the client's prior written authorisation.\n\n9. ParcelPoint notifies the client of any personal data breach without undue delay.";

describe("GDPR Art. 28(3)(b): processor terms shown as a list of clauses are a selection, not the whole", () => {
  // Expected: breached only for the whole terms silent on confidentiality; a heading naming the clauses it shows
  // ("clauses 2, 5 and 9") leaves the rest to clauses not shown, so silence there is not a breach.
  const breaches: Case[] = [["eu-gdpr", "NL", `ParcelPoint B.V. — Data Processing Terms\n\n${DPA_BODY}`]];
  const lawful: Case[] = [
    ["eu-gdpr", "NL", `ParcelPoint B.V. — Data Processing Terms, clauses 2, 5 and 9\n\n${DPA_BODY}`],
    ["eu-gdpr", "NL", `ParcelPoint B.V. — Data Processing Terms (sections 2 to 9)\n\n${DPA_BODY}`],
  ];
  expectRule("processor-confidentiality", breaches, lawful);
});

describe("GDPR Art. 28(3)(g): the processor keeps the data for itself when a named agreement ends", () => {
  // Expected: breached. At the end of the services the processor must delete or return the data at the controller's
  // choice; keeping it for its own purposes, with no duty to return or delete, is the opposite.
  const breaches: Case[] = [
    ["eu-gdpr", "DE", "Data Processing Terms of CloudDesk GmbH (processor). When the Support Agreement ends, CloudDesk GmbH retains all customer records for its own product research and is under no obligation to return or delete them."],
  ];
  const lawful: Case[] = [
    ["eu-gdpr", "DE", "Data Processing Terms of CloudDesk GmbH (processor). When the Support Agreement ends, CloudDesk GmbH deletes or returns all customer records, at the controller's choice, within 30 days."],
  ];
  expectRule("processor-end-of-contract", breaches, lawful);
});

describe("GDPR Art. 9: special-category data on a box ticked in advance", () => {
  // Expected: breached. Religion or health data for optional uses need explicit consent (Art. 9(2)(a)); a box ticked
  // before the person acts is not consent at all (Art. 4(11)).
  const breaches: Case[] = [
    ["eu-gdpr", "FR", "Step 3 of 4 — Your health profile\n\n[✓] I agree that FitLoop may use my medical conditions to show me supplement offers from partner shops. (Already ticked for you — untick to refuse.)\n\n[Next]"],
  ];
  const lawful: Case[] = [
    ["eu-gdpr", "FR", "Step 3 of 4 — Your health profile\n\n[ ] I give my explicit consent for FitLoop to use my medical conditions to show me supplement offers from partner shops. (Optional — leave unticked to refuse.)\n\n[Next]"],
  ];
  expectRule("special-category", breaches, lawful);
});

describe("CCPA Regs § 7025: a business that shares data for cross-context ads says it ignores GPC", () => {
  // Expected: breached. A business that sells or shares must treat an opt-out preference signal as a valid opt-out.
  const breaches: Case[] = [
    ["us-ca-ccpa", "US-CA", "Support reply: we do not honour Global Privacy Control at the moment. Your listening history is still shared for cross-context behavioural advertising until you use the web form."],
  ];
  // Expected: lawful as to § 7025. A business that neither sells nor shares has nothing for the signal to stop.
  const lawful: Case[] = [
    ["us-ca-ccpa", "US-CA", "Support reply: our site does not read Global Privacy Control signals. We do not sell or share your personal information, so there is nothing for the signal to stop."],
  ];
  expectRule("ccpa-opt-out-signal", breaches, lawful);
});

describe("VCDPA § 59.1-578(A)(5): sensitive data used with no consent asked, said a sentence later", () => {
  // Expected: breached. Health data (a mental or physical health diagnosis or condition) is sensitive data and may be
  // processed only with the consumer's consent; an off switch in settings is not consent.
  const breaches: Case[] = [
    ["us-va-cdpa", "US-VA", "Section 3. Once you log your symptoms and medications, we use them to pick the sponsored articles you see. You can switch this off in Settings. We don't ask for a separate permission for it."],
  ];
  // Expected: lawful as to § 59.1-578. Step counts are not sensitive data.
  const lawful: Case[] = [
    ["us-va-cdpa", "US-VA", "Section 3. Once you log your walks, we use your step counts to pick the articles you see. You can switch this off in Settings. We don't ask for a separate permission for it."],
  ];
  expectRule("va-sensitive-consent", breaches, lawful);
});

describe("PDPA s. 26D: data left open to anyone, and a decision not to tell the PDPC", () => {
  // Expected: breached. A breach affecting 500 or more people, or with identification numbers (significant harm),
  // is notifiable: the PDPC must be told within 3 calendar days of the assessment.
  const breaches: Case[] = [
    ["sg-pdpa-2012", "SG", "Team, the shared drive folder with 900 members' NRIC numbers and addresses was open to anyone with the link for a month. We can't tell who opened it. I don't think we should notify the PDPC; let's just close the link."],
  ];
  const lawful: Case[] = [
    ["sg-pdpa-2012", "SG", "Team, the shared drive folder with 900 members' NRIC numbers and addresses was open to anyone with the link for a month. We assessed it as notifiable today and will notify the PDPC tomorrow, then write to each member."],
  ];
  expectRule("sg-breach-notice", breaches, lawful);
});

describe("LGPD Art. 11: health data shared with insurers or brands, accepted by use or paid for", () => {
  // Expected: breached. Sensitive data need specific, highlighted consent or an Art. 11 II basis; health plan operators
  // may not use it for risk selection (§ 5), and sharing it for economic advantage is barred (§ 4).
  const breaches: Case[] = [
    ["br-lgpd", "BR", "We pass your scan results and diagnoses to health-insurance companies we partner with, which use them to set your premiums."],
    ["br-lgpd", "BR", "Your test results are shared with partner brands for product offers. This happens automatically for every patient when you book."],
  ];
  const lawful: Case[] = [
    ["br-lgpd", "BR", "We send your test results only to the doctor who ordered them, so that your care can continue."],
  ];
  expectRule("lgpd-sensitive", breaches, lawful);
});

describe("LGPD Art. 41: an extract or numbered section silent on the encarregado", () => {
  // Expected: not breached for an extract (the encarregado may be named in a part not shown). A whole notice that
  // says the controller has no encarregado is a breach.
  const breaches: Case[] = [
    ["br-lgpd", "BR", "Privacy Notice of Loja Sol Ltda. We collect your name, CPF and address to deliver orders. We do not have a data protection officer. You may ask for access to your data at privacidade@lojasol.com.br."],
  ];
  const lawful: Case[] = [
    ["br-lgpd", "BR", "Loja Sol Ltda. — Privacy Notice, sections 4 and 6\n\n4. We collect your name, CPF and address to deliver orders.\n\n6. You may ask for access to your data at privacidade@lojasol.com.br; we reply within 15 days."],
  ];
  expectRule("lgpd-encarregado", breaches, lawful);
});

describe("WTR reg. 5A: an age given to a group of young workers on long shifts", () => {
  // Expected: breached. A young worker's working time may not exceed 8 hours a day or 40 hours a week.
  const breaches: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Rota for the half-term week: Amy and Theo (each 16, left school in June) are on 9-hour shifts every day from Monday to Friday, paid £7.55 an hour."],
  ];
  const lawful: Case[] = [
    ["uk-working-time-regulations-1998", "GB", "Rota for the half-term week: Amy and Theo (each 16, left school in June) are on 6-hour shifts every day from Monday to Friday, paid £7.55 an hour, with a 30-minute break."],
  ];
  expectRule("wtr-young-working-time", breaches, lawful);
});

describe("FLSA § 211(c): time records made to show fewer hours than were worked", () => {
  // Expected: breached. The records must give the hours actually worked each day and week (29 C.F.R. § 516.2(a)(7));
  // a false record is also unlawful under § 215(a)(5).
  const breaches: Case[] = [
    ["us-flsa", "US-TX", "Warehouse pickers (hourly, $15/hr) are working 48 hours a week this month. Put only the scheduled 40 hours on their time cards."],
    ["us-flsa", "US-TX", "Drivers (hourly) run late most days. Leave the overtime off the timesheets; we settle it with gift cards."],
  ];
  const lawful: Case[] = [
    ["us-flsa", "US-TX", "Warehouse pickers (hourly, $15/hr) are working 48 hours a week this month. Their time cards record every hour worked, and hours over 40 are paid at time and a half."],
  ];
  expectRule("flsa-records", breaches, lawful);
});

describe("LGPD Art. 41: an extract that says no encarregado was appointed", () => {
  // Expected: breached. Saying no encarregado has been appointed is a breach even in an extract (no small-agent facts).
  const breaches: Case[] = [
    ["br-lgpd", "BR", "Clínica Serra Ltda. — Privacy Notice, extract\n\nContact: we have not appointed an encarregado. Send questions about your data to the reception desk."],
  ];
  const lawful: Case[] = [
    ["br-lgpd", "BR", "Clínica Serra Ltda. — Privacy Notice, extract\n\nContact: our encarregado is Ana Lima, at encarregado@clinicaserra.com.br."],
  ];
  expectRule("lgpd-encarregado", breaches, lawful);
});
