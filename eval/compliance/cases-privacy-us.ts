import type { ComplianceCase } from "./types";

/** California (CCPA/CPRA and the CCPA Regulations), Virginia and Colorado consumer privacy texts. */
export const privacyUsCases: ComplianceCase[] = [
  {
    id: "ca-retailer-sells-to-brokers",
    jurisdiction: "US-CA",
    title: "Californian retailer: sells to data brokers, ignores GPC, no opt-out link, deletion by post in 90 days",
    text: `Privacy Policy for California Residents — SunCoast Outfitters Inc.
We collect identifiers (name, email, postal address), purchase history, and precise geolocation from our mobile app.
We sell customer lists, including purchase history, to data brokers and marketing companies.
We use your precise geolocation to target advertising to you.
We do not respond to Global Privacy Control or Do Not Track browser signals.
To request deletion of your personal information, write to us at 200 Harbor Blvd, Long Beach, CA 90802. Requests are handled within 90 days.
We keep personal information for seven years after your last purchase.`,
    breaches: [
      ["us-ca-ccpa 1798.135(a)", "us-ca-ccpa-regulations 7013", "us-ca-ccpa 1798.120"],
      ["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)"],
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      ["us-ca-ccpa 1798.121", "us-ca-ccpa-regulations 7014", "us-ca-ccpa-regulations 7027"],
    ],
  },
  {
    id: "ca-app-we-do-not-sell-but-pixels",
    jurisdiction: "US-CA",
    title: "Californian app: claims not to sell, yet shares for cross-context behavioural ads; opt-out costs more",
    text: `Privacy notice — FitTrack Labs LLC (California)
We collect your name, email, device identifiers and workout data.
We do not sell your personal information. We share device identifiers and app activity with advertising networks, which use them to show you ads on other apps and websites.
If you opt out of this sharing, the premium subscription price increases from $4.99 to $9.99 per month.
We keep your data for as long as your account exists and for 24 months afterwards.
You can make requests to know, delete or correct your personal information by emailing privacy@fittrack.example or calling our toll-free number 1-800-555-0142. We respond within 45 days.
A "Do Not Sell or Share My Personal Information" link appears at the bottom of our home page.`,
    breaches: ["us-ca-ccpa 1798.125"],
  },
  {
    id: "ca-teen-social-app",
    jurisdiction: "US-CA",
    title: "Californian social app: sells 14-year-olds' data without opt-in",
    text: `Privacy Policy — ChatterBox Inc.
ChatterBox is available to users aged 13 and older. We sell the personal information of all users, including users aged 13 to 15, to advertising partners unless they opt out.
A "Do Not Sell or Share My Personal Information" link is available in the app settings and on our homepage, and we honor Global Privacy Control signals.
Requests to know, delete or correct can be made by web form or toll-free number; we respond within 45 days.
We keep account data until the account is deleted.`,
    breaches: ["us-ca-ccpa 1798.120"],
  },
  {
    id: "ca-notice-no-retention",
    jurisdiction: "US-CA",
    title: "Californian notice at collection without retention periods",
    text: `Notice at Collection — Pacific Home Loans Inc. (website visitors, California)
Categories of personal information collected: identifiers, internet activity, geolocation (approximate).
Purposes: to respond to your enquiries and to improve our website.
We do not sell or share your personal information.
You can submit requests to know, delete or correct by calling 1-888-555-0199 or through our online form; we respond within 45 days.`,
    breaches: [["us-ca-ccpa 1798.100", "us-ca-ccpa-regulations 7012"]],
  },
  {
    id: "ca-policy-good",
    jurisdiction: "US-CA",
    title: "Californian privacy policy: opt-out link, GPC honoured, two methods, 45 days (no breach expected)",
    text: `California Privacy Notice — Redwood Books Inc.
Categories of personal information we collect: identifiers, commercial information, internet activity.
Purposes: to fulfil orders, provide customer support and, with your choice, to show you advertising.
We share online identifiers with advertising partners for cross-context behavioral advertising. You can opt out through the "Do Not Sell or Share My Personal Information" link on our homepage. We treat a Global Privacy Control signal as a valid request to opt out of sale and sharing for that browser and any profile linked to it.
We do not collect sensitive personal information.
We keep order records for 7 years for tax purposes and marketing data for 2 years after your last purchase.
You can submit requests to know, delete or correct by our web form or by calling 1-877-555-0123. We confirm receipt within 10 business days and respond within 45 calendar days.
We will not discriminate against you for exercising your rights.`,
    breaches: [],
  },
  {
    id: "ca-employee-biometrics",
    jurisdiction: "US-CA",
    title: "Californian employer: fingerprints for timekeeping, used beyond need, no notice of limit right",
    text: `Employee Privacy Notice — Valley Produce Packers Inc. (California employees)
We collect your name, Social Security number, bank account details and fingerprint scans for time clocks.
We also use fingerprint data and your health information to assess your productivity and to decide on promotions.
We do not provide a way to limit the use of your sensitive personal information.
Employees may request access to their personnel file by written request to HR; we respond within 90 days.
We keep employee records for as long as we consider useful.`,
    breaches: [
      ["us-ca-ccpa 1798.121", "us-ca-ccpa-regulations 7014", "us-ca-ccpa-regulations 7027"],
      ["us-ca-ccpa 1798.130(a)(2)", "us-ca-ccpa-regulations 7021"],
      ["us-ca-ccpa 1798.100"],
    ],
  },
  {
    id: "va-health-app-notice",
    jurisdiction: "US-VA",
    title: "Virginia wellness app: sensitive data without consent, no appeals",
    text: `Privacy Notice for Virginia residents — Blue Ridge Wellness LLC
We collect your precise geolocation and information about your mental health conditions through our app and use it to tailor advertising. We do not ask for your consent for this processing.
You may request access to or deletion of your data by email. All decisions on requests are final and cannot be appealed.`,
    breaches: ["us-va-cdpa 59.1-578", "us-va-cdpa 59.1-577"],
  },
  {
    id: "va-retailer-slow-requests",
    jurisdiction: "US-VA",
    title: "Virginia retailer: 120 days to respond",
    text: `Virginia Consumer Privacy Rights — Chesapeake Hardware Inc.
Virginia residents may request to access, correct, delete or obtain a copy of their personal data, and to opt out of targeted advertising, sale and profiling, by emailing privacy@chesapeake.example.
We will respond to your request within 120 days. If we decline to act, you may appeal by replying to our decision; we decide appeals within 60 days.
We process sensitive data only with your consent.`,
    breaches: ["us-va-cdpa 59.1-577"],
  },
  {
    id: "co-ad-tech-no-uoom",
    jurisdiction: "US-CO",
    title: "Colorado ad-tech site: ignores universal opt-out signals",
    text: `Colorado Privacy Notice — Front Range Media Inc.
We sell personal data and process it for targeted advertising.
Colorado consumers can opt out by emailing optout@frontrange.example. We do not recognise browser-based universal opt-out signals such as Global Privacy Control.
We respond to requests within 45 days.`,
    breaches: ["us-co-cpa 6-1-1306"],
  },
  {
    id: "co-dating-sensitive-data",
    jurisdiction: "US-CO",
    title: "Colorado dating app: sex life and orientation data by pre-ticked consent",
    text: `Privacy notice — Peak Match Inc. (Colorado users)
We process information about your sexual orientation and sex life to match you with other users.
By creating an account you agree to this processing; the consent box on the sign-up form is ticked in advance.
We honour Global Privacy Control signals as an opt-out of sale and targeted advertising.`,
    breaches: ["us-co-cpa 6-1-1308"],
  },
  {
    id: "co-notice-good",
    jurisdiction: "US-CO",
    title: "Colorado privacy notice: UOOM honoured, sensitive data by opt-in (no breach expected)",
    text: `Colorado Privacy Notice — Aspen Outdoor Gear Inc.
We process personal data to fulfil orders and, if you do not opt out, for targeted advertising.
You can opt out of targeted advertising and sale through the "Your Privacy Choices" link, and we honour universal opt-out mechanisms such as Global Privacy Control.
We do not process sensitive data without your prior opt-in consent, which you give by ticking an unticked box.
We respond to requests within 45 days and you can appeal any refusal.`,
    breaches: [],
  },
];
