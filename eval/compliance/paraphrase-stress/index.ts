import type { ComplianceCase } from "../types";

/**
 * Paraphrase stress set "paraphrase" (issue 34, robustness round): for about thirty obligations that the dev halves
 * show breached, four new one-to-three-sentence wordings of the breach in different registers (app copy, formal
 * policy, manager's message, FAQ answer, passive voice, negation moved, the fact split over two sentences) and one or
 * two lawful near-misses on the same topic. Written from dev material only, expected breaches before any run.
 * Split fixed before any run: even position → dev, odd → held-out.
 */
type Breaches = ComplianceCase["breaches"];
const cases: ComplianceCase[] = [];
let n = 0;
function v(jurisdiction: string, breaches: Breaches, text: string, regulations?: string[]) {
  n++;
  cases.push({ id: `ps-${String(n).padStart(3, "0")}`, jurisdiction, title: text.slice(0, 60), text, breaches, ...(regulations ? { regulations } : {}) });
}
const ok: Breaches = [];
const nmw = [["uk-national-minimum-wage-act-1998 1", "uk-national-minimum-wage-regulations-2015 4"]];
const ccpaOptOut = [["us-ca-ccpa 1798.120", "us-ca-ccpa 1798.135", "us-ca-ccpa-regulations 7013"]];

// GDPR Art. 5(1)(e) storage limitation
v("FR", ["eu-gdpr 5(1)(e)"], "Privacy notice: we hang on to your account info forever, even after you close your account.");
v("FR", ["eu-gdpr 5(1)(e)"], "Personal data shall be retained by the Company indefinitely for archival and commercial purposes.");
v("DE", ["eu-gdpr 5(1)(e)"], "Customer data policy. We keep customer records. They are not deleted at any point, whether or not the customer is still active.");
v("IE", ["eu-gdpr 5(1)(e)"], "Privacy FAQ. How long do you keep my personal data? As long as we see fit; there is no deletion date.");
v("FR", ok, "Privacy notice: your personal data are deleted 12 months after your last order.");
v("DE", ok, "Privacy notice: we do not keep your data longer than needed; account data are erased two years after the account is closed.");
// GDPR Art. 7(4) bundled consent
v("DE", ["eu-gdpr 7(4)"], "Want an account? Just tick the box to get our partners' promos too; it's required to sign up.");
v("DE", ["eu-gdpr 7(4)"], "Privacy notice: registration for the service is conditional upon the user's consent to receive marketing communications from third parties.");
v("IE", ["eu-gdpr 7(4)"], "Privacy notice. You cannot open an account without agreeing to our marketing newsletter. That is how we keep the app free.");
v("FR", ["eu-gdpr 7(4)"], "Privacy FAQ. Can I sign up without receiving ads? No, agreeing to marketing emails is part of registering.");
v("DE", ok, "Privacy notice: the newsletter is optional; you can create an account without ticking the marketing box.");
// GDPR Art. 7(3) withdrawal
v("IE", [["eu-gdpr 7(3)", "eu-gdpr 7"]], "Privacy notice: consent, once given, cannot be withdrawn.");
v("IE", [["eu-gdpr 7(3)", "eu-gdpr 7"]], "Privacy notice: you agree to marketing with one click, but withdrawal of consent is only accepted by registered letter to our head office.");
v("FR", [["eu-gdpr 7(3)", "eu-gdpr 7"]], "Privacy FAQ. Can I take back my consent to marketing? Unfortunately not; it stays in force until the end of the contract.");
v("DE", [["eu-gdpr 7(3)", "eu-gdpr 7"]], "Privacy notice: it is not possible to revoke the consent you gave for personalised advertising.");
v("IE", ok, "Privacy notice: you can withdraw your consent at any time with one click in Settings, as easily as you gave it.");
// GDPR Art. 8 children
v("IE", ["eu-gdpr 8"], "Privacy notice: kids aged 10 and up can sign up on their own and agree to personalised ads, no parent needed!");
v("IE", ["eu-gdpr 8"], "Privacy notice: children aged 12 and over may themselves consent to the processing of their data for personalised advertising; parental authorisation is not requested.");
v("FR", ["eu-gdpr 8"], "Privacy notice. We do not check ages and we do not ask parents. Any child can tick 'I agree' to let us use their data for targeted ads in our game.");
v("IE", ["eu-gdpr 8"], "Privacy FAQ. Does my 11-year-old need my permission to use the app? No, children give their own consent to our data use for advertising.");
v("IE", ok, "Privacy notice: users under 16 need a parent's consent, which we verify by email before the account is opened.");
// GDPR Art. 9 special categories
v("DE", ["eu-gdpr 9(2)"], "Privacy notice: your heart rate and sleep data help us pick the ads you see; that's our legitimate interest.");
v("DE", ["eu-gdpr 9(2)"], "Privacy notice: health data relating to the user shall be processed for marketing purposes on the basis of the Company's legitimate interests.");
v("FR", ["eu-gdpr 9(2)"], "Privacy notice. We work out your religion from your meal choices. This information is shared with advertisers without asking you first.");
v("IE", ["eu-gdpr 9(2)"], "Privacy FAQ. Do you use my health information to target ads? Yes, and we do not need your consent for that.");
v("DE", ok, "Privacy notice: we use your heart-rate readings only with your explicit consent, which you can withdraw in the app at any time.");
// GDPR Art. 12(3) one month
v("FR", ["eu-gdpr 12(3)"], "Privacy notice: we'll get back to you on access requests within three months, promise!");
v("FR", ["eu-gdpr 12(3)"], "Privacy notice: requests for erasure of personal data shall be answered within ninety (90) days of receipt.");
v("IE", ["eu-gdpr 12(3)"], "Privacy notice. Please note that requests to access your data take time. Replies are usually sent about ten weeks after we receive them.");
v("DE", ["eu-gdpr 12(3)"], "Privacy FAQ. How fast do you answer data requests? Access and deletion requests are handled within 60 days.");
v("FR", ok, "Privacy notice: we answer requests to access or delete your data within one month of receipt.");
v("IE", ok, "Privacy notice: we reply to data requests within one month; for complex requests we may extend this by two further months and will tell you why within the first month.");
// GDPR Art. 13 identity/contact missing — skipped (needs whole notices). Art. 17 erasure refused
v("IE", ["eu-gdpr 17"], "Privacy notice: sorry, we can't delete your account data on request; you can only deactivate your profile.");
v("IE", ["eu-gdpr 17"], "Privacy notice: requests for the erasure of personal data are not accepted by the Company.");
v("FR", ["eu-gdpr 17"], "Privacy FAQ. Can I ask you to erase my data? No, we do not offer deletion of customer profiles.");
v("DE", ["eu-gdpr 17"], "Privacy notice. You may update your details at any time. Deletion of your data, however, will not be carried out at your request.");
v("IE", ok, "Privacy notice: you can ask us to delete your data, and we will erase it unless the law requires us to keep it.");
// GDPR Art. 21(3) direct marketing objection
v("FR", ["eu-gdpr 21(3)"], "Privacy notice: objections to our marketing emails are only accepted if you give us a good reason.");
v("FR", ["eu-gdpr 21(3)"], "Privacy notice: an objection to processing for direct marketing purposes shall be assessed case by case and may be refused by the Company.");
v("IE", ["eu-gdpr 21(3)"], "Privacy notice. You can tell us you object to marketing. We will still send offers we think you will like.");
v("DE", ["eu-gdpr 21(3)"], "Privacy FAQ. Can I stop your promotional mailings? Only by closing your customer account.");
v("FR", ok, "Privacy notice: you can object to direct marketing at any time, and we will stop at once.");
// GDPR Art. 22 automated decisions
v("DE", ["eu-gdpr 22"], "Privacy notice: loan decisions are made by our algorithm alone; nobody reviews them and you can't ask for a human.");
v("DE", ["eu-gdpr 22"], "Privacy notice: credit applications are refused automatically by our scoring system without any human involvement, and no review is available.");
v("IE", ["eu-gdpr 22"], "Privacy notice for applicants. Our software decides on its own who is rejected for the job. There is no appeal to a person.");
v("FR", ["eu-gdpr 22"], "Privacy FAQ. Will a person look at my rejected insurance application? No, all decisions are fully automated and final.");
v("DE", ok, "Privacy notice: our scoring tool suggests a decision, but a credit officer reviews every application and you may ask for a human review.");
// GDPR Art. 28 processors
v("NL", ["eu-gdpr 28"], "Privacy notice: we use a cloud payroll provider to process employee data; there is no data processing agreement in place with them.");
v("NL", ["eu-gdpr 28"], "Data processing terms: the Processor may engage sub-processors without the Controller's authorisation and shall process personal data on its own instructions.");
v("DE", ["eu-gdpr 28"], "Privacy notice. Our IT vendor has access to all customer data. We never signed any contract with them about that data.");
v("IE", ["eu-gdpr 28"], "Privacy FAQ. Do your service providers follow your instructions on my data? They decide themselves how to use it, as we have no written terms with them.");
v("NL", ok, "Privacy notice: our hosting provider processes data only on our documented instructions under a written agreement that meets Article 28 GDPR.");
// GDPR Art. 32 security
v("IE", ["eu-gdpr 32"], "Privacy notice: customer passwords are stored in plain text in a shared spreadsheet.");
v("DE", ["eu-gdpr 32"], "Privacy notice: personal data are stored unencrypted and every employee may access all customer records.");
v("FR", ["eu-gdpr 32"], "Privacy notice. We don't use encryption or access controls. Everyone in the office shares the admin login.");
v("NL", ["eu-gdpr 32"], "Privacy FAQ. Is my data protected? We have no particular security measures; data are kept on an open server.");
v("IE", ok, "Privacy notice: data are encrypted at rest and in transit, and access is limited to staff who need it.");
// GDPR Art. 33 authority notification
v("IE", ["eu-gdpr 33"], "Privacy notice: if there's a data breach we'll let the regulator know within two weeks.");
v("IE", ["eu-gdpr 33"], "Privacy notice: personal data breaches shall be notified to the supervisory authority within 30 days of their discovery.");
v("FR", ["eu-gdpr 33"], "Privacy notice. We only report a data breach to the CNIL if a customer complains about it.");
v("DE", ["eu-gdpr 33"], "Privacy FAQ. Do you report hacks to the authorities? Yes, within ten working days.");
v("IE", ok, "Privacy notice: we notify the Data Protection Commission within 72 hours of becoming aware of a breach, unless it is unlikely to result in a risk to you.");
// GDPR Art. 34 informing people
v("IE", ["eu-gdpr 34"], "Privacy notice: we don't inform customers of data breaches, even serious ones.");
v("DE", ["eu-gdpr 34"], "Privacy notice: data subjects will not be informed of personal data breaches, whatever the risk to them.");
v("FR", ["eu-gdpr 34"], "Privacy notice. Leaks of customer data are handled internally. Customers are never told about them, so as not to cause panic.");
v("NL", ["eu-gdpr 34"], "Privacy FAQ. Will you tell me if my data is stolen? No, we keep security incidents confidential.");
v("IE", ok, "Privacy notice: if a breach is likely to put you at high risk, we will tell you without undue delay.");
// GDPR Art. 44 transfers
v("FR", ["eu-gdpr 44"], "Privacy notice: our support team in Manila, Philippines, reads your messages, and your files are stored there too.");
v("FR", ["eu-gdpr 44"], "Privacy notice: customer files are transferred to our call centre in India; no transfer safeguards are in place.");
v("DE", ["eu-gdpr 44"], "Privacy notice. Your photos are kept on servers in Vietnam. We have not signed standard contractual clauses with the host.");
v("IE", ["eu-gdpr 44"], "Privacy FAQ. Where is my data stored? In our data centre in Lagos, Nigeria.");
v("FR", ok, "Privacy notice: our support partner in India receives your data under the EU standard contractual clauses; you can ask us for a copy.");
// Cookies FR
v("FR", [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]], "Cookie banner: by continuing to browse, you accept our advertising cookies.");
v("FR", [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]], "Cookie notice: advertising cookies are placed as soon as the page loads; you may disable them afterwards in your browser settings.");
v("FR", [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]], "Cookies help us show you ads! We drop them when you arrive. Click 'Got it' to close this banner.");
v("FR", [["fr-loi-informatique-et-libertes 82", "eu-eprivacy-directive 5(3)"]], "Cookie FAQ. Do you ask before using tracking cookies? No, marketing trackers run for every visitor; you can opt out later.");
v("FR", ok, "Cookie banner: we use only cookies strictly necessary for your basket; advertising cookies are set only if you click 'Accept'.");
// Cookies DE
v("DE", [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]], "Cookie banner: analytics and ad trackers are on by default. Untick them in the settings if you prefer.");
v("DE", [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]], "Cookie notice: by using this website you consent to the storage of marketing cookies on your device.");
v("DE", [["de-tdddg 25", "eu-eprivacy-directive 5(3)"]], "Cookie notice. Third-party tracking pixels are loaded before you make any choice in the banner.");
v("DE", ok, "Cookie banner: we set no non-essential cookies until you click 'Accept all' or choose categories; 'Reject all' is just as easy.");
// Cookies GB PECR reg. 6
v("GB", ["uk-pecr-2003 6"], "Cookie banner: we use advertising cookies. By staying on this site you agree to them.");
v("GB", ["uk-pecr-2003 6"], "Cookie notice: targeting cookies are set on your first visit; you can remove them afterwards through your browser.");
v("GB", ["uk-pecr-2003 6"], "Cookie FAQ. Do I have to accept your ad cookies? They are switched on for everyone, but you can opt out on our settings page.");
v("GB", ok, "Cookie banner: we use essential cookies only. Advertising cookies are used only if you switch them on.");
// PECR reg. 22
v("GB", ["uk-pecr-2003 22"], "Privacy notice: by entering our prize draw you agree to receive marketing emails from us and our partners.");
v("GB", ["uk-pecr-2003 22"], "Privacy notice: marketing text messages will be sent to purchased contact lists without prior consent.");
v("GB", ["uk-pecr-2003 22"], "Privacy FAQ. Do you email people who have not signed up? Yes, we buy email lists from brokers and send them our offers.");
v("GB", ["uk-pecr-2003 22"], "Privacy notice. Newsletter sign-up boxes are pre-ticked at checkout. Marketing emails are then sent to every buyer from partner brands.");
v("GB", ok, "Privacy notice: we email existing customers about our similar products, you could opt out when you bought, and every message has an unsubscribe link.");
// CCPA opt-out of sale
v("US-CA", ccpaOptOut, "Privacy policy for California residents: we sell your browsing data to data brokers, and there's no way to opt out.");
v("US-CA", ccpaOptOut, "California privacy notice: personal information is sold to third-party advertising partners; requests to opt out of such sale are not honored.");
v("US-CA", ccpaOptOut, "California privacy FAQ. Can I stop you selling my info? No. Sharing data with our ad partners is how the app stays free.");
v("US-CA", ccpaOptOut, "California privacy notice. Your purchase history is passed to data brokers for money. We do not offer an opt-out.");
v("US-CA", ok, "California privacy notice: we do not sell or share your personal information.");
// CCPA GPC (Regs 7025)
v("US-CA", ["us-ca-ccpa-regulations 7025"], "California privacy notice: we sell personal information to ad partners (opt out via our Do Not Sell or Share link), but we ignore Global Privacy Control signals.");
v("US-CA", ["us-ca-ccpa-regulations 7025"], "California privacy notice: we share data for cross-context behavioral advertising; use the Do Not Sell or Share My Personal Information link to opt out. Browser opt-out preference signals are not recognized.");
v("US-CA", ["us-ca-ccpa-regulations 7025"], "California privacy FAQ. Do you honor GPC? No; to opt out of the sale of your data, please click the Do Not Sell or Share link on our homepage instead.");
v("US-CA", ok, "California privacy notice: we sell data to ad partners; you can opt out with the Do Not Sell or Share My Personal Information link, and we treat Global Privacy Control signals as an opt-out.");
// CCPA 1798.130 methods and 45 days
v("US-CA", ["us-ca-ccpa 1798.130(a)(1)"], "California privacy notice: to delete your personal information, write to us at 200 Harbor Blvd, Long Beach, CA 90802; we accept requests by post only.");
v("US-CA", ["us-ca-ccpa 1798.130(a)(2)"], "California privacy notice: requests to know or delete can be made by web form or toll-free number at 1-800-555-0101; we respond within 90 days.");
v("US-CA", ["us-ca-ccpa 1798.130(a)(2)"], "California privacy FAQ. How long do deletion requests take? Please allow up to three months for us to respond.");
v("US-CA", ["us-ca-ccpa 1798.130(a)(1)"], "California privacy notice. Requests to know what we hold about you are accepted only by mail. We do not take them by phone or online.");
v("US-CA", ok, "California privacy notice: requests to know, delete or correct can be made by web form or toll-free number 1-800-555-0101; we respond within 45 days.");
// Virginia / Colorado
v("US-VA", ["us-va-cdpa 59.1-578"], "Virginia privacy notice: we collect your precise geolocation and health conditions from the app and use them for ads; we don't ask for consent.");
v("US-VA", ["us-va-cdpa 59.1-577"], "Virginia privacy notice: we use your data for targeted advertising and sell it to partners; consumers cannot opt out of this processing.");
v("US-CO", ["us-co-cpa 6-1-1308"], "Colorado privacy notice: sensitive data such as your religious beliefs and health diagnosis are processed for marketing without your consent.");
v("US-CO", ["us-co-cpa 6-1-1306"], "Colorado privacy FAQ. Can I opt out of targeted ads or the sale of my data? No, that option is not available to Colorado residents.");
v("US-VA", ok, "Virginia privacy notice: we process precise geolocation only with your consent, and you can opt out of targeted advertising and sale through the link in the app.");
// DPDP s.6 consent
v("IN", ["in-dpdp-act-2023 6"], "Privacy notice: by downloading our app you consent to the use of your data for any purpose we choose.");
v("IN", ["in-dpdp-act-2023 6"], "Privacy policy: the Data Principal's consent to all present and future processing purposes of the Company shall be deemed given upon registration.");
v("IN", ["in-dpdp-act-2023 6"], "Employee data policy. Your consent covers everything we do with your data. It cannot be withdrawn while you work here.");
v("IN", ["in-dpdp-act-2023 6"], "Privacy FAQ. Can I refuse marketing and still use the loan app? No, consent to marketing by our partners is required to use the app.");
v("IN", ok, "Privacy notice: we ask for your consent separately for each purpose listed, and you can withdraw it in the app as easily as you gave it.");
// DPDP s.8(6)
v("IN", ["in-dpdp-act-2023 8(6)"], "Privacy policy: if a data breach occurs, we will inform affected users if we consider it appropriate.");
v("IN", ["in-dpdp-act-2023 8(6)"], "Privacy policy: only breaches assessed as high-risk shall be reported to the Data Protection Board and to Data Principals.");
v("IN", ["in-dpdp-act-2023 8(6)"], "Employee data policy. Minor security incidents stay internal. We don't notify the Board or staff about them.");
v("IN", ["in-dpdp-act-2023 8(6)"], "Privacy FAQ. Will you tell me if my data is leaked? Only if the leak is serious.");
v("IN", ok, "Privacy policy: we intimate every personal data breach to the Data Protection Board and to each affected person without delay.");
// DPDP s.8(7)
v("IN", ["in-dpdp-act-2023 8(7)"], "Privacy policy: we keep your data even after you withdraw consent or close your account.");
v("IN", ["in-dpdp-act-2023 8(7)"], "Employee data policy: personal data of former employees shall be retained indefinitely.");
v("IN", ["in-dpdp-act-2023 8(7)"], "Privacy FAQ. What happens to my data after I delete the app? Nothing; it stays on our servers permanently.");
v("IN", ["in-dpdp-act-2023 8(7)"], "Privacy policy. Withdrawing consent stops our marketing messages. Your data are not erased, though, and remain in our records.");
v("IN", ok, "Privacy policy: we erase your data when you withdraw consent or once the purpose is served, unless the law requires us to keep it.");
// DPDP s.9 children
v("IN", ["in-dpdp-act-2023 9"], "Privacy policy: students aged 13 to 17 can sign up by themselves; we don't ask their parents.");
v("IN", ["in-dpdp-act-2023 9"], "Privacy policy: children's browsing behaviour on the learning app shall be tracked and used for targeted advertising.");
v("IN", ["in-dpdp-act-2023 9"], "Employee data policy. We collect Aadhaar copies of employees' children for the family health plan. No consent of the parent is sought for this.");
v("IN", ["in-dpdp-act-2023 9"], "Privacy FAQ. Does my 15-year-old need my consent to use the game? No, teenagers can accept our terms on their own.");
v("IN", ok, "Privacy policy: users under 18 can register only after a parent gives verifiable consent, and we do not target ads at children.");
// PDPA
v("SG", ["sg-pdpa-2012 25"], "Privacy policy: we keep customers' NRIC copies forever, just in case.");
v("SG", ["sg-pdpa-2012 26"], "Privacy policy: customer data are transferred to our partner in a country without comparable protection; no contractual safeguards apply.");
v("SG", ["sg-pdpa-2012 26D"], "Privacy policy: if a notifiable data breach occurs, we will tell the PDPC within 30 days.");
v("SG", ["sg-pdpa-2012 26D"], "Privacy FAQ. Do you report data breaches to the PDPC? Only if customers complain to us first.");
v("SG", ok, "Privacy policy: we notify the PDPC within 3 calendar days after assessing that a breach is notifiable, and affected individuals where required.");
// LGPD
v("BR", ["br-lgpd 19"], "Privacy notice: requests for a full statement of your data are answered within 45 days.");
v("BR", ["br-lgpd 11"], "Privacy notice: your health data is processed for marketing on the basis of our legitimate interest.");
v("BR", ["br-lgpd 18"], "Privacy notice: customers may not request deletion or correction of their personal data.");
v("BR", ["br-lgpd 8"], "Privacy FAQ. Can I revoke my consent? No, consent given at registration is irrevocable.");
v("BR", ok, "Privacy notice: you can revoke consent at any time in the app, free of charge, and we answer requests for a full statement within 15 days.");
// WTR reg. 4/5
v("GB", ["uk-working-time-regulations-1998 5"], "Employment contract: you agree to opt out of the 48-hour weekly limit, and this agreement may not be withdrawn.");
v("GB", ["uk-working-time-regulations-1998 4"], "Hi all, from next month everyone will work 60 hours a week on the rota, no exceptions and no opt-out forms.");
v("GB", ["uk-working-time-regulations-1998 5"], "Employment contract. The Employee waives the 48-hour limit. This waiver is permanent and cannot be ended by notice.");
v("GB", ["uk-working-time-regulations-1998 4"], "Staff handbook FAQ. Do I have to work more than 48 hours a week? Yes, 55-hour weeks are compulsory for all warehouse staff and opting out is not allowed.");
v("GB", ok, "Employment contract: you may agree in writing to work more than 48 hours a week on average, and you can end that agreement by giving three months' notice.");
// WTR regs 10-12
v("GB", ["uk-working-time-regulations-1998 12"], "Employment contract: shifts are 9 hours long and there are no breaks during a shift.");
v("GB", ["uk-working-time-regulations-1998 10"], "Hi team, closing shift ends at 11pm and opening starts at 6am next day, so please plan on doing both back to back.");
v("GB", ["uk-working-time-regulations-1998 12"], "Staff handbook FAQ. Do I get a break on a ten-hour shift? No, breaks are not provided; you can eat at your till.");
v("GB", ["uk-working-time-regulations-1998 11"], "Employment contract. Staff work seven days a week. Days off are not given during the busy season, which lasts four months.");
v("GB", ok, "Employment contract: you get a 30-minute unpaid break on any shift over six hours and at least 11 hours' rest between shifts.");
// WTR regs 13/13A holidays
v("GB", [["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]], "Employment contract: full-time employees get 15 days' paid holiday a year, including bank holidays.");
v("GB", [["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]], "Hi all, quick one: holiday is unpaid here, so take time off when you like but it won't be paid.");
v("GB", [["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]], "Staff handbook FAQ. How much paid leave do I get working five days a week? Two weeks a year.");
v("GB", [["uk-working-time-regulations-1998 13", "uk-working-time-regulations-1998 13A"]], "Employment contract. Annual leave is 20 days for a full-time employee. Bank holidays are included in that figure.");
v("GB", ok, "Employment contract: full-time employees get 28 days' paid holiday a year, including bank holidays.");
// NMW
v("GB", nmw, "Employment contract: apprentices and trainees aged 25 are paid £5.00 per hour.");
v("GB", nmw, "Hi team, from Monday the hourly rate for all floor staff aged 30 and over is £7.50.");
v("GB", nmw, "Employment contract. Your pay is £250 a week. Your normal hours are 45 hours a week; you are 35 years old.");
v("GB", ok, "Employment contract: you are paid £14.50 per hour for every hour worked.");
// ERA s.1, s.13, s.27A, s.86
v("GB", ["uk-employment-rights-act-1996 13"], "Employment contract: the Company may deduct any amount it thinks fit from your wages for breakages or shortages.");
v("GB", ["uk-employment-rights-act-1996 13"], "Hi all, till shortages will be taken out of your pay from now on, whatever the amount.");
v("GB", ["uk-employment-rights-act-1996 27A"], "Zero-hours contract: you may not work for any other employer while this contract continues.");
v("GB", ["uk-employment-rights-act-1996 27A"], "Casual worker agreement. There are no guaranteed hours. Working for a competitor during the agreement is prohibited.");
v("GB", ["uk-employment-rights-act-1996 86"], "Employment contract: after ten years' service, either party may end this contract with one week's notice.");
v("GB", ["uk-employment-rights-act-1996 86"], "Staff handbook FAQ. How much notice will I get if I'm dismissed after five years? Just one week.");
v("GB", ["uk-employment-rights-act-1996 1"], "Hi, welcome aboard! We don't do written contracts here; you'll get a statement of terms after six months if you're still with us.");
v("GB", ok, "Employment contract: after two years' service the Company will give at least one week's notice for each complete year of service, up to twelve weeks.");
v("GB", ok, "Zero-hours contract: there are no guaranteed hours, and you are free to work for other employers.");
// SSP
v("GB", [["uk-sscba-1992 155", "uk-sscba-1992 151"]], "Employment contract: statutory sick pay is paid from the fourth day of sickness absence.");
v("GB", [["uk-sscba-1992 155", "uk-sscba-1992 151"]], "Staff handbook FAQ. Do I get paid when I'm off sick? Not at all; sickness absence is unpaid.");
v("GB", [["uk-sscba-1992 155", "uk-sscba-1992 151"]], "Hi team, reminder: the first three days of any sick leave aren't paid, SSP only kicks in after that.");
v("GB", ok, "Employment contract: you are entitled to statutory sick pay from the first day of sickness absence.");
// FLSA
v("US", ["us-flsa 207"], "Offer letter: hourly warehouse associates work up to 50 hours a week at their regular rate; no overtime premium is paid.");
v("US", ["us-flsa 207"], "Hi team, extra hours beyond 40 a week will be paid at straight time, not time and a half.");
v("US", ["us-flsa 206"], "Employment agreement: the hourly wage for trainees is $5.00 per hour.");
v("US", ["us-flsa 203(m)"], "Server handbook FAQ. Do I keep my tips? No, managers take a share of the tip pool.");
v("US", ok, "Offer letter: non-exempt employees are paid one and one-half times their regular rate for hours over 40 in a workweek.");

export const paraphraseStressCases: ComplianceCase[] = cases;

const position = new Map(cases.map((c, i) => [c.id, i]));

/** The fixed split of this set: even position → dev, odd → held-out; undefined for a case not in the set. */
export function paraphraseSplitOf(id: string): "dev" | "held-out" | undefined {
  const i = position.get(id);
  return i === undefined ? undefined : i % 2 === 0 ? "dev" : "held-out";
}
