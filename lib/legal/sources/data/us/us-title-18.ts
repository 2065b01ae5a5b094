import type { InstrumentInput } from "../../schema";

/**
 * Title 18 of the United States Code, Crimes and Criminal Procedure (federal criminal procedure basics and a few
 * everyday offences, selected sections). Section numbers and headings checked against the Office of the Law Revision
 * Counsel's text of the Code (2022).
 */
export const usTitle18: InstrumentInput = {
  source_id: "us-title-18",
  title: "Title 18, United States Code (Crimes and Criminal Procedure)",
  short_names: ["Title 18", "18 U.S.C.", "federal criminal code"],
  jurisdiction: "US",
  kind: "code",
  provision_label: "section",
  codified_at: "18 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title18&edition=prelim",
  date: "1948-06-25",
  provisions: [
    {
      article: "228",
      heading: "Failure to pay legal child support obligations",
      summary:
        "Makes it a federal offence to wilfully fail to pay a support obligation for a child living in another state that has remained unpaid for more than a year or exceeds $5,000, or to travel across state lines to evade it, with heavier penalties when unpaid for more than two years or above $10,000, and requires restitution.",
      topics: ["family", "child-support", "offences"],
      situations: [
        "my ex moved to another state and has not paid child support for two years",
      ],
    },
    {
      article: "2510",
      heading: "Definitions",
      summary:
        "Defines terms for the federal wiretap law, including wire, oral and electronic communication, intercept, electronic communications service and contents.",
      topics: ["privacy", "surveillance", "definitions"],
      situations: [
        "is an email an electronic communication under the wiretap law",
      ],
    },
    {
      article: "2511",
      heading: "Interception and disclosure of wire, oral, or electronic communications prohibited",
      summary:
        "Prohibits intentionally intercepting, using or disclosing wire, oral or electronic communications, subject to exceptions such as where one party to the communication consents, or a service provider acts in the ordinary course of business, and makes violations punishable by fine and imprisonment.",
      topics: ["privacy", "surveillance", "offences", "employment"],
      situations: [
        "can my employer secretly listen to my phone calls at work",
        "is it legal to record a phone call without telling the other person",
        "my spouse installed software to read my messages",
      ],
    },
    {
      article: "3006A",
      heading: "Adequate representation of defendants",
      summary:
        "Requires each district to have a plan for furnishing representation to any person financially unable to obtain adequate representation who is charged with a felony or a Class A misdemeanour or otherwise entitled to counsel, through federal public defenders or appointed private attorneys paid by the court.",
      topics: ["criminal-procedure", "right-to-counsel", "legal-aid"],
      situations: [
        "I have been charged with a federal crime and cannot afford a lawyer",
      ],
    },
    {
      article: "3041",
      heading: "Power of courts and magistrates",
      summary:
        "Lets federal judges, magistrate judges and certain state judicial officers arrest, imprison or release on bail offenders against the United States for trial before the court having cognisance of the offence.",
      topics: ["criminal-procedure", "arrest"],
      situations: [
        "who can order someone arrested for a federal crime",
      ],
    },
    {
      article: "3142",
      heading: "Release or detention of a defendant pending trial",
      summary:
        "Requires a judicial officer at a defendant's first appearance to order release on personal recognisance or an unsecured bond unless that will not reasonably assure appearance or safety, in which case release may be on the least restrictive conditions, and permits detention only after a hearing where no conditions will do; it lists the factors to weigh and presumptions for serious offences.",
      topics: ["criminal-procedure", "bail", "detention"],
      situations: [
        "my son was arrested by federal agents, will he get bail",
        "what conditions can a judge set for release before trial",
        "will a federal judge let me out before trial",
        "can I be held in jail without bail on federal charges",
        "federal detention hearing before trial",
      ],
    },
    {
      article: "3143",
      heading: "Release or detention of a defendant pending sentence or appeal",
      summary:
        "Governs release or detention after a guilty finding while awaiting sentence or an appeal, generally requiring detention unless the judicial officer finds by clear and convincing evidence that the person is not likely to flee or pose a danger, and for appeals that the appeal raises a substantial question.",
      topics: ["criminal-procedure", "bail", "appeals"],
      situations: [
        "can I stay out of jail while I appeal my conviction",
      ],
    },
    {
      article: "3146",
      heading: "Penalty for failure to appear",
      summary:
        "Makes it an offence to knowingly fail to appear before a court as required by release conditions or to surrender for service of sentence, with punishment linked to the seriousness of the underlying offence.",
      topics: ["criminal-procedure", "bail", "offences"],
      situations: [
        "what happens if I miss my court date while on release",
      ],
    },
    {
      article: "3161",
      heading: "Time limits and exclusions",
      summary:
        "Sets the Speedy Trial Act's time limits: an information or indictment within 30 days of arrest, and trial within 70 days of the indictment or first appearance, whichever is later (but not less than 30 days without consent), excluding listed periods of delay such as pretrial motions and continuances granted in the interests of justice.",
      topics: ["criminal-procedure", "speedy-trial", "deadlines"],
      situations: [
        "how long can federal prosecutors wait before putting me on trial",
        "my federal trial keeps getting postponed",
        "speedy trial act time limits for federal cases",
        "how soon after arrest must I be indicted federally",
      ],
    },
    {
      article: "3162",
      heading: "Sanctions",
      summary:
        "Requires dismissal of the charge where the time limits of the Speedy Trial Act are not met, with or without prejudice to re-prosecution as the court decides on listed factors.",
      topics: ["criminal-procedure", "speedy-trial", "remedies"],
      situations: [
        "can my charges be dismissed because the trial took too long",
      ],
    },
    {
      article: "3282",
      heading: "Offenses not capital",
      summary:
        "Bars prosecution, trial or punishment for a non-capital federal offence unless the indictment is found or the information instituted within five years after the offence, except as otherwise provided by law.",
      topics: ["criminal-procedure", "limitation-period"],
      situations: [
        "can I still be charged for a federal crime from seven years ago",
      ],
    },
    {
      article: "3501",
      heading: "Admissibility of confessions",
      summary:
        "Makes a confession admissible in a federal prosecution if voluntarily given, with the judge determining voluntariness first and weighing factors such as delay before appearance, whether the defendant knew of the charge, of the right to remain silent and of the right to counsel.",
      topics: ["criminal-procedure", "confessions", "evidence"],
      situations: [
        "can my confession be used if police did not tell me my rights",
      ],
    },
    {
      article: "3553",
      heading: "Imposition of a sentence",
      summary:
        "Directs the court to impose a sentence sufficient but not greater than necessary for the purposes of sentencing, considering the nature of the offence, the defendant's history, the sentencing guidelines and policy statements, the need to avoid unwarranted disparities and restitution, and to state its reasons.",
      topics: ["criminal-procedure", "sentencing"],
      situations: [
        "how does a federal judge decide my sentence",
      ],
    },
    {
      article: "3771",
      heading: "Crime victims’ rights",
      summary:
        "Gives crime victims rights in federal cases, including to be reasonably protected from the accused, to reasonable and timely notice of proceedings and any release or escape, not to be excluded from proceedings, to be heard at release, plea and sentencing, to confer with the prosecutor, to full and timely restitution, to proceedings free from unreasonable delay and to be treated with fairness and respect.",
      topics: ["criminal-procedure", "victims"],
      situations: [
        "as the victim, can I speak at the sentencing hearing",
        "will I be told if the person who attacked me is released",
      ],
    },
    {
      article: "241",
      heading: "Conspiracy against rights",
      summary: "Makes it a federal crime for two or more persons to conspire to injure, oppress, threaten or intimidate any person in the free exercise of a right secured by the Constitution or federal law.",
      topics: ["criminal-law", "civil-rights", "conspiracy"],
    },
    {
      article: "242",
      heading: "Deprivation of rights under color of law",
      summary: "Makes it a federal crime for a person acting under color of law wilfully to deprive any person of rights secured by the Constitution or federal law, such as through excessive force by police.",
      topics: ["criminal-law", "civil-rights", "police-misconduct"],
      situations: ["can a police officer be prosecuted federally for beating someone"],
    },
    {
      article: "371",
      heading: "Conspiracy to commit offense or to defraud United States",
      summary: "Makes it a crime for two or more persons to conspire to commit a federal offence or to defraud the United States where one of them does an act to effect the object of the conspiracy.",
      topics: ["criminal-law", "conspiracy", "fraud"],
    },
    {
      article: "875",
      heading: "Interstate communications",
      summary: "Makes it a federal crime to transmit in interstate or foreign commerce a communication containing a ransom demand, a threat to kidnap or injure any person, or a threat to damage property or reputation with intent to extort.",
      topics: ["criminal-law", "threats", "extortion"],
      situations: ["someone is sending me threatening messages from another state"],
    },
    {
      article: "1001",
      heading: "Statements or entries generally",
      summary: "Makes it a crime knowingly and wilfully to falsify or conceal a material fact, make a materially false statement or use a false document in any matter within the jurisdiction of the federal executive, legislative or judicial branch.",
      topics: ["criminal-law", "false-statements"],
      situations: ["lying to a federal agent", "false statement on a government form"],
    },
    {
      article: "1028",
      heading: "Fraud and related activity in connection with identification documents, authentication features, and information",
      summary: "Makes it a crime to produce, transfer or possess false identification documents or authentication features, or knowingly to transfer, possess or use another person's means of identification with intent to commit unlawful activity (identity theft).",
      topics: ["criminal-law", "identity-theft", "fraud"],
      situations: ["someone opened accounts in my name; is that a federal crime"],
    },
    {
      article: "1030",
      heading: "Fraud and related activity in connection with computers",
      summary: "Makes it a crime to access a computer without authorisation or exceed authorised access to obtain information, to access protected computers to defraud, to cause damage by transmitting code, to traffic in passwords, or to extort by threatening damage to a computer, with a civil action for people who suffer damage or loss.",
      topics: ["criminal-law", "computer-misuse", "hacking", "cybercrime"],
      situations: ["my ex logged into my email account without permission"],
    },
    {
      article: "1341",
      heading: "Frauds and swindles",
      summary: "Makes it a crime to use the mails or private interstate carriers for the purpose of executing a scheme to defraud or to obtain money or property by false pretences (mail fraud).",
      topics: ["criminal-law", "fraud"],
      situations: ["scam letter asking for money by mail", "mail fraud scheme"],
    },
    {
      article: "1343",
      heading: "Fraud by wire, radio, or television",
      summary: "Makes it a crime to transmit any writing, signal or sound by wire, radio or television in interstate or foreign commerce for the purpose of executing a scheme to defraud (wire fraud).",
      topics: ["criminal-law", "fraud", "online-scams"],
      situations: ["I was scammed by someone online who took my money"],
    },
    {
      article: "1512",
      heading: "Tampering with a witness, victim, or an informant",
      summary: "Makes it a crime to kill, use force or threats, intimidate or corruptly persuade a person with intent to influence, delay or prevent testimony or reporting to law enforcement in an official proceeding, or to destroy records to obstruct one.",
      topics: ["criminal-law", "obstruction-of-justice", "witnesses"],
      situations: ["someone threatened a witness not to testify", "witness tampering"],
    },
    {
      article: "1951",
      heading: "Interference with commerce by threats or violence",
      summary: "Makes it a federal crime to obstruct, delay or affect interstate commerce by robbery or extortion, or to attempt or conspire to do so (the Hobbs Act).",
      topics: ["criminal-law", "robbery", "extortion"],
    },
    {
      article: "1956",
      heading: "Laundering of monetary instruments",
      summary: "Makes it a crime to conduct financial transactions with proceeds of specified unlawful activity, knowing them to be such proceeds, with intent to promote the activity or to conceal the nature, source or ownership of the proceeds, or to avoid reporting requirements.",
      topics: ["criminal-law", "money-laundering"],
    },
    {
      article: "2261A",
      heading: "Stalking",
      summary: "Makes it a federal crime to travel across state lines or use the mail or electronic communications services to engage in a course of conduct with intent to kill, injure, harass or intimidate a person that places them in reasonable fear of death or serious injury or causes substantial emotional distress.",
      topics: ["criminal-law", "stalking", "harassment", "cyberstalking"],
      situations: ["someone keeps messaging and following me online from another state"],
    },
    {
      article: "3144",
      heading: "Release or detention of a material witness",
      summary: "Allows a judicial officer to order the arrest of a person whose testimony is material in a criminal proceeding where securing their presence by subpoena may be impracticable, and to treat them under the release and detention provisions, preferring a deposition to detention.",
      topics: ["criminal-procedure", "witnesses", "detention"],
    },
    {
      article: "3145",
      heading: "Review and appeal of a release or detention order",
      summary: "Allows the government or the person to ask the court with original jurisdiction to revoke or amend a magistrate judge's release or detention order, to be decided promptly, and allows appeals from release and detention orders.",
      topics: ["criminal-procedure", "bail", "appeals"],
      situations: ["the judge denied bail to my son in federal court; can we challenge it"],
    },
  ],
};
