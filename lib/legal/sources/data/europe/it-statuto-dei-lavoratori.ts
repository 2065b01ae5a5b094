import type { InstrumentInput } from "../../schema";

export const itStatutoDeiLavoratori: InstrumentInput = {
  source_id: "it-statuto-dei-lavoratori",
  title: "Legge 20 maggio 1970, n. 300 – Norme sulla tutela della libertà e dignità dei lavoratori, della libertà sindacale e dell'attività sindacale nei luoghi di lavoro e norme sul collocamento",
  short_names: ["Statuto dei lavoratori", "Legge 300/1970", "L. 300/1970", "Italian Workers' Statute"],
  jurisdiction: "IT",
  kind: "statute",
  provision_label: "article",
  official_url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1970-05-20;300",
  date: "1970-05-20",
  provisions: [
    {
      article: "4",
      heading: "Impianti audiovisivi e altri strumenti di controllo",
      summary: "Allows audiovisual equipment and other tools enabling remote monitoring of workers only for organisational, production, safety or asset-protection needs, after agreement with union representatives or labour inspectorate authorisation; tools used to perform work and record attendance are exempt, and data may be used only with adequate information to workers and in line with data protection law.",
      topics: ["employment", "monitoring", "privacy"],
      situations: ["can my employer in Italy install cameras to watch us", "is my Italian employer allowed to check my work laptop"],
    },
    {
      article: "7",
      heading: "Sanzioni disciplinari",
      summary: "Requires disciplinary rules to be posted, prohibits sanctions without prior written notice of the charge and a chance for the worker to be heard, and bars sanctions other than a verbal warning before five days from the charge.",
      topics: ["employment", "discipline", "procedure"],
      situations: [
        "my Italian employer punished me without letting me explain",
        "disciplinary procedure at work in Italy",
      ],
    },
    {
      article: "8",
      heading: "Divieto di indagini sulle opinioni",
      summary: "Prohibits the employer, for hiring or during employment, from investigating workers' political, religious or trade union opinions or facts irrelevant to assessing their professional aptitude.",
      topics: ["employment", "privacy", "recruitment"],
    },
    {
      article: "15",
      heading: "Atti discriminatori",
      summary: "Voids agreements or acts aimed at discriminating against a worker in hiring, assignment, transfers, discipline or dismissal because of trade union activity, politics, religion, race, language, sex, disability, age, sexual orientation or beliefs.",
      topics: ["employment", "discrimination"],
      situations: [
        "I was dismissed in Italy because of my union activity",
        "my Italian employer discriminated against me for my religion or politics",
        "discrimination at work in Italy because of sex or age",
      ],
    },
    {
      article: "18",
      heading: "Tutela del lavoratore in caso di licenziamento illegittimo",
      summary: "Governs remedies for unlawful dismissal for employees hired before 7 March 2015 by employers above the size thresholds: reinstatement and compensation for discriminatory, void or certain unjustified dismissals, and an indemnity of 12 to 24 months' pay in other unjustified cases.",
      topics: ["employment", "unfair-dismissal", "reinstatement"],
      situations: [
        "I was unfairly dismissed in Italy, can I get my job back",
        "I was fired illegally in Italy, do I get reinstated or compensation",
        "unfair dismissal remedies in Italy for older contracts",
      ],
    },
    {
      article: "28",
      heading: "Repressione della condotta antisindacale",
      summary: "Lets local trade union bodies apply to the court against employer conduct that obstructs or limits trade union freedom or the right to strike, with the court able to order cessation and removal of effects.",
      topics: ["employment", "trade-unions"],
    },
  ],
};
