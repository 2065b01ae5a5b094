import type { InstrumentInput } from "../../schema";

export const ukTheftAct1968: InstrumentInput = {
  source_id: "uk-theft-act-1968",
  title: "Theft Act 1968 (1968 c. 60)",
  short_names: ["Theft Act 1968", "Theft Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1968/60/contents",
  date: "1968-07-26",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Basic definition of theft",
      summary:
        "A person is guilty of theft if they dishonestly appropriate property belonging to another with the intention of permanently depriving the other of it; it does not matter whether the appropriation is made for gain or for the thief's own benefit.",
      topics: ["criminal", "offences", "theft"],
      situations: [
        "my flatmate took my bike and will not give it back",
        "is keeping something I found theft",
      ],
    },
    {
      article: "8",
      heading: "Robbery",
      summary:
        "A person commits robbery if they steal and, immediately before or at the time and in order to do so, use force on any person or put or seek to put any person in fear of being then and there subjected to force; it carries up to life imprisonment.",
      topics: ["criminal", "offences", "theft", "violence"],
      situations: [
        "someone pushed me over and took my bag",
        "what is the difference between theft and robbery",
      ],
    },
    {
      article: "9",
      heading: "Burglary",
      summary:
        "Burglary is entering a building or part of one as a trespasser intending to steal, inflict grievous bodily harm or do unlawful damage, or having entered as a trespasser, stealing or inflicting grievous bodily harm; burglary of a dwelling carries a higher maximum sentence.",
      topics: ["criminal", "offences", "theft", "property"],
      situations: [
        "someone broke into my house and took my laptop",
        "is it burglary if the person walked in through an open door",
      ],
    },
    {
      article: "12",
      heading: "Taking motor vehicle or other conveyance without authority",
      summary:
        "A person commits an offence if, without the owner's consent or other lawful authority, they take a conveyance for their own or another's use, or knowingly drive or ride in one so taken; a genuine belief that the owner would have consented is a defence.",
      topics: ["criminal", "offences", "traffic"],
      situations: [
        "my friend borrowed my car without asking",
        "someone took my car for a joyride and left it",
      ],
    },
    {
      article: "21",
      heading: "Blackmail",
      summary:
        "A person commits blackmail if, with a view to gain or intent to cause loss, they make an unwarranted demand with menaces; it carries up to fourteen years' imprisonment.",
      topics: ["criminal", "offences", "extortion"],
      situations: [
        "someone says they will share my photos unless I pay them",
        "my ex is demanding money or he will tell my employer",
      ],
    },
    {
      article: "22",
      heading: "Handling stolen goods",
      summary:
        "A person handles stolen goods if, otherwise than in the course of stealing, knowing or believing them to be stolen, they dishonestly receive them or help in their retention, removal, disposal or realisation, carrying up to fourteen years.",
      topics: ["criminal", "offences", "theft"],
      situations: [
        "I bought a phone very cheap and now think it was stolen",
        "is buying goods I suspect were stolen a crime",
      ],
    },
  ],
};
