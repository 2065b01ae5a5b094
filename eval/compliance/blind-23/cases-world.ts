import type { ComplianceCase } from "../types";

/**
 * Blind set 23, outside Europe: CCPA/CPRA and its Regulations (a privacy policy that denies selling while sharing for
 * cross-context ads, a support reply on deletion requests, a lawful privacy-choices FAQ), Virginia (targeted ads not
 * disclosed, a late reply), Colorado (fertility data shared without consent), Singapore PDPA (a rewards scheme tied to
 * partner marketing and kept forever; a breach notified in time), Brazil LGPD (a children's app, a hospital group's
 * policy) and an Indian ed-tech e-mail whose DPDP duties are not yet in force. Lawful texts list none.
 */
export const blind23WorldCases: ComplianceCase[] = [
  {
    id: "b23-ca-meal-delivery-deletion-reply",
    jurisdiction: "US-CA",
    title: "California meal-delivery app: support agent's reply to a deletion request",
    text: `From: help@forkful.app  To: [customer]  Re: delete my account data please

Hi Dana, thanks for reaching out! We can't take deletion requests by e-mail, chat or through the app, sorry. Please
print and sign the form on our website and mail it to our P.O. Box in Sacramento — that's the only way we accept
privacy requests. Once the letter arrives, our privacy team works through requests in order and usually gets to them
within about 90 days; we'll let you know when it's done. Have a great day! — Jordan, Forkful Support

(Forkful Inc. is an app-only meal delivery business with about 2.1 million California customers.)`,
    breaches: [
      ["us-ca-ccpa 1798.130(a)(1)", "us-ca-ccpa-regulations 7020"],
      ["us-ca-ccpa-regulations 7021", "us-ca-ccpa 1798.130(a)(2)"],
    ],
  },
  {
    id: "b23-ca-sportswear-we-do-not-sell-policy",
    jurisdiction: "US-CA",
    title: "California sportswear brand: privacy policy section and the marketing team's note",
    text: `StrideLine Apparel, Inc. (San Diego; annual revenue about $48 million) — Privacy Policy, section 5 "Selling data"

5.1 We do not sell your personal information, so there is nothing to opt out of and no opt-out link on our site.

5.2 To make our ads more relevant, we let our advertising partners (social networks and ad exchanges) place their
pixels on our website. These partners receive the pages you visit, the products you view and your device identifiers,
and use them to show you our ads, and other brands' ads, on other websites and apps.

Marketing note: the footer has Terms, Returns and Privacy Policy links only. We have not added any "choices" link,
because section 5.1 says we don't sell.`,
    breaches: [["us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013", "us-ca-ccpa 1798.120"]],
  },
  {
    id: "b23-ca-furniture-privacy-choices-faq-lawful",
    jurisdiction: "US-CA",
    title: "California furniture retailer: privacy FAQ",
    text: `Redwood & Reed Furniture, Inc. (Oakland) — "Privacy questions" page

Q: Can I stop my browsing being used for ads on other sites?
A: Yes. The footer of every page has a "Your Privacy Choices" link with a toggle for ad sharing. Browsers and add-ons
that send the Global Privacy Control are honoured automatically: we switch ad sharing off for that browser, and for
your Redwood account too when you are signed in. We won't ask you to fill anything in first.

Q: I want a copy of my data, or want it fixed or erased.
A: Send us the online request form (/privacy-request) or phone our toll-free privacy line, 1-888-555-0199. You'll hear
from us within ten business days that it has arrived, and the full answer follows within 45 days. Where a request is
complex we may take a second 45 days, but only after writing to you, inside the first period, to say so and why.

Q: What sensitive information do you hold? A: Card details at checkout, used to take the payment and nothing else.`,
    breaches: [],
  },
  {
    id: "b23-va-meal-kit-retargeting-late-replies",
    jurisdiction: "US-VA",
    title: "Virginia meal-kit company: compliance lead's e-mail to the CEO",
    text: `From: Priya Nair (compliance lead, Old Dominion Kitchens LLC, Richmond)  To: CEO  Date: 12 October 2026
Subject: privacy backlog

Quick summary for the board pack. We now have about 160,000 Virginia subscribers. Since spring we've been sending
customer e-mails and purchase histories to two ad networks for retargeting ads on social media and other sites. Our
privacy notice doesn't mention this at all and there's nowhere for customers to turn it off.

Requests: we had 37 access and deletion requests this year. The team answers them when they can; the average is
around 80 days, and we didn't write to anyone to say we needed longer or why.`,
    breaches: [["us-va-cdpa 59.1-578(D)", "us-va-cdpa 59.1-578(C)"], "us-va-cdpa 59.1-577(B)"],
  },
  {
    id: "b23-co-fertility-app-ad-sharing",
    jurisdiction: "US-CO",
    title: "Colorado fertility-tracking app: growth lead's Slack message",
    text: `#growth — Slack — Fri 15:02 — Ben (growth lead, Bloomcycle Inc., Denver)

Update: the partnership with the two baby-brand ad networks is live 🎉 From today we pass users' cycle data, "trying
to conceive" flags and pregnancy week to them so they can target ads. We have ~210k users in Colorado. We did NOT put
an ask in the onboarding flow, conversion matters too much; instead there's a switch under Settings > Privacy that
users can turn off if they find it. Sharing is on by default for everyone, existing users included.`,
    breaches: ["us-co-cpa 6-1-1308(7)"],
  },
  {
    id: "b23-sg-clinic-group-breach-notified-lawful",
    jurisdiction: "SG",
    title: "Singapore dental clinic group: incident note for the board",
    text: `BrightSmile Dental Group Pte. Ltd. (Singapore) — incident note for the board, 20 October 2026

On 13 October our booking vendor told us a misconfigured server had exposed appointment records. We began our
assessment at once and on 15 October concluded that the records of 2,150 patients (names, NRIC numbers, phone numbers
and treatment types) had been exposed, which makes it notifiable. We notified the PDPC on 16 October, the next day,
and sent every affected patient an SMS and letter on 16 October explaining what happened, the risks and what they
can do, with a hotline. The vendor's access has been suspended and the server secured.`,
    breaches: [],
  },
  {
    id: "b23-sg-supermarket-rewards-partner-marketing",
    jurisdiction: "SG",
    title: "Singapore supermarket chain: rewards programme terms",
    text: `FreshMart Rewards (FreshMart Holdings Pte. Ltd., Singapore) — Programme Terms, clauses 3 and 8

3. To join FreshMart Rewards you must agree that we may give your name, mobile number and shopping history to our
partner banks, insurers and telco so that they can contact you with their own offers. We cannot issue a Rewards card
without this agreement. Rewards give points on groceries only.

8. When you cancel your card we keep all your details and your full purchase history without a time limit, in case
you decide to come back or we find a new use for them.`,
    breaches: ["sg-pdpa-2012 14(2)", "sg-pdpa-2012 25"],
  },
  {
    id: "b23-br-kids-game-child-taps-agree",
    jurisdiction: "BR",
    title: "Brazilian kids' game studio: founder's WhatsApp about sign-up",
    text: `WhatsApp — "Pipoca Games time" — 10:12 — Rafael (founder, Pipoca Games Ltda., Recife)

galera, pro app de alfabetização (kids 6 to 10): let's cut the step where the parent confirms by e-mail, it kills
installs. the child taps the big green "Concordo" button and that covers it. we also start sending their nickname,
age, in-game progress and device ID to the ad network so they can show kid-targeted ads. parents don't need to be
involved, it's just a game`,
    breaches: ["br-lgpd 14"],
  },
  {
    id: "b23-br-hospital-group-consent-locked",
    jurisdiction: "BR",
    title: "Brazilian hospital group: patient-portal privacy policy extract",
    text: `Rede Hospitalar Vale Verde S.A. (Belo Horizonte; 9 hospitals) — Patient Portal Privacy Policy, items 4 and 11

4. The consent you give when creating your portal account, for us to send your exam results and health history to
our partner research laboratories for clinical studies, cannot be withdrawn while your account is open. To stop it
you must close your account and lose access to your results.

11. Contact. Vale Verde has not appointed a person in charge of personal data processing and has no plan to; privacy
questions go to the general customer service line.`,
    breaches: [["br-lgpd 8", "br-lgpd 18"], "br-lgpd 41"],
  },
  {
    id: "b23-in-edtech-kids-ads-before-commencement-lawful",
    jurisdiction: "IN",
    title: "Indian ed-tech start-up: founder's e-mail about a children's quiz app (duties not yet in force)",
    text: `From: Arjun Mehta (co-founder, QuizKaro Learning Pvt. Ltd., Pune)  To: product and growth  Date: 24 November 2026
Subject: kids' quiz app — current set-up

Where we are: the app is used by about 300,000 kids aged 9 to 15. They sign up with a name, class, school and a
nickname and log in with a one-time code, so we hold no passwords, no payment details and no health data. We run an
ad SDK that builds interest profiles from the quizzes they play and shows them targeted ads. There is no parent step.
I know the new data protection law will change this for children, and we'll plan the parent-consent flow and switch
off the ad profiling before it applies to us; for now nothing changes.`,
    breaches: [],
  },
];
