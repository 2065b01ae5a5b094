import type { InstrumentInput } from "../../schema";

/** California Penal Code: domestic violence, theft thresholds, arrest, phone calls, bail and speedy trial. The Code prints no official section headings; each heading below is a descriptive label of ours in square brackets. */
export const usCaPenalCode: InstrumentInput = {
  source_id: "us-ca-penal-code",
  title: "California Penal Code",
  short_names: ["California Penal Code", "Cal. Penal Code", "Penal Code"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Penal Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=PEN",
  date: "1872",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "243",
      heading: "[Punishment for battery]",
      summary: "Sets the punishment for battery, with higher penalties where it is committed against listed persons such as peace officers or a spouse, cohabitant or dating partner, or causes serious bodily injury.",
      topics: ["criminal-law", "battery", "domestic-violence"],
    },
    {
      article: "273.5",
      heading: "[Corporal injury to a spouse, cohabitant or dating partner]",
      summary: "Makes it a felony or misdemeanour to wilfully inflict corporal injury resulting in a traumatic condition on a spouse, former spouse, cohabitant, former cohabitant, fiancé, dating partner or the other parent of one's child.",
      topics: ["criminal-law", "domestic-violence"],
      situations: ["my boyfriend in California hit me and left bruises; is that a crime"],
    },
    {
      article: "484",
      heading: "[Theft defined]",
      summary: "Defines theft as feloniously stealing, taking, carrying away or driving away the personal property of another, fraudulently appropriating property entrusted to one, or obtaining money, labour or property by false pretences.",
      topics: ["criminal-law", "theft"],
    },
    {
      article: "487",
      heading: "[Grand theft]",
      summary: "Defines grand theft, including where the money, labour or property taken is worth more than $950, and for listed property such as certain farm products and firearms.",
      topics: ["criminal-law", "theft"],
    },
    {
      article: "490.2",
      heading: "[Petty theft of property worth $950 or less]",
      summary: "Treats obtaining property by theft where its value does not exceed $950 as petty theft, punishable as a misdemeanour except for people with certain prior convictions.",
      topics: ["criminal-law", "theft", "shoplifting"],
      situations: ["what happens if someone is caught shoplifting under $950 in California"],
    },
    {
      article: "825",
      heading: "[Arraignment within 48 hours; attorney visits]",
      summary: "Requires an arrested defendant to be taken before a magistrate without unnecessary delay and within 48 hours, excluding Sundays and holidays, and allows an attorney to visit the person in custody on request.",
      topics: ["criminal-procedure", "arrest", "magistrate", "right-to-a-lawyer"],
      situations: ["how long can police in California hold someone before they see a judge"],
    },
    {
      article: "849",
      heading: "[Taking arrested person before a magistrate; release without charge]",
      summary: "Requires an officer making an arrest without warrant to take the person before a magistrate without unnecessary delay and file a complaint, and allows release without charge where there are insufficient grounds or in listed cases such as intoxication.",
      topics: ["criminal-procedure", "arrest", "release"],
    },
    {
      article: "851.5",
      heading: "[Telephone calls after arrest]",
      summary: "Entitles an arrested person, immediately on booking and no later than three hours after arrest, to make at least three completed telephone calls free of charge within the local calling area, including to an attorney, a bail bondsman and a relative, and a custodial parent to additional calls to arrange child care.",
      topics: ["criminal-procedure", "arrest", "phone-call"],
      situations: ["does someone arrested in California get a phone call"],
    },
    {
      article: "1275",
      heading: "[Setting bail; public safety as primary consideration]",
      summary: "Requires a judge setting, reducing or denying bail to take into consideration the protection of the public, the seriousness of the offence, the defendant's criminal record and the probability of appearing at trial, with public safety and the victim's safety the primary considerations.",
      topics: ["criminal-procedure", "bail"],
    },
    {
      article: "1382",
      heading: "[Dismissal for delay in bringing to trial]",
      summary: "Requires the court to dismiss the action, unless good cause is shown, where a felony defendant is not brought to trial within 60 days of arraignment on the information or indictment, or a misdemeanour defendant within 30 days of arraignment if in custody (45 days if not).",
      topics: ["criminal-procedure", "speedy-trial"],
      situations: ["my case in California has dragged on for months without a trial date"],
    },
  ],
};
