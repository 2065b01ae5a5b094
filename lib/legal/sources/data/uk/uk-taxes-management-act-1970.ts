import type { InstrumentInput } from "../../schema";

export const ukTaxesManagementAct1970: InstrumentInput = {
  source_id: "uk-taxes-management-act-1970",
  title: "Taxes Management Act 1970 (1970 c. 9)",
  short_names: ["Taxes Management Act 1970", "TMA 1970"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1970/9/contents",
  date: "1970-03-12",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7",
      heading: "Notice of liability to income tax and capital gains tax",
      summary:
        "A person chargeable to income tax or capital gains tax for a tax year who has not been sent a return must notify HMRC within six months after the end of the year (by 5 October).",
      topics: ["tax", "income-tax", "self-assessment"],
      situations: [
        "I started freelancing; when must I tell HMRC",
        "do I need to register for self assessment",
      ],
    },
    {
      article: "8",
      heading: "Personal return",
      summary:
        "HMRC may require a person to file a self-assessment return, due by 31 October after the tax year for paper returns or 31 January for online returns.",
      topics: ["tax", "income-tax", "self-assessment", "deadlines"],
      situations: [
        "when is my tax return due",
        "what is the deadline for an online self assessment return",
        "do I have to file a self assessment tax return in the UK",
      ],
    },
    {
      article: "9A",
      heading: "Notice of enquiry",
      summary:
        "HMRC may enquire into a return by giving notice within twelve months after the day the return was filed (for returns filed on time), with different windows for late or amended returns.",
      topics: ["tax", "income-tax", "enquiries"],
      situations: [
        "HMRC has opened an enquiry into my tax return",
        "how long does HMRC have to check my return",
      ],
    },
    {
      article: "12B",
      heading: "Records to be kept for purposes of returns",
      summary:
        "A person who may be required to make a return must keep records needed to make a correct return and preserve them, generally until one year after 31 January following the tax year, or five years for a business or letting.",
      topics: ["tax", "income-tax", "records"],
      situations: [
        "how long do I need to keep my receipts for tax",
        "how long must self-employed people keep their records",
      ],
    },
    {
      article: "29",
      heading: "Assessment where loss of tax discovered",
      summary:
        "HMRC may make a discovery assessment where it discovers that tax has been under-assessed or excessive relief given, subject to conditions protecting taxpayers who filed complete returns.",
      topics: ["tax", "income-tax", "enquiries"],
      situations: [
        "HMRC sent me a bill for an old year saying they discovered underpaid tax",
        "HMRC raised a discovery assessment after my return was closed",
      ],
    },
    {
      article: "34",
      heading: "Ordinary time limit of 4 years",
      summary:
        "An assessment to income tax or capital gains tax may generally be made at any time not more than four years after the end of the year of assessment to which it relates.",
      topics: ["tax", "income-tax", "limitation"],
      situations: [
        "how far back can HMRC go to assess tax",
        "can HMRC assess tax for a year five years ago",
      ],
    },
    {
      article: "36",
      heading: "Loss of tax brought about carelessly or deliberately etc.",
      summary:
        "The time limit for assessment is extended to six years for loss of tax brought about carelessly and twenty years where brought about deliberately or through failure to notify chargeability.",
      topics: ["tax", "income-tax", "limitation", "penalties"],
      situations: [
        "can HMRC investigate twenty years back",
        "how far back can HMRC go for careless errors",
      ],
    },
    {
      article: "59A",
      heading: "Payments on account of income tax",
      summary:
        "Taxpayers whose previous year's self-assessment liability exceeded set thresholds must make two payments on account, due on 31 January in the tax year and 31 July after it, each normally half the previous year's liability.",
      topics: ["tax", "income-tax", "self-assessment", "payments"],
      situations: [
        "why do I have to pay tax in advance in July",
        "when are my payments on account due",
      ],
    },
    {
      article: "59B",
      heading: "Payment of income tax and capital gains tax",
      summary:
        "Any balance of income tax and capital gains tax due for a tax year, after payments on account and tax deducted at source, is payable by 31 January following the end of the year.",
      topics: ["tax", "income-tax", "self-assessment", "deadlines", "payments"],
      situations: [
        "when do I have to pay my self assessment tax bill",
        "what happens if I pay my tax bill after 31 January",
      ],
    },
  ],
};
