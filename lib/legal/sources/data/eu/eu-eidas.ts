import type { InstrumentInput } from "../../schema";

/**
 * eIDAS Regulation: Regulation (EU) No 910/2014, amended by Regulation (EU) 2024/1183 (European Digital Identity
 * Framework), which left the legal effects of electronic signatures in Article 25 as they were. Heading is the
 * article title; the summary is our own.
 */
export const euEidas: InstrumentInput = {
  source_id: "eu-eidas",
  title:
    "Regulation (EU) No 910/2014 of the European Parliament and of the Council of 23 July 2014 on electronic identification and trust services for electronic transactions in the internal market and repealing Directive 1999/93/EC",
  short_names: ["eIDAS Regulation", "eIDAS", "Regulation (EU) No 910/2014", "Regulation 910/2014"],
  jurisdiction: "EU",
  kind: "regulation",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/reg/2014/910/oj",
  date: "2014-07-23",
  provisions: [
    {
      article: "25",
      heading: "Legal effects of electronic signatures",
      summary:
        "An electronic signature may not be denied legal effect, or admission as evidence in legal proceedings, only because it is electronic or is not a qualified electronic signature. A qualified electronic signature has the same legal effect as a handwritten one, and one based on a qualified certificate issued in one Member State is recognised as qualified in all the others.",
      topics: ["electronic-signature", "signature", "formalities", "contract"],
      situations: ["is a contract signed with DocuSign valid in the EU", "does an electronic signature count as a handwritten signature"],
    },
  ],
};
