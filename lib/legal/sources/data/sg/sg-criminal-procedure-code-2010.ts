import type { InstrumentInput } from "../../schema";

/** Singapore's Criminal Procedure Code 2010: arrest, detention limits and bail for bailable offences. */
export const sgCriminalProcedureCode2010: InstrumentInput = {
  source_id: "sg-criminal-procedure-code-2010",
  title: "Criminal Procedure Code 2010",
  short_names: ["Criminal Procedure Code 2010", "CPC", "Criminal Procedure Code (Singapore)", "CPC 2010"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/CPC2010",
  date: "2010",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "64",
      heading: "When arrest may be made without warrant",
      summary: "Allows a police officer to arrest without warrant a person concerned in or reasonably suspected of an arrestable offence, found with a housebreaking tool or suspected stolen property, obstructing the police or escaping custody, committing a breach of the peace in the officer's presence, or in other listed situations.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the police arrest me without a warrant",
        "can the police in Singapore arrest someone without a warrant",
        "when can the police in Singapore arrest me",
      ],
    },
    {
      article: "66",
      heading: "Arrest by private person",
      summary: "Allows a private person to arrest anyone who, in that person's view or presence, commits an arrestable and non-bailable offence or who is a proclaimed offender, and requires the person arrested to be handed to a police officer or taken to a police station without unnecessary delay.",
      topics: ["criminal-procedure", "arrest", "citizens-arrest"],
      situations: ["can a member of the public arrest someone", "citizen's arrest of a thief"],
    },
    {
      article: "68",
      heading: "Person arrested not to be detained more than 48 hours",
      summary: "Forbids a police officer to detain a person arrested without warrant for longer than is reasonable, and in any case for more than 48 hours, excluding the time needed for the journey to the Magistrate's Court, without a Magistrate's order.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "how long can the police hold me after arresting me before I see a judge",
        "how long can Singapore police hold someone before bringing them to court",
        "my brother was arrested in Singapore two days ago and has not been charged in court",
      ],
    },
    {
      article: "75",
      heading: "How to arrest",
      summary: "Requires the person making an arrest to touch or confine the body of the person to be arrested unless that person submits to custody by word or action, and allows all reasonable means to effect the arrest if it is resisted.",
      topics: ["criminal-procedure", "arrest"],
      situations: ["how is an arrest made", "police used force to arrest me when I resisted"],
    },
    {
      article: "76",
      heading: "No unnecessary restraint",
      summary: "Forbids restraining a person arrested more than is necessary to prevent escape.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: ["handcuffed too tightly after arrest", "unnecessary restraint of an arrested person"],
    },
    {
      article: "92",
      heading: "When person must be released on bail or personal bond",
      summary: "Requires a person arrested or detained without warrant for a bailable offence, or brought before a court, to be released on bail or on personal bond if prepared to give it, subject to listed exceptions.",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "the police arrested me for a minor offence, can I be let out on bail",
        "will someone arrested in Singapore get bail",
        "bail after arrest in Singapore",
      ],
    },
  ],
};
