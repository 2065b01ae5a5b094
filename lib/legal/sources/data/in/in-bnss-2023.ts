import type { InstrumentInput } from "../../schema";

/** Bharatiya Nagarik Suraksha Sanhita, 2023 (Act No. 46 of 2023), in force from 1 July 2024; replaces the Code of Criminal Procedure, 1973. */
export const inBnss2023: InstrumentInput = {
  source_id: "in-bnss-2023",
  title: "The Bharatiya Nagarik Suraksha Sanhita, 2023",
  short_names: ["BNSS", "Bharatiya Nagarik Suraksha Sanhita", "BNSS 2023", "Act No. 46 of 2023"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/20099",
  date: "2023-12-25",
  provisions: [
    {
      article: "144",
      heading: "Order for maintenance of wives, children and parents",
      summary:
        "Lets a Magistrate of the first class order a person with sufficient means to pay a monthly allowance to a wife, children (including disabled adult children) and parents unable to maintain themselves, with interim maintenance decided within sixty days where possible. Replaces section 125 CrPC.",
      topics: ["remedies", "criminal"],
      situations: [
        "my ex won't pay anything for me or our kids after we split up",
        "my husband left and pays nothing for me and the children in India",
        "my grown-up son refuses to support me in my old age",
      ],
    },
    {
      article: "163",
      heading: "Power to issue order in urgent cases of nuisance or apprehended danger",
      summary:
        "Empowers Magistrates to issue immediate orders directing persons to abstain from acts or take measures to prevent obstruction, danger or disturbance of public tranquillity, generally for up to two months, extendable by the State Government. Replaces section 144 CrPC.",
      topics: ["criminal", "enforcement"],
      situations: ["the magistrate ordered me to stop work that disturbs the neighbourhood", "urgent order to prevent nuisance or danger"],
    },
    {
      article: "173",
      heading: "Information in cognizable cases",
      summary:
        "Requires police to record information about a cognizable offence irrespective of where it was committed (zero FIR), including information given electronically, and permits a preliminary enquiry for offences punishable with three to seven years. Replaces section 154 CrPC.",
      topics: ["criminal"],
      situations: [
        "the police in India refused to register my FIR",
        "can I file an FIR at any police station in India",
      ],
    },
    {
      article: "187",
      heading: "Procedure when investigation cannot be completed in twenty-four hours",
      summary:
        "Governs remand of an arrested person when investigation cannot finish within twenty-four hours, and entitles the accused to default bail if no chargesheet is filed within ninety days for offences punishable with death, life or ten years or more, or sixty days for others. Replaces section 167 CrPC.",
      topics: ["criminal"],
      situations: [
        "the police want to keep me locked up longer for investigation",
        "how long can police in India keep someone in custody during the investigation",
      ],
    },
    {
      article: "218",
      heading: "Prosecution of Judges and public servants",
      summary:
        "Requires prior sanction of the appropriate Government before a court takes cognizance of an offence alleged against a judge or public servant acting in the discharge of official duty, with a deemed sanction if no decision is made within the time allowed. Replaces section 197 CrPC.",
      topics: ["criminal", "corruption"],
      situations: ["can I prosecute a government officer for something done on duty", "sanction needed to prosecute a public servant"],
    },
    {
      article: "223",
      heading: "Examination of complainant",
      summary:
        "Requires a Magistrate taking cognizance on a complaint to examine the complainant and witnesses on oath, and not to take cognizance without giving the accused an opportunity to be heard. Replaces section 200 CrPC.",
      topics: ["criminal"],
      situations: ["I filed a criminal complaint with the magistrate, what happens next", "complainant examined on oath by the magistrate"],
    },
    {
      article: "478",
      heading: "In what cases bail to be taken",
      summary:
        "Entitles a person accused of a bailable offence to be released on bail as of right when ready to give bail, with indigent persons released on a bond without sureties. Replaces section 436 CrPC.",
      topics: ["criminal"],
      situations: [
        "the police arrested me for a minor offence, do I get bail as of right",
        "my relative was arrested in India for a bailable offence; can he get bail straight away",
      ],
    },
    {
      article: "479",
      heading: "Maximum period for which under-trial prisoner can be detained",
      summary:
        "Requires release of an undertrial who has been detained for half of the maximum sentence for the offence (one-third for first-time offenders), except for offences punishable with death or life imprisonment, subject to the court's power to order continued detention for recorded reasons. Replaces section 436A CrPC.",
      topics: ["criminal"],
      situations: [
        "I've been locked up awaiting trial for years, when must they let me go",
        "my relative has been in jail in India for years awaiting trial",
      ],
    },
    {
      article: "480",
      heading: "When bail may be taken in case of non-bailable offence",
      summary:
        "Sets when a court other than the High Court or Court of Session may release a person accused of a non-bailable offence on bail, with restrictions for serious offences and special consideration for women, children and the sick or infirm. Replaces section 437 CrPC.",
      topics: ["criminal"],
      situations: [
        "someone accused of a serious non-bailable crime, can the court still grant bail",
        "can a magistrate in India give bail for a non-bailable offence",
        "how do I get bail for a serious non-bailable charge in India",
        "my brother was arrested in India, can the court release him on bail",
      ],
    },
    {
      article: "482",
      heading: "Direction for grant of bail to person apprehending arrest",
      summary:
        "Allows the High Court or Court of Session to direct that a person apprehending arrest for a non-bailable offence be released on bail if arrested (anticipatory bail), subject to conditions. Replaces section 438 CrPC.",
      topics: ["criminal"],
      situations: [
        "I'm afraid the police will arrest me in a false case, can I get bail in advance",
        "how do I get protection from arrest before the cops come for me",
        "I fear I will be arrested in India on a false case; can I get anticipatory bail",
      ],
    },
    {
      article: "483",
      heading: "Special powers of High Court or Court of Session regarding bail",
      summary:
        "Gives the High Court and Court of Session wider powers to grant bail to persons in custody, impose conditions, and cancel bail. Replaces section 439 CrPC.",
      topics: ["criminal"],
      situations: ["applying for bail in the High Court or Sessions Court", "cancellation of bail by a higher court"],
    },
    {
      article: "514",
      heading: "Bar to taking cognizance after lapse of period of limitation",
      summary:
        "Bars cognizance after six months for offences punishable with fine only, one year for imprisonment up to one year, and three years for imprisonment over one year up to three years, subject to extension in the interests of justice. Replaces section 468 CrPC.",
      topics: ["criminal", "limitation"],
      situations: [
        "is there a time limit for a court in India to take up a minor criminal complaint",
      ],
    },
    {
      article: "528",
      heading: "Saving of inherent powers of High Court",
      summary:
        "Preserves the High Court's inherent power to make orders to give effect to orders under the Sanhita, prevent abuse of process or otherwise secure the ends of justice, including quashing proceedings. Replaces section 482 CrPC.",
      topics: ["criminal", "remedies"],
      situations: ["quashing a false FIR in the High Court", "High Court stopping abuse of criminal process"],
    },
    {
      article: "531",
      heading: "Repeal and savings",
      summary:
        "Repeals the Code of Criminal Procedure, 1973, while providing that appeals, applications, trials, inquiries and investigations pending immediately before 1 July 2024 continue under the old Code; courts have held that fresh applications filed after that date are governed by the Sanhita.",
      topics: ["criminal", "scope"],
      situations: ["my case started under the old CrPC, which law applies now", "pending criminal cases after the new criminal code"],
    },
    {
      article: "35",
      heading: "When police may arrest without warrant",
      summary:
        "Lists when police may arrest without a warrant, such as a cognizable offence committed in their presence or credible information of one punishable with more than seven years; for offences punishable up to seven years arrest is allowed only if needed for listed reasons recorded in writing, otherwise the police must issue a notice to appear, and a person who complies should not be arrested; arresting someone infirm or over sixty for an offence punishable with under three years needs a senior officer's permission.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the police arrest me without a warrant",
        "can the police arrest me without a warrant in India",
        "police sent me a notice to appear instead of arresting me; what does that mean",
        "can my 70 year old father be arrested for a minor offence",
        "when can Indian police arrest someone",
      ],
    },
    {
      article: "36",
      heading: "Procedure of arrest and duties of officer making arrest",
      summary:
        "An arresting police officer must wear clear identification with their name, prepare a memorandum of arrest attested by a family member or respectable local witness and countersigned by the arrested person, and tell the person of their right to have a relative or friend informed.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: ["the police arrested my brother and did not prepare any arrest memo", "what must police do when they arrest someone"],
    },
    {
      article: "38",
      heading: "Right of arrested person to meet an advocate of his choice during interrogation",
      summary: "A person arrested and interrogated by the police may meet an advocate of their choice during interrogation, though not throughout it.",
      topics: ["criminal-procedure", "arrest", "legal-advice"],
      situations: ["can I have my lawyer present when police question me", "police refused to let my son see his lawyer"],
    },
    {
      article: "43",
      heading: "Arrest how made",
      summary:
        "An arrest is made by touching or confining the person unless they submit; a woman is presumed to submit on oral intimation and only a female officer should touch her; force may be used against resistance but not to cause death unless the offence carries death or life imprisonment; handcuffs may be used for specified serious or repeat offenders; and save exceptionally, with a magistrate's prior permission, no woman is arrested between sunset and sunrise.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: ["can police arrest a woman at night in India", "can police handcuff an arrested person", "a male officer grabbed my sister while arresting her"],
    },
    {
      article: "47",
      heading: "Person arrested to be informed of grounds of arrest and of right to bail",
      summary:
        "Anyone arresting a person without a warrant must at once tell them full particulars of the offence or other grounds, and if the offence is bailable must tell them they are entitled to bail and may arrange sureties.",
      topics: ["criminal-procedure", "arrest", "bail"],
      situations: ["police arrested me without saying why", "do police have to tell me I can get bail"],
    },
    {
      article: "48",
      heading: "Obligation of person making arrest to inform about arrest, etc., to relative or friend",
      summary:
        "The arresting officer must at once inform a relative, friend or nominee of the arrested person, and the district's designated police officer, of the arrest and where the person is held, tell the person of this right on arrival at the station, and record who was informed; the magistrate must check compliance.",
      topics: ["criminal-procedure", "arrest"],
      situations: ["my husband was arrested and nobody told the family where he is", "must police inform my family when I am arrested"],
    },
    {
      article: "53",
      heading: "Examination of arrested person by medical officer",
      summary:
        "Every arrested person must be examined by a government medical officer (or registered practitioner) soon after arrest, women only by or under a female doctor, with injuries and their approximate timing recorded and a copy of the report given to the arrested person or their nominee.",
      topics: ["criminal-procedure", "arrest", "custodial-safety"],
      situations: ["my son was beaten in police custody; is there a medical record", "does an arrested person get a medical check-up"],
    },
    {
      article: "58",
      heading: "Person arrested not to be detained more than twenty-four hours",
      summary:
        "A police officer may not detain a person arrested without warrant longer than reasonable, and never beyond twenty-four hours (excluding travel time to the magistrate) without a magistrate's special order under section 187.",
      topics: ["criminal-procedure", "arrest", "detention"],
      situations: [
        "the cops have held me for two days without taking me to a judge",
        "police have held my brother for two days without taking him to court",
        "how long can police keep me before producing me before a magistrate",
        "police in India kept my son in the lock-up overnight and more without a magistrate",
      ],
    },
    {
      article: "94",
      heading: "Summons to produce document or other thing",
      summary:
        "A court, or the officer in charge of a police station by written (including electronic) order, may require a person to produce a document, electronic communication or device likely to contain digital evidence, or other thing, needed for an investigation, inquiry or trial; producing it through someone else is enough.",
      topics: ["criminal-procedure", "evidence", "police-powers", "electronic-records"],
      situations: ["police sent a notice asking me to hand over my phone", "can police order a company to produce documents"],
    },
    {
      article: "105",
      heading: "Recording of search and seizure through audio video electronic means",
      summary:
        "Searches of places and seizures, including preparing and signing the list of seized items, must be recorded by audio-video electronic means (preferably a mobile phone), and the recording sent without delay to the magistrate.",
      topics: ["criminal-procedure", "search-and-seizure", "police-powers"],
      situations: ["police searched my house without recording it on video", "is a police search in India supposed to be filmed"],
    },
    {
      article: "174",
      heading: "Information as to non-cognizable cases and investigation of such cases",
      summary:
        "For non-cognizable offences, police record the substance of the information, refer the informant to the magistrate and send fortnightly diary reports; they may not investigate without a magistrate's order, but a case with at least one cognizable offence is treated as cognizable.",
      topics: ["criminal-procedure", "police-powers"],
      situations: ["police registered only an NC complaint and told me to go to court", "why will police not investigate my complaint"],
    },
    {
      article: "175",
      heading: "Police officer’s power to investigate cognizable case",
      summary:
        "The officer in charge of a police station may investigate a cognizable case without a magistrate's order; a magistrate may order investigation on an application supported by affidavit, and for complaints against public servants arising from official duties only after a superior officer's report and the public servant's account.",
      topics: ["criminal-procedure", "police-powers", "remedies"],
      situations: [
        "police refuse to register my FIR; can a magistrate order an investigation",
        "how do I get a magistrate to direct police to investigate",
      ],
    },
    {
      article: "176",
      heading: "Procedure for investigation",
      summary:
        "On suspecting a cognizable offence the officer in charge reports to the magistrate and investigates at the spot; a rape victim's statement is recorded at her residence or chosen place, preferably by a woman officer, and may be video recorded; for offences punishable with seven years or more a forensic expert must visit the crime scene and the process be videographed (from dates notified by the State).",
      topics: ["criminal-procedure", "investigation", "evidence"],
      situations: ["will police visit the scene after a burglary", "where will the police record a rape survivor's statement"],
    },
    {
      article: "180",
      heading: "Examination of witnesses by police",
      summary:
        "An investigating officer may orally examine anyone supposed to know the facts, who must answer truly except where the answer would incriminate them; statements may be reduced to writing or recorded by audio-video means, and a woman victim's statement in specified sexual offences is recorded by a woman officer.",
      topics: ["criminal-procedure", "investigation", "evidence"],
      situations: ["police want to question me as a witness; do I have to answer", "can I refuse to answer questions that might incriminate me"],
    },
    {
      article: "181",
      heading: "Statements to police and use thereof",
      summary:
        "Statements made to police during investigation are not signed by the maker and cannot be used at trial except by the defence (or, with leave, the prosecution) to contradict the witness; this does not cover dying declarations or statements leading to discovery.",
      topics: ["criminal-procedure", "evidence"],
      situations: ["police made me sign my statement; is that allowed", "can what I told the police be used against me in court"],
    },
    {
      article: "183",
      heading: "Recording of confessions and statements",
      summary:
        "A magistrate may record a confession or statement during investigation, including by audio-video means, after warning the person they need not confess and that it may be used against them, and only if satisfied it is voluntary; statements of victims of specified sexual offences must be recorded by a magistrate as soon as the commission is brought to notice.",
      topics: ["criminal-procedure", "evidence", "confessions"],
      situations: ["police want to take me before a magistrate to confess", "is a confession to police valid evidence in India"],
    },
    {
      article: "185",
      heading: "Search by police officer",
      summary:
        "An officer in charge or investigating officer who has reasonable grounds to believe something necessary for the investigation is in a place and cannot otherwise be obtained without undue delay may search for it after recording the grounds in the case diary, with the search recorded by audio-video means and copies of the record sent to the magistrate within forty-eight hours.",
      topics: ["criminal-procedure", "search-and-seizure", "police-powers"],
      situations: ["police searched my office without a warrant", "when can police search without a warrant in India"],
    },
    {
      article: "193",
      heading: "Report of police officer on completion of investigation",
      summary:
        "Investigations must be completed without unnecessary delay, those into rape and POCSO sexual offences within two months; on completion police send the magistrate a final report (chargesheet) with prescribed particulars, inform the informant or victim of progress within ninety days, and may investigate further with the court's permission, completing it within ninety days unless extended.",
      topics: ["criminal-procedure", "investigation"],
      situations: ["it has been months since my FIR and police say nothing", "how long do police have to file a chargesheet in a rape case"],
    },
    {
      article: "230",
      heading: "Supply to accused of copy of police report and other documents",
      summary:
        "In cases started on a police report the magistrate must, within fourteen days of the accused's production or appearance, give the accused (and a victim represented by an advocate) free copies of the police report, FIR, witness statements, confessions and other documents relied on, electronically if voluminous.",
      topics: ["criminal-procedure", "fair-trial", "disclosure"],
      situations: ["I have been charged but never got a copy of the chargesheet", "can the victim get the police report documents"],
    },
    {
      article: "290",
      heading: "Application for plea bargaining",
      summary:
        "An accused may apply for plea bargaining within thirty days of framing of charge, with an affidavit that it is voluntary and that they have no previous conviction for the same offence; the court examines the accused in camera and, if satisfied, allows up to sixty days to work out a mutually satisfactory disposition, which may include compensation to the victim.",
      topics: ["criminal-procedure", "plea-bargaining", "settlement"],
      situations: ["can I plead guilty in exchange for a lighter sentence in India", "what is plea bargaining and when can I ask for it"],
    },
    {
      article: "356",
      heading: "Inquiry, trial or judgment in absentia of proclaimed offender",
      summary:
        "A proclaimed offender who absconds to evade trial, with no immediate prospect of arrest, may be tried and judged in their absence after specified notice steps, with an advocate provided for the defence, as if present.",
      topics: ["criminal-procedure", "trial"],
      situations: ["can an accused who fled abroad be tried in his absence", "the accused has absconded and cannot be found; can the trial continue"],
    },
    {
      article: "359",
      heading: "Compounding of offences",
      summary:
        "Offences under the Bharatiya Nyaya Sanhita listed in the Tables may be compounded (settled) by the specified person, some without and some only with the court's permission; compounding has the effect of an acquittal, and no other offence may be compounded.",
      topics: ["criminal-procedure", "settlement"],
      situations: ["can I settle a criminal case with the person who hurt me", "we reached a compromise; can the criminal case be closed"],
    },
    {
      article: "396",
      heading: "Victim compensation scheme",
      summary:
        "Each State must run a victim compensation scheme; the legal services authority decides compensation on a court's recommendation or, where the offender is untraced, on the victim's application, completing the enquiry within two months, and may order immediate free first aid, medical benefits or interim relief.",
      topics: ["criminal-procedure", "victims", "compensation"],
      situations: ["the man who attacked me was never caught; can I get compensation", "how do crime victims get state compensation in India"],
    },
    {
      article: "398",
      heading: "Witness protection scheme",
      summary: "Every State Government must prepare and notify a Witness Protection Scheme to ensure the protection of witnesses.",
      topics: ["criminal-procedure", "victims"],
      situations: ["I am a witness and I am being threatened; can I get protection", "witnesses in my case are scared to testify because of threats"],
    },
    {
      article: "413",
      heading: "No appeal to lie unless otherwise provided",
      summary:
        "No appeal lies from a criminal court's judgment or order except as provided by the Sanhita or another law, but a victim may appeal against acquittal, conviction for a lesser offence or inadequate compensation to the court that hears appeals from convictions.",
      topics: ["criminal-procedure", "appeals", "victims"],
      situations: ["the accused was acquitted; can I as the victim appeal", "can I appeal if the court gave too little compensation"],
    },
    {
      article: "415",
      heading: "Appeals from convictions",
      summary:
        "A person convicted by a High Court in its extraordinary original jurisdiction may appeal to the Supreme Court; those convicted by a Sessions Judge, or sentenced to more than seven years in another trial, appeal to the High Court; other convictions by magistrates go to the Court of Session.",
      topics: ["criminal-procedure", "appeals"],
      situations: ["where do I appeal a conviction by a magistrate", "my father was convicted by the sessions court; where is the appeal"],
    },
    {
      article: "438",
      heading: "Calling for records to exercise powers of revision",
      summary:
        "The High Court or a Sessions Judge may call for and examine the record of an inferior criminal court to check the correctness, legality or propriety of any finding, sentence or order, and may suspend a sentence or release the accused meanwhile; revision does not lie against interlocutory orders.",
      topics: ["criminal-procedure", "appeals", "remedies"],
      situations: ["can a higher court review a magistrate's wrong order in my criminal case", "the sessions court can correct a magistrate's illegal order in a criminal matter"],
    },
    {
      article: "530",
      heading: "Trial and proceedings to be held in electronic mode",
      summary:
        "Trials, inquiries and proceedings under the Sanhita, including summons, warrants, examination of witnesses, recording of evidence and appellate proceedings, may be held in electronic mode using electronic communication or audio-video means.",
      topics: ["criminal-procedure", "electronic-records", "trial"],
      situations: ["can I give evidence by video call in a criminal case in India", "can summons and hearings in a criminal case be done online"],
    },
  ],
};
