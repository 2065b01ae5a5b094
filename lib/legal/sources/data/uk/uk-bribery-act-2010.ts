import type { InstrumentInput } from "../../schema";

export const ukBriberyAct2010: InstrumentInput = {
  source_id: "uk-bribery-act-2010",
  title: "Bribery Act 2010 (2010 c. 23)",
  short_names: ["Bribery Act 2010", "UK Bribery Act", "UKBA"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2010/23/contents",
  date: "2010-04-08",
  provisions: [
    {
      article: "1",
      heading: "Offences of bribing another person",
      summary:
        "Makes it an offence to offer, promise or give a financial or other advantage intending to induce or reward the improper performance of a relevant function or activity, or knowing or believing that accepting it would itself be improper performance.",
      topics: ["anti-bribery", "corruption", "offences"],
    },
    {
      article: "2",
      heading: "Offences relating to being bribed",
      summary:
        "Makes it an offence to request, agree to receive or accept a financial or other advantage intending that a relevant function be performed improperly, as a reward for improper performance, or where the request or acceptance itself is improper performance.",
      topics: ["anti-bribery", "corruption", "offences"],
    },
    {
      article: "3",
      heading: "Function or activity to which bribe relates",
      summary:
        "Defines a relevant function or activity as a public function or one connected with a business, employment or a body of persons, performed with an expectation of good faith, impartiality or trust, and covers activity outside the UK.",
      topics: ["anti-bribery", "definitions"],
    },
    {
      article: "4",
      heading: "Improper performance to which bribe relates",
      summary:
        "Defines improper performance as performing or failing to perform a relevant function or activity in breach of a relevant expectation of good faith, impartiality or trust.",
      topics: ["anti-bribery", "definitions"],
    },
    {
      article: "5",
      heading: "Expectation test",
      summary:
        "Sets the test for what is expected as what a reasonable person in the UK would expect, disregarding local custom or practice abroad unless permitted or required by written law.",
      topics: ["anti-bribery"],
    },
    {
      article: "6",
      heading: "Bribery of foreign public officials",
      summary:
        "Makes it an offence to offer, promise or give an advantage to a foreign public official, intending to influence them in their official capacity and to obtain or retain business or a business advantage, unless permitted or required by the official's written law.",
      topics: ["anti-bribery", "corruption", "offences"],
    },
    {
      article: "7",
      heading: "Failure of commercial organisations to prevent bribery",
      summary:
        "Makes a relevant commercial organisation guilty of an offence if a person associated with it bribes another to obtain or retain business or an advantage for it, subject to a defence of having adequate procedures to prevent bribery.",
      topics: ["anti-bribery", "corruption", "internal-controls", "offences"],
    },
    {
      article: "8",
      heading: "Meaning of associated person",
      summary:
        "Defines a person associated with a commercial organisation as one who performs services for or on its behalf, such as an employee, agent or subsidiary, determined by all relevant circumstances.",
      topics: ["anti-bribery", "definitions"],
    },
    {
      article: "9",
      heading: "Guidance about commercial organisations preventing bribery",
      summary:
        "Requires the Secretary of State to publish guidance about procedures that relevant commercial organisations can put in place to prevent persons associated with them from bribing.",
      topics: ["anti-bribery", "internal-controls"],
    },
    {
      article: "10",
      heading: "Consent to prosecution",
      summary:
        "Requires the consent of the Director of Public Prosecutions, the Director of the Serious Fraud Office or the Director of Public Prosecutions for Northern Ireland for prosecutions under the Act.",
      topics: ["anti-bribery", "enforcement"],
    },
    {
      article: "11",
      heading: "Penalties",
      summary:
        "Sets penalties: for individuals under sections 1, 2 and 6 up to 10 years' imprisonment and/or an unlimited fine on indictment, and for organisations an unlimited fine, including for the section 7 offence.",
      topics: ["anti-bribery", "penalties", "punishment"],
    },
    {
      article: "12",
      heading: "Offences under this Act: territorial application",
      summary:
        "Applies the offences to acts in the UK and to acts abroad by persons with a close connection to the UK, and applies section 7 to relevant commercial organisations wherever the bribery occurs.",
      topics: ["anti-bribery", "scope"],
    },
    {
      article: "13",
      heading: "Defence for certain bribery offences etc.",
      summary:
        "Provides a defence where conduct was necessary for the proper exercise of a function of an intelligence service or of the armed forces on active service.",
      topics: ["anti-bribery"],
    },
    {
      article: "14",
      heading: "Offences under sections 1, 2 and 6 by bodies corporate etc.",
      summary:
        "Makes senior officers of a body corporate or Scottish partnership personally liable where an offence by the body under sections 1, 2 or 6 is committed with their consent or connivance.",
      topics: ["anti-bribery", "directors", "liability"],
    },
    {
      article: "15",
      heading: "Offences under section 7 by partnerships",
      summary:
        "Provides for section 7 proceedings against a partnership to be brought in the partnership's name, with any fine paid from partnership assets.",
      topics: ["anti-bribery"],
    },
    {
      article: "16",
      heading: "Application to Crown",
      summary: "Applies the Act to individuals in the public service of the Crown as it applies to other individuals.",
      topics: ["anti-bribery", "scope"],
    },
    {
      article: "17",
      heading: "Consequential provision",
      summary:
        "Abolishes the common law offences of bribery and embracery and gives effect to the consequential amendments and repeals in the Schedules.",
      topics: ["anti-bribery"],
    },
    {
      article: "18",
      heading: "Extent",
      summary: "Sets the Act's extent to England and Wales, Scotland and Northern Ireland, subject to exceptions.",
      topics: ["scope"],
    },
    {
      article: "19",
      heading: "Commencement and transitional provision etc.",
      summary:
        "Provides for commencement by order and for transitional provision so that the old law continues to apply to conduct before commencement (the Act came into force on 1 July 2011).",
      topics: ["scope"],
    },
    {
      article: "20",
      heading: "Short title",
      summary: "Provides that the Act may be cited as the Bribery Act 2010.",
      topics: ["scope"],
    },
  ],
};
