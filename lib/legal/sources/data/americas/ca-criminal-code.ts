import type { InstrumentInput } from "../../schema";

/** Canada's Criminal Code: common offences (harassment, assault, theft, break and enter, fraud, mischief) and arrest and appearance before a justice. */
export const caCriminalCode: InstrumentInput = {
  source_id: "ca-criminal-code",
  title: "Criminal Code (R.S.C. 1985, c. C-46)",
  short_names: ["Criminal Code", "Criminal Code (Canada)", "Canadian Criminal Code", "R.S.C. 1985, c. C-46"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://laws-lois.justice.gc.ca/eng/acts/C-46/",
  date: "1985",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "264",
      heading: "Criminal harassment",
      summary: "Makes it an offence, punishable by up to ten years' imprisonment, to knowingly or recklessly harass another person by following, repeatedly communicating with, watching their home or workplace or threatening them, causing them reasonably to fear for their safety.",
      topics: ["criminal-law", "harassment", "stalking"],
      situations: ["my ex in Canada keeps following me and messaging me after I told him to stop"],
    },
    {
      article: "265",
      heading: "Assault",
      summary: "Defines assault as intentionally applying force to another person without consent, attempting or threatening to do so with the present ability to carry it out, or accosting or begging while openly carrying a weapon.",
      topics: ["criminal-law", "assault"],
    },
    {
      article: "266",
      heading: "Assault",
      summary: "Makes assault an offence punishable on indictment by up to five years' imprisonment or on summary conviction.",
      topics: ["criminal-law", "assault"],
    },
    {
      article: "271",
      heading: "Sexual assault",
      summary: "Makes sexual assault an offence punishable on indictment by up to ten years' imprisonment (fourteen where the victim is under 16) or on summary conviction.",
      topics: ["criminal-law", "sexual-assault"],
    },
    {
      article: "322",
      heading: "Theft",
      summary: "Defines theft as fraudulently and without colour of right taking or converting anything to one's own use with intent to deprive the owner of it, temporarily or absolutely.",
      topics: ["criminal-law", "theft"],
    },
    {
      article: "334",
      heading: "Punishment for theft",
      summary: "Punishes theft of property worth more than $5,000 by up to ten years' imprisonment, and theft of lesser value by up to two years on indictment or on summary conviction.",
      topics: ["criminal-law", "theft", "sentencing"],
      situations: ["what is the penalty for shoplifting in Canada"],
    },
    {
      article: "348",
      heading: "Breaking and entering with intent, committing offence or breaking out",
      summary: "Makes it an offence to break and enter a place with intent to commit an indictable offence, or to break and enter and commit one, punishable by up to life imprisonment for a dwelling-house.",
      topics: ["criminal-law", "burglary"],
    },
    {
      article: "380",
      heading: "Fraud",
      summary: "Makes it an offence to defraud the public or any person of property, money, valuable security or service by deceit, falsehood or other fraudulent means, punishable by up to fourteen years' imprisonment where the value exceeds $5,000.",
      topics: ["criminal-law", "fraud"],
    },
    {
      article: "430",
      heading: "Mischief",
      summary: "Makes it an offence wilfully to destroy or damage property, render it dangerous or useless, or interfere with its lawful use or enjoyment.",
      topics: ["criminal-law", "property-damage"],
    },
    {
      article: "494",
      heading: "Arrest without warrant by any person",
      summary: "Allows anyone to arrest without warrant a person found committing an indictable offence or fleeing from persons with lawful authority to arrest them, and a property owner or person authorised by them to arrest a person found committing a criminal offence on or in relation to that property at the time or within a reasonable time after, delivering the person to a peace officer forthwith.",
      topics: ["criminal-procedure", "arrest", "citizens-arrest"],
      situations: ["can a store owner in Canada detain a shoplifter"],
    },
    {
      article: "495",
      heading: "Arrest without warrant by peace officer",
      summary: "Allows a peace officer to arrest without warrant a person who has committed an indictable offence or whom the officer believes on reasonable grounds has committed or is about to commit one, a person found committing a criminal offence, or a person named in an outstanding warrant, subject to limits for less serious offences.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
    },
    {
      article: "503",
      heading: "Taking before justice",
      summary: "Requires a person arrested and detained to be taken before a justice without unreasonable delay and within 24 hours where a justice is available, unless released earlier.",
      topics: ["criminal-procedure", "arrest", "bail"],
      situations: ["how long can the police in Canada hold someone before a bail hearing"],
    },
  ],
};
