import type { InstrumentInput } from "../../schema";

export const inIndianSuccessionAct1925: InstrumentInput = {
  source_id: "in-indian-succession-act-1925",
  title: "The Indian Succession Act, 1925 (Act No. 39 of 1925)",
  short_names: ["Indian Succession Act, 1925", "Indian Succession Act 1925", "Indian Succession Act", "ISA"],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2385",
  date: "1925-09-30",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "33",
      heading: "Where intestate has left widow and lineal descendants, or widow and kindred only, or widow and no kindred",
      summary:
        "For intestates governed by Part V (such as Christians), a widow takes one-third of the estate where there are lineal descendants, one-half where there are only other kindred, and the whole where there is no kindred, the rest passing to descendants or kindred under the following rules.",
      topics: ["succession", "inheritance", "family"],
      situations: ["my Christian husband died without a will; what share do I get", "how is a Christian's estate divided between widow and children in India"],
    },
    {
      article: "59",
      heading: "Person capable of making wills",
      summary:
        "Any person of sound mind who is not a minor may dispose of their property by will; deafness, dumbness or blindness do not disqualify a person who knows what they are doing, and no one can make a will while intoxication, illness or any other cause stops them knowing what they are doing.",
      topics: ["succession", "wills"],
      situations: [
        "my grandfather made a will when he had dementia; is it valid",
        "can a blind person make a valid will",
        "who can make a will in India",
      ],
    },
    {
      article: "61",
      heading: "Will obtained by fraud, coercion or importunity",
      summary: "A will, or any part of it, made through fraud or coercion, or through importunity that takes away the testator's free agency, is void.",
      topics: ["succession", "wills", "void-agreements"],
      situations: ["my brother pressured our sick mother into changing her will", "the will was signed under threat; can we challenge it"],
    },
    {
      article: "62",
      heading: "Will may be revoked or altered",
      summary: "A will may be revoked or altered by its maker at any time while they are competent to dispose of their property by will.",
      topics: ["succession", "wills"],
      situations: ["can I change my will later", "my father made a new will last year; which will counts"],
    },
    {
      article: "63",
      heading: "Execution of unprivileged wills",
      summary:
        "An ordinary will must be signed or marked by the testator (or by someone in their presence and at their direction) so as to show it is intended as a will, and attested by at least two witnesses who each saw the signing or received the testator's acknowledgment and who each sign in the testator's presence; no particular form of attestation is needed.",
      topics: ["succession", "wills", "formalities"],
      situations: [
        "how many witnesses does a will need in India",
        "is a will valid if the witnesses signed on different days",
        "does a will need to be registered or notarised",
      ],
    },
    {
      article: "69",
      heading: "Revocation of will by testator’s marriage",
      summary:
        "A will is revoked by the maker's marriage, except a will exercising a power of appointment in certain cases; under section 57 this rule does not apply to wills of Hindus, Buddhists, Sikhs and Jains.",
      topics: ["succession", "wills", "marriage"],
      situations: ["I made a will and then got married; is my will still valid", "does marriage cancel a Christian's earlier will"],
    },
    {
      article: "70",
      heading: "Revocation of unprivileged will or codicil",
      summary:
        "An ordinary will or codicil can be revoked only by marriage (where that rule applies), by a later will or codicil, by a writing declaring revocation executed like a will, or by the testator (or someone in their presence and at their direction) burning, tearing or otherwise destroying it with intent to revoke.",
      topics: ["succession", "wills"],
      situations: ["I tore up my old will; is it cancelled", "how do I cancel a will I made earlier"],
    },
    {
      article: "213",
      heading: "Right as executor or legatee when established",
      summary:
        "No right as executor or legatee can be established in court unless probate or letters of administration with the will annexed have been granted; the rule does not apply to wills of Muslims or Indian Christians, and for Hindus, Buddhists, Sikhs and Jains applies only to wills within section 57(a) and (b) (broadly those made in or concerning immovable property in the former Bengal territories and the Madras and Bombay original jurisdictions).",
      topics: ["succession", "wills", "probate"],
      situations: [
        "do I need probate of my father's will to claim the flat in Mumbai",
        "is probate compulsory for a will in Delhi",
      ],
    },
    {
      article: "222",
      heading: "Probate only to appointed executor",
      summary: "Probate may be granted only to an executor appointed by the will, whether the appointment is express or by necessary implication.",
      topics: ["succession", "wills", "probate"],
      situations: ["the will names my uncle as executor; can I apply for probate instead", "can probate be granted to someone not named as executor"],
    },
    {
      article: "276",
      heading: "Petition for probate",
      summary:
        "An application for probate or letters of administration with the will annexed is made by petition with the will attached, stating the date of death, that the document is the last will and was duly executed, the assets likely to come to the petitioner, and (for probate) that the petitioner is the named executor, plus jurisdictional facts.",
      topics: ["succession", "wills", "probate", "procedure"],
      situations: ["how do I apply for probate of a will", "what documents go with a probate petition"],
    },
    {
      article: "370",
      heading: "Restriction on grant of certificates under this part",
      summary:
        "A succession certificate may not be granted for a debt or security whose title must be established by probate or letters of administration under sections 212 or 213; 'security' covers government securities, company shares and debentures, local authority securities and others notified.",
      topics: ["succession", "inheritance", "probate"],
      situations: ["do I need a succession certificate or probate to claim my father's shares", "which document do I need to collect my late mother's bank deposits"],
    },
    {
      article: "372",
      heading: "Application for certificate",
      summary:
        "An application for a succession certificate is made to the District Judge by a signed and verified petition stating details such as the date and place of death, the family and near relatives, the applicant's right, the absence of any bar, and the debts and securities for which the certificate is sought.",
      topics: ["succession", "inheritance", "procedure"],
      situations: [
        "the bank will not release my late father's deposits without a succession certificate",
        "how do I get a succession certificate to claim a deceased relative's money",
      ],
    },
    {
      article: "381",
      heading: "Effect of certificate",
      summary:
        "A succession certificate is conclusive as against debtors of the deceased, and protects anyone who pays the debt or transfers the security to the certificate holder in good faith, as if they had dealt with the rightful person.",
      topics: ["succession", "inheritance"],
      situations: ["the company asks for a succession certificate before transferring shares to me", "the bank paid the certificate holder; can other heirs sue the bank"],
    },
  ],
};
