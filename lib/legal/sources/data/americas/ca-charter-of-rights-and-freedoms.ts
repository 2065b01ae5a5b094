import type { InstrumentInput } from "../../schema";

/**
 * Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982), legal rights, selected sections.
 * Headings are the Charter's marginal notes, checked against reproductions of the Charter text and the Government of
 * Canada's guide to the Charter.
 */
export const caCharterOfRightsAndFreedoms: InstrumentInput = {
  source_id: "ca-charter-of-rights-and-freedoms",
  title: "Canadian Charter of Rights and Freedoms (Part I of the Constitution Act, 1982)",
  short_names: ["Canadian Charter of Rights and Freedoms", "Charter of Rights and Freedoms", "the Charter", "Constitution Act, 1982"],
  jurisdiction: "CA",
  kind: "statute",
  provision_label: "section",
  official_url: "https://laws-lois.justice.gc.ca/eng/const/",
  date: "1982",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "8",
      heading: "Search or seizure",
      summary: "Guarantees everyone the right to be secure against unreasonable search or seizure by the state, including the police.",
      topics: ["criminal-procedure", "search-and-seizure", "police-powers", "human-rights"],
      situations: [
        "the police searched my car in Canada without a warrant",
        "can Canadian police go through my phone without permission",
      ],
    },
    {
      article: "9",
      heading: "Detention or imprisonment",
      summary: "Guarantees everyone the right not to be arbitrarily detained or imprisoned.",
      topics: ["criminal-procedure", "detention", "arrest", "human-rights"],
      situations: [
        "the police in Canada held me for hours without saying why",
        "can police stop me on the street in Canada for no reason",
      ],
    },
    {
      article: "10",
      heading: "Arrest or detention",
      summary:
        "Gives everyone who is arrested or detained the right to be told promptly why, to retain and instruct a lawyer without delay and be informed of that right, and to have the lawfulness of the detention decided by habeas corpus and be released if it is unlawful.",
      topics: ["criminal-procedure", "arrest", "right-to-a-lawyer", "detention", "human-rights"],
      situations: [
        "the cops grabbed me and wouldn't let me call a lawyer",
        "I was arrested in Canada and they would not let me call a lawyer",
        "do the police in Canada have to tell me why I am being arrested",
      ],
    },
    {
      article: "11",
      heading: "Proceedings in criminal and penal matters",
      summary:
        "Gives a person charged with an offence rights including to be told the specific offence without unreasonable delay, to be tried within a reasonable time, not to be compelled to testify against themselves, to be presumed innocent until proven guilty in a fair public hearing, not to be denied reasonable bail without just cause, to a jury trial for serious offences, and not to be tried or punished twice for the same offence.",
      topics: ["criminal-procedure", "trial", "bail", "speedy-trial", "rights-of-accused", "human-rights"],
      situations: [
        "I've been waiting years for my trial, is that too long",
        "my criminal case in Canada has dragged on for years, is that allowed",
        "can I be denied bail in Canada",
        "can they try me again after I was acquitted in Canada",
      ],
    },
  ],
};
