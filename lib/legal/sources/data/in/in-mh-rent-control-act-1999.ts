import type { InstrumentInput } from "../../schema";

/**
 * Maharashtra Rent Control Act, 1999 (Mah. Act No. XVIII of 2000), in force from 31 March 2000: the two sections a
 * drafting module cites for leave-and-licence and rental agreements in Maharashtra. Headings are the marginal notes.
 * The date is the President's assent (8 March 2000); the Act carries the year of the Bill.
 */
export const inMhRentControlAct1999: InstrumentInput = {
  source_id: "in-mh-rent-control-act-1999",
  title: "The Maharashtra Rent Control Act, 1999",
  short_names: ["Maharashtra Rent Control Act", "MRCA", "Mah. Act No. XVIII of 2000"],
  jurisdiction: "IN-MH",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/simple-search?query=Maharashtra+Rent+Control+Act%2C+1999",
  date: "2000-03-08",
  provisions: [
    {
      article: "24",
      heading: "Landlord entitled to recover possession of premises given on licence on expiry",
      summary:
        "A licensee of premises given on licence for residence must hand them back when the licence period ends; if the licensee does not, the landlord may apply to the Competent Authority, which orders eviction once satisfied that the period has expired. A licensee who stays on until removed owes damages at twice the agreed licence fee, the Competent Authority hears no claim from anyone who is not a licensee under the agreement, and a written licence agreement is conclusive evidence of the facts it states.",
      topics: ["leave-and-licence", "rent-control", "eviction", "real-estate"],
    },
    {
      article: "55",
      heading: "Tenancy agreement to be compulsorily registered",
      summary:
        "Every leave-and-licence or letting agreement for premises made after the Act came into force must be in writing and registered under the Registration Act, 1908. Getting it registered is the landlord's responsibility; without a registered written agreement the tenant's account of the terms prevails unless the contrary is proved, and a landlord who breaks the section can be punished with imprisonment of up to three months, a fine of up to five thousand rupees, or both.",
      topics: ["leave-and-licence", "registration", "rent-control", "lease", "real-estate"],
    },
  ],
};
