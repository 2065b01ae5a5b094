import type { InstrumentInput } from "../../schema";

export const inPoshAct2013: InstrumentInput = {
  source_id: "in-posh-act-2013",
  title: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (Act No. 14 of 2013)",
  short_names: [
    "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    "POSH Act",
    "POSH Act 2013",
  ],
  jurisdiction: "IN",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.indiacode.nic.in/handle/123456789/2104",
  date: "2013-04-22",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "2",
      heading: "Definitions",
      summary:
        "Defines key terms, including sexual harassment (unwelcome physical contact and advances, requests for sexual favours, sexually coloured remarks, showing pornography or other unwelcome sexual conduct), aggrieved woman, employee (including temporary, contract and domestic workers and trainees), employer and a broad workplace covering public and private organisations, homes and places visited in the course of work including transport provided by the employer.",
      topics: ["employment", "sexual-harassment", "definitions", "harassment"],
      situations: [
        "does the POSH Act cover harassment by a client at an offsite meeting",
        "is a contract worker protected under the sexual harassment law",
        "what counts as sexual harassment at work in India",
      ],
    },
    {
      article: "3",
      heading: "Prevention of sexual harassment",
      summary:
        "No woman may be subjected to sexual harassment at any workplace; implied or explicit promises of preferential treatment, threats about employment, interference with work or a hostile environment, and humiliating treatment affecting health or safety connected with such conduct may amount to sexual harassment.",
      topics: ["employment", "sexual-harassment", "harassment"],
      situations: [
        "my manager hinted at a promotion if I went out with him",
        "a colleague keeps making sexual jokes and the office feels hostile",
      ],
    },
    {
      article: "4",
      heading: "Constitution of Internal Complaints Committee",
      summary:
        "Every employer must constitute in writing an Internal Committee at each office or unit, presided over by a senior woman employee, with at least two employee members and one external member from an NGO or person familiar with the issue, at least half of them women, each serving up to three years.",
      topics: ["employment", "sexual-harassment", "compliance"],
      situations: [
        "our company has no internal complaints committee; is that legal",
        "who must sit on a POSH committee",
      ],
    },
    {
      article: "6",
      heading: "Constitution and jurisdiction of Local Committee",
      summary:
        "Every District Officer must constitute a Local Committee to receive complaints from establishments with fewer than ten workers (which need not have an Internal Committee) or where the complaint is against the employer, with nodal officers in blocks and wards to forward complaints within seven days.",
      topics: ["employment", "sexual-harassment"],
      situations: ["I work in a small shop with five staff; where do I complain about harassment", "the harasser is the owner of the company"],
    },
    {
      article: "9",
      heading: "Complaint of sexual harassment",
      summary:
        "An aggrieved woman may complain in writing to the Internal Committee (or the Local Committee) within three months of the incident or the last of a series, extendable by a further three months for good reason; committee members must help her put it in writing, and a legal heir or prescribed person may complain if she cannot.",
      topics: ["employment", "sexual-harassment", "limitation", "procedure"],
      situations: ["how long do I have to complain about harassment at work", "the harassment happened four months ago; can I still complain"],
    },
    {
      article: "10",
      heading: "Conciliation",
      summary:
        "Before an inquiry and only at the woman's request, the committee may try to settle the matter by conciliation, but no monetary settlement may be the basis; a recorded settlement ends the inquiry.",
      topics: ["employment", "sexual-harassment", "settlement"],
      situations: ["HR is pressuring me to settle my harassment complaint for money", "can a harassment complaint be settled without an inquiry"],
    },
    {
      article: "11",
      heading: "Inquiry into complaint",
      summary:
        "The committee inquires into the complaint under the respondent's service rules or the prescribed manner, with civil-court powers to summon witnesses and documents, giving both sides a hearing and a copy of the findings, and must complete the inquiry within ninety days; for domestic workers a prima facie case goes to the police.",
      topics: ["employment", "sexual-harassment", "procedure"],
      situations: ["how long does a POSH inquiry take", "I was accused of harassment; do I get to see the evidence"],
    },
    {
      article: "12",
      heading: "Action during pendency of inquiry",
      summary:
        "On the woman's written request during the inquiry, the committee may recommend transferring her or the respondent, granting her up to three months' additional leave, or other prescribed relief, which the employer must implement.",
      topics: ["employment", "sexual-harassment", "leave"],
      situations: ["I do not want to work near the man I complained about while the inquiry runs", "can I get extra leave while my harassment complaint is investigated"],
    },
    {
      article: "13",
      heading: "Inquiry report",
      summary:
        "The committee reports its findings within ten days of finishing; if the allegation is proved it recommends disciplinary action and may recommend deducting compensation from the respondent's salary, and the employer must act on the recommendations within sixty days.",
      topics: ["employment", "sexual-harassment", "dismissal", "remedies"],
      situations: ["the committee found him guilty but the company has done nothing", "can the employer cut the harasser's salary to pay me"],
    },
    {
      article: "14",
      heading: "Punishment for false or malicious complaint and false evidence",
      summary:
        "Where a complaint is found malicious or knowingly false, or forged documents were produced, the committee may recommend action against the complainant, but mere inability to prove a complaint does not attract action and malice must be established by inquiry.",
      topics: ["employment", "sexual-harassment"],
      situations: ["can I be punished if my harassment complaint is not proved", "the committee says my complaint was malicious; what can they do"],
    },
    {
      article: "15",
      heading: "Determination of compensation",
      summary:
        "In fixing compensation the committee considers the woman's mental trauma and distress, loss of career opportunity, medical expenses, the respondent's income and means, and whether to pay in a lump sum or instalments.",
      topics: ["employment", "sexual-harassment", "compensation"],
      situations: ["how is compensation for workplace harassment worked out", "what does the committee consider when awarding me compensation"],
    },
    {
      article: "16",
      heading: "Prohibition of publication or making known contents of complaint and inquiry proceedings",
      summary:
        "The complaint, the identities of the woman, respondent and witnesses, the proceedings, recommendations and action taken must not be published or disclosed to the public or media, even under the RTI Act, though justice secured may be publicised without identifying details.",
      topics: ["employment", "sexual-harassment", "confidentiality"],
      situations: ["my colleague is gossiping about my harassment complaint", "can the company publish the name of the accused"],
    },
    {
      article: "18",
      heading: "Appeal",
      summary: "A person aggrieved by the committee's recommendations, or their non-implementation, may appeal under the applicable service rules or as prescribed within ninety days of the recommendations.",
      topics: ["employment", "sexual-harassment", "appeals"],
      situations: ["I disagree with the POSH committee's findings against me; can I appeal", "how long do I have to appeal the internal committee's decision"],
    },
    {
      article: "19",
      heading: "Duties of employer",
      summary:
        "Employers must provide a safe workplace, display the penal consequences and the Internal Committee order, run awareness programmes, support the committee, help secure attendance and information, assist the woman in filing a criminal complaint, act against perpetrators, treat sexual harassment as misconduct, and monitor timely reports.",
      topics: ["employment", "sexual-harassment", "compliance"],
      situations: ["what must a company do to comply with the POSH Act", "my employer refused to help me file a police complaint"],
    },
    {
      article: "26",
      heading: "Penalty for non-compliance with provisions of Act",
      summary:
        "An employer that fails to constitute an Internal Committee, to act on reports, or otherwise contravenes the Act is punishable with a fine up to Rs 50,000; repeat offences attract double punishment and possible cancellation of business licences or registration.",
      topics: ["employment", "sexual-harassment", "penalties"],
      situations: ["what is the fine for not having a POSH committee", "our company never formed an internal committee; what is the penalty"],
    },
  ],
};
