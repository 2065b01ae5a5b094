import type { InstrumentInput } from "../../schema";

/** Ireland's Criminal Justice Act 1984: detention after arrest, rights in custody, bail offences and trial procedure. */
export const ieCriminalJusticeAct1984: InstrumentInput = {
  source_id: "ie-criminal-justice-act-1984",
  title: "Criminal Justice Act 1984 (No. 22 of 1984)",
  short_names: ["Criminal Justice Act 1984", "CJA 1984", "Criminal Justice Act 1984 (Ireland)"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1984/act/22/front/revised/en/html",
  date: "1984-12-06",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Detention after arrest",
      summary: "Allows a person arrested without warrant on reasonable suspicion of an offence punishable by five years' imprisonment or more to be detained in a Garda station where the member in charge believes it necessary for the proper investigation, for up to six hours, extendable by a superintendent for six hours and by a chief superintendent for a further twelve, with release as soon as the grounds cease.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "how long can the guards hold me after an arrest",
        "how long can the Gardaí hold someone after an arrest in Ireland",
        "my son was arrested in Dublin; when must they let him go",
      ],
    },
    {
      article: "5",
      heading: "Access to solicitor and notification of detention",
      summary: "Requires a person detained under section 4 to be told without delay of the right to consult a solicitor and to have another person notified of the detention, and requires the Garda to do so on request.",
      topics: ["criminal-procedure", "detention", "right-to-a-lawyer"],
      situations: [
        "the police are holding me, can I see a solicitor and tell my family",
        "do I get a solicitor when I'm held at a Garda station",
        "can I see a solicitor when detained by the Gardaí",
      ],
    },
    {
      article: "6",
      heading: "Powers of Garda Síochána in relation to detained person",
      summary: "Empowers the Garda to search a person detained under section 4, photograph them and take fingerprints and palm prints.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "can the Gardaí take my fingerprints and photograph me while I'm detained",
      ],
    },
    {
      article: "11",
      heading: "Offences committed while on bail: consecutive sentences",
      summary: "Requires a sentence of imprisonment for an offence committed while on bail to be made consecutive to any sentence for the earlier offence.",
      topics: ["criminal-procedure", "bail", "sentencing"],
      situations: ["committed a crime while out on bail, sentence added on top", "consecutive sentence for an offence on bail"],
    },
    {
      article: "13",
      heading: "Failure to surrender to bail",
      summary: "Makes it an offence for a person released on bail to fail without reasonable excuse to surrender to custody as required.",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "what happens if I don't turn up in court while on bail",
      ],
    },
    {
      article: "18",
      heading: "Inferences from failure, refusal to account for objects, marks, etc.",
      summary: "Allows a court or jury to draw inferences where an arrested person, after being warned, fails or refuses to account for an object, substance or mark on them or in their possession, or at the place of arrest.",
      topics: ["criminal-procedure", "right-to-silence", "evidence"],
      situations: ["I refused to explain to the Gardaí what was in my pocket", "can silence about items found on me be used against me"],
    },
    {
      article: "19",
      heading: "Inferences from accused's presence at a particular place",
      summary: "Allows inferences where an arrested person, after being warned, fails or refuses to account for their presence at a place at or about the time of the offence.",
      topics: ["criminal-procedure", "right-to-silence", "evidence"],
      situations: ["I did not explain why I was at the scene", "refusing to say why I was near the crime"],
    },
    {
      article: "20",
      heading: "Notice of alibi in trials on indictment",
      summary: "Prevents an accused on indictment from giving evidence of an alibi without having given notice of particulars of the alibi within the required period, unless the court gives leave.",
      topics: ["criminal-procedure", "trial", "alibi"],
      situations: ["do I have to give notice of my alibi before trial", "alibi evidence in a jury trial"],
    },
    {
      article: "25",
      heading: "Majority verdicts",
      summary: "Allows a jury of at least eleven to return a majority verdict on which at least ten jurors agree, once it has deliberated for at least two hours without reaching unanimity.",
      topics: ["criminal-procedure", "jury", "trial"],
      situations: ["does the jury have to be unanimous", "majority verdict of ten jurors"],
    },
    {
      article: "27",
      heading: "Electronic recording of questioning",
      summary: "Provides for regulations requiring the questioning of people detained at Garda stations to be electronically recorded.",
      topics: ["criminal-procedure", "police-interviews", "evidence"],
      situations: ["is my interview at the Garda station recorded", "video recording of police questioning"],
    },
    {
      article: "10",
      heading: "Rearrest",
      summary: "Forbids rearresting a person released without charge after detention under section 4 for the same offence except under a warrant issued by a District Court judge on new information, and then charging them forthwith.",
      topics: ["criminal-procedure", "arrest", "detention"],
      situations: ["the Gardaí released me and now want to arrest me again for the same thing", "rearrest after release without charge"],
    },
    {
      article: "21",
      heading: "Proof by written statement",
      summary: "Makes a written statement by a person admissible in criminal proceedings as evidence to the same extent as oral evidence, where it is signed, served in advance on the other parties and no objection is made.",
      topics: ["criminal-procedure", "evidence", "trial"],
    },
    {
      article: "22",
      heading: "Proof by formal admission",
      summary: "Allows any fact of which oral evidence may be given in criminal proceedings to be admitted by or on behalf of the prosecution or the accused, and treats the admission as conclusive evidence of that fact.",
      topics: ["criminal-procedure", "evidence", "trial"],
    },
    {
      article: "24",
      heading: "Order of closing speeches",
      summary: "Provides that in trials on indictment the closing speech for the defence comes after that of the prosecution, so the defence has the last word.",
      topics: ["criminal-procedure", "trial"],
    },
  ],
};
