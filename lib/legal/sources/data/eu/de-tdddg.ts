import type { InstrumentInput } from "../../schema";

/**
 * Telecommunications and Digital Services Data Protection Act. Enacted on 23 June 2021 as the TTDSG (in force 1
 * December 2021) and renamed TDDDG from 14 May 2024 by the Digitale-Dienste-Gesetz, with § 25 unchanged in substance.
 * Only § 25, the cookie rule transposing Art. 5(3) of Directive 2002/58/EC, is held.
 */
export const deTdddg: InstrumentInput = {
  source_id: "de-tdddg",
  title:
    "Gesetz über den Datenschutz und den Schutz der Privatsphäre in der Telekommunikation und bei digitalen Diensten (Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz – TDDDG)",
  short_names: ["TDDDG", "TTDSG", "Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz", "Telekommunikation-Telemedien-Datenschutz-Gesetz", "German cookie law"],
  jurisdiction: "DE",
  kind: "statute",
  provision_label: "paragraph",
  official_url: "https://www.gesetze-im-internet.de/ttdsg/",
  date: "2021-06-23",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "25",
      heading: "Schutz der Privatsphäre bei Endeinrichtungen",
      summary:
        "Allows information to be stored on, or read from, a user's terminal equipment (cookies, device identifiers, SDKs) only with the user's consent given after clear and comprehensive information, with consent meaning what it means under the GDPR. No consent is needed where the storage or access serves only to transmit a communication, or is strictly necessary for a digital service the user expressly asked for.",
      topics: ["consent", "transparency", "cookies"],
      situations: [
        "our German website drops Google Analytics cookies as soon as the page loads",
        "can we call advertising cookies strictly necessary so we do not need a banner choice",
        "a mobile game reads the phone's advertising ID before asking",
      ],
    },
  ],
};
