import type { InstrumentInput } from "../../schema";

/** Singapore's Community Disputes Resolution Act 2015: the neighbour-dispute tort and exclusion orders. */
export const sgCommunityDisputesResolutionAct2015: InstrumentInput = {
  source_id: "sg-community-disputes-resolution-act-2015",
  title: "Community Disputes Resolution Act 2015",
  short_names: ["Community Disputes Resolution Act 2015", "CDRA", "Community Disputes Resolution Act"],
  jurisdiction: "SG",
  kind: "statute",
  provision_label: "section",
  official_url: "https://sso.agc.gov.sg/Act/CDRA2015",
  date: "2015",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "4",
      heading: "Tort of interference with enjoyment or use of place of residence",
      summary: "Makes it a tort for a resident, intentionally, recklessly or negligently, to cause unreasonable interference with a neighbour's enjoyment or use of their home, for example by excessive noise, smell, smoke, light or vibration, littering, obstructing, interfering with property, surveillance or trespass.",
      topics: ["neighbours", "nuisance", "housing"],
      situations: ["my neighbour in Singapore makes loud noise every night", "the flat next door in Singapore keeps leaving rubbish outside my door"],
    },
    {
      article: "9",
      heading: "Exclusion order",
      summary: "Allows a court, where a neighbour fails without reasonable excuse to comply with a special direction, to order that they be excluded from their place of residence if just and equitable, considering the impact on the parties and others.",
      topics: ["neighbours", "nuisance", "court-orders"],
      situations: ["my neighbour keeps ignoring the court's orders", "can a noisy neighbour be excluded from their home"],
    },
  ],
};
