import type { InstrumentInput } from "../../schema";

/** Headings follow the Federal Ministry of Justice's English translation of the BGB (the German text is authoritative). */
export const deBgb: InstrumentInput = {
  source_id: "de-bgb",
  title: "German Civil Code (Bürgerliches Gesetzbuch – BGB)",
  short_names: ["BGB", "Bürgerliches Gesetzbuch", "German Civil Code", "AGB-Recht (§§ 305-310 BGB)"],
  jurisdiction: "DE",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.gesetze-im-internet.de/englisch_bgb/",
  date: "1896-08-18",
  provisions: [
    {
      article: "134",
      heading: "Statutory prohibition",
      summary:
        "Makes a legal transaction that violates a statutory prohibition void, unless the statute indicates a different consequence.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "138",
      heading: "Legal transaction contrary to public policy; usury",
      summary:
        "Makes a legal transaction contrary to public policy (gute Sitten) void, in particular usurious transactions exploiting another's predicament, inexperience, lack of judgement or weakness of will to obtain clearly disproportionate benefits.",
      topics: ["contract", "void-agreements"],
    },
    {
      article: "145",
      heading: "Binding effect of an offer",
      summary:
        "Binds a person who offers to enter into a contract to that offer, unless the offeror has excluded the binding effect.",
      topics: ["contract", "formation"],
    },
    {
      article: "195",
      heading: "Standard limitation period",
      summary: "Sets the standard limitation period for claims at three years.",
      topics: ["limitation"],
    },
    {
      article: "241",
      heading: "Duties arising from an obligation",
      summary:
        "Entitles the obligee under an obligation to claim performance from the obligor, and provides that an obligation may also oblige each party to take account of the other party's rights, legal interests and other interests.",
      topics: ["contract"],
    },
    {
      article: "242",
      heading: "Performance in good faith",
      summary:
        "Requires the obligor to perform in the manner required by good faith, taking customary practice into consideration; it is the basis of the general good-faith principle in German private law.",
      topics: ["contract", "principles"],
    },
    {
      article: "276",
      heading: "Responsibility of the obligor",
      summary:
        "Makes the obligor responsible for intention and negligence unless a stricter or more lenient standard is agreed or follows from the obligation, such as a guarantee, and bars advance exclusion of liability for intention.",
      topics: ["contract", "liability"],
    },
    {
      article: "280",
      heading: "Damages for breach of duty",
      summary:
        "Entitles the obligee to damages where the obligor breaches a duty arising from the obligation, unless the obligor is not responsible for the breach; damages for delay and in lieu of performance require the further conditions of sections 281 to 283 and 286.",
      topics: ["breach-of-contract", "damages", "liability"],
    },
    {
      article: "305",
      heading: "Incorporation of standard business terms into the contract",
      summary:
        "Defines standard business terms as pre-formulated terms for multiple contracts that one party presents to the other, and incorporates them only if the user refers to them expressly, gives the other party a reasonable opportunity to take notice, and the other party agrees.",
      topics: ["unfair-terms", "contract", "formation"],
    },
    {
      article: "305a",
      heading: "Incorporation in special cases",
      summary:
        "Relaxes the express-reference and notice requirements for incorporating certain officially approved or published tariffs and terms, such as approved railway tariffs.",
      topics: ["unfair-terms", "contract"],
    },
    {
      article: "305b",
      heading: "Priority of individually agreed terms",
      summary: "Gives individually agreed contract terms priority over standard business terms.",
      topics: ["unfair-terms", "contract"],
    },
    {
      article: "305c",
      heading: "Surprising and ambiguous clauses",
      summary:
        "Excludes from the contract standard terms so unusual that the other party need not have expected them, and resolves doubts in interpreting standard business terms against the user.",
      topics: ["unfair-terms", "contract"],
    },
    {
      article: "306",
      heading: "Legal consequences of non-incorporation and ineffectiveness",
      summary:
        "Keeps the rest of the contract effective where standard terms are not incorporated or are ineffective, fills the gap with statutory provisions, and voids the contract only where upholding it would be an unreasonable hardship.",
      topics: ["unfair-terms", "contract", "void-agreements"],
    },
    {
      article: "306a",
      heading: "Prohibition of circumvention",
      summary:
        "Applies the standard terms rules even where they are circumvented by other arrangements.",
      topics: ["unfair-terms"],
    },
    {
      article: "307",
      heading: "Test of reasonableness of contents",
      summary:
        "Makes standard terms ineffective if, contrary to good faith, they unreasonably disadvantage the other party, including through lack of clarity, and presumes this where a term departs from essential principles of the statutory rule or jeopardises the contract's purpose.",
      topics: ["unfair-terms", "transparency"],
    },
    {
      article: "308",
      heading: "Prohibited clauses with the possibility of evaluation",
      summary:
        "Lists standard terms that are ineffective subject to evaluation, such as unreasonably long acceptance or performance periods, unjustified rights to withdraw or change performance, and fictitious declarations.",
      topics: ["unfair-terms"],
    },
    {
      article: "309",
      heading: "Prohibited clauses without the possibility of evaluation",
      summary:
        "Lists standard terms that are always ineffective, such as short-notice price increases, exclusion of liability for injury to life, body or health or for gross negligence, penalties, lump-sum damages without proof option, and certain long contract terms.",
      topics: ["unfair-terms", "liability"],
    },
    {
      article: "310",
      heading: "Scope of application",
      summary:
        "Limits the application of the standard terms rules in business-to-business contracts and to public bodies, extends them in consumer contracts to pre-formulated one-off terms, and excludes certain areas such as succession, family and company law.",
      topics: ["unfair-terms", "scope", "consumer-protection"],
    },
    {
      article: "433",
      heading: "Typical contractual duties in a purchase agreement",
      summary:
        "Obliges the seller to deliver the thing and transfer ownership free from material and legal defects, and the buyer to pay the agreed price and accept delivery.",
      topics: ["contract"],
    },
    {
      article: "823",
      heading: "Liability in damages",
      summary:
        "Makes a person who intentionally or negligently unlawfully injures another's life, body, health, freedom, property or another right liable for the resulting damage, and extends liability to breach of statutes intended to protect others.",
      topics: ["liability", "damages"],
    },
  ],
};
