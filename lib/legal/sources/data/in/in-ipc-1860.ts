import type { InstrumentInput } from "../../schema";

const REPEALED =
  " The IPC was repealed from 1 July 2024 by the Bharatiya Nyaya Sanhita, 2023, but still applies to offences committed before that date.";

/** Indian Penal Code, 1860 (Act No. 45 of 1860), repealed by the Bharatiya Nyaya Sanhita, 2023 with effect from 1 July 2024. */
export const inIpc1860: InstrumentInput = {
  source_id: "in-ipc-1860",
  title: "The Indian Penal Code, 1860",
  short_names: ["IPC", "Indian Penal Code", "IPC 1860", "Act No. 45 of 1860"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2263",
  date: "1860-10-06",
  provisions: [
    {
      article: "120A",
      heading: "Definition of criminal conspiracy",
      summary:
        "Defines criminal conspiracy as an agreement by two or more persons to do an illegal act, or a legal act by illegal means, requiring an overt act unless the agreement is to commit an offence. Now section 61(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "two people planned a crime together before July 2024, was that conspiracy under the old IPC",
        "agreeing with others in 2022 to commit a crime, how did the old Indian Penal Code treat it",
      ],
    },
    {
      article: "120B",
      heading: "Punishment of criminal conspiracy",
      summary:
        "Punishes a party to a criminal conspiracy to commit a serious offence as if they had abetted it, and other criminal conspiracies with up to six months, fine or both. Now section 61(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the sentence for conspiracy under the old IPC for a case before July 2024",
      ],
    },
    {
      article: "299",
      heading: "Culpable homicide",
      summary:
        "Defines culpable homicide as causing death with intention to cause death or likely-fatal injury, or with knowledge that the act is likely to cause death. Now section 100 BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "a person died in 2022 because of what someone did, when was that a killing offence under the old IPC",
      ],
    },
    {
      article: "300",
      heading: "Murder",
      summary:
        "Sets out when culpable homicide is murder and the exceptions that reduce it to culpable homicide not amounting to murder. Now section 101 BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "when did a killing count as murder under the old Indian Penal Code, and what could reduce it",
        "a killing on sudden provocation before July 2024, was it murder under the old IPC",
      ],
    },
    {
      article: "302",
      heading: "Punishment for murder",
      summary: "Punishes murder with death or imprisonment for life, and fine. Now section 103 BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the sentence for murder under the old IPC for a killing in 2021",
        "could someone get the death penalty for murder under the old IPC",
      ],
    },
    {
      article: "304",
      heading: "Punishment for culpable homicide not amounting to murder",
      summary:
        "Punishes culpable homicide not amounting to murder with life imprisonment or up to ten years and fine where death was intended, and up to ten years, fine or both where only knowledge is shown. Now section 105 BNS." +
        REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "sentence under the old IPC for causing death without meaning to murder, case from 2020",
      ],
    },
    {
      article: "321",
      heading: "Voluntarily causing hurt",
      summary: "Defines voluntarily causing hurt as doing an act intending or knowing it likely to cause hurt. Now section 115(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone hit me in 2023 in India, what counted as causing hurt under the old IPC",
      ],
    },
    {
      article: "323",
      heading: "Punishment for voluntarily causing hurt",
      summary:
        "Punishes voluntarily causing hurt, other than on grave provocation, with up to one year, fine up to one thousand rupees, or both. Now section 115(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the punishment for hurting someone under the old IPC before July 2024",
        "jail term under the old IPC for beating someone in 2022",
      ],
    },
    {
      article: "375",
      heading: "Rape",
      summary:
        "Defines rape by reference to acts done against a woman's will or without consent, with consent obtained by specified means or from a woman under eighteen, subject to exceptions. Now section 63 BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "a rape case from before July 2024, how did the old IPC define rape",
      ],
    },
    {
      article: "376",
      heading: "Punishment for rape",
      summary:
        "Punishes rape with rigorous imprisonment of at least ten years, extendable to life, and fine, with enhanced punishment in aggravated cases. Now section 64 BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "minimum sentence for rape under the old IPC for a case before July 2024",
      ],
    },
    {
      article: "378",
      heading: "Theft",
      summary:
        "Defines theft as dishonestly moving movable property out of another's possession without consent with intent to take it. Now section 303(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone took my phone without asking in 2023, was that theft under the old IPC",
      ],
    },
    {
      article: "379",
      heading: "Punishment for theft",
      summary: "Punishes theft with imprisonment up to three years, fine or both. Now section 303(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the jail term for theft under the old IPC before July 2024",
      ],
    },
    {
      article: "383",
      heading: "Extortion",
      summary:
        "Defines extortion as intentionally putting a person in fear of injury to dishonestly induce delivery of property or a valuable security. Now section 308(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone threatened me in 2023 to hand over money, was that extortion under the old IPC",
      ],
    },
    {
      article: "403",
      heading: "Dishonest misappropriation of property",
      summary:
        "Punishes dishonestly misappropriating or converting movable property to one's own use with up to two years, fine or both. Now section 314 BNS." + REPEALED,
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "in 2022 someone kept my property and used it as his own, offence under the old IPC",
        "punishment under the old IPC for dishonestly keeping someone else's property",
      ],
    },
    {
      article: "405",
      heading: "Criminal breach of trust",
      summary:
        "Defines criminal breach of trust as dishonest misappropriation, conversion, use or disposal of property entrusted to a person in violation of law or a legal contract governing the trust. Now section 316(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "my business partner misused money I trusted him with in 2021, breach of trust under the old IPC",
        "my employee misused company funds entrusted to him before July 2024",
      ],
    },
    {
      article: "406",
      heading: "Punishment for criminal breach of trust",
      summary: "Punishes criminal breach of trust with imprisonment up to three years, fine or both. Now section 316(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the jail term for breach of trust under the old IPC",
      ],
    },
    {
      article: "415",
      heading: "Cheating",
      summary:
        "Defines cheating as deceiving a person fraudulently or dishonestly to induce delivery of property, or intentionally inducing an act or omission that causes or is likely to cause harm. Now section 318(1) BNS." + REPEALED,
      topics: ["criminal", "offences", "cheating"],
      situations: [
        "I was deceived in a fraud in 2022, how did the old IPC define cheating",
      ],
    },
    {
      article: "417",
      heading: "Punishment for cheating",
      summary: "Punishes cheating with imprisonment up to one year, fine or both. Now section 318(2) BNS." + REPEALED,
      topics: ["criminal", "punishment", "cheating"],
      situations: [
        "what was the punishment for simple cheating under the old IPC before July 2024",
      ],
    },
    {
      article: "420",
      heading: "Cheating and dishonestly inducing delivery of property",
      summary:
        "Punishes cheating that dishonestly induces delivery of property or the making, alteration or destruction of a valuable security with up to seven years and fine. Now section 318(4) BNS." + REPEALED,
      topics: ["criminal", "punishment", "cheating"],
      situations: [
        "what was the old IPC punishment for cheating someone into handing over property in 2022",
        "someone sold me fake property papers in 2021, cheating case under the old IPC",
      ],
    },
    {
      article: "463",
      heading: "Forgery",
      summary:
        "Defines forgery as making a false document or electronic record with intent to cause damage, support a claim, cause parting with property or commit fraud. Now section 336(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone made a fake document in my name in 2021, was it forgery under the old IPC",
      ],
    },
    {
      article: "465",
      heading: "Punishment for forgery",
      summary: "Punishes forgery with imprisonment up to two years, fine or both. Now section 336(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the jail term for forgery under the old IPC",
      ],
    },
    {
      article: "498A",
      heading: "Husband or relative of husband of a woman subjecting her to cruelty",
      summary:
        "Punishes a husband or his relative who subjects a woman to cruelty, including harassment for dowry, with imprisonment up to three years and fine. Now sections 85 and 86 BNS." + REPEALED,
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "my in-laws harassed me for dowry in 2022, can I still file a case under the old IPC",
        "my husband was cruel to me before July 2024 in India, which law applies",
      ],
    },
    {
      article: "499",
      heading: "Defamation",
      summary:
        "Defines defamation as making or publishing an imputation intending or knowing it will harm a person's reputation, with exceptions such as truth for the public good and fair comment. Now section 356(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone spread false statements about me in 2023, was that defamation under the old IPC",
        "was truth a defence to defamation under the old IPC",
      ],
    },
    {
      article: "500",
      heading: "Punishment for defamation",
      summary: "Punishes defamation with simple imprisonment up to two years, fine or both. Now section 356(2) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the jail term for defamation under the old IPC",
      ],
    },
    {
      article: "503",
      heading: "Criminal intimidation",
      summary:
        "Defines criminal intimidation as threatening injury to a person, reputation or property to cause alarm or compel an act or omission. Now section 351(1) BNS." + REPEALED,
      topics: ["criminal", "offences"],
      situations: [
        "someone threatened to harm me in 2022, was that criminal intimidation under the old IPC",
      ],
    },
    {
      article: "506",
      heading: "Punishment for criminal intimidation",
      summary:
        "Punishes criminal intimidation with up to two years, fine or both, and up to seven years where the threat is of death, grievous hurt, fire or a serious offence. Now section 351(2) and (3) BNS." + REPEALED,
      topics: ["criminal", "punishment"],
      situations: [
        "what was the punishment under the old IPC for threatening to kill someone in 2023",
      ],
    },
  ],
};
