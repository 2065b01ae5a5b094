import type { InstrumentInput } from "../../schema";

/**
 * Illinois Security Deposit Return Act, 765 ILCS 710. Headings follow the Illinois Compiled Statutes as reproduced in
 * copies of the statute text.
 */
export const usIlSecurityDepositReturnAct: InstrumentInput = {
  source_id: "us-il-security-deposit-return-act",
  title: "Security Deposit Return Act (765 ILCS 710)",
  short_names: ["Security Deposit Return Act", "Illinois Security Deposit Return Act", "765 ILCS 710"],
  jurisdiction: "US-IL",
  kind: "statute",
  provision_label: "section",
  codified_at: "765 ILCS 710",
  official_url: "https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2202&ChapterID=62",
  date: "1973",
  provisions: [
    {
      article: "0.01",
      heading: "Short title",
      summary:
        "Provides that the Act may be cited as the Security Deposit Return Act.",
      topics: ["housing", "tenancy", "security-deposit"],
      situations: [
        "what is the Illinois law on returning rental deposits called",
      ],
    },
    {
      article: "1",
      heading: "Statement of damage",
      summary:
        "Bars a landlord of residential property with 5 or more units from keeping any part of a deposit for damage unless, within 30 days after the tenant moves out, it gives the tenant an itemised statement of the damage and repair costs with paid receipts (or estimates followed by receipts within 30 days); otherwise the full deposit must be returned within 45 days, and a landlord who refuses or acts in bad faith is liable for twice the deposit due, court costs and attorney's fees.",
      topics: ["housing", "tenancy", "security-deposit", "refunds", "deductions"],
      situations: [
        "my Illinois landlord kept my deposit without any list of damages",
        "how long does my landlord in Chicago suburbs have to return my deposit",
        "can I get double my deposit back in Illinois",
        "my Illinois landlord won't give back my security deposit",
        "the landlord in Illinois kept my deposit for damages without receipts",
      ],
    },
    {
      article: "1.1",
      heading: "Transferee liability",
      summary:
        "Makes a transferee of the landlord's interest in the property (by sale, lease or other transfer) liable for the return of tenants' security deposits, and lets the tenant hold the transferor and transferee responsible as the section provides.",
      topics: ["housing", "tenancy", "security-deposit", "sale-of-property"],
      situations: [
        "my building was sold, who gives me my deposit back",
      ],
    },
  ],
};
