import type { InstrumentInput } from "../../schema";

/** Protection of Women from Domestic Violence Act, 2005 (Act No. 43 of 2005), in force from 26 Oct 2006. */
export const inDvAct2005: InstrumentInput = {
  source_id: "in-dv-act-2005",
  title: "The Protection of Women from Domestic Violence Act, 2005",
  short_names: ["Domestic Violence Act", "DV Act", "PWDVA", "Protection of Women from Domestic Violence Act", "Act No. 43 of 2005"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2005-09-13",
  provisions: [
    {
      article: "3",
      heading: "Definition of domestic violence",
      summary: "Treats as domestic violence any act or conduct that harms or endangers the aggrieved woman's health, safety, life or well-being, including physical, sexual, verbal, emotional and economic abuse, and harassment to meet unlawful dowry demands.",
      topics: ["family", "domestic-violence"],
      situations: [
        "my husband and in-laws harass me for dowry and hit me, is that domestic violence",
        "my husband and in-laws abuse me and demand dowry in India, is that domestic violence",
        "emotional and financial abuse by my husband in India",
      ],
    },
    {
      article: "12",
      heading: "Application to Magistrate",
      summary: "Lets the aggrieved woman, a protection officer or another person on her behalf apply to the Magistrate for one or more reliefs under the Act, and asks the Magistrate to dispose of the application within sixty days of the first hearing.",
      topics: ["family", "domestic-violence", "procedure"],
      situations: [
        "my husband beats me, how do I go to court for help",
        "how do I file a domestic violence case against my husband and in-laws",
        "how do I apply for protection from domestic violence in India",
      ],
    },
    {
      article: "17",
      heading: "Right to reside in a shared household",
      summary: "Gives every woman in a domestic relationship the right to live in the shared household whatever her title to it, and bars her eviction from it except by procedure established by law.",
      topics: ["family", "domestic-violence", "residence"],
      situations: ["my in-laws are throwing me out of the matrimonial home", "right of a wife to stay in the shared house"],
    },
    {
      article: "18",
      heading: "Protection orders",
      summary: "Lets the Magistrate forbid the respondent from committing or aiding domestic violence, contacting the aggrieved woman, entering her workplace or alienating assets, among other acts.",
      topics: ["family", "domestic-violence", "injunction"],
      situations: [
        "I want a court order to stop my husband hurting me",
        "protection order against my abusive husband",
        "stop my husband from contacting me or coming to my workplace",
      ],
    },
    {
      article: "19",
      heading: "Residence orders",
      summary: "Lets the Magistrate restrain dispossession from the shared household, direct the respondent to leave it, or secure alternative accommodation or rent for the aggrieved woman.",
      topics: ["family", "domestic-violence", "residence"],
      situations: [
        "my husband wants to throw me out of our home after hitting me",
        "court order so I can stay in the house after domestic violence",
        "abuser ordered to leave the home or pay my rent",
      ],
    },
    {
      article: "20",
      heading: "Monetary reliefs",
      summary: "Lets the Magistrate order the respondent to pay for losses and expenses the violence caused, including lost earnings, medical costs and maintenance for the woman and her children.",
      topics: ["family", "domestic-violence", "maintenance"],
      situations: ["my husband must pay my medical bills and lost wages after abuse", "money for me and my children after domestic violence"],
    },
    {
      article: "21",
      heading: "Custody orders",
      summary: "Lets the Magistrate grant temporary custody of a child to the aggrieved woman and arrange the respondent's visits, or refuse them where they would harm the child.",
      topics: ["family", "domestic-violence", "custody"],
      situations: ["temporary custody of my children in a domestic violence case", "stopping the abusive father's visits"],
    },
    {
      article: "22",
      heading: "Compensation orders",
      summary: "Lets the Magistrate order the respondent to pay compensation and damages for injuries, including mental torture and emotional distress.",
      topics: ["family", "domestic-violence", "damages"],
      situations: ["compensation for mental torture by my husband", "damages for emotional abuse at home"],
    },
    {
      article: "23",
      heading: "Power to grant interim and ex parte orders",
      summary: "Lets the Magistrate make interim orders while the application is pending, and ex parte orders where the application shows prima facie that violence is happening or likely.",
      topics: ["family", "domestic-violence", "interim-relief"],
      situations: ["urgent order from the magistrate without hearing my husband first", "interim protection while the domestic violence case is pending"],
    },
    {
      article: "29",
      heading: "Appeal",
      summary: "Gives an appeal to the Court of Session within thirty days from the date the Magistrate's order is served on the party appealing.",
      topics: ["family", "domestic-violence", "appeals"],
      situations: ["appealing the magistrate's domestic violence order", "thirty days to appeal to the sessions court"],
    },
    {
      article: "4",
      heading: "Information to Protection Officer and exclusion of liability of informant",
      summary:
        "Any person who has reason to believe domestic violence has been, is being or is likely to be committed may inform the Protection Officer, and a person giving such information in good faith incurs no civil or criminal liability.",
      topics: ["domestic-violence", "family", "reporting"],
      situations: [
        "I think my neighbour is being beaten by her husband; can I report it",
        "my colleague confided she is abused at home; can I inform someone",
      ],
    },
    {
      article: "5",
      heading: "Duties of police officers, service providers and Magistrate",
      summary:
        "A police officer, Protection Officer, service provider or Magistrate who receives a complaint of domestic violence must inform the aggrieved person of her right to apply for relief, to services, to free legal aid and to file a criminal complaint.",
      topics: ["domestic-violence", "family"],
      situations: [
        "the police did not tell me about my rights when I reported domestic violence",
        "the magistrate did not tell me I could get free legal aid in my DV case",
      ],
    },
    {
      article: "9",
      heading: "Duties and functions of Protection Officers",
      summary:
        "Protection Officers assist the Magistrate, make domestic incident reports, help the aggrieved person apply for relief, arrange legal aid, shelter and medical help, and ensure compliance with monetary relief orders.",
      topics: ["domestic-violence", "family"],
      situations: [
        "what does a protection officer do under the domestic violence law",
        "who helps me file a domestic violence complaint in court",
      ],
    },
    {
      article: "31",
      heading: "Penalty for breach of protection order by respondent",
      summary:
        "A respondent's breach of a protection order or interim protection order is an offence punishable with imprisonment up to one year, a fine up to Rs 20,000, or both, triable by the Magistrate who passed the order.",
      topics: ["domestic-violence", "criminal", "offences"],
      situations: [
        "my husband keeps breaking the protection order; what can I do",
        "my husband came to my workplace despite the magistrate's protection order",
      ],
    },
  ],
};
