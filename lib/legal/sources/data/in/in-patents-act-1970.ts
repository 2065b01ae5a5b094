import type { InstrumentInput } from "../../schema";

/** Patents Act, 1970 (Act No. 39 of 1970), as amended by the Tribunals Reforms Act, 2021. */
export const inPatentsAct1970: InstrumentInput = {
  source_id: "in-patents-act-1970",
  title: "The Patents Act, 1970",
  short_names: ["Patents Act", "Patents Act 1970", "Indian Patents Act", "Act No. 39 of 1970"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1970-09-19",
  provisions: [
    {
      article: "11A",
      heading: "Publication of applications",
      summary: "Keeps patent applications secret until published, ordinarily after eighteen months from the filing or priority date, or earlier on request.",
      topics: ["patents", "intellectual-property"],
      situations: [
        "when is my patent application published in India",
        "can I ask for early publication of my patent application in India",
      ],
    },
    {
      article: "25",
      heading: "Opposition to the patent",
      summary:
        "Allows any person to oppose an application by representation after publication and before grant, and a person interested to give notice of opposition within one year of publication of the grant, on the listed grounds.",
      topics: ["patents", "intellectual-property", "limitation"],
      situations: [
        "how do I oppose someone else's patent application in India",
        "can I oppose a patent after it is granted in India",
      ],
    },
    {
      article: "48",
      heading: "Rights of patentees",
      summary: "Gives the patentee the exclusive right to prevent others making, using, offering for sale, selling or importing the patented product, or using the patented process, in India without consent.",
      topics: ["patents", "intellectual-property"],
      situations: [
        "what rights does a patent give me in India",
        "someone is importing my patented product into India without permission",
      ],
    },
    {
      article: "53",
      heading: "Term of patent",
      summary: "Sets the term of a patent at twenty years from the date of filing, subject to payment of renewal fees.",
      topics: ["patents", "intellectual-property"],
      situations: [
        "how long does a patent last in India",
        "when does my patent expire in India, do I need to pay renewal fees",
      ],
    },
    {
      article: "64",
      heading: "Revocation of patents",
      summary: "Allows a patent to be revoked on a petition by a person interested or the Government, or on a counter-claim in an infringement suit, by the High Court on the listed grounds.",
      topics: ["patents", "intellectual-property"],
      situations: [
        "how can a patent be revoked in India",
        "can I ask the High Court to cancel a competitor's patent in India",
      ],
    },
    {
      article: "104",
      heading: "Jurisdiction",
      summary:
        "Bars suits for infringement, for a declaration of non-infringement and for relief against groundless threats in any court below a District Court having jurisdiction, and transfers the suit to the High Court when the defendant counter-claims for revocation.",
      topics: ["patents", "intellectual-property", "jurisdiction"],
      situations: [
        "which court hears a patent infringement suit in India",
        "the defendant counterclaimed to revoke my patent, which court hears it",
      ],
    },
    {
      article: "108",
      heading: "Reliefs in suit for infringement",
      summary: "Lets the court grant an injunction and, at the plaintiff's option, damages or an account of profits, and order infringing goods and materials seized, forfeited or destroyed.",
      topics: ["patents", "intellectual-property", "remedies"],
      situations: [
        "what remedies can I get for patent infringement in India",
        "can the court order destruction of goods infringing my patent in India",
      ],
    },
    {
      article: "117A",
      heading: "Appeals to High Court",
      summary:
        "Provides appeals to the High Court from the listed decisions, orders and directions of the Controller or the Central Government, to be filed within three months or such further time as the High Court allows under its rules.",
      topics: ["patents", "intellectual-property", "appeals", "limitation"],
      situations: [
        "how do I appeal a Patent Office decision in India",
        "the Controller of Patents rejected my application, what is the time limit to appeal",
      ],
    },
  ],
};
