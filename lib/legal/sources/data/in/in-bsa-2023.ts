import type { InstrumentInput } from "../../schema";

/** Bharatiya Sakshya Adhiniyam, 2023 (Act No. 47 of 2023), in force from 1 Jul 2024, replacing the Indian Evidence Act 1872. */
export const inBsa2023: InstrumentInput = {
  source_id: "in-bsa-2023",
  title: "The Bharatiya Sakshya Adhiniyam, 2023",
  short_names: ["Bharatiya Sakshya Adhiniyam", "BSA", "BSA 2023", "Sakshya Adhiniyam", "Act No. 47 of 2023"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/",
  date: "2023-12-25",
  provisions: [
    {
      article: "1",
      heading: "Short title, application and commencement",
      summary: "Names the Adhiniyam and applies it to judicial proceedings in or before any court, but not to affidavits or arbitration proceedings.",
      topics: ["evidence", "scope"],
    },
    {
      article: "2",
      heading: "Definitions",
      summary: "Defines the terms the Adhiniyam uses, among them court, document (which includes electronic and digital records), evidence, fact and proved.",
      topics: ["evidence", "definitions"],
    },
    {
      article: "63",
      heading: "Admissibility of electronic records",
      summary: "Treats information in an electronic record produced by a computer or communication device as a document admissible without the original, if the listed conditions are met and a certificate in the prescribed form accompanies it; it takes the place of the Evidence Act's section 65B.",
      topics: ["evidence", "electronic-records"],
      situations: [
        "how do I prove WhatsApp messages or emails in court in India, do I need a certificate",
        "is a screenshot admissible as evidence in an Indian court",
      ],
    },
    {
      article: "170",
      heading: "Repeal and savings",
      summary: "Repeals the Indian Evidence Act 1872 while saving proceedings pending when the Adhiniyam came into force, which continue as if it had not been enacted.",
      topics: ["evidence", "transition"],
    },
    {
      article: "15",
      heading: "Admission defined",
      summary:
        "An admission is an oral, documentary or electronic statement suggesting an inference about a fact in issue or relevant fact, made by a person and in circumstances the Adhiniyam specifies, such as a party to the proceeding or their agent.",
      topics: ["evidence", "civil-procedure", "definitions"],
      situations: ["I admitted owing money in a WhatsApp message; can that be used in court", "my business partner's email accepting the debt; is it an admission"],
    },
    {
      article: "22",
      heading: "Confession caused by inducement, threat, coercion or promise, when irrelevant in criminal proceeding",
      summary:
        "A confession by an accused is irrelevant in criminal proceedings if it appears to have been caused by an inducement, threat, coercion or promise from a person in authority about the charge, giving the accused reasonable grounds to expect an advantage or avoid an evil, unless that impression has been fully removed.",
      topics: ["evidence", "criminal-procedure", "confessions"],
      situations: ["police promised to let me go if I confessed", "my confession was beaten out of me; can it be used"],
    },
    {
      article: "23",
      heading: "Confession to police officer",
      summary:
        "A confession made to a police officer, or made in police custody other than in the immediate presence of a magistrate, cannot be proved against the accused, except for information that distinctly leads to the discovery of a fact.",
      topics: ["evidence", "criminal-procedure", "confessions"],
      situations: ["I confessed to the police; can that be used against me in court", "police say my statement led them to the stolen goods"],
    },
    {
      article: "26",
      heading: "Cases in which statement of relevant fact by person who is dead or cannot be found, etc., is relevant",
      summary:
        "Statements of relevant facts by persons who are dead, cannot be found or cannot give evidence are relevant in listed cases, notably statements about the cause or circumstances of the maker's death (dying declarations), statements in the ordinary course of business, statements against interest and statements about family relationships.",
      topics: ["evidence", "criminal-procedure"],
      situations: ["my sister named her husband before she died; is that evidence", "can a dying declaration be used in court"],
    },
    {
      article: "39",
      heading: "Opinions of experts",
      summary:
        "When the court must form an opinion on foreign law, science, art or any other field, or on the identity of handwriting or finger impressions, the opinions of persons specially skilled in those matters (experts) are relevant facts; a separate sub-section covers opinions of the Examiner of Electronic Evidence on electronic records.",
      topics: ["evidence", "expert-evidence"],
      situations: ["can a handwriting expert prove my signature was forged", "do we need a forensic expert for the phone data"],
    },
    {
      article: "57",
      heading: "Primary evidence",
      summary:
        "Primary evidence means the document itself produced for inspection; each part or counterpart executed by the parties is primary evidence against them, copies made by one uniform process are primary evidence of each other, and where an electronic or digital record is stored in multiple files simultaneously or in sequence, each file is primary evidence.",
      topics: ["evidence", "electronic-records"],
      situations: ["is a printout of an email the original document in court", "do I need the original agreement or will a copy do"],
    },
    {
      article: "58",
      heading: "Secondary evidence",
      summary:
        "Secondary evidence includes certified copies, mechanically made copies checked against the original, counterparts, oral accounts of a document by someone who has seen it, oral and written admissions, and evidence of a person skilled in examining voluminous documents.",
      topics: ["evidence"],
      situations: ["the original document was lost; can I use a photocopy", "I only have a scanned copy of the agreement; can the court accept it"],
    },
    {
      article: "61",
      heading: "Electronic or digital record",
      summary:
        "Electronic or digital records may not be refused in evidence merely because they are electronic, and, subject to section 63, have the same legal effect, validity and enforceability as other documents.",
      topics: ["evidence", "electronic-records"],
      situations: ["can WhatsApp chats be used as evidence in India", "are emails valid evidence in court"],
    },
    {
      article: "104",
      heading: "Burden of proof",
      summary: "Whoever wants a court to give judgment on a legal right or liability that depends on facts they assert must prove that those facts exist.",
      topics: ["evidence", "civil-procedure", "burden-of-proof"],
      situations: ["who has to prove the loan was given, me or the borrower", "I say the contract was signed; do I have to prove it in court"],
    },
    {
      article: "106",
      heading: "Burden of proof as to particular fact",
      summary: "The burden of proving a particular fact lies on the person who wants the court to believe it exists, unless a law places it on someone else.",
      topics: ["evidence", "burden-of-proof"],
      situations: ["I claim I repaid the money; do I have to prove it", "only the other side knows a fact; who has to prove it"],
    },
    {
      article: "116",
      heading: "Birth during marriage, conclusive proof of legitimacy",
      summary:
        "Birth during a valid marriage, or within 280 days after its dissolution while the mother stays unmarried, is conclusive proof that the child is the husband's legitimate child unless it is shown the spouses had no access to each other when the child could have been conceived.",
      topics: ["evidence", "family", "children"],
      situations: ["my husband denies being the father of our child", "can paternity be challenged if the child was born during the marriage"],
    },
    {
      article: "117",
      heading: "Presumption as to abetment of suicide by a married woman",
      summary:
        "Where a married woman commits suicide within seven years of marriage and her husband or his relative had subjected her to cruelty, the court may presume they abetted the suicide, having regard to all the circumstances.",
      topics: ["evidence", "criminal", "family", "domestic-violence"],
      situations: ["my daughter died by suicide three years after marriage after being harassed", "my cousin took her life after years of harassment by her husband"],
    },
    {
      article: "118",
      heading: "Presumption as to dowry death",
      summary:
        "Where it is shown that a woman was subjected to cruelty or harassment for or in connection with dowry by a person soon before her death, the court shall presume that person caused the dowry death.",
      topics: ["evidence", "criminal", "dowry", "family"],
      situations: ["my sister died after her in-laws kept demanding dowry", "a woman died within months of complaints about dowry harassment"],
    },
    {
      article: "124",
      heading: "Who may testify",
      summary:
        "All persons are competent to testify unless the court considers that tender age, extreme old age, disease of body or mind or similar cause prevents them understanding questions or giving rational answers; a person of unsound mind may testify if able to understand.",
      topics: ["evidence", "witnesses"],
      situations: ["can a young child be a witness in court", "my elderly father saw the incident; can he testify"],
    },
    {
      article: "128",
      heading: "Communications during marriage",
      summary:
        "A spouse is not compelled, and not permitted without the other's consent, to disclose communications made to them by the other during the marriage, except in suits between the spouses or prosecutions of one for an offence against the other.",
      topics: ["evidence", "privilege", "family"],
      situations: ["can my wife be forced to testify about what I told her", "can messages between spouses be used as evidence in court"],
    },
    {
      article: "132",
      heading: "Professional communications",
      summary:
        "An advocate may not, without the client's express consent, disclose communications made in the course of the engagement, documents seen or advice given, but this does not protect communications in furtherance of an illegal purpose or facts showing a crime or fraud since the engagement began.",
      topics: ["evidence", "privilege", "legal-advice"],
      situations: ["can my lawyer be made to reveal what I told him", "is advice from my advocate confidential in India"],
    },
    {
      article: "139",
      heading: "Number of witnesses",
      summary: "No particular number of witnesses is required in any case to prove any fact.",
      topics: ["evidence", "witnesses"],
      situations: ["there was only one witness; is that enough to convict", "can a court rely on just the victim's testimony"],
    },
  ],
};
