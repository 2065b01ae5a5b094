import type { InstrumentInput } from "../../schema";

export const euEuropeanArrestWarrant: InstrumentInput = {
  source_id: "eu-european-arrest-warrant",
  title: "Council Framework Decision 2002/584/JHA of 13 June 2002 on the European arrest warrant and the surrender procedures between Member States",
  short_names: ["European Arrest Warrant Framework Decision", "EAW Framework Decision", "Council Framework Decision 2002/584/JHA", "Framework Decision 2002/584/JHA", "European arrest warrant"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dec_framw/2002/584/oj",
  date: "2002-06-13",
  provisions: [
    {
      article: "1",
      heading: "Definition of the European arrest warrant and obligation to execute it",
      summary: "Defines the European arrest warrant as a judicial decision issued by a Member State for the arrest and surrender of a requested person for prosecution or to execute a custodial sentence, obliges Member States to execute it on the basis of mutual recognition, and preserves fundamental rights.",
      topics: ["criminal-procedure", "extradition", "european-arrest-warrant"],
      situations: ["can I be sent to another EU country to face charges"],
    },
    {
      article: "2",
      heading: "Scope of the European arrest warrant",
      summary: "Allows a warrant for acts punishable by at least twelve months' custody or for sentences of at least four months, and lists 32 categories of offences punishable by at least three years for which double criminality is not checked.",
      topics: ["criminal-procedure", "european-arrest-warrant"],
    },
    {
      article: "3",
      heading: "Grounds for mandatory non-execution of the European arrest warrant",
      summary: "Requires refusal where the offence is covered by an amnesty in the executing State, the person has been finally judged for the same acts in a Member State (ne bis in idem), or the person is under the age of criminal responsibility in the executing State.",
      topics: ["criminal-procedure", "european-arrest-warrant", "refusal"],
    },
    {
      article: "4",
      heading: "Grounds for optional non-execution of the European arrest warrant",
      summary: "Allows refusal on grounds such as lack of double criminality outside the listed offences, pending prosecution for the same act in the executing State, limitation, and where the person is a national or resident of the executing State and that State undertakes to execute the sentence.",
      topics: ["criminal-procedure", "european-arrest-warrant", "refusal"],
    },
    {
      article: "11",
      heading: "Rights of a requested person",
      summary: "Requires an arrested requested person to be informed of the warrant and its contents and of the possibility of consenting to surrender, and gives them the right to a legal counsel and an interpreter.",
      topics: ["criminal-procedure", "european-arrest-warrant", "rights-of-accused"],
    },
    {
      article: "13",
      heading: "Consent to surrender",
      summary: "Requires consent to surrender to be given before the executing judicial authority voluntarily and in full awareness of its consequences, with the right to legal counsel, and generally makes it irrevocable.",
      topics: ["criminal-procedure", "european-arrest-warrant"],
    },
    {
      article: "17",
      heading: "Time limits and procedures for the decision to execute the European arrest warrant",
      summary: "Requires warrants to be dealt with as a matter of urgency: the final decision should be taken within ten days after consent, or otherwise within 60 days of arrest, extendable by a further 30 days in specific cases with reasons given to the issuing authority.",
      topics: ["criminal-procedure", "european-arrest-warrant", "deadlines"],
      situations: ["how long does a European arrest warrant case take"],
    },
    {
      article: "23",
      heading: "Time limits for surrender of the person",
      summary: "Requires the person to be surrendered as soon as possible on an agreed date, no later than ten days after the final decision, with postponement possible for circumstances beyond control or serious humanitarian reasons.",
      topics: ["criminal-procedure", "european-arrest-warrant", "deadlines"],
    },
  ],
};
