import type { InstrumentInput } from "../../schema";

export const inGuardiansAndWardsAct1890: InstrumentInput = {
  source_id: "in-guardians-and-wards-act-1890",
  title: "The Guardians and Wards Act, 1890 (Act No. 8 of 1890)",
  short_names: ["Guardians and Wards Act, 1890", "Guardians and Wards Act 1890", "Guardians and Wards Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2318",
  date: "1890-03-21",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "7",
      heading: "Power of the Court to make order as to guardianship",
      summary:
        "Where satisfied that it is for the minor's welfare, the court may appoint a guardian of the minor's person, property or both, or declare someone to be such a guardian; this removes any guardian not appointed by will, instrument or court.",
      topics: ["family", "children", "guardianship", "custody"],
      situations: [
        "how do I become the legal guardian of my niece after her parents died",
        "which law lets a court appoint a guardian for a child of any religion",
      ],
    },
    {
      article: "17",
      heading: "Matters to be considered by the Court in appointing guardian",
      summary:
        "In appointing or declaring a guardian the court is guided by the minor's welfare consistent with the minor's personal law, considering age, sex and religion, the proposed guardian's character, capacity and kinship, a deceased parent's wishes, existing relations, and the preference of a minor old enough to form one; nobody is appointed against their will.",
      topics: ["family", "children", "guardianship", "custody"],
      situations: ["will the court ask my 12 year old which parent she wants to live with", "what does the court consider when granting custody"],
    },
    {
      article: "25",
      heading: "Title of guardian to custody of ward",
      summary:
        "If a ward leaves or is removed from a guardian's custody, the court may order the ward's return where that is for the ward's welfare and enforce the order; the ward living elsewhere against the guardian's will does not end the guardianship.",
      topics: ["family", "children", "custody"],
      situations: ["my ex took our child away without my consent; can the court order the child back", "my child ran away to live with a relative; can the court return the child"],
    },
  ],
};
