import type { InstrumentInput } from "../../schema";

export const inMajorityAct1875: InstrumentInput = {
  source_id: "in-majority-act-1875",
  title: "The Majority Act, 1875 (Act No. 9 of 1875)",
  short_names: ["Majority Act, 1875", "Indian Majority Act", "Majority Act 1875"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2284",
  date: "1875-03-02",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Age of majority of persons domiciled in India",
      summary:
        "Every person domiciled in India attains majority on completing eighteen years of age, counted so that majority begins at the start of the eighteenth birthday; section 2 leaves capacity for marriage, dower, divorce and adoption to personal law.",
      topics: ["children", "contract", "capacity"],
      situations: [
        "at what age can someone sign a binding contract in India",
        "my 17 year old signed a loan agreement; is he an adult",
        "when does a child become a major under Indian law",
      ],
    },
  ],
};
