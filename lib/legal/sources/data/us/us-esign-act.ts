import type { InstrumentInput } from "../../schema";

/**
 * Electronic Signatures in Global and National Commerce Act (E-SIGN), Pub. L. 106-229, Title I, codified at
 * 15 U.S.C. chapter 96, subchapter I. Headings are the U.S. Code section catchlines. Most States have also enacted
 * the Uniform Electronic Transactions Act, which § 7002 lets stand in E-SIGN's place.
 */
export const usEsignAct: InstrumentInput = {
  source_id: "us-esign-act",
  title: "Electronic Signatures in Global and National Commerce Act",
  short_names: ["E-SIGN Act", "ESIGN Act", "E-SIGN", "ESIGN", "Electronic Signatures in Global and National Commerce Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter96&edition=prelim",
  date: "2000-06-30",
  provisions: [
    {
      article: "7001",
      heading: "General rule of validity",
      summary:
        "For any transaction in or affecting interstate or foreign commerce, a signature, contract or other record may not be denied legal effect, validity or enforceability only because it is electronic, and a contract may not be denied effect only because an electronic signature or electronic record was used to form it. Nobody (other than a government agency for non-contract records) is obliged to use or accept electronic records or signatures. Where a law requires information to be given to a consumer in writing, an electronic record satisfies it only after the consumer has affirmatively consented following specified disclosures and has consented electronically in a way that shows they can access the information; there are further rules on retaining records, notarisation and electronic agents.",
      topics: ["electronic-signature", "e-commerce", "contract-formation", "consumer-consent", "enforceability"],
    },
    {
      article: "7002",
      heading: "Exemption to preemption",
      summary:
        "Lets a State law modify, limit or supersede section 7001 only if it enacts the Uniform Electronic Transactions Act as approved by the National Conference of Commissioners on Uniform State Laws in 1999, or if it sets alternative procedures for electronic records and signatures that are consistent with E-SIGN, do not favour a particular technology and, when enacted after E-SIGN, refer to it expressly.",
      topics: ["electronic-signature", "preemption", "state-law"],
    },
    {
      article: "7003",
      heading: "Specific exceptions",
      summary:
        "The general rule of validity does not reach contracts or records governed by the law on wills, codicils and testamentary trusts, by State family law (adoption, divorce and the like), or by the Uniform Commercial Code other than sections 1-107 and 1-206 and Articles 2 and 2A; nor court orders, notices and official court documents, notices cutting off utility services, notices of default, acceleration, repossession, foreclosure or eviction affecting a primary residence, notices cancelling health or life insurance, product recall notices, and documents required to travel with hazardous materials.",
      topics: ["electronic-signature", "exceptions", "scope"],
    },
    {
      article: "7006",
      heading: "Definitions",
      summary:
        "Defines the subchapter's terms, notably electronic signature (an electronic sound, symbol or process attached to or logically associated with a contract or other record and executed or adopted by a person intending to sign it), electronic record (a record created, generated, sent, communicated, received or stored by electronic means), electronic agent, consumer, record, information and transaction (conduct of business, consumer or commercial affairs between two or more persons).",
      topics: ["electronic-signature", "definitions", "e-commerce"],
    },
  ],
};
