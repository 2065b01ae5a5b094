import type { ComplianceCase } from "./types";

/**
 * India (DPDP Act 2023), Singapore (PDPA 2012) and Brazil (LGPD). DPDP duties in ss. 4-10 are not yet in force on
 * the evaluation date (they apply 18 months after the DPDP Rules of November 2025); a lawyer still lists the breaches
 * the text shows, and the engine must flag them as applying from that date.
 */
export const privacyAsiaLatamCases: ComplianceCase[] = [
  {
    id: "in-employee-data-policy",
    jurisdiction: "IN",
    title: "Indian employer's employee-data policy: blanket consent, children's Aadhaar, indefinite retention, discretionary breach notice",
    text: `Employee Personal Data Policy — Sahyadri Textiles Pvt. Ltd.
By joining the company, every employee consents to the processing of his or her personal data for any purpose the company may decide.
Employees must submit copies of the Aadhaar cards of their children for our records and for the company's family events programme.
Personal data of employees and their family members will be retained indefinitely, including after the employee leaves.
In the event of a personal data breach, the company will inform affected employees and the authorities if it considers it appropriate.`,
    breaches: ["in-dpdp-act-2023 6", "in-dpdp-act-2023 9", "in-dpdp-act-2023 8(7)", "in-dpdp-act-2023 8(6)"],
  },
  {
    id: "in-edtech-children",
    jurisdiction: "IN",
    title: "Indian ed-tech app: children tracked for targeted ads, tick-box parental consent",
    text: `Privacy Notice — PadhoPlus Learning Pvt. Ltd.
PadhoPlus is designed for school students from Class 4 to Class 12.
To register, a student ticks the box "I am the parent of this child" and no further verification is done.
We track each student's activity in the app and show targeted advertisements from our partners based on that activity.
You can withdraw your consent at any time from the app settings, and you can raise a grievance with our Grievance Officer at grievance@padhoplus.example or complain to the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 9"],
  },
  {
    id: "in-lending-app-consent",
    jurisdiction: "IN",
    title: "Indian lending app: contacts and photos as a condition of the loan, consent irrevocable",
    text: `Loan app terms and privacy notice — QuickRupee Fintech Pvt. Ltd.
By accepting the loan terms you consent to our accessing your phone contacts, photos and call logs and to sharing them with our collection partners and marketing partners.
Consent once given cannot be withdrawn for as long as you remain a customer.
For any grievance, write to grievance@quickrupee.example. You may also complain to the Data Protection Board of India.`,
    breaches: ["in-dpdp-act-2023 6"],
  },
  {
    id: "in-ecommerce-breach-plan",
    jurisdiction: "IN",
    title: "Indian marketplace's incident plan: only high-risk breaches reported, customers told at discretion",
    text: `Incident Response Plan — BazaarKart Pvt. Ltd.
The security team classifies each personal data breach as low, medium or high risk.
Only breaches classified as high risk are reported to the Data Protection Board of India.
Affected customers are informed at management's discretion.
CERT-In is notified of cyber incidents within six hours in accordance with its directions.`,
    breaches: ["in-dpdp-act-2023 8(6)"],
  },
  {
    id: "in-consent-notice-thin",
    jurisdiction: "IN",
    title: "Indian travel site consent request without a notice of withdrawal or complaint route",
    text: `Sign-up — YatraMitra Pvt. Ltd.
We collect your name, mobile number and travel preferences to send you personalised travel offers.
[I agree]`,
    breaches: ["in-dpdp-act-2023 5"],
  },
  {
    id: "in-hospital-notice-good",
    jurisdiction: "IN",
    title: "Indian hospital notice with itemised purposes, withdrawal and complaint route (no breach expected)",
    text: `Notice to patients — Sunrise Multispeciality Hospital Pvt. Ltd.
We will process your name, contact details and medical history for these purposes only: (1) to treat you, (2) to bill you and your insurer, and (3) with your separate consent, to send you health camp reminders by SMS.
You may withdraw your consent to reminders at any time by replying STOP or through the patient portal, as easily as you gave it; treatment will not be affected.
Medical records are kept for the period required by law and then erased; data used only for reminders is erased when you withdraw consent.
Contact our Data Protection Officer at dpo@sunrisehospital.example to exercise your rights or raise a grievance. If you are not satisfied, you may complain to the Data Protection Board of India.
Some of our IT support is provided from Singapore; transfers follow the Act and any restrictions notified by the Central Government.
If a personal data breach occurs we will inform the Data Protection Board and each affected patient.`,
    breaches: [],
  },
  {
    id: "sg-retailer-policy",
    jurisdiction: "SG",
    title: "Singapore retailer: purchase tied to third-party marketing consent, indefinite retention, slow breach notice",
    text: `Data Protection Policy — Lion City Electronics Pte. Ltd.
To complete a purchase, customers must consent to receiving marketing messages from our third-party partners.
We keep customer personal data indefinitely in case it becomes useful in future.
If a data breach affects more than 1,000 customers, we will notify the PDPC within 30 days of discovering it.
Our Data Protection Officer can be contacted at dpo@lioncity.example.`,
    breaches: ["sg-pdpa-2012 14", "sg-pdpa-2012 25", "sg-pdpa-2012 26D"],
  },
  {
    id: "sg-clinic-requests",
    jurisdiction: "SG",
    title: "Singapore clinic: no withdrawal, offshore vendor without protection",
    text: `Personal Data Notice — Orchard Family Clinic Pte. Ltd.
Once given, consent to the collection, use and disclosure of your personal data cannot be withdrawn.
Patient records are stored by an overseas IT vendor; we have no contract with the vendor on how it protects the data.
Access requests are answered as soon as reasonably possible, and if we need more than 30 days we will tell you within 30 days when we will respond.
Data Protection Officer: dpo@orchardclinic.example.`,
    breaches: ["sg-pdpa-2012 16", "sg-pdpa-2012 26"],
  },
  {
    id: "sg-sms-marketing",
    jurisdiction: "SG",
    title: "Singapore property agency: SMS marketing without checking the Do Not Call Register",
    text: `Marketing procedure — Marina Realty Pte. Ltd.
Agents send SMS promotions about new launches to every Singapore mobile number in our database, including numbers bought from list providers.
We do not check numbers against the Do Not Call Register because recipients can reply STOP.`,
    breaches: ["sg-pdpa-2012 43"],
  },
  {
    id: "br-ecommerce-policy",
    jurisdiction: "BR",
    title: "Brazilian online shop: generic consent, slow access replies, late incident notice",
    text: `Política de Privacidade — Loja Ipê Ltda.
By accepting these Terms of Use you give your consent to the processing of your personal data for all purposes of Loja Ipê and its partners.
Requests for access to your data are answered within 60 days.
Security incidents are communicated to the ANPD within 30 days after they are identified.
Our data protection officer (encarregado) is Maria Souza, encarregado@lojaipe.example.`,
    breaches: ["br-lgpd 8", "br-lgpd 19", "br-lgpd 48"],
  },
  {
    id: "br-health-app-children",
    jurisdiction: "BR",
    title: "Brazilian health app: sensitive data on legitimate interest, children without a parent",
    text: `Aviso de Privacidade — VidaSaúde Tecnologia Ltda.
We process data about your health conditions and medications on the basis of our legitimate interest in offering you relevant products.
Children under 12 can create an account without the consent of a parent or guardian.
Encarregado: dpo@vidasaude.example.`,
    breaches: ["br-lgpd 11", "br-lgpd 14"],
  },
  {
    id: "br-saas-transfers",
    jurisdiction: "BR",
    title: "Brazilian SaaS: transfers abroad with no mechanism, no encarregado",
    text: `Privacy Notice — Nuvem Fácil Ltda.
Customer data may be transferred to and stored on servers in any country chosen by our suppliers, without specific contractual clauses.
We do not have a data protection officer (encarregado); questions may be sent to our general support line.`,
    breaches: ["br-lgpd 33", "br-lgpd 41"],
  },
  {
    id: "br-notice-good",
    jurisdiction: "BR",
    title: "Brazilian notice with specific consent, revocation, 15-day access replies (no breach expected)",
    text: `Política de Privacidade — Café Aroma Ltda.
We process your name and email to deliver your orders (performance of contract, Art. 7, V LGPD) and, only if you tick the separate unticked box, to send you our newsletter (consent).
You may revoke your consent at any time, free of charge, through the link in every email.
We answer requests for access in simplified form immediately, or with a full statement within 15 days.
Our encarregado is João Lima, encarregado@cafearoma.example.
Security incidents that may create relevant risk are communicated to the ANPD and to the affected persons within three working days.`,
    breaches: [],
  },
];
