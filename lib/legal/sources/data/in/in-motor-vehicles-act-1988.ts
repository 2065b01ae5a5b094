import type { InstrumentInput } from "../../schema";

export const inMotorVehiclesAct1988: InstrumentInput = {
  source_id: "in-motor-vehicles-act-1988",
  title: "The Motor Vehicles Act, 1988 (Act No. 59 of 1988)",
  short_names: ["Motor Vehicles Act, 1988", "Motor Vehicles Act 1988", "MV Act"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/1798",
  date: "1988-10-14",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "3",
      heading: "Necessity for driving licence",
      summary:
        "No one may drive a motor vehicle in a public place without an effective driving licence authorising them to drive that vehicle, and a transport vehicle needs a licence specifically endorsed for it (except hired motor cabs or motorcycles for own use).",
      topics: ["traffic", "licensing", "offences"],
      situations: ["can I drive in India on an expired licence", "do I need a special licence to drive a commercial vehicle"],
    },
    {
      article: "4",
      heading: "Age limit in connection with driving of motor vehicles",
      summary:
        "No one under eighteen may drive a motor vehicle in a public place, except a motorcycle of up to 50cc from sixteen, and no one under twenty may drive a transport vehicle; licences are issued only to those eligible by age.",
      topics: ["traffic", "licensing", "children"],
      situations: ["at what age can my son get a driving licence", "can a 16 year old ride a scooter in India"],
    },
    {
      article: "5",
      heading: "Responsibility of owners of motor vehicles for contravention of sections 3 and 4",
      summary: "An owner or person in charge of a vehicle must not cause or permit anyone without a valid licence, or who is under age, to drive it.",
      topics: ["traffic", "licensing", "liability"],
      situations: ["I let my friend without a licence drive my car; am I in trouble", "my driver had no valid licence when he crashed my car"],
    },
    {
      article: "39",
      heading: "Necessity for registration",
      summary:
        "No one may drive, and no owner may allow to be driven, a motor vehicle in any place unless it is registered, the registration certificate is not suspended or cancelled and the vehicle displays its registration mark, with limited exceptions for dealers.",
      topics: ["traffic", "registration"],
      situations: ["can I drive my new car home before it is registered", "can I drive a car with an expired registration certificate"],
    },
    {
      article: "129",
      heading: "Wearing of protective headgear",
      summary:
        "Everyone over four years old driving, riding or carried on a motorcycle in a public place must wear a securely fastened helmet meeting prescribed standards; Sikhs wearing a turban are exempt.",
      topics: ["traffic", "safety"],
      situations: ["does the pillion rider have to wear a helmet", "is a helmet required for my child on the bike"],
    },
    {
      article: "134",
      heading: "Duty of driver in case of accident and injury to a person",
      summary:
        "After an accident injuring a person or damaging third-party property, the driver must take reasonable steps to get the injured medical help (doctors must treat without waiting for formalities), give information to police or report to the nearest police station within twenty-four hours, and inform the insurer in writing.",
      topics: ["traffic", "accidents", "insurance"],
      situations: [
        "I hit someone with my car; what am I legally required to do",
        "do I have to report a minor road accident to the police",
        "the hospital refused to treat an accident victim until police came",
      ],
    },
    {
      article: "134A",
      heading: "Protection of Good Samaritans",
      summary:
        "A person who in good faith, voluntarily and without expecting reward gives emergency care or help at an accident scene, or takes the victim to hospital, is not liable in civil or criminal proceedings for injury or death caused by their negligence in helping.",
      topics: ["traffic", "accidents", "liability"],
      situations: ["if I take an injured stranger to hospital, can police harass me", "can I be sued for trying to help at a road accident"],
    },
    {
      article: "146",
      heading: "Necessity for insurance against third party risk",
      summary:
        "No one may use, or allow anyone else to use, a motor vehicle in a public place without an insurance policy covering third-party risks as the Act requires (plus public liability insurance for hazardous goods), subject to exemptions for certain government vehicles.",
      topics: ["traffic", "insurance"],
      situations: ["is third party insurance compulsory in India", "my car insurance lapsed; can I still drive"],
    },
    {
      article: "161",
      heading: "Special provisions as to compensation in case of hit and run motor accident",
      summary:
        "The Central Government pays fixed compensation under a scheme for hit-and-run accidents: Rs 2 lakh (or a higher prescribed amount) for a death and Rs 50,000 (or more as prescribed) for grievous hurt.",
      topics: ["traffic", "accidents", "compensation"],
      situations: ["my father was killed by a vehicle that drove off; what compensation is available", "the vehicle that hit me was never traced"],
    },
    {
      article: "164",
      heading: "Payment of compensation in case of death or grevious hurt, etc",
      summary:
        "The vehicle owner or insurer must pay fixed no-fault compensation of Rs 5 lakh for death or Rs 2.5 lakh for grievous hurt from a motor accident, without the claimant proving negligence; compensation paid under any other law is deducted.",
      topics: ["traffic", "accidents", "compensation", "insurance"],
      situations: ["do I have to prove the driver was at fault to get accident compensation", "what fixed amount is paid for a death in a road accident"],
    },
    {
      article: "166",
      heading: "Application for compensation",
      summary:
        "The injured person, property owner, legal representatives of a deceased victim or their agent may apply to the Motor Accidents Claims Tribunal where the accident occurred or where the claimant or defendant resides, within six months of the accident; the injured person's claim survives to legal representatives.",
      topics: ["traffic", "accidents", "compensation", "limitation"],
      situations: [
        "how long do I have to file a motor accident claim",
        "where do I file a claim for my husband's death in a road accident",
      ],
    },
    {
      article: "181",
      heading: "Driving vehicles in contravention of section 3 or section 4",
      summary: "Driving without a valid licence or while under age is punishable with up to three months' imprisonment, a fine of Rs 5,000, or both.",
      topics: ["traffic", "offences", "licensing"],
      situations: ["what is the fine for driving without a licence", "my 16 year old was caught driving a car; what is the fine"],
    },
    {
      article: "184",
      heading: "Driving dangerously",
      summary:
        "Driving at a speed or in a manner dangerous to the public, including jumping red lights, using a handheld phone, illegal overtaking or driving against traffic, is punishable for a first offence with six months to one year's imprisonment and/or a fine of Rs 1,000 to 5,000, and more for repeat offences.",
      topics: ["traffic", "offences"],
      situations: ["is using my phone while driving a crime in India", "what is the punishment for jumping a red light"],
    },
    {
      article: "185",
      heading: "Driving by a drunken person or by a person under the influence of drugs",
      summary:
        "Driving or attempting to drive with more than 30 mg of alcohol per 100 ml of blood, or under the influence of drugs so as to lack proper control, is punishable with up to six months' imprisonment and/or a Rs 10,000 fine for a first offence and up to two years and/or Rs 15,000 for repeat offences.",
      topics: ["traffic", "offences"],
      situations: ["what is the legal alcohol limit for driving in India", "what happens if I am caught drunk driving twice"],
    },
    {
      article: "194B",
      heading: "Use of safety belts and the seating of children",
      summary:
        "Driving without a seat belt or carrying passengers not wearing seat belts, or driving with a child under fourteen not secured by a seat belt or child restraint, attracts a fine of Rs 1,000.",
      topics: ["traffic", "safety", "children"],
      situations: ["do rear seat passengers have to wear seat belts", "is a child seat compulsory in India"],
    },
    {
      article: "196",
      heading: "Driving uninsured vehicle",
      summary: "Driving or allowing a vehicle to be driven without the compulsory insurance is punishable with up to three months' imprisonment and/or a fine of Rs 2,000 (Rs 4,000 for a subsequent offence).",
      topics: ["traffic", "offences", "insurance"],
      situations: ["what is the penalty for driving without insurance", "police stopped me and my insurance had lapsed"],
    },
    {
      article: "199A",
      heading: "Offences by juveniles",
      summary:
        "When a juvenile commits a motor vehicle offence, the guardian or vehicle owner is deemed guilty unless they show lack of knowledge or due diligence, faces up to three years' imprisonment and a Rs 25,000 fine, the vehicle's registration is cancelled for twelve months, and the juvenile cannot get a licence until twenty-five.",
      topics: ["traffic", "offences", "children", "liability"],
      situations: ["my 15 year old took the car and was caught; am I liable", "what happens to parents if a minor drives"],
    },
  ],
};
