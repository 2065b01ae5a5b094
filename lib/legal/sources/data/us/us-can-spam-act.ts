import type { InstrumentInput } from "../../schema";

/** CAN-SPAM Act, 15 U.S.C. ch. 103: rules for commercial email. */
export const usCanSpamAct: InstrumentInput = {
  source_id: "us-can-spam-act",
  title: "Controlling the Assault of Non-Solicited Pornography and Marketing Act of 2003 (CAN-SPAM Act of 2003)",
  short_names: ["CAN-SPAM Act", "CAN-SPAM", "Controlling the Assault of Non-Solicited Pornography and Marketing Act of 2003"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "15 U.S.C.",
  official_url: "https://www.law.cornell.edu/uscode/text/15/chapter-103",
  date: "2003-12-16",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7702",
      heading: "Definitions",
      summary: "Defines the Act's terms, including commercial electronic mail message (one whose primary purpose is the commercial advertisement of a product or service), transactional or relationship message, sender, initiate and affirmative consent.",
      topics: ["marketing", "email", "definitions"],
    },
    {
      article: "7703",
      heading: "Prohibition against predatory and abusive commercial e-mail",
      summary: "Makes it a federal crime to send multiple commercial emails through hijacked computers or open relays, with falsified header information, or using falsely registered accounts or domains to hide the sender.",
      topics: ["marketing", "email", "fraud"],
    },
    {
      article: "7704",
      heading: "Other protections for users of commercial electronic mail",
      summary: "Forbids false or misleading header information and deceptive subject lines in commercial email, and requires a functioning opt-out mechanism honoured within ten business days, clear identification of the message as an advertisement, and a valid physical postal address of the sender.",
      topics: ["marketing", "email", "opt-out", "consumer-protection"],
      situations: ["a company keeps emailing me ads after I clicked unsubscribe", "do our marketing emails need an unsubscribe link in the US"],
    },
    {
      article: "7706",
      heading: "Enforcement generally",
      summary: "Makes violations enforceable by the Federal Trade Commission as unfair or deceptive acts, by other federal agencies for regulated sectors, by state attorneys general and by internet access service providers, without a private right of action for recipients.",
      topics: ["marketing", "email", "enforcement"],
    },
  ],
};
