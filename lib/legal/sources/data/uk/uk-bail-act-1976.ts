import type { InstrumentInput } from "../../schema";

export const ukBailAct1976: InstrumentInput = {
  source_id: "uk-bail-act-1976",
  title: "Bail Act 1976 (1976 c. 63)",
  short_names: ["Bail Act 1976", "Bail Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1976/63/contents",
  date: "1976-11-15",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "General provisions",
      summary:
        "A person granted bail must surrender to custody as required; they may be required to provide sureties or security and to comply with conditions (such as residence, curfew or reporting) that appear necessary, for example to ensure surrender, prevent offending or interference with witnesses, or for their own protection.",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "what conditions can a court attach to bail",
        "I have to sign in at the police station every week on bail",
      ],
    },
    {
      article: "4",
      heading: "General right to bail of accused persons and others",
      summary:
        "Creates a presumption that a person accused of an offence who appears before a court, or applies for bail, is granted bail except as provided by Schedule 1 (for instance where there are substantial grounds to believe they would abscond, offend or interfere with witnesses).",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "will my son get bail at his first court hearing",
        "when can a court refuse bail in England",
        "right to bail in England",
        "can I be kept in custody until trial in England",
      ],
    },
    {
      article: "5",
      heading: "Supplementary provisions about decisions on bail",
      summary:
        "Requires a record of bail decisions and that courts give reasons when they withhold bail or impose or vary conditions, and that an unrepresented person refused bail be told of the right to apply to the Crown Court or High Court.",
      topics: ["criminal-procedure", "bail"],
      situations: [
        "the magistrates refused bail without explaining why",
        "will the court record why it put conditions on my bail",
      ],
    },
    {
      article: "6",
      heading: "Offence of absconding by person released on bail",
      summary:
        "A person released on bail who fails without reasonable cause to surrender to custody commits an offence, as does a person with reasonable cause who fails to surrender as soon as reasonably practicable afterwards.",
      topics: ["criminal-procedure", "bail", "offences"],
      situations: [
        "I missed my court date while on bail; what happens now",
        "I was late for court because of a train strike; did I commit an offence",
      ],
    },
    {
      article: "7",
      heading: "Liability to arrest for absconding or breaking conditions of bail",
      summary:
        "A person on bail who fails to surrender may be arrested under a warrant, and a constable may arrest without warrant a person reasonably believed likely to fail to surrender or to break, or who has broken, a bail condition; they must be brought before a magistrate within 24 hours.",
      topics: ["criminal-procedure", "bail", "arrest"],
      situations: [
        "police arrested me for breaking my bail curfew",
        "police think I am about to skip bail; can they arrest me",
      ],
    },
  ],
};
