import type { InstrumentInput } from "../../schema";

export const ukChildrenAct1989: InstrumentInput = {
  source_id: "uk-children-act-1989",
  title: "Children Act 1989 (1989 c. 41)",
  short_names: ["Children Act 1989", "Children Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1989/41/contents",
  date: "1989-11-16",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Welfare of the child",
      summary:
        "When a court decides any question about a child's upbringing or property, the child's welfare is its paramount consideration; delay is presumed harmful, parental involvement is presumed to further welfare unless shown otherwise, and contested orders are decided using a welfare checklist (the child's wishes, needs, effect of change, age and background, harm and parental capability). Applies in England and Wales.",
      topics: ["family", "children", "custody"],
      situations: [
        "my ex and I are fighting over who keeps the kids",
        "how does a court in England decide who my child lives with",
        "will the judge listen to what my 12 year old wants",
      ],
    },
    {
      article: "2",
      heading: "Parental responsibility for children",
      summary:
        "A child's mother always has parental responsibility, and so does the father if married to the mother at the birth (otherwise he may acquire it); more than one person can have it at once and each may act alone, but it cannot be surrendered or transferred.",
      topics: ["family", "children", "parental-responsibility"],
      situations: [
        "do I have parental responsibility for my child if we were not married",
        "can my ex make decisions about our child without me",
      ],
    },
    {
      article: "3",
      heading: "Meaning of “parental responsibility”",
      summary:
        "Parental responsibility means all the rights, duties, powers, responsibilities and authority that a parent of a child has by law in relation to the child and the child's property.",
      topics: ["family", "children", "parental-responsibility", "definitions"],
      situations: [
        "what does having parental responsibility actually mean",
        "I am a step-parent; what rights and duties would parental responsibility give me",
      ],
    },
    {
      article: "4",
      heading: "Acquisition of parental responsibility by father",
      summary:
        "An unmarried father acquires parental responsibility by being registered as the father on the birth certificate (for births registered after 1 December 2003), by a parental responsibility agreement with the mother, or by court order; the court may end it on application.",
      topics: ["family", "children", "parental-responsibility"],
      situations: [
        "I am on my son's birth certificate but not married to his mother; do I have rights",
        "how does an unmarried father get parental responsibility",
      ],
    },
    {
      article: "8",
      heading: "Child arrangements orders and other orders with respect to children",
      summary:
        "Defines the section 8 orders: child arrangements orders (with whom and when a child lives, spends time or has contact), prohibited steps orders and specific issue orders.",
      topics: ["family", "children", "custody", "contact"],
      situations: [
        "my ex will not let me see our children; what order can I apply for",
        "can the court stop my ex taking our child abroad",
      ],
    },
    {
      article: "10",
      heading: "Power of court to make section 8 orders",
      summary:
        "Sets who may apply for section 8 orders: parents, guardians, special guardians and those with parental responsibility as of right, certain others such as step-parents and long-term carers, and others (including grandparents) with the court's leave.",
      topics: ["family", "children", "custody", "contact"],
      situations: [
        "can grandparents apply to see their grandchildren",
        "do I need permission to apply for a child arrangements order",
      ],
    },
    {
      article: "13",
      heading: "Change of child's name or removal from jurisdiction",
      summary:
        "While a child arrangements order about where a child lives is in force, no one may change the child's surname or remove the child from the UK without the written consent of everyone with parental responsibility or court leave, except a person named as the child lives with may take the child abroad for under a month.",
      topics: ["family", "children", "custody"],
      situations: [
        "can my ex change our daughter's surname without asking me",
        "can I take my child on holiday abroad without the other parent's consent",
      ],
    },
    {
      article: "17",
      heading: "Provision of services for children in need, their families and others",
      summary:
        "Local authorities must safeguard and promote the welfare of children in need in their area and, so far as consistent, promote their upbringing by their families, providing a range and level of services appropriate to their needs.",
      topics: ["family", "children", "local-authority"],
      situations: [
        "can the council help my family because my disabled child needs support",
        "can social services provide support for a child in need in our family",
      ],
    },
    {
      article: "20",
      heading: "Provision of accommodation for children: general",
      summary:
        "A local authority must provide accommodation for a child in need who appears to need it because no one has parental responsibility, they are lost or abandoned, or their carer is prevented from caring for them; a person with parental responsibility may generally object or remove the child.",
      topics: ["family", "children", "local-authority"],
      situations: [
        "my teenager has nowhere to live; will the council house him",
        "my child is in foster care with my agreement; can I take him home",
      ],
    },
    {
      article: "31",
      heading: "Care and supervision orders",
      summary:
        "A court may place a child in local authority care or under supervision only if the child is suffering, or likely to suffer, significant harm attributable to the care given (or likely to be given) not being what a reasonable parent would give, or to the child being beyond parental control.",
      topics: ["family", "children", "child-protection"],
      situations: [
        "social services have applied to take my children into care",
        "when can the council take a child away from parents",
      ],
    },
    {
      article: "44",
      heading: "Orders for emergency protection of children",
      summary:
        "A court may make an emergency protection order where there is reasonable cause to believe a child is likely to suffer significant harm if not removed to accommodation or kept where they are, giving the applicant parental responsibility for a short period.",
      topics: ["family", "children", "child-protection"],
      situations: [
        "social workers took my baby from hospital with an emergency order",
        "how long can an emergency protection order last",
      ],
    },
    {
      article: "47",
      heading: "Local authority's duty to investigate",
      summary:
        "Where a local authority has reasonable cause to suspect a child in its area is suffering, or likely to suffer, significant harm, it must make enquiries to decide whether to take action to safeguard or promote the child's welfare.",
      topics: ["family", "children", "child-protection"],
      situations: [
        "I reported that a neighbour's child is being hurt; what does the council have to do",
        "social workers are investigating my family; why",
      ],
    },
  ],
};
