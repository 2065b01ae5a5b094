import type { InstrumentInput } from "../../schema";

/**
 * Servicemembers Civil Relief Act, 50 U.S.C. chapter 50 (selected sections).
 * Section numbers and headings checked against the Office of the Law Revision Counsel's text of the Code (2022).
 */
export const usScra: InstrumentInput = {
  source_id: "us-scra",
  title: "Servicemembers Civil Relief Act",
  short_names: ["SCRA", "Servicemembers Civil Relief Act"],
  jurisdiction: "US",
  kind: "statute",
  provision_label: "section",
  codified_at: "50 U.S.C.",
  official_url: "https://uscode.house.gov/view.xhtml?path=/prelim@title50/chapter50&edition=prelim",
  date: "2003-12-19",
  provisions: [
    {
      article: "3902",
      heading: "Purpose",
      summary:
        "States the purposes of strengthening national defence by enabling servicemembers to devote their energy to defence, by temporarily suspending judicial and administrative proceedings and transactions that may adversely affect their civil rights during military service.",
      topics: ["military", "principles"],
      situations: [
        "what protections do people in the military get for their civil affairs",
      ],
    },
    {
      article: "3911",
      heading: "Definitions",
      summary:
        "Defines servicemember, military service (including National Guard members on certain orders), period of military service, dependent and court.",
      topics: ["military", "definitions"],
      situations: [
        "does the servicemembers relief law cover my National Guard activation",
      ],
    },
    {
      article: "3918",
      heading: "Waiver of rights pursuant to written agreement",
      summary:
        "Allows a servicemember to waive the Act's rights, but a waiver of protections for listed actions (such as those on leases, contracts, mortgages and liens) is effective only if in writing, executed as an instrument separate from the obligation, made during or after the period of military service, and printed in at least 12-point type.",
      topics: ["military", "waiver", "contract"],
      situations: [
        "my landlord asked me to sign away my military lease rights",
      ],
    },
    {
      article: "3931",
      heading: "Protection of servicemembers against default judgments",
      summary:
        "Protects a servicemember who does not appear in a civil action, including child custody proceedings: the plaintiff must file an affidavit on military service, the court must appoint an attorney and may stay the case before entering a default judgment, and a default judgment may be reopened on application within 90 days after release from service.",
      topics: ["military", "litigation", "default-judgment"],
      situations: [
        "I was deployed and got a default judgment against me at home",
        "can a court decide my custody case while I am overseas on duty",
      ],
    },
    {
      article: "3932",
      heading: "Stay of proceedings when servicemember has notice",
      summary:
        "Requires a court, on application of a servicemember who has notice of the proceeding, to stay a civil action for at least 90 days where military duty materially affects their ability to appear.",
      topics: ["military", "litigation", "stay"],
      situations: [
        "I have a court date but I am being deployed, can it be postponed",
      ],
    },
    {
      article: "3936",
      heading: "Statute of limitations",
      summary:
        "Excludes a period of military service from the computation of any period limited by law for bringing or defending an action by or against a servicemember, or for redeeming real property sold for taxes.",
      topics: ["military", "limitation-period"],
      situations: [
        "does the time to sue stop running while I am on active duty",
      ],
    },
    {
      article: "3937",
      heading: "Maximum rate of interest on debts incurred before military service",
      summary:
        "Caps interest on obligations incurred before military service, including credit cards, car loans and mortgages, at 6 percent a year during the service (and one year after for mortgages), with interest above that forgiven, once the servicemember gives the creditor written notice and a copy of their orders.",
      topics: ["military", "consumer-credit", "interest"],
      situations: [
        "can my credit card interest be lowered now that I am on active duty",
        "my mortgage rate is 8 percent and I have just been called up",
      ],
    },
    {
      article: "3938",
      heading: "Child custody protection",
      summary:
        "Prevents a court from treating a servicemember parent's deployment or possible deployment alone as a reason to change child custody to their detriment, and limits temporary custody orders based solely on deployment to end once the deployment ends.",
      topics: ["military", "family", "child-custody"],
      situations: [
        "my ex wants custody changed because I am being deployed",
      ],
    },
    {
      article: "3951",
      heading: "Evictions and distress",
      summary:
        "Prohibits a landlord from evicting a servicemember or their dependants from a residence with rent below a set monthly amount during military service except by court order, and lets the court stay the eviction for 90 days or adjust the lease where service materially affects the ability to pay rent.",
      topics: ["military", "housing", "tenancy", "eviction"],
      situations: [
        "my landlord is trying to evict my family while I am deployed",
      ],
    },
    {
      article: "3953",
      heading: "Mortgages and trust deeds",
      summary:
        "Protects a servicemember with a mortgage taken out before service: a sale, foreclosure or seizure during service or within one year after is invalid without a court order, and the court may stay proceedings or adjust the obligation.",
      topics: ["military", "housing", "mortgage", "foreclosure"],
      situations: [
        "the bank wants to foreclose on our house while I am on active duty",
      ],
    },
    {
      article: "3955",
      heading: "Termination of residential or motor vehicle leases",
      summary:
        "Lets a servicemember terminate a residential lease after entering military service or receiving permanent change of station or deployment orders of 90 days or more, and a motor vehicle lease on similar orders, by written notice with a copy of the orders; the lease ends 30 days after the next rent is due and the lessor may not charge an early termination fee.",
      topics: ["military", "housing", "tenancy", "lease-termination"],
      situations: [
        "I got orders to move, can I break my apartment lease without penalty",
        "can I end my car lease early because of a deployment",
      ],
    },
    {
      article: "3956",
      heading: "Termination of certain consumer contracts",
      summary:
        "Lets a servicemember terminate contracts for cellular phone service, telephone exchange service, internet access, television and similar services after receiving orders to relocate for 90 days or more to an area that does not support the contract, without early termination fees.",
      topics: ["military", "consumer", "cancellation"],
      situations: [
        "can I cancel my phone contract without a fee because I am being stationed overseas",
      ],
    },
  ],
};
