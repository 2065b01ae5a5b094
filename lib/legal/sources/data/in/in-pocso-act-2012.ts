import type { InstrumentInput } from "../../schema";

export const inPocsoAct2012: InstrumentInput = {
  source_id: "in-pocso-act-2012",
  title: "The Protection of Children from Sexual Offences Act, 2012 (Act No. 32 of 2012)",
  short_names: ["Protection of Children from Sexual Offences Act, 2012", "POCSO Act", "POCSO"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2079",
  date: "2012-06-19",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines terms used in the Act, including a child as any person below eighteen years of age, and child pornography as any visual depiction of sexually explicit conduct involving a child, including realistic computer-generated images.",
      topics: ["children", "criminal", "definitions"],
      situations: ["is a 17 year old a child under POCSO", "does POCSO apply if the victim is a boy"],
    },
    {
      article: "4",
      heading: "Punishment for penetrative sexual assault",
      summary:
        "Penetrative sexual assault on a child is punishable with at least ten years' imprisonment up to life and a fine, and on a child below sixteen with at least twenty years up to imprisonment for the rest of natural life; the fine goes to the victim's medical and rehabilitation costs.",
      topics: ["children", "criminal", "offences", "sexual-offences"],
      situations: ["what is the punishment for raping a minor under POCSO", "a teenager was raped by a neighbour; what sentence applies"],
    },
    {
      article: "7",
      heading: "Sexual assault",
      summary:
        "Defines sexual assault as touching the vagina, penis, anus or breast of a child, or making a child touch those of another, with sexual intent, or any other act with sexual intent involving physical contact without penetration.",
      topics: ["children", "criminal", "offences", "sexual-offences"],
      situations: ["a teacher touched my daughter inappropriately", "what counts as sexual assault of a child"],
    },
    {
      article: "8",
      heading: "Punishment for sexual assault",
      summary: "Sexual assault on a child is punishable with imprisonment of three to five years and a fine.",
      topics: ["children", "criminal", "offences", "sexual-offences"],
      situations: ["what sentence does a person get for groping a child", "a man touched a child inappropriately on a bus"],
    },
    {
      article: "11",
      heading: "Sexual harassment",
      summary:
        "A person sexually harasses a child when, with sexual intent, they make words, sounds, gestures or exhibit objects or body parts to the child, make the child exhibit their body, show pornographic material, repeatedly follow, watch or contact the child including online, threaten to use real or fake sexual images of the child, or entice the child for pornography.",
      topics: ["children", "criminal", "offences", "harassment", "online-safety"],
      situations: [
        "an adult keeps sending sexual messages to my 14 year old online",
        "someone is threatening to post morphed pictures of my child",
      ],
    },
    {
      article: "12",
      heading: "Punishment for sexual harassment",
      summary: "Sexual harassment of a child is punishable with imprisonment up to three years and a fine.",
      topics: ["children", "criminal", "offences", "harassment"],
      situations: ["what is the punishment for stalking a minor", "a man keeps sending obscene messages to a schoolgirl"],
    },
    {
      article: "15",
      heading: "Punishment for storage of pornographic material involving child",
      summary:
        "Storing or possessing child pornography without deleting, destroying or reporting it attracts a fine, and storing it for transmission, display or commercial purposes attracts imprisonment as specified.",
      topics: ["children", "criminal", "offences", "online-safety"],
      situations: ["someone forwarded me an abusive video of a child; what should I do", "is it an offence just to have child sexual abuse material on a phone"],
    },
    {
      article: "19",
      heading: "Reporting of offences",
      summary:
        "Anyone, including a child, who knows of or apprehends an offence under the Act must inform the Special Juvenile Police Unit or local police, who must record it, read it back, arrange care and protection within twenty-four hours if needed, and report to the Child Welfare Committee and Special Court within twenty-four hours; good-faith informants are protected from liability.",
      topics: ["children", "criminal-procedure", "reporting"],
      situations: [
        "I suspect a child in my building is being abused; must I report it",
        "a student told our school counsellor about abuse at home",
      ],
    },
    {
      article: "21",
      heading: "Punishment for failure to report or record a case",
      summary:
        "Failing to report or record an offence as required is punishable with up to six months' imprisonment or fine or both, and a person in charge of a company or institution who fails to report an offence by a subordinate faces up to one year and a fine; children are exempt.",
      topics: ["children", "criminal", "offences", "reporting"],
      situations: ["the school principal hushed up a complaint of abuse", "is it a crime not to report child abuse in India"],
    },
    {
      article: "24",
      heading: "Recording of statement of a child",
      summary:
        "Police must record a child's statement at the child's home or a place of their choice, as far as practicable by a woman officer of at least sub-inspector rank not in uniform, keep the child away from the accused, never detain the child at a police station at night, and protect the child's identity from the media.",
      topics: ["children", "criminal-procedure", "victims"],
      situations: ["will my daughter have to go to the police station to give a statement", "can a woman police officer record my child's statement at home"],
    },
    {
      article: "29",
      heading: "Presumption as to certain offences",
      summary:
        "In prosecutions for penetrative or aggravated penetrative sexual assault, sexual assault or aggravated sexual assault (or abetment or attempt), the Special Court presumes the accused committed the offence unless the contrary is proved.",
      topics: ["children", "criminal", "evidence"],
      situations: ["in a POCSO case does the accused have to prove innocence", "does the law presume guilt in child sexual assault cases"],
    },
    {
      article: "35",
      heading: "Period for recording of evidence of child and disposal of case",
      summary: "The Special Court must record the child's evidence within thirty days of taking cognizance (recording reasons for delay) and complete the trial, as far as possible, within one year.",
      topics: ["children", "criminal-procedure", "deadlines"],
      situations: ["how long should a POCSO trial take", "my child's abuse case has dragged on for two years"],
    },
    {
      article: "37",
      heading: "Trials to be conducted in camera",
      summary: "The Special Court tries cases in camera in the presence of the child's parents or a trusted person, and may examine the child outside the courtroom where needed.",
      topics: ["children", "criminal-procedure", "victims"],
      situations: ["will my child's case be heard in open court", "can the public attend my child's abuse trial"],
    },
  ],
};
