import type { InstrumentInput } from "../../schema";

export const ukComputerMisuseAct1990: InstrumentInput = {
  source_id: "uk-computer-misuse-act-1990",
  title: "Computer Misuse Act 1990 (1990 c. 18)",
  short_names: ["Computer Misuse Act 1990", "CMA 1990", "Computer Misuse Act"],
  jurisdiction: "GB",
  kind: "statute",
  provision_label: "section",
  official_url: "https://www.legislation.gov.uk/ukpga/1990/18/contents",
  date: "1990-06-29",
  as_of: "2026-11-27",
  provisions: [
    {
      article: "1",
      heading: "Unauthorised access to computer material",
      summary:
        "It is an offence to cause a computer to perform any function with intent to secure access, or enable access, to a program or data held in a computer, knowing that the access is unauthorised.",
      topics: ["criminal", "offences", "cybersecurity"],
      situations: [
        "my ex logged into my email account without permission",
        "is guessing someone's password and reading their messages a crime",
      ],
    },
    {
      article: "2",
      heading: "Unauthorised access with intent to commit or facilitate commission of further offences",
      summary:
        "It is an aggravated offence to commit unauthorised access intending to commit, or facilitate, a further offence carrying five years or more (such as fraud).",
      topics: ["criminal", "offences", "cybersecurity", "fraud"],
      situations: [
        "someone hacked my bank login to steal money",
        "someone accessed our server to commit fraud",
      ],
    },
    {
      article: "3",
      heading: "Unauthorised acts with intent to impair, or with recklessness as to impairing, operation of computer, etc.",
      summary:
        "It is an offence to do an unauthorised act in relation to a computer intending, or reckless as to, impairing its operation, preventing access to programs or data, or impairing their reliability, covering malware and denial-of-service attacks.",
      topics: ["criminal", "offences", "cybersecurity"],
      situations: [
        "someone installed ransomware on our office computers",
        "a former employee deleted our customer database",
      ],
    },
    {
      article: "3A",
      heading: "Making, supplying or obtaining articles for use in offence under section 1, 3 or 3ZA",
      summary:
        "It is an offence to make, adapt, supply, offer to supply or obtain any article (including software) intending or believing it is likely to be used to commit a computer misuse offence.",
      topics: ["criminal", "offences", "cybersecurity"],
      situations: [
        "is selling hacking tools illegal in the UK",
        "is it legal to make malware for testing",
      ],
    },
  ],
};
