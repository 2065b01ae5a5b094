import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { detectApplicableLaws } from "./detect";
import { offlineCheck } from "./offline-check";

/**
 * Everyday texts of kinds our scenario sets rarely hold (offer letters, handbook extracts, rotas, onboarding emails,
 * app-store privacy labels, SMS sign-up terms, checkout boxes, newsletter footers, loyalty-card terms, CCTV notices,
 * retention schedules, recruitment notices, club registration forms, telehealth intake, Indian consent screens,
 * Brazilian shop notices, Singapore gym forms, US state privacy FAQs). For each: the jurisdiction, the laws that must
 * be detected, and the breaches a lawyer would list where one is plain (provision as the rule packs cite it; a
 * breach left out where unsure). Lawful near misses beside them must breach nothing. All written down before the
 * check was first run on them; the texts are invented.
 */
const registry = builtInRegistry();
const AS_OF = "2026-11-27";

interface Register {
  name: string;
  jurisdiction: string;
  text: string;
  /** Registry source_ids that must be detected. */
  detect: string[];
  /** `${source_id} ${provision}` (a prefix of the provision as cited) that must be reported breached. */
  breaches?: string[];
  /** A lawful text: nothing may be reported breached. */
  lawful?: boolean;
  /** Laws that must not be detected. */
  notDetect?: string[];
  /** A miss left open (the cause is not detection): the test asserts it is still missed, so that a fix is noticed. */
  knownGap?: string;
}

const REGISTERS: Register[] = [
  // ---- GB employment, worded as everyday documents ----
  {
    name: "GB offer letter: £6.50 an hour, 20 days' holiday including bank holidays for a Monday-to-Friday job",
    jurisdiction: "GB",
    text: `Dear Sam,
We're delighted to confirm that you'll be joining Kestrel Logistics as a warehouse operative from 3 March, Monday to Friday, 8am to 4pm.
Your hourly rate is £6.50.
You will get 20 days' holiday a year including bank holidays.
Kind regards, Jo Hart, Operations Manager`,
    detect: ["uk-national-minimum-wage-act-1998", "uk-working-time-regulations-1998"],
    breaches: ["uk-national-minimum-wage-act-1998 s. 1", "uk-working-time-regulations-1998 regs. 13 and 13A"],
  },
  {
    name: "GB offer letter, lawful: £13.00 an hour, 28 days including bank holidays, written statement on day one",
    jurisdiction: "GB",
    text: `Dear Sam,
We're delighted to confirm that you'll be joining Kestrel Logistics as a warehouse operative from 3 March, Monday to Friday, 8am to 4pm, with a paid 30-minute lunch break.
Your hourly rate is £13.00.
You will get 28 days' holiday a year including bank holidays.
Your written statement of terms will be given to you on your first day.`,
    detect: ["uk-working-time-regulations-1998"],
    lawful: true,
  },
  {
    name: "GB staff handbook extract: no statutory sick pay for the first three days",
    jurisdiction: "GB",
    text: `Staff handbook — section 4: Sickness absence
If you are off sick, call your manager before 9am.
Statutory sick pay is not paid for the first three days of any absence.`,
    detect: ["uk-sscba-1992"],
    breaches: ["uk-sscba-1992 s. 155"],
  },
  {
    name: "GB shift rota: close at 11pm, open at 6am the next day",
    jurisdiction: "GB",
    text: `Rota for week 12 — Harbour Café
Closing shift finishes at 11pm and the opening shift starts at 6am the next morning: if you close, you open.
Swap shifts only with your supervisor's agreement.`,
    detect: ["uk-working-time-regulations-1998"],
    breaches: ["uk-working-time-regulations-1998 reg. 10(1)"],
  },
  {
    name: "GB shift rota, lawful: 12 hours between a close and the next shift",
    jurisdiction: "GB",
    text: `Rota for week 12 — Harbour Café
Closing shift finishes at 11pm; if you close, your next shift starts no earlier than 11am.
Swap shifts only with your supervisor's agreement.`,
    detect: ["uk-working-time-regulations-1998"],
    lawful: true,
  },
  {
    name: "GB onboarding email for a casual picker: £10.00 an hour whatever the age, £40 deducted for kit",
    jurisdiction: "GB",
    text: `Hi Tom — welcome aboard!
As a casual picker you'll be paid £10.00 per hour, whatever your age.
We'll deduct £40 from your first pay for your hi-vis jacket and safety boots.
See you on Monday at the Leeds depot.`,
    detect: ["uk-national-minimum-wage-act-1998"],
    breaches: ["uk-national-minimum-wage-act-1998 s. 1"],
  },
  {
    name: "GB handbook: rolled-up holiday pay for full-time salaried staff",
    jurisdiction: "GB",
    text: `Employee handbook — Holiday pay
All staff, including our full-time salaried team, receive rolled-up holiday pay: an extra 12.07% is added to each hour's pay, and holiday is unpaid when it is taken.`,
    detect: ["uk-working-time-regulations-1998"],
    breaches: ["uk-working-time-regulations-1998 reg. 16"],
  },
  {
    name: "GB pay policy: no payslips",
    jurisdiction: "GB",
    text: `Pay policy — Greenway Nurseries Ltd
You are paid weekly by bank transfer.
We don't issue payslips; your bank statement shows what you were paid.`,
    detect: ["uk-employment-rights-act-1996"],
    breaches: ["uk-employment-rights-act-1996 s. 8"],
  },
  // ---- GB privacy and marketing in everyday texts ----
  {
    name: "GB contractor onboarding email: passport and bank details kept indefinitely",
    jurisdiction: "GB",
    text: `Hi Priya,
Welcome aboard as a contractor with Fenwick Digital!
Please send us a scan of your passport and your bank details before your start date.
We keep these on our shared drive indefinitely.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 5(1)(e)"],
  },
  {
    name: "GB SMS sign-up terms: the number passed to partners who will text their offers",
    jurisdiction: "GB",
    text: `Text JOIN to 80800 to get our weekly deals by SMS.
By texting JOIN you also agree that we may pass your mobile number to our partners, who will text you their own offers.
Standard network rates apply.`,
    detect: ["uk-pecr-2003"],
    breaches: ["uk-pecr-2003 reg. 22"],
  },
  {
    name: "GB checkout page: pre-ticked box for partners' marketing emails",
    jurisdiction: "GB",
    text: `Checkout — Delivery details
Name, email address, delivery address.
[x] Yes, send me emails with offers from our carefully selected partners.
Place order`,
    detect: ["uk-pecr-2003"],
    breaches: ["uk-pecr-2003 reg. 22"],
  },
  {
    name: "GB checkout page, lawful: unticked box for our own offers",
    jurisdiction: "GB",
    text: `Checkout — Delivery details
Name, email address, delivery address.
[ ] Tick this box if you'd like emails about our offers. You can unsubscribe at any time with one click.
Place order`,
    detect: [],
    lawful: true,
  },
  {
    name: "GB newsletter footer: unsubscribe only by post, taking up to 60 days",
    jurisdiction: "GB",
    text: `You're receiving this newsletter because you bought from Moss & Fern.
To stop these marketing emails, write to us at 4 Mill Lane, Frome; unsubscribe requests take up to 60 days to process.`,
    detect: ["uk-pecr-2003"],
    breaches: ["uk-gdpr Art. 21(3)"],
    knownGap: "UK GDPR and PECR are detected; the Art. 21(3) rule has no test for a slow unsubscribe (how long is too long is not settled in our domain notes)",
  },
  {
    name: "GB newsletter footer, lawful: one-click unsubscribe",
    jurisdiction: "GB",
    text: `You're receiving this newsletter because you bought from Moss & Fern and did not opt out.
Don't want these emails? Unsubscribe with one click, at any time — it takes effect straight away.`,
    detect: ["uk-pecr-2003"],
    lawful: true,
  },
  {
    name: "GB loyalty-card terms: purchase history shared for any purpose, kept as long as we see fit",
    jurisdiction: "GB",
    text: `Loyalty card terms — Corner Grocer Rewards
By joining you agree that we may share your purchase history with our partners for any purpose.
Your card data is kept for as long as we see fit.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 5(1)(b)", "uk-gdpr Art. 5(1)(e)"],
  },
  {
    name: "GB CCTV notice: images kept indefinitely",
    jurisdiction: "GB",
    text: `CCTV in operation
Images are recorded 24 hours a day for the prevention of crime and are kept indefinitely.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 5(1)(e)"],
  },
  {
    name: "GB CCTV notice, lawful: 30 days then overwritten, operator named",
    jurisdiction: "GB",
    text: `CCTV in operation
This system is operated by Hillside Motors Ltd (01632 960123) for the prevention of crime.
Images are kept for 30 days and then overwritten, unless needed to investigate an incident.`,
    detect: ["uk-gdpr"],
    lawful: true,
  },
  {
    name: "GB HR data retention schedule: unsuccessful candidates' CVs kept permanently",
    jurisdiction: "GB",
    text: `HR data retention schedule
Unsuccessful candidates' CVs and interview notes: kept permanently in case of future vacancies.
Payroll records: six years from the end of the tax year.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 5(1)(e)"],
  },
  {
    name: "GB recruitment agency notice: CVs kept forever",
    jurisdiction: "GB",
    text: `Notice to candidates — Brightpath Recruitment
We collect your CV and share it with clients who have vacancies that match your skills.
We will keep your CV on file forever, whether or not we place you.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 5(1)(e)"],
  },
  {
    name: "GB junior football club registration: pre-ticked consent to post the child's photos publicly",
    jurisdiction: "GB",
    text: `Registration form — Riverside Juniors FC (under-12s)
Child's name, date of birth, parent's phone number.
[x] I agree to photos of my child being posted on the club's public Facebook page.
Signed (parent or guardian)`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 4(11)"],
  },
  {
    name: "GB cookie banner: continuing means agreeing to advertising cookies",
    jurisdiction: "GB",
    text: `We use cookies to improve your experience and to show you ads. By continuing to use this site you agree. [OK]`,
    detect: ["uk-pecr-2003"],
    breaches: ["uk-pecr-2003 reg. 6"],
  },
  {
    name: "a recipe page about baked cookies brings no cookie law",
    jurisdiction: "GB",
    text: `Chocolate chip cookies
Cream 125g butter with 100g sugar, beat in an egg, fold in 180g flour and 100g chocolate chips.
Bake the cookies at 180°C for 12 minutes and let them cool on a rack.`,
    detect: [],
    notDetect: ["uk-pecr-2003"],
    lawful: true,
  },
  // ---- EU cookie banners in their own languages ----
  {
    name: "FR banner: advertising trackers accepted by continuing to browse (traceurs, no word 'cookie')",
    jurisdiction: "FR",
    text: `Ce site utilise des traceurs publicitaires. En poursuivant votre navigation, vous acceptez leur dépôt. [OK]`,
    detect: ["fr-loi-informatique-et-libertes"],
    breaches: ["fr-loi-informatique-et-libertes art. 82"],
  },
  {
    name: "FR banner, lawful: trackers only on 'Accepter', refusal on the same level",
    jurisdiction: "FR",
    text: `Nous utilisons des traceurs publicitaires uniquement si vous cliquez sur « Accepter ». [Accepter] [Refuser] [Personnaliser]`,
    detect: ["fr-loi-informatique-et-libertes"],
    lawful: true,
  },
  {
    name: "DE banner: using the website counts as consent to advertising cookies",
    jurisdiction: "DE",
    text: `Wir verwenden Cookies für Werbung und Analyse. Mit der weiteren Nutzung der Website stimmen Sie der Verwendung zu. [OK]`,
    detect: ["de-tdddg"],
    breaches: ["de-tdddg § 25(1)"],
  },
  {
    name: "ES banner: continuing to browse is taken as acceptance of third-party advertising cookies",
    jurisdiction: "ES",
    text: `Usamos cookies propias y de terceros con fines publicitarios. Si continúa navegando, consideramos que acepta su uso. [Aceptar]`,
    detect: ["es-lssi"],
    breaches: ["es-lssi art. 22.2"],
  },
  {
    name: "NL banner: surfing on means agreeing to tracking cookies",
    jurisdiction: "NL",
    text: `Deze website gebruikt tracking cookies. Door verder te surfen ga je akkoord met het plaatsen van deze cookies. [OK]`,
    detect: ["nl-telecommunicatiewet"],
    breaches: ["nl-telecommunicatiewet art. 11.7a"],
  },
  {
    name: "IE banner: advertising cookies set, opt out later in settings",
    jurisdiction: "IE",
    text: `We set analytics and advertising cookies when you visit. You can opt out later in your cookie settings.`,
    detect: ["ie-eprivacy-regulations-2011"],
    breaches: ["ie-eprivacy-regulations-2011 reg. 5(3)"],
  },
  // ---- US state privacy notices written as FAQs, app-store labels ----
  {
    name: "US-CA app-store privacy label: data used to track you, Global Privacy Control ignored",
    jurisdiction: "US-CA",
    text: `App Privacy — FitPulse
Data Used to Track You: precise location, device ID, purchases.
Data Linked to You: contact info, health and fitness.
We share this data with ad partners for cross-context behavioral advertising. California residents: we do not respond to Global Privacy Control signals.`,
    detect: ["us-ca-ccpa"],
    breaches: ["us-ca-ccpa Cal. Code Regs. tit. 11, § 7025"],
  },
  {
    name: "US-CA privacy FAQ: sells to data brokers; opt out only by letter",
    jurisdiction: "US-CA",
    text: `Privacy FAQ for California consumers
Q: Do you sell my information? A: Yes, we sell it to data brokers.
Q: How do I opt out? A: Send a letter to our head office; there is no link on our website.`,
    detect: ["us-ca-ccpa"],
    breaches: ["us-ca-ccpa § 1798.135(a)"],
  },
  {
    name: "US-CA privacy FAQ, lawful: no sale or sharing, toll-free number and web form, 45 days",
    jurisdiction: "US-CA",
    text: `Privacy FAQ for California consumers
Q: Do you sell or share my personal information? A: No, we do not sell or share it.
Q: How do I make a request to know, delete or correct? A: Call 1-800-555-0100 (toll-free) or use the web form; we answer within 45 days.`,
    detect: ["us-ca-ccpa"],
    lawful: true,
  },
  {
    name: "US-VA privacy FAQ: 90 days to answer, no appeal",
    jurisdiction: "US-VA",
    text: `Privacy FAQ — Virginia residents
Q: How long do you take to answer my request? A: Up to 90 days.
Q: Can I appeal if you refuse my request? A: No, our decisions are final.`,
    detect: ["us-va-cdpa"],
    breaches: ["us-va-cdpa § 59.1-577"],
  },
  {
    name: "US-VA app: precise geolocation processed on 'by using the app you consent'",
    jurisdiction: "US-VA",
    text: `For our users in Virginia: the RunLoop app collects your precise geolocation to map your runs and to show you local ads.
By using the app you consent to this; we do not ask separately.`,
    detect: ["us-va-cdpa"],
    breaches: ["us-va-cdpa § 59.1-578"],
  },
  {
    name: "US-CO privacy FAQ, 'if you live in Colorado': universal opt-out signals ignored",
    jurisdiction: "US-CO",
    text: `Privacy questions — if you live in Colorado
Q: Do you use my data for targeted advertising? A: Yes, and we sell it to our partners.
Q: Do you honor browser opt-out signals like Global Privacy Control? A: No, we do not respond to them.`,
    detect: ["us-co-cpa"],
    breaches: ["us-co-cpa § 6-1-1306"],
  },
  {
    name: "US-CO FAQ, Coloradans: 90 days to answer a request",
    jurisdiction: "US-CO",
    text: `FAQ for Coloradans
Q: How long will you take to answer my request to delete my personal data? A: We answer within 90 days.`,
    detect: ["us-co-cpa"],
    breaches: ["us-co-cpa § 6-1-1306"],
  },
  {
    name: "US telehealth intake form brings HIPAA",
    jurisdiction: "US",
    text: `Telehealth intake — SwiftCare Clinic
Please list your current medications, allergies and symptoms before your video visit.
Your answers go to your clinician and are stored in your patient record.`,
    detect: ["us-hipaa-privacy-rule"],
  },
  {
    name: "US kids' coding club sign-up (ages 8–12) brings COPPA",
    jurisdiction: "US",
    text: `Join CodeCubs! (ages 8–12)
Kids enter their first name, email address and a profile photo to create an account. No parent email needed.`,
    detect: ["us-coppa"],
  },
  // ---- US employment ----
  {
    name: "US-TX cashier offer: $6.50 an hour, overtime at straight time",
    jurisdiction: "US-TX",
    text: `Offer — Lone Star Mart
We are pleased to offer you the position of cashier at $6.50 per hour.
Hours over 40 in a week are paid at your straight-time rate; we don't pay overtime premiums.`,
    detect: ["us-flsa"],
    breaches: ["us-flsa 29 U.S.C. § 206(a)", "us-flsa 29 U.S.C. § 207(a)(1)"],
  },
  {
    name: "US warehouse schedule: four 12-hour shifts at straight time",
    jurisdiction: "US",
    text: `Warehouse schedule — Q3
Pickers work four 12-hour shifts a week (48 hours), all paid at straight time of $15 an hour.`,
    detect: ["us-flsa"],
    breaches: ["us-flsa 29 U.S.C. § 207(a)(1)"],
  },
  {
    name: "US offer, lawful: $16 an hour, time and a half over 40",
    jurisdiction: "US",
    text: `Offer — Lone Star Mart
We are pleased to offer you the position of cashier at $16.00 per hour.
Hours over 40 in a workweek are paid at one and one-half times your regular rate.`,
    detect: ["us-flsa"],
    lawful: true,
  },
  // ---- India ----
  {
    name: "IN app consent screen: contacts, SMS and location shared with partners for any purpose",
    jurisdiction: "IN",
    text: `Before you continue
By tapping Continue you agree to share your contacts, SMS and location with us and our partners for any purpose.
[Continue]`,
    detect: ["in-dpdp-act-2023"],
    breaches: ["in-dpdp-act-2023 s. 6(1)"],
  },
  {
    name: "IN app consent screen, lawful: phone number for OTPs only, withdrawal in settings",
    jurisdiction: "IN",
    text: `Before you continue
We will use your mobile number only to send you one-time passwords to log in.
You can withdraw your consent at any time in Settings > Privacy, as easily as you gave it.
For grievances write to grievance@quickotp.example; you may also complain to the Data Protection Board of India.
[I agree] [Not now]`,
    detect: ["in-dpdp-act-2023"],
    lawful: true,
  },
  {
    name: "IN kids' learning app: a child of 10 registers without a parent; ads targeted at all users including children",
    jurisdiction: "IN",
    text: `Sign up — MathsMitra
Children aged 10 and above can register on their own; no parental consent is needed.
We show personalised ads to all users, including children, based on how they use the app.`,
    detect: ["in-dpdp-act-2023"],
    breaches: ["in-dpdp-act-2023 s. 9(1)", "in-dpdp-act-2023 s. 9(3)"],
  },
  {
    name: "IN breach policy: users told only if the company thinks it necessary",
    jurisdiction: "IN",
    text: `Data breach policy — QuickKart Pvt Ltd
If a data breach happens, we will inform affected users only if we think it necessary.`,
    detect: ["in-dpdp-act-2023"],
    breaches: ["in-dpdp-act-2023 s. 8(6)"],
  },
  {
    name: "IN staff handbook: monthly salaries paid by the 15th of the following month",
    jurisdiction: "IN",
    text: `Staff handbook — Pay
Salaries for each month are paid by the 15th of the following month.`,
    detect: ["in-code-on-wages-2019"],
    breaches: ["in-code-on-wages-2019 s. 17"],
  },
  {
    name: "IN appointment letter: overtime at the ordinary rate",
    jurisdiction: "IN",
    text: `Appointment letter
You are appointed as a machine operator at a monthly salary of ₹18,000.
Any overtime will be paid at your ordinary rate of wages.`,
    detect: ["in-code-on-wages-2019"],
    breaches: ["in-code-on-wages-2019 s. 14"],
  },
  // ---- Brazil ----
  {
    name: "BR shop notice (English): data used for any purposes by buying",
    jurisdiction: "BR",
    text: `Loja Sol — your data
By buying from us you authorise us to use your personal data for any purposes we choose.`,
    detect: ["br-lgpd"],
    breaches: ["br-lgpd Art. 8"],
  },
  {
    name: "BR shop notice (Portuguese): cadastro autoriza o uso dos dados pessoais para quaisquer finalidades",
    jurisdiction: "BR",
    text: `Loja Sol — Aviso aos clientes
Ao se cadastrar, você autoriza o uso dos seus dados pessoais para quaisquer finalidades.`,
    detect: ["br-lgpd"],
    breaches: ["br-lgpd Art. 8"],
  },
  // ---- Singapore ----
  {
    name: "SG gym membership form: marketing consent required to join and not withdrawable",
    jurisdiction: "SG",
    text: `Membership form — FitHub Pte Ltd
Name, NRIC, mobile number, email.
By signing, you consent to us sharing your details with our partners for marketing; this consent is required to join.
Consent cannot be withdrawn during the membership term.`,
    detect: ["sg-pdpa-2012"],
    breaches: ["sg-pdpa-2012 s. 14(2)(a)", "sg-pdpa-2012 s. 16"],
  },
  {
    name: "SG gym membership form, lawful: marketing optional, withdraw by email",
    jurisdiction: "SG",
    text: `Membership form — FitHub Pte Ltd
Name, mobile number, email.
[ ] I would like to receive marketing from FitHub. This is optional and not needed to join; you may withdraw at any time by emailing privacy@fithub.example.`,
    detect: ["sg-pdpa-2012"],
    lawful: true,
  },
  {
    name: "SG gym CCTV notice: footage kept forever",
    jurisdiction: "SG",
    text: `CCTV notice — FitHub Pte Ltd
Cameras cover the gym floor and changing-room entrances. Footage is kept forever.`,
    detect: ["sg-pdpa-2012"],
    breaches: ["sg-pdpa-2012 s. 25"],
  },
];

async function check(r: Register) {
  const { drafts } = await offlineCheck(registry, { document_text: r.text, jurisdiction: r.jurisdiction }, AS_OF);
  return {
    // Detected, whether or not the check then found anything in the text to test (a law with nothing to test is left
    // out of the findings and named in a warning).
    detected: detectApplicableLaws(registry, r.jurisdiction, r.text).map((d) => d.sourceId),
    breached: drafts.flatMap((d) => d.obligations.filter((o) => o.status === "breached").map((o) => `${d.sourceId} ${o.provision}`)),
  };
}

/** The laws detected, each listed breach reported, nothing breached in a lawful text (a known gap: still missed). */
function registerTest(r: Register) {
  (r.knownGap ? it.fails : it)(r.knownGap ? `${r.name} (known gap: ${r.knownGap})` : r.name, async () => {
    const { detected, breached } = await check(r);
    expect(detected).toEqual(expect.arrayContaining(r.detect));
    for (const id of r.notDetect ?? []) expect(detected).not.toContain(id);
    for (const b of r.breaches ?? []) expect(breached.some((x) => x.startsWith(b))).toBe(true);
    if (r.lawful) expect(breached).toEqual([]);
  });
}

describe("detection on everyday texts", () => {
  it("holds at least 40 texts", () => {
    expect(REGISTERS.length).toBeGreaterThanOrEqual(40);
  });
  for (const r of REGISTERS) {
    registerTest(r);
  }
});

/**
 * Lawful near misses for the fixes the registers above led to (written after the first run, beside each fix): FAQ
 * answers that deny the practice the question names, weeks of 40 hours or with the premium, consent that is asked
 * separately, consent that is optional, "Colorado" without personal data, cookies set only after "Accept", a gym's
 * monthly fee (not terms of work), Portuguese text with a specific purpose.
 */
const NEAR_MISSES: Register[] = [
  {
    name: "US-CO FAQ: the answer says GPC is honoured",
    jurisdiction: "US-CO",
    text: `Privacy questions — if you live in Colorado
Q: Do you use my data for targeted advertising? A: Yes, with our partners.
Q: Do you honor browser opt-out signals like Global Privacy Control? A: Yes, we treat them as your opt-out of sale and targeted advertising.`,
    detect: ["us-co-cpa"],
    lawful: true,
  },
  {
    name: "US-CA FAQ: the answer denies the sale the question names",
    jurisdiction: "US-CA",
    text: `Privacy FAQ for California consumers
Q: Do you sell my information to data brokers?
A: No. We never sell or share your personal information.`,
    detect: ["us-ca-ccpa"],
    lawful: true,
  },
  {
    name: "US schedule: four 10-hour shifts (40 hours) at straight time",
    jurisdiction: "US",
    text: `Warehouse schedule — Q3
Pickers work four 10-hour shifts a week (40 hours), all paid at straight time of $15 an hour.`,
    detect: ["us-flsa"],
    lawful: true,
  },
  {
    name: "US schedule: 48 hours a week with time and a half over 40",
    jurisdiction: "US",
    text: `Warehouse schedule — Q3
Pickers work 48 hours a week at $15 an hour; hours over 40 are paid at time and a half.`,
    detect: ["us-flsa"],
    lawful: true,
  },
  {
    name: "US-VA app: precise geolocation only when switched on; using the app is agreement to this notice",
    jurisdiction: "US-VA",
    text: `For our users in Virginia: the RunLoop app uses your precise geolocation only if you opt in under Settings > Location.
By using the app you agree to this notice.`,
    detect: ["us-va-cdpa"],
    lawful: true,
  },
  {
    name: "SG gym form: marketing consent is not required to join",
    jurisdiction: "SG",
    text: `Membership form — FitHub Pte Ltd
Name, mobile number, email.
You may agree to us sharing your details with our partners for marketing; this consent is not required to join.`,
    detect: ["sg-pdpa-2012"],
    lawful: true,
  },
  {
    name: "a branch's opening hours in Colorado bring no Colorado privacy law",
    jurisdiction: "US",
    text: `Our Colorado Springs branch is open Monday to Friday, 9am to 5pm. Call us to book a fitting.`,
    detect: [],
    notDetect: ["us-co-cpa"],
    lawful: true,
  },
  {
    name: "IE banner: advertising cookies only after Accept, opt out later in settings",
    jurisdiction: "IE",
    text: `We set analytics and advertising cookies only if you click Accept. You can opt out later in your cookie settings. [Accept] [Reject]`,
    detect: ["ie-eprivacy-regulations-2011"],
    lawful: true,
  },
  {
    name: "GB gym terms: a monthly membership fee is not terms of work",
    jurisdiction: "GB",
    text: `Membership terms — Peak Gym
Membership fees are paid monthly by direct debit, £30 per month.
You can cancel with one month's notice.`,
    detect: [],
    notDetect: ["uk-working-time-regulations-1998", "uk-national-minimum-wage-act-1998"],
    lawful: true,
  },
  {
    name: "BR notice (Portuguese): data used only to deliver the order",
    jurisdiction: "BR",
    text: `Loja Sol — Aviso aos clientes
Usamos seus dados pessoais apenas para entregar o seu pedido e emitir a nota fiscal.`,
    detect: ["br-lgpd"],
    lawful: true,
  },
  // Near misses for the second batch's fixes (written beside them, after its first run).
  {
    name: "GB gym: fingerprint entry optional, with a key fob as the alternative",
    jurisdiction: "GB",
    text: `Welcome to IronWorks Gym
Members can enter by fingerprint scan or with a key fob if they prefer; fingerprint entry is used only with your explicit consent.`,
    detect: ["uk-gdpr"],
    lawful: true,
  },
  {
    name: "GB consultation form: health answers never shared with marketing partners",
    jurisdiction: "GB",
    text: `Online consultation — QuickMeds Pharmacy
Please answer the questions about your health so our pharmacist can review your order.
Your answers about your health are seen only by our pharmacists and are never shared with marketing partners.`,
    detect: ["uk-gdpr"],
    lawful: true,
  },
  {
    name: "US-CA rewards FAQ: deletion requests are free",
    jurisdiction: "US-CA",
    text: `Rewards FAQ for California members
Q: Does a deletion request cost anything? A: No, requests are free of charge and answered within 45 days.`,
    detect: ["us-ca-ccpa"],
    lawful: true,
  },
  {
    name: "US-CO: health data only on a separate opt-in, not on accepting the Terms of Use",
    jurisdiction: "US-CO",
    text: `For Colorado customers: we process your health data (symptoms you log) only with your separate opt-in consent, never on the basis of your acceptance of our Terms of Use.`,
    detect: ["us-co-cpa"],
    lawful: true,
  },
  {
    name: "DE application portal (German): documents kept six months, then deleted",
    jurisdiction: "DE",
    text: `Bewerbungsportal der Nordlicht GmbH
Ihre Bewerbungsunterlagen speichern wir sechs Monate nach Abschluss des Verfahrens und löschen sie dann.`,
    detect: ["eu-gdpr"],
    lawful: true,
  },
];

describe("lawful near misses for the detection fixes", () => {
  it("are all lawful texts", () => expect(NEAR_MISSES.every((r) => r.lawful)).toBe(true));
  for (const r of NEAR_MISSES) registerTest(r);
});

/**
 * A second batch, written (with its expected answers) after the fixes above and before any run on it: other everyday
 * kinds (a WhatsApp message to bar staff, an agency assignment confirmation, a probation rule, fingerprint entry at a
 * gym, a German application portal, school enrolment, employee notices at collection, rewards FAQs, factory notices,
 * Brazilian app terms, Singapore SMS lists and access requests, a French checkout box, an online consultation form).
 */
const SECOND_BATCH: Register[] = [
  {
    name: "GB WhatsApp message to bar staff: 4pm to 4am with no break",
    jurisdiction: "GB",
    text: `Hey all, bar shifts this weekend are 4pm to 4am with no break. Pay is £13 an hour as usual.`,
    detect: ["uk-working-time-regulations-1998"],
    breaches: ["uk-working-time-regulations-1998 reg. 12(1)"],
  },
  {
    name: "GB agency assignment confirmation: the 48-hour opt-out cannot be cancelled",
    jurisdiction: "GB",
    text: `Assignment confirmation — Northgate Staffing
You will work at the Corby distribution centre, 55 hours a week on nights.
Your 48-hour opt-out cannot be cancelled while you are on assignment.`,
    detect: ["uk-working-time-regulations-1998"],
    breaches: ["uk-working-time-regulations-1998 reg. 5"],
  },
  {
    name: "GB staff handbook: no holiday accrues during the six-month probation",
    jurisdiction: "GB",
    text: `Staff handbook — Holidays
You accrue no holiday during your probation period of six months; paid holiday starts once you pass probation.`,
    detect: ["uk-working-time-regulations-1998"],
    breaches: ["uk-working-time-regulations-1998 regs. 13 and 13A"],
    knownGap: "WTR is detected; the annual-leave rule does not read leave withheld until probation ends",
  },
  {
    name: "GB part-time offer, lawful: 16 hours a week over two days, 11.2 days' paid holiday",
    jurisdiction: "GB",
    text: `Dear Alex,
We're pleased to offer you a part-time role at Juniper Books: two days a week, 16 hours in total, with a paid 30-minute lunch break each day.
You'll be paid £13.50 an hour, and you get 11.2 days' paid holiday a year (5.6 weeks pro rata).`,
    detect: ["uk-working-time-regulations-1998"],
    lawful: true,
  },
  {
    name: "GB gym: entry by fingerprint scan only",
    jurisdiction: "GB",
    text: `Welcome to IronWorks Gym
Members enter by fingerprint scan at the turnstile; there is no other way in.
We keep your fingerprint template for as long as you are a member.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 9"],
  },
  {
    name: "GB online consultation form: health answers shared with marketing partners by default",
    jurisdiction: "GB",
    text: `Online consultation — QuickMeds Pharmacy
Please answer the questions about your health so our pharmacist can review your order.
Your answers about your health are shared with our marketing partners by default.`,
    detect: ["uk-gdpr"],
    breaches: ["uk-gdpr Art. 9"],
  },
  {
    name: "GB school trip consent form, lawful",
    jurisdiction: "GB",
    text: `Year 6 trip consent form — Oakfield Primary
Pupil's name, parent's phone number for the day of the trip.
[ ] My child has a medical condition the trip leader should know about (details are kept with the first-aid kit and destroyed after the trip).
Parent's signature`,
    detect: ["uk-gdpr"],
    lawful: true,
  },
  {
    name: "DE application portal (German): application documents kept indefinitely",
    jurisdiction: "DE",
    text: `Bewerbungsportal der Nordlicht GmbH
Ihre Bewerbungsunterlagen und Zeugnisse speichern wir unbefristet, auch wenn Sie nicht eingestellt werden.`,
    detect: ["eu-gdpr"],
    breaches: ["eu-gdpr Art. 5(1)(e)"],
  },
  {
    name: "FR checkout (French): pre-ticked box for partners' offers by email",
    jurisdiction: "FR",
    text: `Validation de la commande
[x] J'accepte de recevoir par e-mail les offres de nos partenaires.
[Payer]`,
    detect: ["eu-gdpr"],
    breaches: ["eu-gdpr Art. 4(11)"],
  },
  {
    name: "IE school enrolment form brings GDPR",
    jurisdiction: "IE",
    text: `Enrolment form — St Brigid's National School
Child's name, date of birth, PPS number, medical conditions and religion.
Photos of pupils are posted on our public website unless parents write to object.`,
    detect: ["eu-gdpr"],
  },
  {
    name: "US-CA notice at collection for employees brings CCPA",
    jurisdiction: "US-CA",
    text: `Notice at collection for California employees
We collect your Social Security number, bank details for payroll, and health information for benefits enrolment.`,
    detect: ["us-ca-ccpa"],
  },
  {
    name: "US-CA rewards FAQ: a $5 fee for a deletion request",
    jurisdiction: "US-CA",
    text: `Rewards FAQ for California members
Q: Can I ask you to delete my data? A: Yes, but each deletion request costs $5, payable in store.`,
    detect: ["us-ca-ccpa"],
    breaches: ["us-ca-ccpa § 1798.130(a)(2)"],
  },
  {
    name: "US-CO: health data processed on acceptance of the Terms of Use",
    jurisdiction: "US-CO",
    text: `For Colorado customers: we process your health data (symptoms and cycle dates you log) on the basis of your acceptance of our Terms of Use.`,
    detect: ["us-co-cpa"],
    breaches: ["us-co-cpa § 6-1-1308"],
  },
  {
    name: "US-VA: requests from Virginians handled within 60 days",
    jurisdiction: "US-VA",
    text: `Your privacy choices
Requests from Virginians to access or delete their personal data are handled within 60 days.`,
    detect: ["us-va-cdpa"],
    breaches: ["us-va-cdpa § 59.1-577"],
  },
  {
    name: "US-VA, lawful: Virginians can appeal; appeals decided within 60 days",
    jurisdiction: "US-VA",
    text: `Your privacy choices
Requests from Virginians to access or delete their personal data are answered within 45 days.
If we refuse a request you can appeal by replying to our answer; we decide appeals within 60 days.`,
    detect: ["us-va-cdpa"],
    lawful: true,
  },
  {
    name: "IN HR notice: Aadhaar and children's school records kept after employees leave",
    jurisdiction: "IN",
    text: `HR notice
All staff must share their Aadhaar card and their children's school records with HR.
We keep these records even after you leave the company.`,
    detect: ["in-dpdp-act-2023"],
    breaches: ["in-dpdp-act-2023 s. 8(7)"],
  },
  {
    name: "IN factory notice: 8am to 8pm shifts, six days a week",
    jurisdiction: "IN",
    text: `Factory notice — shift timings
From Monday, shift timings are 8am to 8pm, six days a week, for all workers.`,
    detect: ["in-osh-code-2020"],
    // No breach listed: a 12-hour shift timing is a spread-over that includes rest intervals, and whether it breaks
    // s. 25(1) turns on the hours actually worked and on spread-over limits we have not verified (removed as unsure).
  },
  {
    name: "IN wages notice: March wages paid with April wages",
    jurisdiction: "IN",
    text: `Notice to workers
Monthly wages for March will be paid along with April wages, at the end of April.`,
    detect: ["in-code-on-wages-2019"],
    breaches: ["in-code-on-wages-2019 s. 17"],
    knownGap: "the Code on Wages is detected; the s. 17 rule reads 'by the Nth of the following month', not a month paid with the next month's wages",
  },
  {
    name: "IN wages notice, lawful: paid on the 5th of the following month",
    jurisdiction: "IN",
    text: `Notice to workers
Monthly wages are paid on the 5th of the following month, by bank transfer.`,
    detect: ["in-code-on-wages-2019"],
    lawful: true,
  },
  {
    name: "BR app (Portuguese): using the app means agreeing to share health data with ad partners",
    jurisdiction: "BR",
    text: `Termos do app VidaFit
Ao usar o app, você concorda com o compartilhamento dos seus dados de saúde com parceiros para publicidade.`,
    detect: ["br-lgpd"],
    breaches: ["br-lgpd Art. 11"],
    knownGap: "the LGPD is detected; the Art. 11 rule tests only legitimate interest as the basis, in English",
  },
  {
    name: "BR security incidents: the ANPD is never told; customers only if they ask",
    jurisdiction: "BR",
    text: `Security incidents — Loja Sol
We do not notify the ANPD of security incidents; customers are told only if they ask us.`,
    detect: ["br-lgpd"],
    breaches: ["br-lgpd Art. 48"],
  },
  {
    name: "BR incidents (Portuguese), lawful: ANPD and data subjects are told",
    jurisdiction: "BR",
    text: `Incidentes de segurança — Loja Sol
Incidentes de segurança que possam causar risco ou dano relevante aos titulares de dados pessoais são comunicados à ANPD e aos titulares em até três dias úteis.`,
    detect: ["br-lgpd"],
    lawful: true,
  },
  {
    name: "SG: promotional SMS to every customer number without checking the Do Not Call Registry",
    jurisdiction: "SG",
    text: `Marketing plan — Q4
We will send promotional SMS to all mobile numbers in our customer list without checking the Do Not Call Registry.`,
    detect: ["sg-pdpa-2012"],
    breaches: ["sg-pdpa-2012 s. 43"],
  },
  {
    name: "SG, lawful: DNC Registry checked before promotional SMS",
    jurisdiction: "SG",
    text: `Marketing plan — Q4
Before sending any promotional SMS we check every mobile number against the Do Not Call Registry, unless the customer has given us clear and unambiguous consent in writing.`,
    detect: ["sg-pdpa-2012"],
    lawful: true,
  },
  {
    name: "SG access requests: replies within 90 days, no word if more time is needed",
    jurisdiction: "SG",
    text: `Access requests — FitHub Pte Ltd
We reply to requests for access to your personal data within 90 days, and we will not tell you if we need more time.`,
    detect: ["sg-pdpa-2012"],
    breaches: ["sg-pdpa-2012 s. 21"],
  },
];

describe("detection on everyday texts, second batch", () => {
  for (const r of SECOND_BATCH) {
    registerTest(r);
  }
});
