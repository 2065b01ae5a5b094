import type { ComplianceCase } from "../types";

/**
 * Privacy paraphrase set "privacy-paraphrase" (issue 34, breadth of reading): for 25 privacy obligations common in
 * business texts, four short breaches written in plain words, each in its own register — (1) a privacy-policy
 * paragraph, (2) an app onboarding or consent screen, (3) a manager's internal email or Slack message, (4) a
 * customer-service reply or FAQ answer — and (5) one lawful near-miss. Written from the statutes, with the expected
 * breach, before the rule packs' patterns were read and before any run.
 *
 * Split fixed before any run: texts 1–2 of each obligation and the near-miss → dev; texts 3–4 → held-out.
 *
 * The DPDP Act's s. 6 duties apply only from 13 May 2027 (after EVAL_AS_OF): those texts list the breach, which the
 * engine reports with its start date and no `compliant: false`.
 */
type Breaches = ComplianceCase["breaches"];
const cases: ComplianceCase[] = [];
const registers = ["policy", "app", "internal", "support", "lawful"] as const;

/**
 * One obligation: four breaching texts (in the order of `registers`) and one lawful near-miss. A text may list its own
 * breaches where the provision differs by jurisdiction (the national cookie rule, the state's privacy act).
 */
function obligation(key: string, breaches: Breaches, texts: ([string, string] | [string, string, Breaches])[]) {
  texts.forEach(([jurisdiction, text, own], i) => {
    cases.push({ id: `pp-${key}-${i + 1}`, jurisdiction, title: `${key} (${registers[i]})`, text, breaches: i === 4 ? [] : (own ?? breaches) });
  });
}

const cookies = (national: string) => [[national, "eu-eprivacy-directive 5(3)"]];

obligation("gdpr-5-1-e", ["eu-gdpr 5(1)(e)"], [
  ["FR", "What happens to your details when you leave? Nothing: we hold on to your name, address and purchase history for good, even years after your last order, in case they come in handy."],
  ["DE", "Welcome to Fitly! Tap Continue to start. Good to know: your workout logs and profile stay on our servers permanently, and closing your account doesn't remove them."],
  ["IE", "Slack from Dan (Ops lead): Team, please stop purging old customer records. From now on we never delete anyone's file, even customers who left five years ago. Disk is cheap and the history might be useful someday."],
  ["ES", "Hi Laura, thanks for your message. Just to confirm: once you cancel, we don't throw away your account details; they stay in our system with no end date. Best, the Support Team"],
  ["NL", "We keep your invoices for seven years because tax law requires it, and we delete your account profile three months after you close it."],
]);

obligation("gdpr-7-4", ["eu-gdpr 7(4)"], [
  ["FR", "To create a free account you must also agree to receive offers from our partner brands; there is no way to sign up without that."],
  ["IE", "Almost done! [x] I'm happy for MealBox to share my details with partner brands for their promotions (required to finish sign-up). [Create account]"],
  ["DE", "Email from Katrin, Head of E-commerce: From Monday the checkout won't let anyone place an order until they tick the box allowing us to hand their email address to our advertising partners. No tick, no order."],
  ["IT", "FAQ. Can I register without agreeing to receive promotions from your sponsors? No. Registration only goes through once you have said yes to sponsor promotions."],
  ["FR", "Sign up to order. Separately, and only if you wish, tick the box to get our partners' offers; leaving it blank won't affect your account."],
]);

obligation("gdpr-7-3", [["eu-gdpr 7(3)", "eu-gdpr 7"]], [
  ["NL", "You said yes to personalised offers with a single click when you joined. If you change your mind, you'll need to send a signed letter by post to our head office in Utrecht."],
  ["IE", "Heads up: once you allow us to use your location for tailored deals, you can't undo it. The choice is final."],
  ["DE", "Slack from Jonas (CRM): people who ticked 'yes to tailored offers' at signup are locked in. If someone emails asking to take it back, tell them that's not possible until their contract ends."],
  ["FR", "Reply from support: I'm sorry, but the permission you gave us to use your browsing history for recommendations can't be taken back online or by phone. You would need to visit one of our stores in person with ID."],
  ["ES", "You can change your mind about personalised offers at any time: just flip the switch in Settings, the same way you turned it on."],
]);

obligation("gdpr-8", [["eu-gdpr 8", "eu-gdpr 8(1)"]], [
  ["IE", "Our game is for everyone aged 9 and up. Players of any age can agree for themselves to let us use their play data to show them tailored ads; we don't involve parents."],
  ["FR", "Are you 11 or older? Great! Tap 'I agree' to let us use your info for personalised ads. No need to ask a grown-up!"],
  ["DE", "Email from Product: Asking parents to approve is killing sign-ups for the kids' drawing app. Let's drop the parent step; the children can just tap yes to the ad tracking themselves."],
  ["ES", "Hi! Your 12-year-old doesn't need your permission to use our chat app; kids accept our data terms, including targeted ads, on their own."],
  ["IE", "Under-16s can only turn on personalised ads after a parent approves it through the email link we send them."],
]);

obligation("gdpr-9", [["eu-gdpr 9", "eu-gdpr 9(2)"]], [
  ["DE", "We look at the medicines you order through our pharmacy app to decide which health product adverts to show you. We do this because it is in our business interest, so we don't ask you first."],
  ["NL", "To personalise your feed, DateNow reads your sexual orientation and religion from your profile and passes them to our ad partners. Tap Next to continue."],
  ["FR", "Email from the HR director: From next month we will scan staff fingerprints at the door to log arrival times. Nobody gets a choice; just make sure everyone's fingerprint is enrolled by Friday."],
  ["IT", "Thanks for asking. Yes, we use the symptoms you enter in the app to match you with sponsored treatments from our partners. No separate permission is needed for this."],
  ["DE", "We only read your heart-rate data if you switch on 'Health insights' and confirm on a separate screen that you explicitly agree; you can switch it off at any time."],
]);

obligation("gdpr-12-3", ["eu-gdpr 12(3)"], [
  ["FR", "If you ask for a copy of what we hold about you, expect a reply within 90 days."],
  ["IE", "Request my data: submitted! Our team handles these in the order they arrive; please allow up to 12 weeks for your file."],
  ["ES", "Slack from Ana (Customer Ops): We're swamped. New rule: deletion requests and 'what do you have on me' requests go to the back of the queue; answer them within about four months."],
  ["NL", "Reply: We've received your request to delete your details. These requests usually take us around 10 weeks to complete."],
  ["IT", "We answer requests for a copy or deletion of your information within 30 days; if a request is particularly complex we may need up to two more months and will tell you why within the first 30 days."],
]);

obligation("gdpr-12-5", ["eu-gdpr 12(5)"], [
  ["DE", "You can request a copy of the information we hold about you. There is an administration charge of EUR 25 per request."],
  ["IE", "Download my data: EUR 9.99. Pay now to receive your file."],
  ["FR", "Email from Finance: Starting next quarter, let's charge 15 euros whenever a customer asks us to delete their details or send them their info. It will cover the staff time."],
  ["NL", "Reply from support: Sure, we can send you everything we have on file about you. Please transfer the 20 euro processing fee first and we'll get started."],
  ["ES", "Your first copy of your information is free. If you ask for extra copies, we may charge a reasonable fee based on our costs."],
]);

obligation("gdpr-15", ["eu-gdpr 15"], [
  ["IE", "We do not give customers copies of the information we keep about them; our records are for internal use only."],
  ["FR", "Want to see your data? We only show you your name and email address. Notes, call recordings and scoring stay internal."],
  ["DE", "Slack from Tobias (Support team lead): If a customer asks what we've got on them, just send a screenshot of the account page. Never send the call notes, the recordings or the risk score."],
  ["IT", "Hi, I'm afraid we can't share the contents of your customer file with you. Company policy is that this information is confidential."],
  ["NL", "Ask us and we'll send you a copy of all the information we hold about you, including call notes and recordings, free of charge."],
]);

obligation("gdpr-17", ["eu-gdpr 17"], [
  ["ES", "Closing your account hides your profile, but we don't remove your details, and we don't take requests to wipe them."],
  ["DE", "Delete account? This option is not available. You can pause your profile instead."],
  ["FR", "Email from the Marketing Director: When former customers ask us to wipe their details, say it isn't possible and leave their record as it is."],
  ["IE", "Thanks for getting in touch. Unfortunately we're unable to remove your information from our systems at your request, even though you no longer use our service."],
  ["NL", "Ask us to delete your account and we'll erase your details within a month, except invoices we must keep for seven years under tax law."],
]);

obligation("gdpr-21-3", [["eu-gdpr 21(3)", "eu-gdpr 21"]], [
  ["IT", "Even if you tell us you no longer want our catalogues and promotional letters, we will keep posting them for as long as you are on our customer list."],
  ["FR", "Our offers by post come with membership. Tapping 'Stop offers' hides them in the app only; the printed brochures keep coming."],
  ["DE", "Slack from the Sales Manager: Anyone who asked to be taken off the brochure mailing list, put them back on for the spring campaign. We've lost too many."],
  ["ES", "Reply: We note that you don't wish to receive our paper mailings. However, we cannot remove you from the printed catalogue list while your account is open."],
  ["IE", "Don't want our catalogue? Tell us once and we'll stop posting it, no questions asked."],
]);

obligation("gdpr-22", ["eu-gdpr 22"], [
  ["NL", "Loan applications are approved or turned down automatically by our scoring system; no person looks at them and you can't ask for one to."],
  ["DE", "Your application was declined by our algorithm. This decision is final and cannot be reviewed by a member of staff."],
  ["FR", "Email from the Head of Recruitment: From now on the screening software rejects CVs on its own. Recruiters won't check the rejected ones, and we won't take appeals."],
  ["IE", "Hi, your insurance quote was refused by our automated system based on your details. Unfortunately our staff have no way to look at it again or change the outcome."],
  ["IT", "Our software pre-sorts applications, but a person always reviews each one and makes the final decision; you can ask for the reasons and to have it looked at again."],
]);

obligation("gdpr-32", ["eu-gdpr 32"], [
  ["IE", "For convenience, we store your password exactly as you typed it so our support staff can read it back to you over the phone."],
  ["FR", "Forgot your password? No problem: we'll email you your current password straight away."],
  ["DE", "Slack from the IT lead: To keep things simple, the whole team shares one login for the customer database, and the customer spreadsheet with bank details stays on the public share link. No need for passwords on laptops either."],
  ["ES", "Hi, yes, our staff can see your full card number and password in our system, so just call us and we'll read them out for you."],
  ["NL", "Passwords are stored only in hashed form, our staff use individual logins with two-factor authentication, and card numbers are handled by our payment provider."],
]);

obligation("gdpr-33", [["eu-gdpr 33", "eu-gdpr 33(1)"]], [
  ["DE", "If someone breaks into our systems and gets hold of customer details, we deal with it internally and do not report it to the privacy watchdog."],
  ["FR", "Your security matters. If our servers are ever hacked, we fix it ourselves quietly; we won't be filing reports with any government watchdog."],
  ["IE", "Email from the CEO: About last night's hack of the customer database: we are NOT telling the regulator. Let's fix it quietly and move on."],
  ["NL", "FAQ. Do you report data leaks to the authorities? Only if the leak makes the news. Otherwise we handle it ourselves."],
  ["ES", "If we suffer a data leak that puts you at risk, we report it to the Spanish regulator within 72 hours and tell you without delay."],
]);

obligation("gdpr-34", [["eu-gdpr 34", "eu-gdpr 34(1)"]], [
  ["IT", "If your card details or passwords are stolen from us in a hack, we will inform the regulator but we will not contact you about it."],
  ["IE", "Note: if a security incident exposes your account details, we don't send alerts to users."],
  ["DE", "Slack from the Head of Customer Care: The leak exposed customers' ID scans and passwords. We've reported it to the authority, but don't email customers about it; it would scare them off."],
  ["FR", "Reply: we can confirm there was an incident in March in which customers' passport copies were exposed. We decided not to inform the affected customers individually."],
  ["NL", "If a leak is likely to harm you, for example because your passwords were taken, we'll email you without delay with what happened and what you should do."],
]);

obligation("gdpr-44", [["eu-gdpr 44", "eu-gdpr 46"]], [
  ["FR", "Our customer support is handled by a call centre in the Philippines, which can see your full account details. We send them your details without any contract covering how they protect them."],
  ["DE", "Heads up: your photos are backed up to our servers in Russia. No extra protections apply to this."],
  ["IE", "Email from the CTO: We're moving the customer database to a cheaper provider in Vietnam next week. Don't bother with the legal paperwork for sending the data there; we'll sort it later if anyone asks."],
  ["ES", "Yes, your information goes to our development team in India, who work on it directly. We don't have any agreement with them about how your data is protected."],
  ["NL", "Our support partner in India receives your account details under the EU standard contractual clauses, with encryption in transit."],
]);

obligation("cookie-consent", [], [
  ["FR", "By continuing to visit our site, you accept our advertising and analytics cookies.", cookies("fr-loi-informatique-et-libertes 82")],
  ["DE", "This app runs ad trackers and measurement tools from the first launch. You can switch them off in Settings later.", cookies("de-tdddg 25")],
  ["GB", "Slack from the Web Manager: Marketing wants the cookie banner gone. Let's just load Google Analytics and the Facebook pixel for every visitor and put a line about it in the footer.", ["uk-pecr-2003 6"]],
  ["IT", "FAQ. Do I have to say yes to your tracking cookies? No need to do anything: they are already active when you land on the site, and you can remove them through your browser.", cookies("it-codice-privacy 122")],
  ["IE", "Only the cookies needed to run the site are set until you click 'Accept' on the banner; 'Reject all' is just as easy and sits right next to it.", []],
]);

obligation("pecr-22", ["uk-pecr-2003 22"], [
  ["GB", "We buy lists of email addresses from other companies and send those people our newsletters about our offers."],
  ["GB", "Enter your email to see today's prices. By continuing, you'll get our promotional emails and texts; there's no box to untick."],
  ["GB", "Email from the Marketing Manager: I've bought 20,000 email addresses from a list broker. Load them into Mailchimp and send the spring sale blast tomorrow."],
  ["GB", "Reply: You received our offer text because your number was on a list we bought from a partner. We don't need your permission to message you."],
  ["GB", "We'll only email you offers if you tick the box saying you'd like them, and every email has an unsubscribe link."],
]);

obligation("ccpa-opt-out", [["us-ca-ccpa 1798.120", "us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"]], [
  ["US-CA", "We sell your browsing and purchase details to data brokers and advertisers. There isn't a way to stop this."],
  ["US-CA", "By using ShopNow, you agree we may sell your info to marketing partners. (Choosing not to be sold isn't an option at this time.)"],
  ["US-CA", "Slack from the VP Growth: Legal wanted an opt-out link for the data sales on the homepage; I've vetoed it. We keep selling the customer list to the data broker every month."],
  ["US-CA", "Hi, thanks for writing. We're not able to stop selling your information to our partners; it's how we keep the service free."],
  ["US-CA", "We sell some device data to advertisers; you can stop this at any time with the 'Do Not Sell or Share My Personal Information' link at the bottom of every page."],
]);

obligation("ccpa-7025", [["us-ca-ccpa-regulations 7025", "us-ca-ccpa 1798.135(b)"]], [
  ["US-CA", "We sell visitor data to ad partners. We do not act on browser privacy signals such as Global Privacy Control; to opt out you must fill in our web form."],
  ["US-CA", "Your browser is sending a privacy signal asking us not to sell your data. We'll ignore it; tap 'Opt out' here instead if you mean it."],
  ["US-CA", "Email from the Web Lead: The GPC flag is costing us ad revenue. Switch off the code that reads it; we'll keep sharing those visitors' data with ad networks."],
  ["US-CA", "FAQ. I've turned on Global Privacy Control. Will you stop selling my data? No, our site doesn't respond to browser settings. Please call us to opt out."],
  ["US-CA", "When your browser sends Global Privacy Control, we treat it as a request to stop selling or sharing data from that browser."],
]);

obligation("ccpa-1798-121", [["us-ca-ccpa 1798.121", "us-ca-ccpa 1798.135"]], [
  ["US-CA", "We use your precise location and your health conditions to target ads to you, and there is no option to restrict how we use them."],
  ["US-CA", "FitTrack uses your heart conditions and exact GPS location to personalize partner offers. This can't be limited."],
  ["US-CA", "Slack from Product: We're going to start using customers' exact location and their medical info to pick ads. Don't build any way for people to limit that; opt-outs would tank the model."],
  ["US-CA", "Reply: We do use the health details and precise location you share with us for marketing. There isn't a setting to restrict that use."],
  ["US-CA", "We use your precise location only to deliver your order, and nothing else."],
]);

obligation("ccpa-1798-125", ["us-ca-ccpa 1798.125"], [
  ["US-CA", "Customers who ask us to delete their information or to stop selling it lose their member prices and pay the standard rate."],
  ["US-CA", "Opting out of data sales? Heads up: opted-out accounts get slower shipping and no free returns."],
  ["US-CA", "Email from Pricing: Anyone who sends a deletion or opt-out request, bump their subscription price by 10% at renewal."],
  ["US-CA", "Reply: Since you asked us not to sell your data, your account has been moved to the basic plan at the same price. That's standard for opted-out customers."],
  ["US-CA", "Opting out of data sales doesn't change your price or service in any way."],
]);

obligation("state-sensitive", [], [
  ["US-VA", "We collect your precise location and information about your health conditions to tailor offers, without asking you first.", ["us-va-cdpa 59.1-578"]],
  ["US-CO", "By creating an account you accept our Terms, which let us use your religious beliefs and sexual orientation for matchmaking and ads.", ["us-co-cpa 6-1-1308"]],
  ["US-VA", "Slack from Growth: let's start pulling users' exact GPS location and their pregnancy status from the tracker to segment ads. No pop-up asking first; it would just hurt the numbers.", ["us-va-cdpa 59.1-578"]],
  ["US-CO", "FAQ. Do you ask before using my health info? No, we use the health information you enter for ad targeting automatically; it's covered by the terms you accepted.", ["us-co-cpa 6-1-1308"]],
  ["US-VA", "We only use your health information if you tap 'Yes, use my health data' on a separate screen; you can change this at any time.", []],
]);

obligation("dpdp-6", ["in-dpdp-act-2023 6"], [
  ["IN", "By signing up you agree that we may use your information for any purpose we think fit, now or in the future."],
  ["IN", "Tap 'I agree' to let LoanEasy use your contacts, photos, messages and location for whatever purposes we decide."],
  ["IN", "Email from the COO: Put one line in the onboarding form where customers okay us using their details for anything we need. Saves us asking again later."],
  ["IN", "Reply: When you registered, you accepted our terms, which allow us to use your data for all our business purposes, including ones we add later."],
  ["IN", "We use your phone number only to send one-time passwords for login, and ask separately whether you'd like offers by SMS."],
]);

obligation("pdpa-26", ["sg-pdpa-2012 26"], [
  ["SG", "Your details are sent to our call centre in another country. We have no agreement requiring them to protect your information."],
  ["SG", "Your photos and ID are processed by our partner overseas. They are not bound by any data protection commitments to us."],
  ["SG", "Email from the Regional Director: We're moving all Singapore customer records to a vendor in Cambodia this month. Skip the data protection clauses in the contract; they slow things down."],
  ["SG", "Reply: Yes, your account information is stored with a provider abroad. We haven't put any contract in place about how they safeguard it."],
  ["SG", "Customer records are stored in Australia with a provider bound by contract to protect them to a standard comparable to Singapore law."],
]);

obligation("lgpd-18", ["br-lgpd 18"], [
  ["BR", "We do not give customers copies of their data, and we do not correct or delete it on request."],
  ["BR", "Your profile is final. Information you entered can't be changed or removed, even by contacting us."],
  ["BR", "Slack from the Head of Customer Success: if clients ask to see or delete what we store about them, tell them we don't do that."],
  ["BR", "Reply: Unfortunately, we cannot show you or delete the information we hold about you; our policy doesn't allow it."],
  ["BR", "You may ask us at any time to confirm whether we hold your data, to see it, correct it or delete it, by writing to privacidade@loja.com.br."],
]);

export const privacyParaphraseCases: ComplianceCase[] = cases;

const ids = new Set(cases.map((c) => c.id));

/** The fixed split of this set: texts 1, 2 and the near-miss (5) of each obligation → dev, texts 3 and 4 → held-out; undefined for a case not in the set. */
export function privacyParaphraseSplitOf(id: string): "dev" | "held-out" | undefined {
  if (!ids.has(id)) return undefined;
  return /-(3|4)$/.test(id) ? "held-out" : "dev";
}
