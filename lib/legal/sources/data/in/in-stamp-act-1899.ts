import type { InstrumentInput } from "../../schema";

/**
 * Indian Stamp Act, 1899 (Act No. 2 of 1899), the provisions a drafting module cites when an agreement must be
 * stamped. Headings are the marginal notes. Stamp duty on most instruments is a State subject: many States apply
 * this Act with their own amendments and schedules of rates, and some (Maharashtra, Karnataka, Gujarat and others)
 * have their own Stamp Acts, so the rate and sometimes the procedure depend on where the instrument is executed.
 */
export const inStampAct1899: InstrumentInput = {
  source_id: "in-stamp-act-1899",
  title: "The Indian Stamp Act, 1899",
  short_names: ["Indian Stamp Act", "Stamp Act", "Act No. 2 of 1899"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/simple-search?query=Indian+Stamp+Act%2C+1899",
  date: "1899-01-27",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines the Act's vocabulary, among them instrument (any document creating, transferring, limiting, extending, extinguishing or recording a right or liability), chargeable, duly stamped (bearing a stamp of at least the proper amount, affixed or used as the law requires), executed and execution (meaning signed and signature), impressed stamp, and particular instruments such as bond, conveyance, lease, mortgage-deed and settlement.",
      topics: ["stamp-duty", "definitions", "execution"],
    },
    {
      article: "3",
      heading: "Instruments chargeable with duty",
      summary:
        "The charging section: each instrument described in Schedule I bears the duty set against it there, if executed in India, or if executed out of India but relating to property situated, or anything done or to be done, in India and received in India; bills of exchange and promissory notes made out of India are caught when accepted, paid or negotiated in India. Instruments the Government would otherwise pay duty on are exempt. Rates for most instruments are fixed by the States.",
      topics: ["stamp-duty", "scope", "execution"],
      situations: [
        "do I need to pay stamp duty on my agreement signed in India",
        "my agreement was signed abroad but relates to property in India, is stamp duty payable",
      ],
    },
    {
      article: "17",
      heading: "Instruments executed in India",
      summary:
        "Requires every instrument that is chargeable with duty and executed in India to be stamped before or at the moment it is executed (signed), so stamp paper or e-stamping must be arranged before the parties sign, not afterwards.",
      topics: ["stamp-duty", "execution", "formalities"],
      situations: [
        "do I have to buy the stamp paper before signing the agreement in India",
        "when must stamp duty be paid on a document signed in India",
      ],
    },
    {
      article: "33",
      heading: "Examination and impounding of instruments",
      summary:
        "Obliges every person with authority to receive evidence (courts and arbitral tribunals among them) and every person in charge of a public office, other than the police, to examine any chargeable instrument produced before them and to impound it if it does not appear to be duly stamped; a High Court may delegate the task to an officer, and the State Government settles doubts about what counts as a public office.",
      topics: ["stamp-duty", "impounding", "evidence"],
      situations: [
        "the court impounded my agreement for insufficient stamp duty",
        "can an arbitrator impound an unstamped agreement in India",
      ],
    },
    {
      article: "35",
      heading: "Instruments not duly stamped inadmissible in evidence, etc.",
      summary:
        "An instrument chargeable with duty that is not duly stamped cannot be admitted in evidence for any purpose, or be acted on, registered or authenticated, until it is. Most such instruments (not bills of exchange or promissory notes) can be let in on payment of the missing duty plus a penalty of five rupees or ten times the shortfall, whichever is more; separate provisos deal with unstamped receipts used against the person who gave them, agreements made by an exchange of letters where one letter is stamped, criminal proceedings and instruments executed by the Government. A seven-judge bench of the Supreme Court held in 2023 that an unstamped agreement is inadmissible, not void, and that the defect can be cured.",
      topics: ["stamp-duty", "evidence", "admissibility", "enforceability"],
      situations: [
        "my rent agreement is not stamped, can I use it as evidence in court in India",
        "is an unstamped agreement void in India",
      ],
    },
    {
      article: "36",
      heading: "Admission of instrument where not to be questioned",
      summary:
        "Once an instrument has been admitted in evidence, its admission cannot later be challenged in the same suit or proceeding on the ground that it was not duly stamped, except as section 61 allows on revision.",
      topics: ["stamp-duty", "evidence", "admissibility"],
      situations: [
        "my document was already admitted in evidence, can the other side now object it is not stamped",
        "can an insufficiently stamped document be challenged after it was admitted in evidence",
      ],
    },
    {
      article: "40",
      heading: "Collector's power to stamp instruments impounded",
      summary:
        "When the Collector impounds an instrument or receives one sent under section 38, the Collector either certifies that it is duly stamped or not chargeable, or requires the proper duty or the shortfall together with a penalty (five rupees, or up to ten times the shortfall), which may be remitted where the instrument was impounded only for being written contrary to section 13 or 14 (the rules on using impressed stamp paper); the certificate is conclusive, and the instrument then goes back to the officer who impounded it.",
      topics: ["stamp-duty", "impounding", "cure"],
      situations: [
        "the Collector wants me to pay stamp duty and penalty on my impounded document",
        "how does the Collector decide the penalty on an understamped document in India",
      ],
    },
    {
      article: "29",
      heading: "Duties by whom payable",
      summary:
        "In the absence of an agreement to the contrary, sets who bears stamp duty on various instruments, for example the person drawing or making a bond, the lessee on a lease, and the grantee on a conveyance.",
      topics: ["stamp-duty", "property"],
      situations: [
        "who pays the stamp duty on a rent agreement",
        "does the buyer or seller pay stamp duty on a sale deed",
      ],
    },
    {
      article: "31",
      heading: "Adjudication as to proper stamp",
      summary:
        "A person may bring an executed or unexecuted instrument to the Collector, on payment of a fee, for an opinion on the duty chargeable, and the Collector determines the duty.",
      topics: ["stamp-duty"],
      situations: [
        "how do I find out the correct stamp duty on my document",
        "the bank says my document is under-stamped; who decides the duty",
      ],
    },
    {
      article: "62",
      heading: "Penalty for executing, etc., instrument not duly stamped",
      summary:
        "Drawing, executing, signing or transferring certain instruments without being duly stamped is punishable with a fine.",
      topics: ["stamp-duty", "penalties"],
      situations: [
        "I signed an agreement on plain paper; is that an offence",
        "is there a fine for signing an unstamped agreement",
      ],
    },
  ],
};
