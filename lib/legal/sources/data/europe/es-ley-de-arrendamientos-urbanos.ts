import type { InstrumentInput } from "../../schema";

export const esLeyDeArrendamientosUrbanos: InstrumentInput = {
  source_id: "es-ley-de-arrendamientos-urbanos",
  title: "Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos",
  short_names: ["Ley de Arrendamientos Urbanos", "LAU", "Ley 29/1994", "Spanish Urban Leases Act"],
  jurisdiction: "ES",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.boe.es/eli/es/l/1994/11/24/29/con",
  date: "1994-11-24",
  provisions: [
    {
      article: "9",
      heading: "Plazo mínimo",
      summary: "Lets the parties agree the term of a housing lease but, where shorter than five years (seven if the landlord is a legal person), extends it annually at the tenant's option up to that minimum, unless the tenant gives 30 days' notice; the landlord may recover the dwelling for its own or close relatives' permanent residence if stated in the contract.",
      topics: ["tenancy", "lease-term"],
      situations: [
        "my Spanish landlord wants me out after one year",
        "how long does a rental contract last in Spain",
        "can my landlord in Spain end the lease after one year",
        "minimum length of a rental contract in Spain",
      ],
    },
    {
      article: "10",
      heading: "Prórroga del contrato",
      summary: "Extends the lease, once the minimum term expires and if neither party gives notice (the landlord four months and the tenant two months in advance), by annual periods for up to three more years.",
      topics: ["tenancy", "lease-term", "renewal"],
      situations: [
        "my Spanish lease ended, does it renew automatically",
        "how much notice must my landlord give before the lease ends in Spain",
      ],
    },
    {
      article: "11",
      heading: "Desistimiento del contrato",
      summary: "Allows the tenant to withdraw from the lease after six months on at least thirty days' notice, with compensation of one month's rent per remaining year if agreed.",
      topics: ["tenancy", "termination", "notice-period"],
      situations: ["can I leave my rental early in Spain"],
    },
    {
      article: "17",
      heading: "Determinación de la renta",
      summary: "Lets the parties freely agree the rent, subject to rules for stressed residential market areas, requires monthly payment in advance within the first seven days unless agreed otherwise, and bars demanding more than one month in advance.",
      topics: ["tenancy", "rent"],
      situations: [
        "my Spanish landlord wants several months' rent in advance",
      ],
    },
    {
      article: "18",
      heading: "Actualización de la renta",
      summary: "Allows rent to be updated annually only as agreed in the contract, by reference to an index, and absent agreement not at all.",
      topics: ["tenancy", "rent-increase"],
      situations: [
        "my landlord wants to raise the rent in Spain",
        "can my Spanish landlord increase the rent every year",
      ],
    },
    {
      article: "21",
      heading: "Conservación de la vivienda",
      summary: "Obliges the landlord to carry out necessary repairs to keep the dwelling habitable without increasing rent, except where the tenant caused the damage; minor repairs from ordinary use fall on the tenant.",
      topics: ["tenancy", "repairs", "landlord-obligations"],
      situations: [
        "my landlord won't fix the boiler in Spain",
        "who pays for repairs in my rented flat in Spain",
        "the landlord in Spain won't repair the leaks",
      ],
    },
    {
      article: "27",
      heading: "Incumplimiento de obligaciones",
      summary: "Lets either party demand performance or terminate for non-performance, and allows the landlord to terminate for non-payment of rent or deposit, unauthorised subletting, damage, nuisance or use other than as a permanent residence.",
      topics: ["tenancy", "termination", "eviction", "rent-arrears"],
      situations: [
        "my Spanish landlord wants to end the lease because of unpaid rent",
      ],
    },
    {
      article: "36",
      heading: "Fianza",
      summary: "Requires a cash deposit of one month's rent for housing and two months for other uses, and obliges the landlord to return the balance at the end of the lease, with legal interest if not returned within one month of handing back the keys.",
      topics: ["tenancy", "deposit"],
      situations: [
        "my landlord in Spain hasn't returned my deposit",
        "how much deposit can a landlord ask for a flat in Spain",
        "when must my Spanish landlord give my deposit back",
      ],
    },
  ],
};
