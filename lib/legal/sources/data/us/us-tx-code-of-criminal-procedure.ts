import type { InstrumentInput } from "../../schema";

/** Texas Code of Criminal Procedure: rights of the accused, arrest without warrant, appearance before a magistrate, bail and use of statements. */
export const usTxCodeOfCriminalProcedure: InstrumentInput = {
  source_id: "us-tx-code-of-criminal-procedure",
  title: "Texas Code of Criminal Procedure",
  short_names: ["Texas Code of Criminal Procedure", "Tex. Code Crim. Proc.", "Texas CCP"],
  jurisdiction: "US-TX",
  kind: "code",
  provision_label: "article",
  codified_at: "Tex. Code Crim. Proc.",
  official_url: "https://statutes.capitol.texas.gov/?link=CR",
  date: "1965",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1.05",
      heading: "Rights of Accused",
      summary: "Guarantees an accused in all criminal prosecutions a speedy public trial by an impartial jury, the right to demand the nature and cause of the accusation, to be confronted with witnesses, to compulsory process and to be heard by himself, counsel or both.",
      topics: ["criminal-procedure", "fair-trial", "rights-of-accused"],
      situations: [
        "my criminal case has dragged on for ages without a trial",
        "what rights do I have when charged with a crime",
        "right to a jury trial and to face witnesses",
        "speedy trial right in Texas",
        "my Texas case has dragged on for years without trial",
      ],
    },
    {
      article: "1.051",
      heading: "Right to Representation by Counsel",
      summary: "Entitles a defendant to counsel in an adversarial judicial proceeding and requires appointment of counsel for an indigent defendant within set deadlines after a request.",
      topics: ["criminal-procedure", "right-to-a-lawyer", "legal-aid"],
      situations: [
        "I can't afford a lawyer after being arrested, will I get one for free",
        "I can't afford a lawyer for my criminal case in Texas",
      ],
    },
    {
      article: "14.01",
      heading: "Offense Within View",
      summary: "Allows a peace officer or any other person to arrest without a warrant for a felony or breach of the peace committed in their presence or view, and a peace officer for any offence committed in the officer's presence or view.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the police arrest me without a warrant",
        "citizen's arrest for a crime committed in front of me",
      ],
    },
    {
      article: "15.17",
      heading: "Duties of Arresting Officer and Magistrate",
      summary: "Requires a person arrested to be taken before a magistrate without unnecessary delay and within 48 hours, where the magistrate must inform them of the accusation, the right to counsel and to appointed counsel, the right to remain silent, and the right to an examining trial, and must admit them to bail where allowed.",
      topics: ["criminal-procedure", "arrest", "magistrate", "right-to-a-lawyer"],
      situations: [
        "the police arrested me, how soon do I see a judge and learn my bail",
        "how quickly must someone arrested in Texas see a judge",
        "what happens after arrest in Texas, when do I see a magistrate",
        "my son was arrested in Texas, when will he be told the charges and get a lawyer",
      ],
    },
    {
      article: "17.15",
      heading: "Rules for Fixing Amount of Bail",
      summary: "Requires bail to be sufficient to give reasonable assurance of appearance but not an instrument of oppression, with regard to the nature of the offence, the accused's ability to make bail, the safety of the victim and community, and criminal history.",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "the bail they set is way more than I can pay",
        "my brother's bail in Texas is set so high we can't pay it",
        "how does a Texas judge set the amount of bail",
        "bail is too high for what I can afford in Texas",
      ],
    },
    {
      article: "38.22",
      heading: "When Statements May Be Used",
      summary: "Makes a statement of an accused from custodial interrogation inadmissible unless the accused was warned of the right to remain silent, to counsel and to end the interview, and oral statements were electronically recorded with a knowing, intelligent and voluntary waiver.",
      topics: ["criminal-procedure", "confessions", "evidence", "police-interviews"],
      situations: ["the police questioned me without reading me my rights", "can my confession be used if I was not warned"],
    },
  ],
};
