import type { InstrumentInput } from "../../schema";

/**
 * Delaware Code, Title 6, Chapter 25 (Prohibited Trade Practices): the Consumer Fraud Act (subchapter II) and the
 * Uniform Deceptive Trade Practices Act (subchapter III), selected sections. Section numbers and catchlines checked
 * against the Delaware Code Online (delcode.delaware.gov) and reproductions of the statute text.
 */
export const usDeConsumerFraudAct: InstrumentInput = {
  source_id: "us-de-consumer-fraud-act",
  title: "Delaware Code, Title 6, Chapter 25 (Prohibited Trade Practices)",
  short_names: ["Delaware Consumer Fraud Act", "Delaware Deceptive Trade Practices Act", "6 Del. C. § 2513", "Delaware consumer protection law"],
  jurisdiction: "US-DE",
  kind: "code",
  provision_label: "section",
  codified_at: "6 Del. C.",
  official_url: "https://delcode.delaware.gov/title6/c025/sc02/",
  date: "1965",
  as_of: "2026-11-28",
  provisions: [
    {
      article: "2513",
      heading: "Unlawful practice",
      summary:
        "Makes it an unlawful practice to use deception, fraud, false pretences, false promises, misrepresentation or an unfair practice, or to conceal or omit a material fact intending others to rely on it, in connection with the sale, lease, receipt or advertisement of any merchandise (goods, real estate or services), whether or not anyone was actually misled or harmed.",
      topics: ["consumer-protection", "misleading-advertising", "fraud", "unfair-practices"],
      situations: [
        "a Delaware contractor lied about the materials he would use on my roof",
        "the dealer hid that the car had been in a flood",
        "the ad promised a price the store in Delaware would not honour",
      ],
    },
    {
      article: "2532",
      heading: "Deceptive trade practices",
      summary:
        "Lists deceptive trade practices committed in the course of a business, such as passing off goods or services as another's, causing confusion about their source, sponsorship or approval, misrepresenting their characteristics, quality or origin, and advertising goods or services with intent not to sell them as advertised.",
      topics: ["consumer-protection", "misleading-advertising", "unfair-practices"],
      situations: [
        "a shop in Delaware sold fake branded sneakers as genuine",
        "the store advertised a sale item it never actually had in stock",
      ],
    },
  ],
};
