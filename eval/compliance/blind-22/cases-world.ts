import type { ComplianceCase } from "../types";

/**
 * Blind set 22, outside Europe: Californian texts (CCPA/CPRA and its Regulations on opt-out preference signals, notice
 * at collection and the method for opting out), Virginia (sensitive data, appeals, and a business under the
 * thresholds), Colorado (universal opt-out and no account needed to exercise rights), Singapore (notifiable breaches
 * under ss. 26B–26D) and Brazil (sensitive health data, access requests answered free and within 15 days). Indian DPDP
 * texts are left out of this set (see index.ts). Lawful texts list none.
 */
export const blind22WorldCases: ComplianceCase[] = [
  {
    id: "b22-ca-streaming-support-gpc-reply",
    jurisdiction: "US-CA",
    title: "Californian streaming service: support reply about Global Privacy Control",
    text: `ReelRiver Inc. (Los Angeles; revenue about $300 million) — chat transcript, Help Center

Customer: I have Global Privacy Control turned on in my browser. Does that stop you sharing my viewing data with
your ad partners?

Agent (Marco): Hi! Great question. We don't read browser signals like GPC — our ad partners need the data to keep
ads relevant. If you'd like to opt out of sharing, please fill in the form under Account > Privacy and we'll take
care of it. Until then your viewing history keeps being shared for cross-context ads as usual. Anything else?`,
    breaches: [["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135"]],
  },
  {
    id: "b22-ca-warehouse-applicant-notice-lawful",
    jurisdiction: "US-CA",
    title: "Californian logistics firm: notice at collection for job applicants",
    text: `Pacific Crate Logistics LLC (Fresno; revenue about $90 million) — Notice at Collection for Job Applicants,
shown on the first page of the online application

What we collect: identifiers (name, address, e-mail, phone); professional and employment history; education; the
results of a forklift skills test; and, only if you receive a conditional offer, your Social Security number and
right-to-work documents, which are sensitive personal information.
Why: to assess your application, to verify your eligibility to work, and to meet our legal duties as an employer.
We use sensitive personal information only for those purposes.
Selling and sharing: we do not sell or share applicants' personal information.
How long we keep it: applications that don't lead to a hire are kept for four years from the decision, as
California employment regulations require, and then deleted; hired applicants' data moves to the employee file.
Our full privacy policy, including your rights to know, delete, correct and limit, is at pacificcrate.com/privacy.`,
    breaches: [],
  },
  {
    id: "b22-va-cycle-app-health-opt-out",
    jurisdiction: "US-VA",
    title: "Virginia period-tracking app: privacy policy extract",
    text: `Lunaria Health Inc. (Richmond; about 600,000 users in Virginia) — Privacy Policy, sections 4 and 9

4. Your cycle, symptoms and pregnancy data. From the moment you start logging, we use your cycle dates, symptoms and
any pregnancy you record to tailor content and to show sponsored products. You can turn this off at any time in
Settings > Personalisation. We don't ask for a separate permission because personalisation is part of the app.

9. Requests. You can ask to see or delete your data by e-mailing privacy@lunaria.app. If we turn down a request,
our decision is final; there is no further review.`,
    breaches: ["us-va-cdpa 59.1-578(A)(5)", "us-va-cdpa 59.1-577(C)"],
  },
  {
    id: "b22-co-outdoor-retailer-slack-opt-out",
    jurisdiction: "US-CO",
    title: "Colorado outdoor retailer: Slack thread about opt-out requests",
    text: `#ecom-data — Slack — Ashley (Head of E-commerce, Summit & Stream Outfitters, Denver; 400,000 Colorado
customers in our CRM, we sell audience segments to partner brands)

Ash: Legal asked about the browser opt-out signal thing. Honestly we're not building that, the segments are half our
partner revenue. Current process stays: to opt out of the sale of their data, customers first have to create a
Summit Rewards account and then toggle it off in the account page. If they email instead, reply with the sign-up
link. 👍`,
    // One breach listed: the ignored opt-out signal; the account-creation demand is under the same section, whose
    // sub-division for it was not checked, so it is not listed separately.
    breaches: [["us-co-cpa 6-1-1306", "us-co-cpa 6-1-1313"]],
  },
  {
    id: "b22-sg-enrichment-centre-leak-whatsapp",
    jurisdiction: "SG",
    title: "Singapore enrichment centre: director's WhatsApp after a data leak",
    text: `WhatsApp — BrightSpark Learning Centre Pte Ltd, "Admin team" chat — 3 Nov 2026, 22:15 — Mr Tan (director)

Team, re the Google Sheet that was set to "anyone with the link": I've locked it now. It had full names, NRIC numbers,
home addresses and parents' mobile numbers for about 750 students and their parents, and it was open for at least
five weeks, we don't know who saw it. We've checked and it's definitely real data, not test data. My decision: no
need to report to PDPC or message the parents, it will only cause panic before the year-end exams. Please keep this
within the team.`,
    // Notifiable by scale (500 or more people, s. 26B), so the Commission must be told (s. 26D(1)); whether the
    // parents must be told too turns on significant harm, which was not checked, and is covered by the same section.
    breaches: ["sg-pdpa-2012 26D"],
  },
  {
    id: "b22-sg-minimart-cctv-faq-lawful",
    jurisdiction: "SG",
    title: "Singapore minimart chain: FAQ about CCTV and membership data",
    text: `FreshMart Neighbourhood Stores — FAQ on our website and at the service counter

Why is there CCTV? For the safety of customers and staff and to deter theft. Notices at every entrance say so.
Footage is kept for 30 days and then overwritten, unless it is needed for a police report.
What do you do with my membership details? We use your name, mobile number and purchases to give you points and
member prices. We only send you promotions by SMS if you ticked the box for it, and we check the Do Not Call
Registry before any SMS campaign.
Can I see my data or stop the promotions? Yes — ask at the counter or e-mail dpo@freshmart.sg. You can withdraw
consent for promotions at any time and we stop within 10 days; our Data Protection Officer replies to access requests
within 30 days.`,
    breaches: [],
  },
  {
    id: "b22-br-diagnostic-lab-insurer-sharing",
    jurisdiction: "BR",
    title: "Brazilian diagnostic laboratory: privacy notice extract",
    text: `Laboratório Vitalis S.A. (Belo Horizonte) — Aviso de Privacidade, section 5 "Sharing"

We share the results of your blood tests and imaging reports, together with your CPF and date of birth, with
health-insurance companies and wellness brands with which we have commercial agreements. They use the results to
price insurance plans offered to you and to send you product offers, and we receive a fee for each referral. This
sharing happens automatically for all patients; by using our services you accept it.`,
    breaches: ["br-lgpd 11"],
  },
  {
    id: "b22-br-marketplace-access-request-reply",
    jurisdiction: "BR",
    title: "Brazilian online marketplace: support reply to an access request",
    text: `MercaFácil — resposta do suporte (chat), 12 Oct 2026

Olá Juliana! Got your request to receive a copy of all the personal data we have about you. Full reports are
prepared by our data team in up to 60 days and there is a processing fee of R$ 49,90, charged to the card on your
account when we start. If you'd just like to confirm whether we hold your data at all, that's also part of the
report, so you'll get everything together. Shall I open the request? 😊`,
    breaches: ["br-lgpd 19", "br-lgpd 18"],
  },
  {
    id: "b22-va-bakery-small-list-lawful",
    jurisdiction: "US-VA",
    title: "Virginia bakery: owner's answer on the website FAQ about privacy law",
    text: `Sugar & Steeple Bakery (Charlottesville) — FAQ, "Does the Virginia privacy law apply to you?"

Short answer from Ellen, the owner: not at the moment. We're one shop with an online pre-order page. Our customer
list has about 9,000 people on it, all of them people who ordered from us, and we have never sold anyone's details
or earned money from data. We use your name, phone and e-mail only for your orders and our monthly newsletter, which
you can leave with one click. If we ever grow into the law's thresholds we'll update this page and our privacy
notice.`,
    breaches: [],
  },
  {
    id: "b22-ca-car-dealer-notarised-opt-out",
    jurisdiction: "US-CA",
    title: "Californian car dealership group: privacy policy section on opting out of sale",
    text: `Golden Coast Auto Group (San Jose; revenue about $410 million) — Privacy Policy, "Your right to opt out"

We sell contact details and vehicle-interest profiles of website visitors and buyers to lenders and aftermarket
warranty companies. To opt out of this sale, send us a letter signed in front of a notary public, with a copy of
your driver's licence and a recent utility bill, to our Compliance Office, 2200 Stevens Creek Blvd, San Jose, CA.
We cannot accept opt-out requests made online, by e-mail or by phone.`,
    breaches: [["us-ca-ccpa-regulations 7026", "us-ca-ccpa 1798.135", "us-ca-ccpa 1798.120"]],
  },
];
