import type { InstrumentInput } from "../../schema";

/** Bharatiya Nyaya Sanhita, 2023 (Act No. 45 of 2023), in force from 1 July 2024; replaces the Indian Penal Code, 1860. */
export const inBns2023: InstrumentInput = {
  source_id: "in-bns-2023",
  title: "The Bharatiya Nyaya Sanhita, 2023",
  short_names: ["BNS", "Bharatiya Nyaya Sanhita", "BNS 2023", "Act No. 45 of 2023"],
  jurisdiction: "IN",
  kind: "code",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/20062",
  date: "2023-12-25",
  provisions: [
    {
      article: "1",
      heading: "Short title, commencement and application",
      summary:
        "Names the Sanhita, which came into force on 1 July 2024, and applies it to offences committed in India and to specified offences committed outside India by citizens and others.",
      topics: ["criminal", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms used throughout the Sanhita, including act, child, counterfeit, Court, dishonestly, document (including electronic and digital records), fraudulently, gender, good faith, injury, movable property, offence, public servant, valuable security and wrongful gain or loss.",
      topics: ["definitions", "criminal"],
    },
    {
      article: "3",
      heading: "General explanations",
      summary:
        "Sets general rules of interpretation, such as reading definitions subject to the general exceptions, liability for acts done by several persons in furtherance of common intention, and treatment of acts partly done by several means.",
      topics: ["criminal"],
    },
    {
      article: "4",
      heading: "Punishments",
      summary:
        "Lists the punishments offenders are liable to: death, imprisonment for life, rigorous or simple imprisonment, forfeiture of property, fine and, newly, community service. Replaces section 53 IPC.",
      topics: ["criminal", "punishment"],
      situations: ["what punishments can a criminal court give", "community service as a punishment"],
    },
    {
      article: "61",
      heading: "Criminal conspiracy",
      summary:
        "Defines criminal conspiracy as an agreement between two or more persons to do an illegal act or a legal act by illegal means, and punishes it according to the gravity of the offence agreed upon. Replaces sections 120A and 120B IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: ["two people agreed to commit a crime together", "criminal conspiracy charge"],
    },
    {
      article: "63",
      heading: "Rape",
      summary:
        "Defines rape by reference to acts done against a woman's will or without her consent, with consent obtained by specified means, or with a woman under eighteen, subject to stated exceptions. Replaces section 375 IPC.",
      topics: ["criminal", "offences"],
      situations: [
        "what counts as rape under Indian law when there was no consent",
        "she was under eighteen, is it rape in India even if she agreed",
      ],
    },
    {
      article: "64",
      heading: "Punishment for rape",
      summary:
        "Punishes rape with rigorous imprisonment of at least ten years, extendable to life imprisonment, and fine, with enhanced punishment for aggravated categories. Replaces section 376 IPC.",
      topics: ["criminal", "punishment"],
      situations: [
        "what is the punishment for rape in India under the new criminal law",
        "what is the minimum sentence for rape under the Bharatiya Nyaya Sanhita",
      ],
    },
    {
      article: "74",
      heading: "Assault or use of criminal force to woman with intent to outrage her modesty",
      summary:
        "Punishes assault or criminal force on a woman intending or knowing it likely to outrage her modesty with imprisonment of one to five years and fine. Replaces section 354 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a man groped a woman on a crowded bus in India",
      ],
    },
    {
      article: "80",
      heading: "Dowry death",
      summary:
        "Treats the death of a woman by burns, bodily injury or unnatural circumstances within seven years of marriage, after cruelty or harassment for dowry, as dowry death punishable with at least seven years' imprisonment up to life. Replaces section 304B IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a young wife died in suspicious circumstances soon after marriage and her in-laws demanded dowry",
      ],
    },
    {
      article: "85",
      heading: "Husband or relative of husband of a woman subjecting her to cruelty",
      summary:
        "Punishes a husband or his relative who subjects a woman to cruelty with imprisonment up to three years and fine; cruelty is defined in section 86. Replaces section 498A IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "my husband and in-laws in India harass me for more dowry",
      ],
    },
    {
      article: "100",
      heading: "Culpable homicide",
      summary:
        "Defines culpable homicide as causing death by an act done with the intention of causing death or likely-fatal bodily injury, or with knowledge that the act is likely to cause death. Replaces section 299 IPC.",
      topics: ["criminal", "offences"],
      situations: [
        "someone died after I hit him, is that culpable homicide in India",
        "what is the difference between culpable homicide and murder under the new Indian law",
      ],
    },
    {
      article: "101",
      heading: "Murder",
      summary:
        "Sets out when culpable homicide amounts to murder and the exceptions (such as grave and sudden provocation and exceeding private defence) where it does not. Replaces section 300 IPC.",
      topics: ["criminal", "offences"],
      situations: ["when is killing someone murder", "killing under sudden provocation is not murder"],
    },
    {
      article: "103",
      heading: "Punishment for murder",
      summary:
        "Punishes murder with death or imprisonment for life and fine, and separately punishes murder by a group of five or more acting on grounds such as race, caste, sex or personal belief. Replaces section 302 IPC.",
      topics: ["criminal", "punishment"],
      situations: ["punishment for murder", "death penalty or life imprisonment for murder"],
    },
    {
      article: "105",
      heading: "Punishment for culpable homicide not amounting to murder",
      summary:
        "Punishes culpable homicide not amounting to murder with life imprisonment or imprisonment of five to ten years and fine where death was intended, and up to ten years or fine where only knowledge is shown. Replaces section 304 IPC.",
      topics: ["criminal", "punishment"],
      situations: [
        "what is the punishment for killing someone without intending murder in India",
        "a fight led to a death without intention to kill in India, what is the sentence",
      ],
    },
    {
      article: "106",
      heading: "Causing death by negligence",
      summary:
        "Punishes causing death by a rash or negligent act not amounting to culpable homicide, with a lower maximum for registered medical practitioners and a higher one for rash or negligent driving followed by fleeing without reporting. Replaces section 304A IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a driver in India killed someone through careless driving",
      ],
    },
    {
      article: "109",
      heading: "Attempt to murder",
      summary:
        "Punishes acts done with intention or knowledge that would amount to murder if death resulted, with up to ten years and fine, or life imprisonment if hurt is caused. Replaces section 307 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "what is the punishment for attempted murder in India",
        "someone tried to kill me in Delhi, what offence is that",
      ],
    },
    {
      article: "111",
      heading: "Organised crime",
      summary:
        "Creates the offence of organised crime: continuing unlawful activity such as kidnapping, extortion, land grabbing, contract killing, economic offences and cyber-crimes by crime syndicates, with severe punishments up to death where death results.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a gang in India is running extortion and land grabbing, is that organised crime",
        "what is the punishment for organised crime under the BNS",
      ],
    },
    {
      article: "113",
      heading: "Terrorist act",
      summary:
        "Creates the general-law offence of a terrorist act threatening the unity, integrity, sovereignty, security or economic security of India or striking terror, with punishment up to death where death results.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "what counts as a terrorist act under the new Indian criminal law",
        "what is the punishment for terrorism under India's new penal law",
      ],
    },
    {
      article: "115",
      heading: "Voluntarily causing hurt",
      summary:
        "Defines voluntarily causing hurt and punishes it with imprisonment up to one year, fine up to ten thousand rupees, or both. Replaces sections 321 and 323 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone in India hit me in a fight and injured me",
      ],
    },
    {
      article: "118",
      heading: "Voluntarily causing hurt or grievous hurt by dangerous weapons or means",
      summary:
        "Punishes voluntarily causing hurt or grievous hurt with dangerous weapons or means such as instruments for shooting, stabbing or cutting, fire, poison or explosives, with higher punishment for grievous hurt. Replaces sections 324 and 326 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: ["someone attacked me with a knife", "causing injury with a dangerous weapon"],
    },
    {
      article: "152",
      heading: "Act endangering sovereignty, unity and integrity of India",
      summary:
        "Punishes acts, including by words, signs, electronic communication or financial means, that excite secession, armed rebellion or subversive activities or endanger India's sovereignty, unity and integrity; its constitutional validity is under challenge as a successor to the sedition offence.",
      topics: ["criminal", "offences"],
      situations: [
        "can I be charged for speeches encouraging secession in India, what replaced sedition",
        "is there still a sedition offence in India under the new criminal law",
      ],
    },
    {
      article: "303",
      heading: "Theft",
      summary:
        "Defines theft as dishonestly taking movable property out of another's possession without consent, and punishes it with up to three years, fine or both, with higher minimums on repeat conviction and community service for certain small first-time thefts. Replaces sections 378 and 379 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone stole my phone in India; which offence is that",
      ],
    },
    {
      article: "304",
      heading: "Snatching",
      summary:
        "Creates a specific offence of snatching, where theft is committed by suddenly or quickly seizing or grabbing movable property from a person or their possession, punishable with up to three years and fine.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a thief on a motorbike snatched my chain in India",
      ],
    },
    {
      article: "308",
      heading: "Extortion",
      summary:
        "Defines extortion as intentionally putting a person in fear of injury to dishonestly induce delivery of property or valuable security, and punishes it with imprisonment and fine graded by the kind of threat. Replaces sections 383 to 389 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone in India is threatening me to make me pay money",
      ],
    },
    {
      article: "309",
      heading: "Robbery",
      summary:
        "Defines robbery as theft or extortion accompanied by causing or threatening death, hurt or wrongful restraint, and punishes it with rigorous imprisonment up to ten years and fine, more on highways at night. Replaces sections 390 and 392 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: ["robbed at knifepoint", "theft with threats of violence"],
    },
    {
      article: "314",
      heading: "Dishonest misappropriation of property",
      summary:
        "Punishes dishonestly misappropriating or converting movable property to one's own use with imprisonment of six months to two years and fine. Replaces section 403 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone in India found my wallet and kept the money",
      ],
    },
    {
      article: "316",
      heading: "Criminal breach of trust",
      summary:
        "Defines criminal breach of trust by a person entrusted with property or dominion over it, and punishes it with graded imprisonment, higher for carriers, clerks or servants, and public servants, bankers, agents and the like. Replaces sections 405 to 409 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "a person I trusted in India with my money spent it on himself",
      ],
    },
    {
      article: "318",
      heading: "Cheating",
      summary:
        "Defines cheating as deceiving a person fraudulently or dishonestly to induce delivery of property or an act or omission causing harm, and punishes it, including cheating that dishonestly induces delivery of property, with up to seven years and fine. Replaces sections 415, 417, 418 and 420 IPC.",
      topics: ["criminal", "offences", "punishment", "cheating"],
      situations: [
        "someone in India tricked me into paying for goods that never existed",
      ],
    },
    {
      article: "319",
      heading: "Cheating by personation",
      summary:
        "Defines cheating by pretending to be another person or knowingly substituting one person for another, and punishes it with up to five years, fine or both. Replaces sections 416 and 419 IPC.",
      topics: ["criminal", "offences", "punishment", "cheating"],
      situations: [
        "a fraudster pretended to be my relative in India to get money from me",
      ],
    },
    {
      article: "324",
      heading: "Mischief",
      summary:
        "Defines mischief as causing destruction or damage to property with intent or knowledge of causing wrongful loss, and punishes it with imprisonment or fine graded by the loss caused. Replaces sections 425 to 427 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "my neighbour in India deliberately damaged my car",
      ],
    },
    {
      article: "336",
      heading: "Forgery",
      summary:
        "Defines forgery as making a false document or electronic record with intent to cause damage, support a claim, cause parting with property or commit fraud, and punishes it with up to two years, more where the purpose is cheating or harming reputation. Replaces sections 463, 465, 468 and 469 IPC (making a false document, IPC section 464, is now section 335).",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone forged my signature on a document in India",
      ],
    },
    {
      article: "344",
      heading: "Falsification of accounts",
      summary:
        "Punishes clerks, officers or servants who wilfully and with intent to defraud destroy, alter or falsify books, electronic records or accounts of their employer, with up to seven years, fine or both. Replaces section 477A IPC.",
      topics: ["criminal", "offences", "books-and-records"],
      situations: ["an employee falsified the company's accounts", "staff member altering account books to cheat the employer"],
    },
    {
      article: "351",
      heading: "Criminal intimidation",
      summary:
        "Defines criminal intimidation as threatening injury to a person, reputation or property to cause alarm or compel an act, and punishes it with up to two years, fine or both, and up to seven years for threats of death, grievous hurt or similar. Replaces sections 503 and 506 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone in India threatened to harm me and my family",
      ],
    },
    {
      article: "352",
      heading: "Intentional insult with intent to provoke breach of peace",
      summary:
        "Punishes intentionally insulting a person to provoke a breach of the peace or another offence with up to two years, fine or both. Replaces section 504 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: ["someone insulted me to provoke a fight", "insult intended to break the peace"],
    },
    {
      article: "356",
      heading: "Defamation",
      summary:
        "Defines defamation as making or publishing an imputation intending or knowing it will harm a person's reputation, subject to listed exceptions such as truth for the public good and fair comment, and punishes it with simple imprisonment up to two years, fine, or community service. Replaces sections 499 to 502 IPC.",
      topics: ["criminal", "offences", "punishment"],
      situations: [
        "someone spread false stories about me in India and ruined my reputation",
      ],
    },
    {
      article: "358",
      heading: "Repeal and savings",
      summary:
        "Repeals the Indian Penal Code, 1860 while saving its previous operation, including offences committed, penalties incurred and investigations and proceedings begun before 1 July 2024, which continue under the IPC.",
      topics: ["criminal", "scope"],
      situations: [
        "the offence happened before July 2024 in India, does the old IPC apply or the BNS",
        "is the Indian Penal Code repealed, and what happens to pending IPC cases",
      ],
    },
    {
      article: "69",
      heading: "Sexual intercourse by employing deceitful means, etc",
      summary:
        "Punishes, with up to ten years' imprisonment and a fine, sexual intercourse not amounting to rape obtained by deceitful means or a promise to marry made with no intention of keeping it; deceitful means include false promises of a job or promotion and marrying while suppressing identity.",
      topics: ["criminal", "offences", "sexual-offences"],
      situations: ["he promised to marry me, slept with me and then disappeared", "someone hid his real identity to marry me"],
    },
    {
      article: "75",
      heading: "Sexual harassment",
      summary:
        "Makes it an offence for a man to make unwelcome physical contact and explicit sexual advances, demand sexual favours, show pornography to a woman against her will (up to three years' rigorous imprisonment and/or fine), or make sexually coloured remarks (up to one year and/or fine).",
      topics: ["criminal", "offences", "harassment", "sexual-offences"],
      situations: ["a man at work keeps making sexual comments to me; is that a crime", "my neighbour showed me porn against my will"],
    },
    {
      article: "77",
      heading: "Voyeurism",
      summary:
        "Punishes watching or capturing images of a woman doing a private act where she expects not to be observed, or spreading such images, with one to three years' imprisonment and a fine on first conviction and three to seven years on repeat; sharing images she consented to be taken but not shared is also covered.",
      topics: ["criminal", "offences", "privacy", "online-safety", "sexual-offences"],
      situations: [
        "my ex is sharing private pictures I allowed him to take",
        "someone secretly filmed me in a changing room",
      ],
    },
    {
      article: "78",
      heading: "Stalking",
      summary:
        "A man commits stalking by repeatedly following or contacting a woman despite clear disinterest, or monitoring her internet, email or electronic communications, subject to defences for law enforcement, legal duty or reasonable conduct; punishable with up to three years and a fine on first conviction and up to five years on repeat.",
      topics: ["criminal", "offences", "harassment", "online-safety"],
      situations: ["a man keeps following me and messaging me though I told him to stop", "someone is tracking my online activity"],
    },
    {
      article: "79",
      heading: "Word, gesture or act intended to insult modesty of a woman",
      summary:
        "Punishes words, sounds, gestures or exhibited objects intended to insult a woman's modesty, or intruding on her privacy, with simple imprisonment up to three years and a fine.",
      topics: ["criminal", "offences", "harassment"],
      situations: ["a man made obscene gestures at me on the street", "someone keeps calling me and making lewd sounds"],
    },
    {
      article: "82",
      heading: "Marrying again during lifetime of husband or wife",
      summary:
        "Marrying again while a spouse is alive, where the second marriage is void for that reason, is punishable with up to seven years and a fine (up to ten years if the earlier marriage was concealed), except where the earlier marriage was declared void or the spouse has been absent and unheard of for seven years and this was disclosed.",
      topics: ["criminal", "offences", "marriage", "family"],
      situations: ["my husband secretly married another woman", "is bigamy a crime in India"],
    },
    {
      article: "86",
      heading: "Cruelty defined",
      summary:
        "For the offence of cruelty by a husband or his relatives, cruelty means wilful conduct likely to drive a woman to suicide or gravely endanger her life, limb or mental or physical health, or harassing her to coerce her or her relatives to meet unlawful demands for property or valuable security.",
      topics: ["criminal", "family", "domestic-violence", "dowry"],
      situations: ["my in-laws harass me for money from my parents; is that cruelty", "what counts as cruelty by husband under the new criminal law"],
    },
    {
      article: "108",
      heading: "Abetment of suicide",
      summary: "Whoever abets the commission of suicide by any person is punishable with imprisonment up to ten years and a fine.",
      topics: ["criminal", "offences"],
      situations: ["my brother took his life after his boss harassed him; can the boss be charged", "my sister ended her life after her husband's constant abuse; can he be prosecuted"],
    },
    {
      article: "117",
      heading: "Voluntarily causing grievous hurt",
      summary:
        "Voluntarily causing grievous hurt (intending or knowing it likely) is punishable with up to seven years and a fine, at least ten years up to life where it causes permanent disability or a persistent vegetative state, and every member of a group of five or more who cause grievous hurt on grounds such as race, caste, sex, language or belief is guilty of the offence.",
      topics: ["criminal", "offences", "assault"],
      situations: ["a man broke my arm in a fight", "what sentence applies when someone causes a serious injury"],
    },
    {
      article: "126",
      heading: "Wrongful restraint",
      summary:
        "Voluntarily obstructing a person from going where they have a right to go is wrongful restraint, punishable with simple imprisonment up to one month, a fine up to Rs 5,000, or both; good-faith obstruction of a private way one believes one may lawfully obstruct is excepted.",
      topics: ["criminal", "offences"],
      situations: ["my neighbour blocked the path to my house", "someone stopped me from leaving a shop"],
    },
    {
      article: "127",
      heading: "Wrongful confinement",
      summary:
        "Restraining a person so they cannot go beyond certain limits is wrongful confinement, punishable with up to one year and/or a fine up to Rs 5,000, with longer terms for confinement of three days or ten days or more.",
      topics: ["criminal", "offences"],
      situations: ["my employer locked me in the factory", "my in-laws locked me in a room for days"],
    },
    {
      article: "137",
      heading: "Kidnapping",
      summary:
        "Defines kidnapping from India (taking a person out of India without lawful consent) and from lawful guardianship (taking or enticing a child or person of unsound mind away from their lawful guardian without consent), punishable with up to seven years and a fine; a good-faith belief of lawful custody is an exception.",
      topics: ["criminal", "offences", "children", "custody"],
      situations: ["my ex took our child abroad without my consent; is that kidnapping", "someone lured a teenager away from her parents"],
    },
    {
      article: "194",
      heading: "Affray",
      summary: "Two or more persons fighting in a public place and disturbing the public peace commit an affray, punishable with up to one month's imprisonment, a fine up to Rs 1,000, or both.",
      topics: ["criminal", "offences", "public-order"],
      situations: ["I got into a fight on the street; what offence is that", "two groups fought in the market and disturbed everyone"],
    },
    {
      article: "281",
      heading: "Rash driving or riding on a public way",
      summary: "Driving or riding on a public way so rashly or negligently as to endanger human life or be likely to cause hurt is punishable with up to six months' imprisonment, a fine up to Rs 1,000, or both.",
      topics: ["criminal", "offences", "traffic"],
      situations: ["a car was racing dangerously through our lane", "what is the crime for rash driving in India"],
    },
    {
      article: "329",
      heading: "Criminal trespass and house-trespass",
      summary:
        "Entering or unlawfully remaining on property possessed by another with intent to commit an offence or to intimidate, insult or annoy is criminal trespass (up to three months and/or Rs 5,000 fine); doing so in a dwelling, place of worship or place for custody of property is house-trespass (up to one year and/or Rs 5,000).",
      topics: ["criminal", "offences", "property"],
      situations: ["my relative entered my flat without permission to threaten me", "someone keeps coming onto my land to harass me"],
    },
    {
      article: "331",
      heading: "Punishment for house-trespass or house-breaking",
      summary:
        "Lurking house-trespass or house-breaking is punishable with up to two years and a fine, three years if after sunset and before sunrise, and more where done to commit an offence such as theft (up to ten years, or fourteen at night).",
      topics: ["criminal", "offences", "property", "theft"],
      situations: ["burglars broke into my house at night", "what is the punishment for breaking into a home"],
    },
    {
      article: "335",
      heading: "Making a false document",
      summary:
        "A person makes a false document or electronic record by dishonestly or fraudulently making, signing, sealing or altering one to make it appear made by or with authority of someone who did not, by altering a document after execution, or by getting someone to sign who cannot know its contents.",
      topics: ["criminal", "offences", "fraud"],
      situations: ["someone forged my signature on a sale deed", "my partner altered a contract after I signed it"],
    },
  ],
};
