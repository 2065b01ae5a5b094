import type { InstrumentInput } from "../../schema";

/** Copyright Act, 1957 (Act No. 14 of 1957). */
export const inCopyrightAct1957: InstrumentInput = {
  source_id: "in-copyright-act-1957",
  title: "The Copyright Act, 1957",
  short_names: ["Copyright Act", "Copyright Act 1957", "Indian Copyright Act", "Act No. 14 of 1957"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "1957-06-04",
  provisions: [
    {
      article: "13",
      heading: "Works in which copyright subsists",
      summary: "Lists the works protected: original literary, dramatic, musical and artistic works, cinematograph films and sound recordings, subject to publication and nationality conditions.",
      topics: ["copyright", "intellectual-property"],
      situations: [
        "is my software or song protected by copyright in India",
        "does copyright protect films and sound recordings in India",
      ],
    },
    {
      article: "14",
      heading: "Meaning of copyright",
      summary: "Defines copyright as the exclusive right to do or authorise the listed acts for each kind of work, such as reproducing, issuing copies, performing, communicating to the public, adapting and translating.",
      topics: ["copyright", "intellectual-property"],
      situations: [
        "what exclusive rights does copyright give me in India",
        "can I stop others translating or adapting my book in India",
      ],
    },
    {
      article: "22",
      heading: "Term of copyright in published literary, dramatic, musical and artistic works",
      summary:
        "Makes copyright in a literary, dramatic, musical or artistic work published in the author's lifetime last until sixty years from the beginning of the calendar year after the year of the author's death.",
      topics: ["copyright", "intellectual-property"],
      situations: [
        "how long does copyright last in a book in India",
        "when does copyright expire after the author's death in India",
      ],
    },
    {
      article: "51",
      heading: "When copyright infringed",
      summary: "Treats copyright as infringed when a person without licence does an act reserved to the owner, permits a place to be used for an infringing performance for profit, or deals commercially in or imports infringing copies.",
      topics: ["copyright", "intellectual-property"],
      situations: [
        "someone copied my photos and sells them in India, is that copyright infringement",
        "someone is selling pirated copies of my book in India",
      ],
    },
    {
      article: "52",
      heading: "Certain acts not to be infringement of copyright",
      summary: "Lists acts that do not infringe, such as fair dealing for private use, research, criticism, review and news reporting, and various educational and incidental uses.",
      topics: ["copyright", "intellectual-property"],
      situations: [
        "can I use a clip of a film for review or criticism in India without permission",
        "is making a copy for private use or research fair dealing in India",
      ],
    },
    {
      article: "55",
      heading: "Civil remedies for infringement of copyright",
      summary: "Entitles the owner to injunction, damages, accounts and other remedies the law allows for infringement of a right, with limits where the defendant had no reason to believe copyright subsisted.",
      topics: ["copyright", "intellectual-property", "remedies"],
      situations: [
        "what can I claim in court if someone infringes my copyright in India",
        "can I get damages and an injunction for copyright infringement in India",
      ],
    },
    {
      article: "62",
      heading: "Jurisdiction of court over matters arising under this Chapter",
      summary:
        "Requires civil proceedings for copyright infringement to be brought in a District Court having jurisdiction, which includes the court where the plaintiff actually and voluntarily resides, carries on business or personally works for gain.",
      topics: ["copyright", "intellectual-property", "jurisdiction"],
      situations: [
        "where can I sue for copyright infringement in India",
        "can I file a copyright suit where I live in India",
      ],
    },
    {
      article: "63",
      heading: "Offence of infringement of copyright or other rights conferred by this Act",
      summary:
        "Makes knowing infringement, or abetting it, punishable with imprisonment from six months up to three years and a fine from fifty thousand to two lakh rupees, which the court may reduce for adequate and special reasons where the infringement was not for gain in trade or business.",
      topics: ["copyright", "intellectual-property", "criminal"],
      situations: [
        "is copyright infringement a crime in India and what is the punishment",
        "what is the jail term for selling pirated films in India",
      ],
    },
    {
      article: "64",
      heading: "Power of police to seize infringing copies",
      summary: "Lets a police officer not below the rank of sub-inspector seize, without warrant, infringing copies and the plates for making them, for production before a Magistrate.",
      topics: ["copyright", "intellectual-property", "criminal"],
      situations: [
        "can the police seize pirated copies in India without a warrant",
        "can the police seize pirated DVDs in India",
      ],
    },
  ],
};
