import type { InstrumentInput } from "../../schema";

/** New York Criminal Procedure Law: warrantless arrest and what follows it, speedy trial and automatic discovery. */
export const usNyCriminalProcedureLaw: InstrumentInput = {
  source_id: "us-ny-criminal-procedure-law",
  title: "New York Criminal Procedure Law",
  short_names: ["New York Criminal Procedure Law", "N.Y. Crim. Proc. Law", "CPL"],
  jurisdiction: "US-NY",
  kind: "statute",
  provision_label: "section",
  codified_at: "N.Y. Crim. Proc. Law",
  official_url: "https://www.nysenate.gov/legislation/laws/CPL",
  date: "1970",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "30.20",
      heading: "Speedy trial; in general",
      summary: "Entitles every person accused of an offence to a speedy trial.",
      topics: ["criminal-procedure", "speedy-trial"],
      situations: ["my criminal case is taking years, right to a speedy trial", "the prosecution keeps delaying my trial"],
    },
    {
      article: "30.30",
      heading: "Speedy trial; time limitations",
      summary: "Requires the court to grant a motion to dismiss where the prosecution is not ready for trial within six months of the start of a felony action, 90 days for a class A misdemeanour and 60 days for a class B misdemeanour, excluding listed periods of delay, and requires release of a defendant held in custody beyond shorter periods.",
      topics: ["criminal-procedure", "speedy-trial"],
      situations: [
        "my criminal case has dragged on for months and the prosecutor still isn't ready",
        "my case in New York has been pending for over a year without trial",
        "how long can the prosecutor take to bring my case to trial in New York",
        "my misdemeanor case keeps getting adjourned, can it be dismissed for delay",
        "right to a speedy trial in New York",
      ],
    },
    {
      article: "245.20",
      heading: "Automatic discovery",
      summary: "Requires the prosecution to disclose to the defendant, without a demand, all items and information relating to the case in its possession, including statements, witness names, police reports, expert opinions, electronic recordings and favourable information, within set periods after arraignment.",
      topics: ["criminal-procedure", "disclosure", "evidence"],
      situations: ["the prosecutor will not share the evidence against me", "police reports and witness lists the defence should get"],
    },
    {
      article: "500.10",
      heading: "Recognizance, bail and commitment; definitions of terms",
      summary: "Defines the terms used for pretrial release, including principal, release on own recognizance, release under non-monetary conditions, fixing and posting bail and commitment to the custody of the sheriff.",
      topics: ["criminal-procedure", "bail", "definitions"],
    },
    {
      article: "510.10",
      heading: "Securing order; when required; alternatives available; standard to be applied",
      summary: "Requires a court that takes control of a defendant to impose a securing order after an individualized determination of the risk of flight, choosing the least restrictive kind and degree of control needed to secure return to court, considering listed information such as the person's history, charges, record and finances, with monetary bail available only for qualifying offences.",
      topics: ["criminal-procedure", "bail", "pretrial-release"],
      situations: [
        "will I be kept in jail or let out before my trial",
        "will my brother be held on bail in New York for a non-violent charge",
        "will the judge set bail or release my son after his arrest in New York",
        "can I be released without paying bail in New York",
        "how does a New York judge decide whether to keep me in jail before trial",
      ],
    },
    {
      article: "510.20",
      heading: "Application for a change in securing order",
      summary: "Allows a defendant held in custody under a securing order to apply for release on recognizance, non-monetary conditions, bail or a reduction of bail, with the right to counsel and to be heard and present evidence.",
      topics: ["criminal-procedure", "bail", "right-to-a-lawyer"],
    },
    {
      article: "140.10",
      heading: "Arrest without a warrant; by police officer; when and where authorized",
      summary:
        "A police officer may arrest without a warrant for any offense the officer has reasonable cause to believe was committed in the officer's presence, and for any crime (misdemeanor or felony) the officer has reasonable cause to believe the person committed, whether in the officer's presence or not; arrests for petty offenses are limited to the officer's geographic area and nearby counties, subject to close pursuit.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the cops arrest me without a warrant",
        "can NYPD arrest me without a warrant",
        "police in New York arrested me for something they did not see me do",
        "can an officer arrest me for a violation outside his town",
      ],
    },
    {
      article: "140.20",
      heading: "Arrest without a warrant; procedure after arrest by police officer",
      summary:
        "After a warrantless arrest the officer must, without unnecessary delay, bring the arrested person to an appropriate local criminal court and file an accusatory instrument, unless the Criminal Procedure Law provides for release with an appearance ticket instead.",
      topics: ["criminal-procedure", "arrest", "arraignment"],
      situations: [
        "how long can police in New York hold me before I see a judge",
        "my son was arrested in NY and has not been brought to court yet",
        "the police arrested me without a warrant in New York, what happens next",
        "what happens after I am arrested in New York",
      ],
    },
  ],
};
