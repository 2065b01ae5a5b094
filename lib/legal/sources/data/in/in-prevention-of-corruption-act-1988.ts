import type { InstrumentInput } from "../../schema";

/** Prevention of Corruption Act, 1988 (Act No. 49 of 1988), as amended by the 2018 Amendment Act (in force 26 July 2018). */
export const inPreventionOfCorruptionAct1988: InstrumentInput = {
  source_id: "in-prevention-of-corruption-act-1988",
  title: "The Prevention of Corruption Act, 1988",
  short_names: ["Prevention of Corruption Act", "PC Act", "PCA 1988", "Act No. 49 of 1988"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1558",
  date: "1988-09-09",
  provisions: [
    {
      article: "8",
      heading: "Offence relating to bribing of a public servant",
      summary:
        "Makes it an offence to give or promise an undue advantage to induce or reward a public servant's improper performance of a public duty, punishable with imprisonment up to seven years, fine or both, with a defence for a person compelled to give it who reports the matter to the authorities within seven days.",
      topics: ["anti-bribery", "corruption", "offences"],
      situations: [
        "an official demanded a bribe and I paid it, am I guilty in India",
        "is it an offence to offer money to a government officer in India",
      ],
    },
    {
      article: "9",
      heading: "Offence relating to bribing a public servant by a commercial organisation",
      summary:
        "Makes a commercial organisation guilty of an offence, punishable with fine, where a person associated with it gives or promises an undue advantage to a public servant to obtain or retain business or an advantage for it, unless it proves it had adequate procedures in line with prescribed guidelines to prevent such conduct.",
      topics: ["anti-bribery", "corruption", "corporate-liability", "compliance-programme"],
      situations: [
        "our company's agent paid a bribe to a government official in India, is the company liable",
        "what defence does a company have if its employee bribed an official in India",
      ],
    },
    {
      article: "10",
      heading: "Person in charge of commercial organisation to be guilty of offence",
      summary:
        "Where a commercial organisation commits an offence under section 9 with the consent or connivance of a director, manager, secretary or other officer, that person is also guilty and punishable with imprisonment of three to seven years and fine.",
      topics: ["anti-bribery", "corruption", "corporate-liability"],
      situations: [
        "can directors go to jail if their company bribes an official in India",
        "is a company officer personally liable when the company bribes a public servant",
      ],
    },
  ],
};
