import type { InstrumentInput } from "../../schema";

/**
 * California Family Code (minors and their contracts, selected sections). The Code prints no official section headings;
 * each heading below is a descriptive label of ours in square brackets, as in the other California files.
 */
export const usCaFamilyCode: InstrumentInput = {
  source_id: "us-ca-family-code",
  title: "California Family Code",
  short_names: ["California Family Code", "Cal. Fam. Code", "Family Code"],
  jurisdiction: "US-CA",
  kind: "code",
  provision_label: "section",
  codified_at: "Cal. Fam. Code",
  official_url: "https://leginfo.legislature.ca.gov/faces/codesTOCSelected.xhtml?tocCode=FAM",
  date: "1992",
  provisions: [
    {
      article: "6500",
      heading: "[Minor defined]",
      summary:
        "Defines a minor as an individual under 18 years of age, with the period of minority calculated from the first minute of the day of birth.",
      topics: ["family", "minors", "age-of-majority"],
      situations: [
        "at what age does my child become an adult in California",
      ],
    },
    {
      article: "6501",
      heading: "[Adult defined]",
      summary:
        "Defines an adult as an individual who is 18 years of age or older.",
      topics: ["family", "age-of-majority"],
      situations: [
        "when can I sign contracts as an adult in California",
      ],
    },
    {
      article: "6700",
      heading: "[Minors may contract, subject to disaffirmance]",
      summary:
        "Lets a minor make a contract in the same manner as an adult, subject to the power of disaffirmance and to the restrictions of section 6701 and other statutes.",
      topics: ["contract", "minors", "capacity"],
      situations: [
        "can my 16-year-old sign a phone contract",
        "is a contract signed by a teenager valid",
      ],
    },
    {
      article: "6701",
      heading: "[Contracts a minor cannot make]",
      summary:
        "Prohibits a minor from giving a delegation of power, making a contract relating to real property or an interest in it, or making a contract relating to personal property not in the minor's immediate possession or control.",
      topics: ["contract", "minors", "capacity", "real-estate"],
      situations: [
        "can a 17-year-old buy a house or sign a lease in California",
      ],
    },
    {
      article: "6710",
      heading: "[Disaffirmance of a minor's contract]",
      summary:
        "Lets a minor disaffirm a contract made during minority, before reaching majority or within a reasonable time afterwards (or the minor's heirs or personal representative if the minor dies in that period), except as a statute provides otherwise.",
      topics: ["contract", "minors", "disaffirmance", "cancellation"],
      situations: [
        "my son bought a car at 17, can he cancel the contract",
        "I signed an arbitration agreement at 16, can I get out of it now that I am 18",
      ],
    },
    {
      article: "6711",
      heading: "[No disaffirmance of obligations made under statute]",
      summary:
        "Bars a minor from disaffirming an obligation, otherwise valid, entered into under the express authority or direction of a statute.",
      topics: ["contract", "minors", "disaffirmance"],
      situations: [
        "can a minor cancel an obligation the law told them to take on",
      ],
    },
    {
      article: "6712",
      heading: "[Contracts for necessaries cannot be disaffirmed]",
      summary:
        "Bars disaffirmance of a minor's contract to pay the reasonable value of things necessary for the support of the minor or the minor's family, where those things were actually furnished and the minor was not under the care of a parent or guardian able to provide them.",
      topics: ["contract", "minors", "necessaries"],
      situations: [
        "a teenager living on her own rented a room and bought food on credit, can she refuse to pay",
      ],
    },
    {
      article: "6713",
      heading: "[Goods resold to a good-faith purchaser before disaffirmance]",
      summary:
        "Protects a good-faith purchaser for value who bought, without notice, goods the minor had sold before disaffirming: the minor cannot recover the goods from that purchaser.",
      topics: ["contract", "minors", "disaffirmance", "goods"],
      situations: [
        "a teenager sold his bike, the buyer resold it, can he get it back",
      ],
    },
    {
      article: "6751",
      heading: "[Court-approved entertainment and sports contracts]",
      summary:
        "Bars disaffirmance on the ground of minority of an entertainment, artistic or professional sports contract of a minor that has been approved by the superior court after notice, and extends the approval to all of its terms.",
      topics: ["contract", "minors", "entertainment", "court-approval"],
      situations: [
        "my child actor's studio contract was approved by a court, can she later cancel it",
      ],
    },
    {
      article: "6752",
      heading: "[Set-aside of a minor performer's earnings]",
      summary:
        "Requires the employer under a minor's entertainment, artistic or sports contract to set aside 15 percent of the minor's gross earnings in a trust account for the minor's benefit (the Coogan Law), subject to exceptions.",
      topics: ["contract", "minors", "entertainment", "earnings"],
      situations: [
        "does my child's acting income have to be put in a trust",
      ],
    },
    {
      article: "760",
      heading: "[Community property defined]",
      summary: "Makes all property, wherever situated, acquired by a married person during the marriage while domiciled in California community property, unless otherwise provided by statute.",
      topics: ["family", "marital-property", "community-property"],
      situations: [
        "is my spouse's salary during our marriage community property in California",
        "is what we bought while married owned by both of us in California",
        "are my husband's wages earned during the marriage shared property in California",
        "who owns the things a couple acquires during marriage in California",
        "we married in California and bought a car with my salary, is it joint",
      ],
    },
    {
      article: "770",
      heading: "[Separate property of a married person]",
      summary: "Makes separate property all property owned before marriage, acquired afterwards by gift, bequest, devise or descent, and the rents, issues and profits of that property.",
      topics: ["family", "marital-property", "separate-property"],
      situations: [
        "is the house I owned before marriage mine alone",
        "an inheritance I received while married, is it separate property",
        "my wife's inheritance, is it hers alone in California",
        "savings I had before the wedding, do I keep them in a divorce",
      ],
    },
    {
      article: "2310",
      heading: "[Grounds for dissolution or legal separation]",
      summary: "Allows dissolution of marriage or legal separation on the grounds of irreconcilable differences causing the irremediable breakdown of the marriage, or permanent legal incapacity to make decisions.",
      topics: ["family", "divorce", "no-fault"],
      situations: [
        "we just don't get along anymore and want to split up",
        "what grounds do I need for divorce",
        "getting divorced for irreconcilable differences",
        "how do I file for divorce in California",
        "my spouse and I just don't get along anymore, can we divorce in California",
        "no-fault divorce in California",
      ],
    },
    {
      article: "2320",
      heading: "[Residence requirement for dissolution]",
      summary: "Forbids a judgment of dissolution unless one party has been a resident of California for six months and of the county where the petition is filed for three months before filing.",
      topics: ["family", "divorce", "residency", "jurisdiction"],
      situations: ["I moved to California two months ago; can I file for divorce here"],
    },
    {
      article: "2339",
      heading: "[Six-month waiting period before dissolution is final]",
      summary: "Prevents a dissolution judgment from becoming final until six months have passed from service of the petition or the respondent's appearance, whichever is first.",
      topics: ["family", "divorce", "waiting-period"],
      situations: ["how long until my California divorce is final"],
    },
    {
      article: "2550",
      heading: "[Equal division of the community estate]",
      summary: "Requires the court, except on written agreement or oral stipulation of the parties, to divide the community estate equally in a judgment of dissolution or legal separation.",
      topics: ["family", "divorce", "property-division", "community-property"],
      situations: [
        "how do we split everything when we break up",
        "how is property divided in a divorce",
        "does my spouse get half of everything we earned while married",
        "will our assets be split fifty-fifty in a California divorce",
        "who gets the house when we divorce in California",
      ],
    },
    {
      article: "3011",
      heading: "[Factors in the child's best interest]",
      summary: "Requires the court, in deciding the best interest of the child for custody, to consider the child's health, safety and welfare, any history of abuse by a party, the nature and amount of contact with both parents, and habitual or continual substance abuse.",
      topics: ["family", "custody", "best-interests-of-child"],
      situations: [
        "my ex and I are fighting over who keeps the kids",
        "how does a court decide child custody",
        "custody when one parent has a history of abuse",
        "my ex and I are fighting over custody of our kids in California",
        "who will the kids live with after our separation",
      ],
    },
    {
      article: "4320",
      heading: "[Factors for spousal support]",
      summary: "Lists the circumstances the court must consider in ordering spousal support, including each party's earning capacity and marketable skills, contributions to the other's education or career, ability to pay, needs based on the marital standard of living, assets and debts, the length of the marriage, age and health, and domestic violence.",
      topics: ["family", "divorce", "spousal-support"],
      situations: [
        "will I have to pay alimony in California after a ten-year marriage",
        "how does a California court decide spousal support",
        "will my ex-husband have to pay me support after the divorce",
      ],
    },
  ],
};
