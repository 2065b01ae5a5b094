import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Korean article headings followed by our English rendering in square brackets.
 */
export const krHousingLeaseProtectionAct: InstrumentInput = {
  source_id: "kr-housing-lease-protection-act",
  title: "주택임대차보호법",
  short_names: ["Housing Lease Protection Act", "Housing Lease Protection Act (Korea)", "주택임대차보호법"],
  jurisdiction: "KR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.law.go.kr/법령/주택임대차보호법",
  date: "1981-03-05",
  provisions: [
    {
      article: "3",
      heading: "대항력 등 [Opposability]",
      summary: "Makes a lease opposable against third parties, including a new owner, from the day after the tenant takes delivery of the house and completes resident registration, even without registration of the lease.",
      topics: ["tenancy", "deposit", "sale-of-property"],
      situations: ["the house I rent in Korea was sold, can I stay and get my deposit back"],
    },
    {
      article: "3-2",
      heading: "보증금의 회수 [Recovery of deposit]",
      summary: "Gives a tenant with opposability and a fixed-date stamp on the lease contract priority over junior creditors for repayment of the deposit from the proceeds of an auction of the house.",
      topics: ["tenancy", "deposit"],
      situations: ["how do I protect my jeonse deposit in Korea"],
    },
    {
      article: "4",
      heading: "임대차기간 등 [Term of lease]",
      summary: "Deems a lease with no fixed term or a term of less than two years to be for two years, though the tenant may rely on a shorter agreed term.",
      topics: ["tenancy", "lease-term"],
      situations: [
        "my Korean lease is for one year, can I stay for two",
        "minimum lease term for housing in Korea",
      ],
    },
    {
      article: "6",
      heading: "계약의 갱신 [Renewal of contract]",
      summary: "Deems the lease renewed on the same terms where the landlord does not refuse renewal or propose changed terms between six and two months before expiry, or the tenant does not give notice by two months before.",
      topics: ["tenancy", "renewal"],
      situations: [
        "my Korean landlord said nothing before the lease expired, is it renewed",
      ],
    },
    {
      article: "6-3",
      heading: "계약갱신 요구 등 [Demand for renewal]",
      summary: "Gives the tenant a right to demand renewal once between six and two months before expiry, for a further two years, which the landlord may refuse only on listed grounds such as rent arrears of two periods or the landlord's or lineal relatives' actual residence.",
      topics: ["tenancy", "renewal", "eviction"],
      situations: ["can my Korean landlord refuse to renew my lease"],
    },
    {
      article: "7",
      heading: "차임 등의 증감청구권 [Right to request increase or decrease of rent]",
      summary: "Lets either party request an increase or decrease of rent or deposit for changed economic circumstances, but caps an increase at one twentieth (5 percent) of the agreed rent or deposit and bars increases within one year.",
      topics: ["tenancy", "rent-increase"],
      situations: ["how much can my landlord raise the rent in Korea"],
    },
  ],
};
