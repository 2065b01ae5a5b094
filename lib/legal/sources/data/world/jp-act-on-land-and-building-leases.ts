import type { InstrumentInput } from "../../schema";

/**
 * Headings are the official Japanese article headings (見出し) followed by our English rendering in square brackets.
 */
export const jpActOnLandAndBuildingLeases: InstrumentInput = {
  source_id: "jp-act-on-land-and-building-leases",
  title: "借地借家法（平成三年法律第九十号）",
  short_names: ["Act on Land and Building Leases", "Land and Building Lease Act", "借地借家法", "Act No. 90 of 1991"],
  jurisdiction: "JP",
  kind: "statute",
  provision_label: "article",
  official_url: "https://laws.e-gov.go.jp/law/403AC0000000090",
  date: "1991-10-04",
  provisions: [
    {
      article: "26",
      heading: "建物賃貸借契約の更新等 [Renewal of building leases]",
      summary: "Deems a fixed-term building lease renewed on the same terms unless a party notifies non-renewal between one year and six months before expiry, and also where the tenant continues to use the building without timely objection.",
      topics: ["tenancy", "renewal", "termination"],
      situations: [
        "does my rental lease in Japan renew automatically",
      ],
    },
    {
      article: "27",
      heading: "解約による建物賃貸借の終了 [Termination of building leases by notice]",
      summary: "Ends a building lease terminated by the landlord six months after the notice.",
      topics: ["tenancy", "termination", "notice-period"],
      situations: [
        "how much notice must my landlord in Japan give to end my lease",
      ],
    },
    {
      article: "28",
      heading: "建物賃貸借契約の更新拒絶等の要件 [Requirements for refusing renewal]",
      summary: "Allows the landlord's notice of non-renewal or termination only where there is justifiable cause, considering the parties' need for the building, the history of the lease, its use and condition and any payment offered in exchange for vacating.",
      topics: ["tenancy", "termination", "eviction"],
      situations: ["my landlord in Japan wants me out, does he need a reason"],
    },
    {
      article: "32",
      heading: "借賃増減請求権 [Right to demand increase or decrease of rent]",
      summary: "Lets either party demand a rent increase or decrease where rent has become unreasonable due to changes in taxes, land or building prices, economic conditions or neighbouring rents, unless agreed not to increase for a period.",
      topics: ["tenancy", "rent-increase"],
      situations: [
        "can my landlord in Japan raise the rent",
        "can I ask for a rent reduction in Japan",
      ],
    },
    {
      article: "38",
      heading: "定期建物賃貸借 [Fixed-term building leases]",
      summary: "Allows a fixed-term building lease without renewal if made in writing and the landlord gives the tenant a separate written explanation that it will not be renewed.",
      topics: ["tenancy", "fixed-term"],
      situations: [
        "my Japanese lease is a fixed-term lease with no renewal, is that valid",
      ],
    },
  ],
};
