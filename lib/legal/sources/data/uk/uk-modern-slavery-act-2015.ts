import type { InstrumentInput } from "../../schema";

export const ukModernSlaveryAct2015: InstrumentInput = {
  source_id: "uk-modern-slavery-act-2015",
  title: "Modern Slavery Act 2015 (2015 c. 30)",
  short_names: ["Modern Slavery Act 2015", "MSA 2015", "Modern Slavery Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/2015/30/contents",
  date: "2015-03-26",
  provisions: [
    {
      article: "1",
      heading: "Slavery, servitude and forced or compulsory labour",
      summary:
        "Makes it an offence to hold another person in slavery or servitude, or require them to perform forced or compulsory labour, where the offender knows or ought to know of it, interpreted in line with Article 4 of the European Convention on Human Rights.",
      topics: ["criminal", "offences", "employment"],
    },
    {
      article: "2",
      heading: "Human trafficking",
      summary:
        "Makes it an offence to arrange or facilitate another person's travel with a view to their being exploited, regardless of the victim's consent.",
      topics: ["criminal", "offences"],
    },
    {
      article: "3",
      heading: "Meaning of exploitation",
      summary:
        "Defines exploitation for the trafficking offence, including slavery, servitude and forced labour, sexual exploitation, removal of organs, securing services by force, threats or deception, and securing services from children or vulnerable persons.",
      topics: ["criminal", "definitions"],
    },
    {
      article: "4",
      heading: "Committing offence with intent to commit offence under section 2",
      summary: "Makes it an offence to commit any offence with the intention of committing a human trafficking offence under section 2.",
      topics: ["criminal", "offences"],
    },
    {
      article: "5",
      heading: "Penalties",
      summary:
        "Sets the penalties for the slavery and trafficking offences, up to life imprisonment on indictment, and for the preparatory offence under section 4.",
      topics: ["criminal", "penalties", "punishment"],
    },
    {
      article: "45",
      heading: "Defence for slaves or trafficking victims who commit an offence",
      summary:
        "Provides a defence for adults compelled to commit an offence as a direct consequence of being a victim of slavery or exploitation where a reasonable person in the same situation would have done so, and for children who commit an offence as a direct consequence of being a victim, excluding serious offences listed in Schedule 4.",
      topics: ["criminal", "offences"],
    },
    {
      article: "54",
      heading: "Transparency in supply chains etc",
      summary:
        "Requires commercial organisations supplying goods or services and carrying on business in the UK with total turnover at or above the prescribed threshold (currently £36 million) to publish an annual slavery and human trafficking statement, approved by the board and signed by a director, on their website.",
      topics: ["transparency", "corporate-governance", "employment"],
    },
  ],
};
