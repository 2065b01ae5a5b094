import type { InstrumentInput } from "../../schema";

export const ukCjpoa1994: InstrumentInput = {
  source_id: "uk-cjpoa-1994",
  title: "Criminal Justice and Public Order Act 1994 (1994 c. 33)",
  short_names: ["Criminal Justice and Public Order Act 1994", "CJPOA 1994", "CJPOA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1994/33/contents",
  date: "1994-11-03",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "34",
      heading: "Effect of accused's failure to mention facts when questioned or charged",
      summary:
        "Where an accused, when questioned under caution or on being charged, failed to mention a fact later relied on in their defence which they could reasonably have been expected to mention, the court or jury may draw proper inferences, but not if they had not been allowed to consult a solicitor.",
      topics: ["criminal-procedure", "evidence", "right-to-silence"],
      situations: [
        "should I answer no comment in a police interview",
        "what happens if I stay silent in interview and explain later at trial",
      ],
    },
    {
      article: "35",
      heading: "Effect of accused's silence at trial",
      summary:
        "At trial, if an accused aged 14 or over chooses not to give evidence or refuses without good cause to answer questions, the court or jury may draw proper inferences, unless their physical or mental condition makes it undesirable for them to give evidence.",
      topics: ["criminal-procedure", "evidence", "right-to-silence"],
      situations: [
        "do I have to give evidence at my own trial",
        "my lawyer says the jury may hold it against me if I do not testify",
      ],
    },
    {
      article: "36",
      heading: "Effect of accused's failure or refusal to account for objects, substances or marks",
      summary:
        "Where an arrested person fails or refuses to account for an object, substance or mark on them, their clothing or in their possession or the place of arrest, after being told the effect of not answering, the court or jury may draw proper inferences.",
      topics: ["criminal-procedure", "evidence", "right-to-silence"],
      situations: [
        "police asked me to explain the marks on my clothes and I said nothing",
        "I refused to explain the stolen goods found in my bag",
      ],
    },
    {
      article: "37",
      heading: "Effect of accused's failure or refusal to account for presence at a particular place",
      summary:
        "Where an arrested person found at a place at or about the time of an alleged offence fails or refuses to account for their presence there, after being warned of the consequences, the court or jury may draw proper inferences.",
      topics: ["criminal-procedure", "evidence", "right-to-silence"],
      situations: [
        "police asked why I was near the burglary and I refused to say",
        "I would not tell police why I was at the scene",
      ],
    },
  ],
};
