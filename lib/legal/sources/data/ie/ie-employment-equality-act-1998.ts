import type { InstrumentInput } from "../../schema";

/** Ireland's Employment Equality Act 1998: the nine discriminatory grounds and like work for equal pay. */
export const ieEmploymentEqualityAct1998: InstrumentInput = {
  source_id: "ie-employment-equality-act-1998",
  title: "Employment Equality Act 1998 (No. 21 of 1998)",
  short_names: ["Employment Equality Act 1998", "EEA 1998", "Employment Equality Acts 1998 to 2015"],
  jurisdiction: "IE",
  kind: "statute",
  provision_label: "section",
  official_url: "https://revisedacts.lawreform.ie/eli/1998/act/21/front/revised/en/html",
  date: "1998",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "6",
      heading: "Discrimination for the purposes of this Act",
      summary: "Defines discrimination as treating a person less favourably than another on any of the nine discriminatory grounds: gender, civil status, family status, sexual orientation, religion, age, disability, race and membership of the Traveller community.",
      topics: ["employment", "discrimination"],
      situations: ["I wasn't promoted in Ireland because I have kids", "my Irish employer treats me worse because of my religion"],
    },
    {
      article: "7",
      heading: "Like work",
      summary: "Defines when two people are employed to do like work, for equal pay purposes: the same work under similar conditions, similar work whose differences are small, or work of equal value in skill, effort, responsibility and conditions.",
      topics: ["employment", "equal-pay", "discrimination"],
      situations: [
        "a man doing the same job as me in Ireland earns more",
        "equal pay for the same work in Ireland",
      ],
    },
  ],
};
