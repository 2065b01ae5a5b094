import type { InstrumentInput } from "../../schema";

export const inDlRentControlAct1958: InstrumentInput = {
  source_id: "in-dl-rent-control-act-1958",
  title: "The Delhi Rent Control Act, 1958 (Act No. 59 of 1958)",
  short_names: ["Delhi Rent Control Act, 1958", "Delhi Rent Control Act 1958", "Delhi Rent Control Act", "DRC Act"],
  jurisdiction: "IN-DL",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/19223",
  date: "1958-12-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Act not to apply to certain premises",
      summary:
        "Takes outside the Act government premises, tenancies created by government grant of premises it leased or requisitioned, premises (residential or not) whose monthly rent exceeds Rs 3,500, and premises built after the 1988 amendment for ten years from completion; such tenancies are governed by the contract and general law instead.",
      topics: ["tenancy", "rent-control", "scope", "housing"],
      situations: [
        "my Delhi flat rent is Rs 25,000 a month; does rent control protect me",
        "does the Delhi Rent Control Act apply to a newly built building",
        "my landlord says rent control law does not cover my shop",
      ],
    },
    {
      article: "4",
      heading: "Rent in excess of standard rent not recoverable",
      summary:
        "A tenant covered by the Act is not liable to pay more than the standard rent of the premises (save lawful increases under the Act), whatever the agreement says; an agreement for higher rent is read as one for the standard rent.",
      topics: ["tenancy", "rent-control", "rent", "housing"],
      situations: ["my controlled tenancy rent is more than the standard rent", "can the landlord make me pay more than the fixed rent"],
    },
    {
      article: "5",
      heading: "Unlawful charges not to be claimed or received",
      summary:
        "Prohibits claiming rent above the standard rent, any premium, pagdi or other consideration for granting, renewing or continuing a tenancy, and (without the Controller's permission) more than one month's rent in advance; a tenant may not take money for giving up or transferring the tenancy.",
      topics: ["tenancy", "rent-control", "deposits", "housing"],
      situations: [
        "the landlord is asking for pagdi to renew my tenancy in Delhi",
        "how much advance rent can a Delhi landlord demand under rent control",
        "can I take money from someone to hand over my rented shop",
      ],
    },
    {
      article: "6A",
      heading: "Revision of rent",
      summary:
        "Notwithstanding the rest of the Act, allows the standard rent, or where none has been fixed the rent agreed between landlord and tenant, to be increased by ten per cent every three years.",
      topics: ["tenancy", "rent-control", "rent", "housing"],
      situations: ["how often can my Delhi landlord raise the rent under rent control", "landlord wants 10 percent more rent after three years"],
    },
    {
      article: "8",
      heading: "Notice of increase of rent",
      summary:
        "A landlord wanting to increase rent must give the tenant written notice signed by or for the landlord and served as under section 106 of the Transfer of Property Act; a lawful increase is recoverable only for the period after thirty days from the notice.",
      topics: ["tenancy", "rent-control", "rent", "notice"],
      situations: [
        "my landlord raised the rent without any written notice",
        "when does a rent increase take effect in Delhi",
        "my Delhi landlord increased the rent, how much notice is needed",
      ],
    },
    {
      article: "9",
      heading: "Controller to fix standard rent, etc",
      summary:
        "On application by the landlord or tenant, the Rent Controller fixes the standard rent of the premises (and lawful increases) having regard to the Act's rules on construction cost, market price of land and similar factors.",
      topics: ["tenancy", "rent-control", "rent", "dispute-resolution"],
      situations: ["how do I get the standard rent of my premises fixed", "I think my rent is above the lawful standard rent"],
    },
    {
      article: "14",
      heading: "Protection of tenant against eviction",
      summary:
        "No court or Controller may order eviction of a tenant except on the listed grounds, including non-payment of arrears within two months of a demand notice, unauthorised subletting, misuse, non-residence for six months, the owner's bona fide residential need, unsafe premises needing repairs, rebuilding, acquiring another residence, substantial damage, and others.",
      topics: ["tenancy", "rent-control", "eviction", "housing"],
      situations: [
        "on what grounds can my landlord evict me in Delhi",
        "my landlord wants the flat for his son; can he evict me",
        "I sublet a room without permission; can I be evicted",
        "I fell behind on rent; how long do I have before eviction",
        "my landlord in Delhi is trying to evict me",
        "can my Delhi landlord throw me out for late rent",
      ],
    },
    {
      article: "15",
      heading: "When a tenant can get the benefit of protection against eviction",
      summary:
        "In an eviction case for arrears, the Controller orders the tenant to pay or deposit the arrears within one month and then rent monthly by the 15th; a tenant who complies cannot be evicted for that default, but one who fails may have their defence struck out.",
      topics: ["tenancy", "rent-control", "eviction", "rent"],
      situations: ["I owe back rent but want to stop the eviction case", "the Controller ordered me to deposit rent every month"],
    },
    {
      article: "16",
      heading: "Restrictions on sub-letting",
      summary:
        "Subletting, assignment or parting with possession of the premises without the landlord's previous written consent is not lawful, and a tenant who does so risks eviction.",
      topics: ["tenancy", "rent-control", "eviction"],
      situations: ["can I sublet part of my rented house in Delhi", "my tenant has let someone else live in the flat"],
    },
    {
      article: "19",
      heading: "Recovery of possession for occupation and re-entry",
      summary:
        "A landlord who evicted a tenant on the ground of bona fide requirement (or under sections 14A to 14D or 21) may not relet within three years without the Controller's permission; if the premises are not occupied within two months, or are relet or transferred without permission, the evicted tenant may ask the Controller to be put back in possession or compensated.",
      topics: ["tenancy", "rent-control", "eviction", "remedies"],
      situations: ["my landlord evicted me saying he needed the flat, then rented it to someone else", "the landlord got my flat back for his son but the son never moved in"],
    },
    {
      article: "21",
      heading: "Recovery of possession in case of tenancies for limited period",
      summary:
        "Where a landlord, with the Controller's prior permission, lets premises as a residence for a fixed period agreed in writing, the Controller may, on an application in time, evict the tenant who does not leave at the end of that period, notwithstanding section 14.",
      topics: ["tenancy", "rent-control", "eviction"],
      situations: ["I let my flat for two years with the Controller's permission and the tenant will not leave", "can a limited period tenancy in Delhi end without the usual eviction grounds"],
    },
    {
      article: "25B",
      heading: "Special procedure for the disposal of applications for eviction on the ground of bona fide requirement",
      summary:
        "Sets a summary procedure for eviction claims based on the landlord's bona fide need: the tenant may contest only by filing an affidavit and obtaining leave from the Controller, failing which the landlord's claim is deemed admitted; no appeal lies but the High Court may revise.",
      topics: ["tenancy", "rent-control", "eviction", "procedure"],
      situations: [
        "I received eviction summons saying the landlord needs the house for himself; how do I defend",
        "what happens if I do not file an affidavit in a bona fide requirement case",
      ],
    },
    {
      article: "26",
      heading: "Receipt to be given for rent paid",
      summary:
        "Rent must be paid by the agreed date or by the 15th of the following month, with 15% simple interest on late payment; the tenant is entitled to a signed written receipt, and a landlord who refuses can be ordered to pay damages up to double the rent paid.",
      topics: ["tenancy", "rent-control", "rent", "records"],
      situations: [
        "my landlord will not give me rent receipts",
        "by what date do I have to pay my rent each month in Delhi",
        "landlord charging interest on late rent",
      ],
    },
    {
      article: "27",
      heading: "Deposit of rent by the tenant",
      summary:
        "Where the landlord refuses rent tendered in time, will not give a receipt, or it is genuinely unclear who is entitled, the tenant may deposit the rent with the Controller (or send it by postal money order); a landlord who refused rent without reasonable cause may be fined up to two months' rent.",
      topics: ["tenancy", "rent-control", "rent"],
      situations: ["my landlord refuses to accept my rent so he can claim I defaulted", "where do I pay rent if the landlord will not take it"],
    },
    {
      article: "44",
      heading: "Landlord’s duty to keep the premises in good repair",
      summary:
        "The landlord must keep the premises in good and tenantable repair; if they fail after written notice the tenant may do the repairs and deduct the cost up to one-twelfth of the year's rent, or, for repairs needed to make the premises habitable, up to one-half with the Controller's permission.",
      topics: ["tenancy", "rent-control", "repairs", "housing"],
      situations: [
        "my landlord will not fix the leaking roof",
        "can I get repairs done and deduct the cost from rent",
        "the flat is not liveable because of damage and the landlord ignores me",
      ],
    },
    {
      article: "45",
      heading: "Cutting off or withholding essential supply or service",
      summary:
        "A landlord must not, without just and sufficient cause, cut off or withhold essential supplies or services such as water, electricity, stair and passage lights and sanitation; the Controller may order them restored, including by interim order without notice.",
      topics: ["tenancy", "rent-control", "harassment", "housing"],
      situations: [
        "my landlord cut off the water to force me out",
        "landlord disconnected electricity because I refused a rent increase",
      ],
    },
    {
      article: "48",
      heading: "Penalties",
      summary:
        "Makes it an offence to take excess rent, premium or pagdi or excess advance rent (up to three or six months' simple imprisonment and fines), for a tenant to sublet unlawfully (fine), for a landlord to relet in breach of section 19 (up to six months) and to cut off essential supplies (up to three months), among others.",
      topics: ["tenancy", "rent-control", "penalties", "offences"],
      situations: ["is it a crime for a landlord to take pagdi in Delhi", "what punishment does a Delhi landlord face for cutting off my water"],
    },
  ],
};
