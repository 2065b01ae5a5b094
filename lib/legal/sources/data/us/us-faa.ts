import type { InstrumentInput } from "../../schema";

/**
 * Federal Arbitration Act (enacted 1925 as the United States Arbitration Act; re-enacted in 1947 as Title 9 of the
 * U.S. Code), chapter 1, plus chapter 4 added by the Ending Forced Arbitration of Sexual Assault and Sexual
 * Harassment Act of 2021 (Pub. L. 117-90, in force 3 March 2022). Headings are the U.S. Code section catchlines.
 */
export const usFaa: InstrumentInput = {
  source_id: "us-faa",
  title: "Federal Arbitration Act",
  short_names: ["Federal Arbitration Act", "FAA", "United States Arbitration Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "9 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title9&edition=prelim",
  date: "1925-02-12",
  provisions: [
    {
      article: "1",
      heading: "“Maritime transactions” and “commerce” defined; exceptions to operation of title",
      summary:
        "Defines maritime transactions and interstate and foreign commerce for the Act, and puts the employment contracts of seamen, railroad employees and any other class of workers engaged in foreign or interstate commerce (in practice, transportation workers) outside the Act, so it cannot be used to compel those workers to arbitrate, though state arbitration law may still apply.",
      topics: ["arbitration", "scope", "definitions", "employment"],
    },
    {
      article: "2",
      heading: "Validity, irrevocability, and enforcement of agreements to arbitrate",
      summary:
        "A written arbitration clause in a maritime transaction or in a contract evidencing a transaction involving commerce, and a written agreement to submit an existing dispute to arbitration, are valid, irrevocable and enforceable, save on grounds that exist at law or in equity for revoking any contract (such as fraud, duress or unconscionability) and subject to chapter 4. It makes arbitration agreements as enforceable as other contracts and displaces state rules that single them out.",
      topics: ["arbitration", "enforceability", "contract", "dispute-resolution"],
    },
    {
      article: "3",
      heading: "Stay of proceedings where issue therein referable to arbitration",
      summary:
        "When a federal lawsuit raises an issue that a written agreement sends to arbitration, the court, on a party's application, must stay the trial of the action until the arbitration has been held, provided the applicant is not in default in proceeding with the arbitration.",
      topics: ["arbitration", "stay-of-proceedings", "dispute-resolution"],
    },
    {
      article: "4",
      heading:
        "Failure to arbitrate under agreement; petition to United States court having jurisdiction for order to compel arbitration; notice and service thereof; hearing and determination",
      summary:
        "A party aggrieved by another's failure or refusal to arbitrate under a written agreement may petition a federal district court that would otherwise have jurisdiction for an order compelling arbitration in the manner the agreement provides; on five days' written notice the court hears the parties and orders arbitration if the making of the agreement and the failure to comply are not in issue, and otherwise tries those questions summarily, with a jury if one is demanded.",
      topics: ["arbitration", "compel-arbitration", "dispute-resolution"],
    },
    {
      article: "9",
      heading: "Award of arbitrators; confirmation; jurisdiction; procedure",
      summary:
        "If the parties agreed that a court judgment may be entered on the award, any party may apply within one year after the award to the court named in the agreement, or else to the federal court for the district where the award was made, for an order confirming it, and the court must confirm unless the award is vacated, modified or corrected under sections 10 and 11; notice of the application is served on the other party.",
      topics: ["arbitration", "awards", "enforcement"],
    },
    {
      article: "10",
      heading: "Same; vacation; grounds; rehearing",
      summary:
        "The federal court for the district where an award was made may vacate it only on limited grounds: the award was procured by fraud or undue means, an arbitrator showed evident partiality, the arbitrators misbehaved (for example by refusing to postpone for sufficient cause or to hear material evidence) to a party's prejudice, or they exceeded or so imperfectly used their powers that no mutual, definite award resulted; if the time for the award has not run out, the court may direct a rehearing.",
      topics: ["arbitration", "awards", "challenge", "remedies"],
    },
    {
      article: "401",
      heading: "Definitions",
      summary:
        "Defines, for chapter 4, a predispute arbitration agreement (an agreement to arbitrate a dispute that had not arisen when it was made), a predispute joint-action waiver (a pre-dispute bar on taking part in a joint, class or collective action in any forum), a sexual assault dispute and a sexual harassment dispute.",
      topics: ["arbitration", "definitions", "sexual-harassment", "class-actions"],
    },
    {
      article: "402",
      heading: "No validity or enforceability",
      summary:
        "At the election of the person alleging sexual harassment or sexual assault (or the named representative of a class or collective action), no predispute arbitration agreement or predispute joint-action waiver is valid or enforceable for a case filed under federal, tribal or state law that relates to the dispute. Whether the chapter applies is a question of federal law for a court, not an arbitrator, even if the agreement delegates arbitrability. It applies to disputes or claims arising or accruing on or after 3 March 2022.",
      topics: ["arbitration", "enforceability", "sexual-harassment", "employment", "class-actions"],
    },
  ],
};
