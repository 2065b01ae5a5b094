import type { InstrumentInput } from "../../schema";

export const inDowryProhibitionAct1961: InstrumentInput = {
  source_id: "in-dowry-prohibition-act-1961",
  title: "The Dowry Prohibition Act, 1961 (Act No. 28 of 1961)",
  short_names: ["Dowry Prohibition Act, 1961", "Dowry Prohibition Act 1961", "Dowry Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1679",
  date: "1961-05-20",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Definition of “dowry”",
      summary:
        "Defines dowry as any property or valuable security given or agreed to be given, directly or indirectly, by one party to a marriage or their parents or anyone else, at, before or any time after the marriage in connection with it, excluding dower or mahr under Muslim personal law.",
      topics: ["family", "marriage", "dowry", "definitions"],
      situations: ["my in-laws want a car after the wedding; is that dowry", "are wedding gifts from my parents dowry"],
    },
    {
      article: "3",
      heading: "Penalty for giving or taking dowry",
      summary:
        "Giving, taking or abetting dowry is punishable with at least five years' imprisonment and a fine of at least Rs 15,000 or the value of the dowry, whichever is more; customary presents given without demand and recorded in a list are excluded.",
      topics: ["family", "dowry", "offences", "criminal"],
      situations: ["is giving dowry also a crime or only taking it", "we gave gifts at the wedding without any demand; is that illegal"],
    },
    {
      article: "4",
      heading: "Penalty for demanding dowry",
      summary:
        "Demanding dowry directly or indirectly from the parents, relatives or guardian of a bride or bridegroom is punishable with imprisonment of six months to two years and a fine of up to Rs 10,000.",
      topics: ["family", "dowry", "offences", "criminal"],
      situations: [
        "the groom's family is asking for money before the wedding",
        "my husband's family keeps demanding cash from my parents",
      ],
    },
    {
      article: "5",
      heading: "Agreement for giving or taking dowry to be void",
      summary: "Any agreement for giving or taking dowry is void.",
      topics: ["family", "dowry", "void-agreements"],
      situations: ["we signed an agreement to pay dowry; can the other side enforce it", "my in-laws say the dowry deal in writing binds my parents"],
    },
    {
      article: "6",
      heading: "Dowry to be for the benefit of the wife or her heirs",
      summary:
        "Anyone other than the woman who receives dowry must transfer it to her within three months (of the marriage, of receipt, or of her turning eighteen) and holds it in trust for her meanwhile; failure is an offence, and if she dies the property passes to her heirs or children.",
      topics: ["family", "dowry", "property"],
      situations: ["my in-laws kept the jewellery my parents gave; can I get it back", "my daughter died; who gets the dowry items"],
    },
    {
      article: "8A",
      heading: "Burden of proof in certain cases",
      summary: "Where a person is prosecuted for taking or abetting the taking of dowry, or for demanding dowry, the burden of proving that they did not commit the offence is on them.",
      topics: ["family", "dowry", "evidence", "criminal"],
      situations: ["in a dowry case who has to prove what", "the groom's family denies demanding dowry; who must prove it"],
    },
  ],
};
