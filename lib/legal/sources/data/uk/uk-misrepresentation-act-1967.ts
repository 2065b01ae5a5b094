import type { InstrumentInput } from "../../schema";

export const ukMisrepresentationAct1967: InstrumentInput = {
  source_id: "uk-misrepresentation-act-1967",
  title: "Misrepresentation Act 1967 (1967 c. 7)",
  short_names: ["Misrepresentation Act 1967", "Misrepresentation Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1967/7/contents",
  date: "1967-03-22",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Removal of certain bars to rescission for innocent misrepresentation",
      summary:
        "A person induced to enter a contract by a misrepresentation may rescind it even though the misrepresentation has become a term of the contract or the contract has been performed.",
      topics: ["contract", "misrepresentation", "remedies"],
      situations: [
        "I was misled into signing and the contract is already performed; can I still undo it",
        "can I still rescind a contract the seller misled me into even though it was performed",
      ],
    },
    {
      article: "2",
      heading: "Damages for misrepresentation",
      summary:
        "A person who suffers loss from a misrepresentation inducing a contract may recover damages as if the misrepresentation were fraudulent unless the maker proves they had reasonable grounds to believe, and did believe, it was true; the court may award damages instead of rescission for innocent misrepresentation.",
      topics: ["contract", "misrepresentation", "damages"],
      situations: [
        "the seller lied to get me to sign, can I get my money back",
        "the seller told me the business made profits it never made",
        "can I claim money because I was lied to before signing a contract",
        "the seller lied about the car's history and I bought it",
        "I signed a contract based on false statements, can I get compensation",
      ],
    },
    {
      article: "3",
      heading: "Avoidance of provision excluding liability for misrepresentation",
      summary:
        "A contract term that excludes or restricts liability or remedies for misrepresentation is of no effect unless it satisfies the reasonableness requirement of the Unfair Contract Terms Act 1977.",
      topics: ["contract", "misrepresentation", "exclusion-clauses"],
      situations: [
        "the contract says I cannot rely on anything the seller told me; is that valid",
        "does an entire agreement clause protect the seller from misrepresentation claims",
      ],
    },
  ],
};
