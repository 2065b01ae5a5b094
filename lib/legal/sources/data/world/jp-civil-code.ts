import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpCivilCode: InstrumentInput = {
  source_id: "jp-civil-code",
  title: "民法（明治二十九年法律第八十九号）",
  short_names: ["Civil Code (Japan)", "Japanese Civil Code", "民法", "Act No. 89 of 1896"],
  jurisdiction: "JP",
  kind: "code",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/129AC0000000089",
  date: "1896-04-27",
  provisions: [
    {
      article: "4",
      heading: "成年 [Age of majority]",
      summary: "Fixes the age of majority at eighteen.",
      topics: ["capacity", "minors"],
      situations: ["at what age does someone become an adult"],
    },
    {
      article: "5",
      heading: "未成年者の法律行為 [Juridical acts of minors]",
      summary: "Requires a minor to obtain the consent of the legal representative for a juridical act, except one merely acquiring a right or released from an obligation, and makes an act without consent voidable, while allowing free disposal of property the representative permitted.",
      topics: ["capacity", "minors", "contract"],
      situations: ["my 16-year-old signed a contract in Japan without asking us"],
    },
    {
      article: "166",
      heading: "債権等の消滅時効 [Extinctive prescription of claims]",
      summary: "Extinguishes a claim five years after the creditor knew it could be exercised, or ten years after it became exercisable.",
      topics: ["limitation"],
      situations: ["how long before an unpaid debt can no longer be claimed"],
    },
    {
      article: "415",
      heading: "債務不履行による損害賠償 [Damages for non-performance]",
      summary: "Entitles the creditor to damages where the obligor fails to perform in accordance with the obligation or performance is impossible, unless the failure is due to grounds not attributable to the obligor.",
      topics: ["breach-of-contract", "damages"],
      situations: [
        "the supplier never delivered what we paid for, can I get compensation",
        "the other side broke the contract and I lost money",
        "the other party didn't perform the contract, can I claim damages",
      ],
    },
    {
      article: "562",
      heading: "買主の追完請求権 [Buyer's right to demand cure]",
      summary: "Entitles the buyer, where delivered goods do not conform to the contract in kind, quality or quantity, to demand cure by repair, delivery of substitutes or delivery of shortfall.",
      topics: ["sale-of-goods", "defects", "repair", "replacement"],
      situations: ["the item I bought in Japan is defective, what can I demand"],
    },
    {
      article: "566",
      heading: "目的物の種類又は品質に関する担保責任の期間の制限 [Time limit for non-conformity claims]",
      summary: "Bars the buyer's claims for non-conformity in kind or quality unless the buyer notifies the seller within one year of discovering it, except where the seller knew or was grossly negligent.",
      topics: ["sale-of-goods", "defects", "limitation"],
      situations: ["how long do I have to tell the seller that what I bought is defective"],
    },
    {
      article: "601",
      heading: "賃貸借 [Lease]",
      summary: "Defines a lease as a contract by which one party agrees to let the other use and profit from a thing, and the other agrees to pay rent and return the thing at the end.",
      topics: ["tenancy", "lease-agreement"],
      situations: ["what is a lease and what does the tenant owe"],
    },
    {
      article: "622-2",
      heading: "敷金 [Security deposit]",
      summary: "Requires the landlord to return the security deposit, less unpaid obligations of the tenant, when the lease ends and the property is returned, and excludes ordinary wear and tear from the tenant's restoration duty.",
      topics: ["tenancy", "deposit"],
      situations: ["my landlord in Japan kept my whole deposit for cleaning"],
    },
    {
      article: "709",
      heading: "不法行為による損害賠償 [Damages in tort]",
      summary: "Makes a person who intentionally or negligently infringes another's rights or legally protected interests liable to compensate the resulting damage.",
      topics: ["torts", "liability", "damages"],
      situations: ["someone negligently injured me or damaged my property, can I claim compensation"],
    },
    {
      article: "763",
      heading: "協議上の離婚 [Divorce by agreement]",
      summary: "Allows spouses to divorce by agreement, effective on notification to the family register.",
      topics: ["family", "divorce"],
      situations: [
        "my spouse and I both agree to split up, how do we do it",
        "can we divorce just by agreeing and filing papers",
        "how do we get divorced by agreement in Japan",
      ],
    },
    {
      article: "768",
      heading: "財産分与 [Division of property]",
      summary: "Lets a divorced spouse claim division of property from the other, with the family court deciding if no agreement is reached, subject to a time limit after divorce.",
      topics: ["family", "divorce", "matrimonial-property"],
      situations: [
        "how do we split our property when we split up",
        "how is property divided after divorce in Japan",
      ],
    },
    {
      article: "770",
      heading: "裁判上の離婚 [Judicial divorce]",
      summary: "Allows a spouse to sue for divorce on listed grounds such as infidelity, malicious desertion, the other spouse's being missing for three years, or other grave reasons making it difficult to continue the marriage.",
      topics: ["family", "divorce"],
      situations: [
        "my spouse cheated and won't agree to a divorce",
        "on what grounds can I get a divorce through the court if my spouse won't agree",
      ],
    },
    {
      article: "900",
      heading: "法定相続分 [Statutory shares in inheritance]",
      summary: "Sets statutory shares: where children and a spouse inherit, half each group; with lineal ascendants, two thirds to the spouse; with siblings, three quarters to the spouse.",
      topics: ["succession", "intestacy", "spouse"],
      situations: ["who inherits in Japan without a will"],
    },
    {
      article: "1042",
      heading: "遺留分の帰属及びその割合 [Holders and ratio of the reserved portion]",
      summary: "Gives heirs other than siblings a reserved portion of one third of the estate where only lineal ascendants are heirs and one half otherwise, divided by statutory shares.",
      topics: ["succession", "forced-heirship"],
      situations: ["how much of an estate are children or a spouse guaranteed even if the will leaves them out"],
    },
  ],
};
