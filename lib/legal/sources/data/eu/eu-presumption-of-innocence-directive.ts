import type { InstrumentInput } from "../../schema";

export const euPresumptionOfInnocenceDirective: InstrumentInput = {
  source_id: "eu-presumption-of-innocence-directive",
  title: "Directive (EU) 2016/343 of the European Parliament and of the Council of 9 March 2016 on the strengthening of certain aspects of the presumption of innocence and of the right to be present at the trial in criminal proceedings",
  short_names: ["Presumption of Innocence Directive", "Directive (EU) 2016/343", "Directive 2016/343"],
  jurisdiction: "EU",
  kind: "directive",
  provision_label: "article",
  official_url: "https://eur-lex.europa.eu/eli/dir/2016/343/oj",
  date: "2016-03-09",
  provisions: [
    {
      article: "3",
      heading: "Presumption of innocence",
      summary: "Requires Member States to ensure that suspects and accused persons are presumed innocent until proved guilty according to law.",
      topics: ["criminal-procedure", "presumption-of-innocence"],
    },
    {
      article: "4",
      heading: "Public references to guilt",
      summary: "Requires that, until guilt is proved, public statements by public authorities and judicial decisions other than on guilt do not refer to the suspect or accused person as being guilty.",
      topics: ["criminal-procedure", "presumption-of-innocence", "publicity"],
      situations: ["the police told the press I was guilty before my trial"],
    },
    {
      article: "5",
      heading: "Presentation of suspects and accused persons",
      summary: "Requires measures ensuring suspects and accused persons are not presented as guilty in court or in public through physical restraints such as handcuffs, glass boxes or cages, unless needed for security or to prevent flight.",
      topics: ["criminal-procedure", "presumption-of-innocence"],
    },
    {
      article: "6",
      heading: "Burden of proof",
      summary: "Places the burden of proving guilt on the prosecution, and requires any doubt on guilt to benefit the suspect or accused person.",
      topics: ["criminal-procedure", "burden-of-proof"],
    },
    {
      article: "7",
      heading: "Right to remain silent and right not to incriminate oneself",
      summary: "Gives suspects and accused persons the right to remain silent and not to incriminate themselves, and prevents the exercise of those rights from being used against them or considered evidence of the offence.",
      topics: ["criminal-procedure", "right-to-silence", "self-incrimination"],
      situations: ["can my silence be used against me in court"],
    },
    {
      article: "8",
      heading: "Right to be present at the trial",
      summary: "Gives accused persons the right to be present at their trial, allowing trial in absentia only where they were informed in due time and represented by a lawyer, or where they are entitled to a new trial.",
      topics: ["criminal-procedure", "trial", "rights-of-accused"],
    },
  ],
};
