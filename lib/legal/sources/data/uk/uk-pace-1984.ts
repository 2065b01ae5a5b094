import type { InstrumentInput } from "../../schema";

export const ukPace1984: InstrumentInput = {
  source_id: "uk-pace-1984",
  title: "Police and Criminal Evidence Act 1984 (1984 c. 60)",
  short_names: ["Police and Criminal Evidence Act 1984", "PACE", "PACE 1984"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1984/60/contents",
  date: "1984-10-31",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Power of constable to stop and search persons, vehicles etc.",
      summary:
        "A constable in a public place may stop and search a person or vehicle for stolen or prohibited articles (such as offensive weapons, articles for burglary or theft, bladed articles, fireworks) only if they have reasonable grounds for suspecting they will find them, and may seize what is found. Applies in England and Wales.",
      topics: ["criminal-procedure", "police-powers", "stop-and-search"],
      situations: [
        "can the police search me in the street without a reason",
        "police stopped and searched my car; did they need grounds",
        "what can police look for when they stop and search someone",
      ],
    },
    {
      article: "2",
      heading: "Provisions relating to search under section 1 and other powers",
      summary:
        "Before a stop and search the officer must take reasonable steps to give their name and station, the object and grounds of the search, and tell the person of the right to a record; a person may not be required to remove more than an outer coat, jacket and gloves in public.",
      topics: ["criminal-procedure", "police-powers", "stop-and-search"],
      situations: [
        "the officer who searched me would not say why or give his name",
        "can police make me take my clothes off in the street",
      ],
    },
    {
      article: "8",
      heading: "Power of justice of the peace to authorise entry and search of premises",
      summary:
        "A justice of the peace may issue a search warrant for premises on a constable's application where there are reasonable grounds to believe an indictable offence has been committed and relevant material likely to be of substantial value as evidence is on the premises, and entry without a warrant is impracticable or would frustrate the search.",
      topics: ["criminal-procedure", "police-powers", "search-and-seizure"],
      situations: [
        "police turned up with a warrant to search my home",
        "how do police get a search warrant in England",
      ],
    },
    {
      article: "17",
      heading: "Entry for purpose of arrest etc.",
      summary:
        "A constable may enter and search premises without a warrant to execute a warrant, arrest a person for an indictable offence or certain other offences, recapture an escaped person, or save life or limb or prevent serious damage to property, but only with reasonable grounds to believe the person sought is there.",
      topics: ["criminal-procedure", "police-powers", "arrest", "search-and-seizure"],
      situations: [
        "police forced their way into my flat without a warrant",
        "can police enter my house to arrest someone",
      ],
    },
    {
      article: "18",
      heading: "Entry and search after arrest",
      summary:
        "A constable may enter and search premises occupied or controlled by a person arrested for an indictable offence if they reasonably suspect evidence of that or a connected offence is there, normally with an inspector's written authorisation.",
      topics: ["criminal-procedure", "police-powers", "search-and-seizure"],
      situations: [
        "after my son was arrested police searched his bedroom",
        "can police search my house after arresting me",
      ],
    },
    {
      article: "19",
      heading: "General power of seizure etc.",
      summary:
        "A constable lawfully on premises may seize anything they reasonably believe was obtained by an offence or is evidence of an offence, where seizure is needed to prevent it being concealed, lost, damaged or destroyed, including requiring electronic information to be produced in a visible, legible form.",
      topics: ["criminal-procedure", "police-powers", "search-and-seizure"],
      situations: [
        "police took my laptop during a search",
        "can police keep my phone as evidence",
      ],
    },
    {
      article: "24",
      heading: "Arrest without warrant: constables",
      summary:
        "A constable may arrest without a warrant anyone about to commit, committing, or reasonably suspected of having committed an offence, but only if they reasonably believe arrest is necessary for a listed reason, such as to establish the person's name or address, prevent harm or damage, protect a child or vulnerable person, allow prompt and effective investigation, or prevent disappearance.",
      topics: ["criminal-procedure", "arrest", "police-powers"],
      situations: [
        "can the cops arrest me without a warrant",
        "can police arrest me without a warrant",
        "police arrested me when they could have just interviewed me; was that lawful",
        "when can the police arrest me in England",
        "the police arrested me on suspicion, was it lawful",
      ],
    },
    {
      article: "24A",
      heading: "Arrest without warrant: other persons",
      summary:
        "A person other than a constable (a citizen's arrest) may arrest without warrant someone committing, or who has committed or is reasonably suspected of, an indictable offence, only where it is not reasonably practicable for a constable to do it and arrest is necessary to prevent injury, damage, loss or the person making off.",
      topics: ["criminal-procedure", "arrest"],
      situations: [
        "can a shop security guard detain a shoplifter",
        "can I make a citizen's arrest in England",
      ],
    },
    {
      article: "28",
      heading: "Information to be given on arrest",
      summary:
        "A person arrested must be told that they are under arrest, and the grounds for it, as soon as practicable, even if the fact or grounds are obvious.",
      topics: ["criminal-procedure", "arrest"],
      situations: [
        "the police grabbed me and wouldn't say why I was being arrested",
        "police arrested me without telling me why",
        "do police have to tell you the reason for an arrest",
      ],
    },
    {
      article: "37",
      heading: "Duties of custody officer before charge",
      summary:
        "At the police station the custody officer decides whether there is enough evidence to charge; if not, the person must be released (on bail or not) unless detention is necessary to secure or preserve evidence or to obtain it by questioning, with written grounds recorded.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "why is my husband still being held at the police station without charge",
        "what happens after I am brought to the police station",
      ],
    },
    {
      article: "40",
      heading: "Review of police detention",
      summary:
        "The detention of a person held at a police station must be periodically reviewed: before charge by an officer of at least inspector rank, first within six hours and then at intervals of not more than nine hours.",
      topics: ["criminal-procedure", "detention"],
      situations: [
        "how often must police review whether they keep holding me",
        "who reviews my detention at the police station",
      ],
    },
    {
      article: "41",
      heading: "Limits on period of detention without charge",
      summary:
        "A person may not be kept in police detention for more than 24 hours from the relevant time without being charged, subject to extension by a superintendent (to 36 hours for indictable offences) or a warrant of further detention from magistrates.",
      topics: ["criminal-procedure", "detention"],
      situations: [
        "how long can the police keep me at the station without charging me",
        "how long can police hold me without charge in England",
        "my son has been in custody for a day without charge",
        "how long can I be held in a police cell without charge in the UK",
      ],
    },
    {
      article: "42",
      heading: "Authorisation of continued detention",
      summary:
        "An officer of superintendent rank or above may authorise detention beyond 24 hours up to 36 hours for an indictable offence where needed to secure or obtain evidence and the investigation is conducted diligently and expeditiously, after letting the person or solicitor make representations.",
      topics: ["criminal-procedure", "detention"],
      situations: [
        "police extended my detention to 36 hours; can they do that",
        "can a superintendent authorise keeping me longer in custody",
      ],
    },
    {
      article: "43",
      heading: "Warrants of further detention",
      summary:
        "Magistrates may issue a warrant of further detention for up to 36 more hours on a police application on oath where further detention is justified, and may extend it, with an overall limit of 96 hours from the relevant time.",
      topics: ["criminal-procedure", "detention"],
      situations: [
        "what is the maximum time police can hold someone without charge",
        "police applied to magistrates to keep me beyond 36 hours",
      ],
    },
    {
      article: "54",
      heading: "Searches of detained persons",
      summary:
        "The custody officer must ascertain what a detained person has with them and may search them to do so, seizing items that could be used to cause harm, damage property, interfere with evidence or escape, or that may be evidence.",
      topics: ["criminal-procedure", "detention", "police-powers"],
      situations: [
        "police took my belongings when I was booked into custody",
        "can custody officers search me at the police station",
      ],
    },
    {
      article: "56",
      heading: "Right to have someone informed when arrested",
      summary:
        "A person arrested and held at a police station is entitled, on request, to have a friend, relative or other person told of the arrest and where they are held, as soon as practicable; delay is allowed only for an indictable offence on an inspector's authority and for listed reasons, up to 36 hours.",
      topics: ["criminal-procedure", "arrest", "detention"],
      situations: [
        "can I let my family know the police have locked me up",
        "can I tell my family I have been arrested",
        "police would not let me call anyone after my arrest",
      ],
    },
    {
      article: "58",
      heading: "Access to legal advice",
      summary:
        "A person arrested and held in custody is entitled, on request, to consult a solicitor privately at any time; delay is permitted only for an indictable offence on a superintendent's authority for listed reasons and never beyond 36 hours.",
      topics: ["criminal-procedure", "legal-advice", "detention"],
      situations: [
        "the police are questioning me, can I talk to a lawyer first",
        "do I get a free lawyer at the police station",
        "police said I could not speak to a solicitor yet",
      ],
    },
    {
      article: "61",
      heading: "Finger-printing",
      summary:
        "Sets when a person's fingerprints may be taken without consent, for example on arrest for or charge with a recordable offence, on conviction, or to confirm identity, and requires the person to be told the reason.",
      topics: ["criminal-procedure", "police-powers", "biometrics"],
      situations: [
        "can the police take my fingerprints without my agreement",
        "when can police take fingerprints from someone arrested",
      ],
    },
    {
      article: "76",
      heading: "Confessions",
      summary:
        "A confession may be given in evidence against the accused unless the prosecution cannot prove beyond reasonable doubt that it was not obtained by oppression, or by anything said or done likely to make it unreliable; facts discovered as a result remain admissible.",
      topics: ["criminal-procedure", "evidence", "confessions"],
      situations: [
        "I confessed because police threatened me; can it be used",
        "my confession was made when I was not thinking straight",
      ],
    },
    {
      article: "78",
      heading: "Exclusion of unfair evidence",
      summary:
        "A court may refuse to allow prosecution evidence if, having regard to all the circumstances including how it was obtained, admitting it would have such an adverse effect on the fairness of the proceedings that it ought not to be admitted.",
      topics: ["criminal-procedure", "evidence", "fair-trial"],
      situations: [
        "the police broke the rules to get evidence against me; can it be excluded",
        "the police tricked me into an interview; can the evidence be thrown out",
      ],
    },
    {
      article: "117",
      heading: "Power of constable to use reasonable force",
      summary:
        "Where the Act gives a constable a power that does not require anyone's consent, the constable may use reasonable force, if necessary, in exercising it.",
      topics: ["criminal-procedure", "police-powers"],
      situations: [
        "can police use force when searching or arresting someone",
        "police pushed me to the ground while arresting me",
      ],
    },
  ],
};
