import type { InstrumentInput } from "../../schema";

/**
 * Articles of the Law of 6 July 1989 carry no official headings; the headings below are editorial descriptions in
 * square brackets.
 */
export const frLoi1989462: InstrumentInput = {
  source_id: "fr-loi-1989-462",
  title: "Loi n° 89-462 du 6 juillet 1989 tendant à améliorer les rapports locatifs et portant modification de la loi n° 86-1290 du 23 décembre 1986",
  short_names: ["Loi n° 89-462 du 6 juillet 1989", "Loi du 6 juillet 1989", "Loi de 1989", "French residential tenancy law", "Law of 6 July 1989"],
  jurisdiction: "FR",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000509310",
  date: "1989-07-06",
  provisions: [
    {
      article: "1",
      heading: "[Untitled] Right to housing",
      summary: "Declares the right to housing a fundamental right and requires balanced rights and obligations between landlords and tenants, prohibiting discrimination in access to rented housing.",
      topics: ["tenancy", "housing-rights"],
    },
    {
      article: "2",
      heading: "[Untitled] Scope",
      summary: "Applies the Law's main title to leases of unfurnished premises used as the tenant's main residence (occupied at least eight months a year), with a separate title for furnished lettings.",
      topics: ["tenancy", "scope"],
      situations: ["does French tenant protection cover my holiday flat"],
    },
    {
      article: "3",
      heading: "[Untitled] Written lease and its contents",
      summary: "Requires the lease to be in writing, following a standard form set by decree, and to state items such as the parties, start date and term, description of the premises, rent and its payment, deposit and, in controlled areas, the reference rent.",
      topics: ["tenancy", "lease-agreement", "formalities"],
    },
    {
      article: "3-2",
      heading: "[Untitled] Inventory of fixtures",
      summary: "Requires an inventory of fixtures (état des lieux) to be drawn up jointly and in writing by landlord and tenant when keys are handed over and returned, with the option of a bailiff where they cannot agree.",
      topics: ["tenancy", "inventory", "deposit"],
      situations: ["the landlord did not do a check-in inventory when I moved in"],
    },
    {
      article: "4",
      heading: "[Untitled] Prohibited lease clauses",
      summary: "Deems unwritten a list of lease clauses, for example those requiring rent to be paid by automatic debit, imposing the landlord's insurer, providing penalties for late payment, banning pets, or making the tenant pay inventory fees.",
      topics: ["tenancy", "unfair-terms"],
      situations: ["my lease says no pets, is that allowed in France"],
    },
    {
      article: "6",
      heading: "[Untitled] Landlord's obligations",
      summary: "Obliges the landlord to provide decent housing free of obvious risks to safety or health and meeting a minimum energy performance, to deliver it in good repair with equipment working, to ensure peaceful enjoyment, to maintain it and carry out repairs other than minor tenant repairs.",
      topics: ["tenancy", "landlord-obligations", "repairs", "decent-housing"],
      situations: ["my rented flat in France has mould and no working heating", "the landlord refuses to do repairs"],
    },
    {
      article: "7",
      heading: "[Untitled] Tenant's obligations",
      summary: "Obliges the tenant to pay rent and charges on time, use the premises peacefully, answer for damage during the lease, carry out routine maintenance and minor repairs, allow necessary works, insure against rental risks and not alter the premises without written consent.",
      topics: ["tenancy", "tenant-obligations", "insurance"],
      situations: ["do I have to have home insurance as a tenant in France"],
    },
    {
      article: "8",
      heading: "[Untitled] Assignment and subletting",
      summary: "Prohibits the tenant from assigning the lease or subletting without the landlord's written agreement, including on the rent, which may not exceed the rent paid by the main tenant per square metre.",
      topics: ["tenancy", "subletting"],
      situations: ["can I rent my apartment on Airbnb while I'm away"],
    },
    {
      article: "10",
      heading: "[Untitled] Term of the lease",
      summary: "Sets the lease term at a minimum of three years for individual landlords and six years for legal-person landlords, and renews it automatically for the same period if neither party gives notice.",
      topics: ["tenancy", "lease-term", "renewal"],
      situations: ["how long is a standard lease in France"],
    },
    {
      article: "12",
      heading: "[Untitled] Termination by the tenant",
      summary: "Lets the tenant terminate the lease at any time, subject to the notice conditions of article 15.",
      topics: ["tenancy", "termination"],
    },
    {
      article: "15",
      heading: "[Untitled] Notice to leave",
      summary: "Requires the landlord's notice to be justified by a decision to take back or sell the housing or by a legitimate and serious reason and given six months before the end of the lease; gives the tenant a three-month notice period, reduced to one month in tight-market areas and in cases such as a first job, job loss, health reasons or receipt of certain benefits; protects low-income tenants over 65.",
      topics: ["tenancy", "termination", "notice-period", "eviction"],
      situations: ["how much notice do I give to leave my flat in France", "my landlord wants me out to sell the apartment"],
    },
    {
      article: "17",
      heading: "[Untitled] Setting the initial rent",
      summary: "Lets the parties freely set the initial rent, subject to rules in rent-controlled areas and limits on rent increases between tenants in tight-market areas.",
      topics: ["tenancy", "rent", "rent-control"],
    },
    {
      article: "17-1",
      heading: "[Untitled] Annual rent revision",
      summary: "Allows the rent to be revised once a year only if the lease provides for it, by no more than the change in the rent reference index (IRL) published by INSEE, and requires the landlord to claim the revision within one year.",
      topics: ["tenancy", "rent-increase"],
      situations: ["my landlord increased my rent by 10 percent this year"],
    },
    {
      article: "22",
      heading: "[Untitled] Security deposit",
      summary: "Caps the security deposit at one month's rent excluding charges for unfurnished housing, and requires its return within one month of handing back the keys if the exit inventory matches the entry one, otherwise within two months, less justified sums; late return incurs a penalty of ten percent of the monthly rent per month of delay.",
      topics: ["tenancy", "deposit"],
      situations: ["my landlord hasn't returned my deposit after three months", "how much deposit can a French landlord ask for"],
    },
    {
      article: "23",
      heading: "[Untitled] Recoverable charges",
      summary: "Lets the landlord recover from the tenant only listed charges, such as services linked to use of the building, routine maintenance of common areas and certain taxes, with an annual statement and access to supporting documents.",
      topics: ["tenancy", "service-charges"],
    },
    {
      article: "24",
      heading: "[Untitled] Termination clause for unpaid rent",
      summary: "Makes a clause terminating the lease for non-payment of rent, charges or deposit take effect only some weeks after a formal demand to pay remains unsatisfied, and lets the judge grant payment delays and suspend its effects.",
      topics: ["tenancy", "eviction", "rent-arrears"],
      situations: ["I am behind on rent, can the landlord end my lease"],
    },
    {
      article: "25-6",
      heading: "[Untitled] Deposit for furnished lettings",
      summary: "Caps the security deposit for a furnished main-residence letting at two months' rent excluding charges.",
      topics: ["tenancy", "deposit", "furnished-lettings"],
    },
    {
      article: "25-7",
      heading: "[Untitled] Term of furnished leases",
      summary: "Sets the term of a furnished main-residence lease at at least one year, renewable, or nine months non-renewable where the tenant is a student.",
      topics: ["tenancy", "furnished-lettings", "lease-term"],
    },
    {
      article: "25-8",
      heading: "[Untitled] Notice for furnished lettings",
      summary: "Lets the tenant of a furnished letting terminate at any time on one month's notice, while the landlord must give three months' notice before the end of the lease, with reasons.",
      topics: ["tenancy", "furnished-lettings", "notice-period"],
    },
  ],
};
