/**
 * Everyday questions for the retrieval evaluation (npm run eval:retrieval), written the way a founder, an HR
 * manager or a consumer asks them, never in the registry's own words. `expected` lists the provision(s) a lawyer
 * would cite first; a hit on any of them counts. Every expected provision must exist in the registry (a unit test
 * checks), so "nothing found" is always a retrieval failure, never a gap in the corpus.
 */
export interface EvalQuestion {
  question: string;
  jurisdiction: string;
  expected: [source_id: string, article: string][];
}

const gdpr = (...articles: string[]) => articles.map((a): [string, string] => ["eu-gdpr", a]);

export const retrievalQuestions: EvalQuestion[] = [
  // EU, asked from member states (the answer is inherited from EU law)
  { question: "Can a customer make us delete all the personal data we hold about them?", jurisdiction: "DE", expected: gdpr("17") },
  { question: "Can we send customer personal data to a server in the United States?", jurisdiction: "NL", expected: gdpr("44", "45", "46") },
  { question: "Hackers stole our customer database. How quickly do we have to tell the regulator?", jurisdiction: "FR", expected: gdpr("33") },
  { question: "Do we have to let our users know that their details leaked?", jurisdiction: "ES", expected: gdpr("34") },
  { question: "Can I ask a company for a copy of everything they keep on me?", jurisdiction: "IT", expected: gdpr("15") },
  { question: "What is the biggest fine a company can get for mishandling people's data?", jurisdiction: "DE", expected: gdpr("83") },
  { question: "Do we need to name someone inside the company to be in charge of data protection?", jurisdiction: "AT", expected: gdpr("37") },
  { question: "Our app keeps user files with an outside cloud provider. What contract do we need with them?", jurisdiction: "PL", expected: gdpr("28") },
  { question: "Can we email people promotions using their details without asking them first?", jurisdiction: "IE", expected: [["eu-eprivacy-directive", "13"], ...gdpr("6", "21")] },
  { question: "Is it allowed for software to turn down a loan application with no human looking at it?", jurisdiction: "NL", expected: gdpr("22") },
  { question: "From what age can a kid sign up to a social app without their parents agreeing?", jurisdiction: "FR", expected: gdpr("8") },
  { question: "Can I take my playlists and account data with me when I switch to another provider?", jurisdiction: "BE", expected: gdpr("20") },
  { question: "We plan to put cameras all over our warehouses. Do we have to assess the privacy risks first?", jurisdiction: "SE", expected: gdpr("35") },
  { question: "Is it okay to put tracking cookies on a visitor's browser without asking?", jurisdiction: "DE", expected: [["eu-eprivacy-directive", "5"]] },
  { question: "Which uses of AI are completely banned in Europe?", jurisdiction: "FR", expected: [["eu-ai-act", "5"]] },
  { question: "Can a consumer get out of a one-sided term buried in the small print?", jurisdiction: "FR", expected: [["eu-unfair-terms-directive", "3"], ["eu-unfair-terms-directive", "6"]] },
  { question: "How many days does someone who bought online have to change their mind and send it back?", jurisdiction: "DE", expected: [["eu-consumer-rights-directive", "9"]] },
  { question: "Who has to pay when a faulty gadget hurts somebody?", jurisdiction: "IT", expected: [["eu-product-liability-directive", "5"], ["eu-product-liability-directive", "8"]] },
  { question: "We're a bank. How fast must we report a major IT outage to the supervisor?", jurisdiction: "EU", expected: [["eu-dora", "19"]] },
  { question: "Does an online marketplace have to take down illegal listings once someone flags them?", jurisdiction: "EU", expected: [["eu-dsa", "6"], ["eu-dsa", "16"]] },

  // Germany and France
  { question: "As an employer, can we use our staff's personal details to run payroll and HR?", jurisdiction: "DE", expected: [["de-bdsg", "26"]] },
  { question: "Can our standard terms exclude liability for gross negligence in Germany?", jurisdiction: "DE", expected: [["de-bgb", "309"], ["de-bgb", "307"]] },
  { question: "How long do I have to bring a claim over an unpaid invoice in France?", jurisdiction: "FR", expected: [["fr-code-civil", "2224"]] },
  { question: "Can a French judge reduce a contractual penalty that is way too high?", jurisdiction: "FR", expected: [["fr-code-civil", "1231-5"]] },
  { question: "If someone damages my property through carelessness, are they liable under French law?", jurisdiction: "FR", expected: [["fr-code-civil", "1240"], ["fr-code-civil", "1241"]] },

  // United Kingdom
  { question: "Can my employer sack me without a good reason after three years in the job?", jurisdiction: "GB", expected: [["uk-employment-rights-act-1996", "94"], ["uk-employment-rights-act-1996", "98"]] },
  { question: "How much notice does my boss have to give me before ending my job?", jurisdiction: "GB", expected: [["uk-employment-rights-act-1996", "86"]] },
  { question: "Am I owed any money if my job disappears because the office closes?", jurisdiction: "GB", expected: [["uk-employment-rights-act-1996", "135"], ["uk-employment-rights-act-1996", "139"]] },
  { question: "Is it a crime for a British company to pay a foreign official to win a deal?", jurisdiction: "GB", expected: [["uk-bribery-act-2010", "6"]] },
  { question: "Can our company be prosecuted if an agent pays a kickback on our behalf?", jurisdiction: "GB", expected: [["uk-bribery-act-2010", "7"]] },
  { question: "What should company directors weigh up when they take decisions?", jurisdiction: "GB", expected: [["uk-companies-act-2006", "172"]] },
  { question: "My new washing machine broke in the first week. Can I get my money back?", jurisdiction: "GB", expected: [["uk-consumer-rights-act-2015", "20"], ["uk-consumer-rights-act-2015", "22"], ["uk-consumer-rights-act-2015", "9"], ["uk-consumer-rights-act-2015", "19"]] },
  { question: "Do we need to publish something about forced labour risks in our supply chain?", jurisdiction: "GB", expected: [["uk-modern-slavery-act-2015", "54"]] },
  { question: "Does a UK business have to tell the ICO when it loses customer data?", jurisdiction: "GB", expected: [["uk-gdpr", "33"]] },
  { question: "Can a worker be punished for reporting wrongdoing at work?", jurisdiction: "GB", expected: [["uk-employment-rights-act-1996", "47B"], ["uk-employment-rights-act-1996", "103A"], ["uk-employment-rights-act-1996", "43B"]] },

  // United States (federal)
  { question: "Is it illegal to pay a foreign government official to win a contract?", jurisdiction: "US", expected: [["us-fcpa", "78dd-1"], ["us-fcpa", "78dd-2"], ["us-fcpa", "78dd-3"]] },
  { question: "Do we have to pay extra when staff work more than 40 hours in a week?", jurisdiction: "US", expected: [["us-flsa", "207"]] },
  { question: "What is the lowest hourly wage an employer can legally pay?", jurisdiction: "US", expected: [["us-flsa", "206"]] },
  { question: "Can we refuse to hire someone because of their religion?", jurisdiction: "US", expected: [["us-title-vii", "2000e-2"]] },
  { question: "Can a hospital give my medical records to my employer?", jurisdiction: "US", expected: [["us-hipaa-privacy-rule", "164.502"], ["us-hipaa-privacy-rule", "164.508"]] },
  { question: "How soon must a health plan tell patients their records were exposed?", jurisdiction: "US", expected: [["us-hipaa-breach-rule", "164.404"]] },
  { question: "Can our app collect information from kids under 13?", jurisdiction: "US", expected: [["us-coppa", "6502"]] },
  { question: "Can the CEO personally get in trouble for false numbers in the annual report?", jurisdiction: "US", expected: [["us-sox", "302"], ["us-sox", "906"]] },
  { question: "Do banks have to tell customers who they share their financial details with?", jurisdiction: "US", expected: [["us-glba", "6803"], ["us-glba", "6802"]] },
  { question: "Must we adjust the workplace for an employee who uses a wheelchair?", jurisdiction: "US", expected: [["us-ada", "12112"]] },
  { question: "Is it against federal law to run misleading ads?", jurisdiction: "US", expected: [["us-ftc-act", "45"], ["us-ftc-act", "52"]] },
  { question: "Can a listed company fire someone for telling the SEC about accounting fraud?", jurisdiction: "US", expected: [["us-sox", "806"]] },

  // US states
  { question: "Can I tell a company in California to stop selling my personal information?", jurisdiction: "US-CA", expected: [["us-ca-ccpa", "1798.120"]] },
  { question: "Can I make a business in California erase what it knows about me?", jurisdiction: "US-CA", expected: [["us-ca-ccpa", "1798.105"]] },
  { question: "Can I sue a California company after hackers got my data from them?", jurisdiction: "US-CA", expected: [["us-ca-ccpa", "1798.150"]] },
  { question: "Can we scan employees' fingerprints for the time clock in Illinois without written permission?", jurisdiction: "US-IL", expected: [["us-il-bipa", "14/15"]] },
  { question: "Can people in Virginia make a company fix wrong information about them?", jurisdiction: "US-VA", expected: [["us-va-cdpa", "59.1-577"]] },
  { question: "Can our Delaware charter protect directors from paying damages personally?", jurisdiction: "US-DE", expected: [["us-de-dgcl", "102"], ["us-de-dgcl", "145"]] },
  { question: "Can a shareholder of a Delaware company demand to see its books?", jurisdiction: "US-DE", expected: [["us-de-dgcl", "220"]] },

  // India
  { question: "Can my former employer stop me from joining a competitor?", jurisdiction: "IN", expected: [["in-contract-act-1872", "27"]] },
  { question: "My cheque to a supplier bounced. Can they take me to criminal court?", jurisdiction: "IN", expected: [["in-negotiable-instruments-act-1881", "138"]] },
  { question: "How long do I have to sue a friend who never paid back the money I lent?", jurisdiction: "IN", expected: [["in-limitation-act-1963-schedule", "19"], ["in-limitation-act-1963", "3"]] },
  { question: "The other side broke our deal. Can I claim for the losses it caused me?", jurisdiction: "IN", expected: [["in-contract-act-1872", "73"]] },
  { question: "Will a court enforce the full penalty amount written into our contract?", jurisdiction: "IN", expected: [["in-contract-act-1872", "74"]] },
  { question: "Do we need people's permission before collecting their personal data in India?", jurisdiction: "IN", expected: [["in-dpdp-act-2023", "6"], ["in-dpdp-act-2023", "4"]] },
  { question: "How much can we be fined in India if we don't keep customer data safe?", jurisdiction: "IN", expected: [["in-dpdp-act-2023", "33"]] },
  { question: "When does an Indian company have to spend money on social causes?", jurisdiction: "IN", expected: [["in-companies-act-2013", "135"]] },
  { question: "How do I complain to the consumer commission about a defective phone?", jurisdiction: "IN", expected: [["in-consumer-protection-act-2019", "35"], ["in-consumer-protection-act-2019", "34"]] },
  { question: "The GST officer's demand order is wrong. Where can I appeal it?", jurisdiction: "IN", expected: [["in-cgst-act-2017", "107"]] },
  { question: "A customer company owes us money and won't pay. Can we push it into insolvency?", jurisdiction: "IN", expected: [["in-ibc-2016", "9"], ["in-ibc-2016", "8"]] },
  { question: "Is tricking someone out of their money a crime under the new criminal code?", jurisdiction: "IN", expected: [["in-bns-2023", "318"]] },
  { question: "Can I get bail in advance because I fear being arrested?", jurisdiction: "IN", expected: [["in-bnss-2023", "482"]] },
  { question: "The seller backed out of selling me a flat. Can the court force the sale to go through?", jurisdiction: "IN", expected: [["in-specific-relief-act-1963", "10"]] },
  { question: "Can we ask a court to set aside an arbitrator's decision?", jurisdiction: "IN", expected: [["in-arbitration-act-1996", "34"]] },
  { question: "Do we have to withhold tax before paying a supplier abroad?", jurisdiction: "IN", expected: [["in-income-tax-act-1961", "195"]] },
  { question: "My husband's family harasses me for more dowry. Is that a crime?", jurisdiction: "IN", expected: [["in-bns-2023", "85"], ["in-ipc-1860", "498A"]] },

  // Asia-Pacific
  { question: "Do we need customers' consent to collect their personal data in Singapore?", jurisdiction: "SG", expected: [["sg-pdpa-2012", "13"]] },
  { question: "How quickly must we tell the Singapore regulator after a data leak?", jurisdiction: "SG", expected: [["sg-pdpa-2012", "26D"]] },
  { question: "Do Singapore companies have to hold a shareholders' meeting every year?", jurisdiction: "SG", expected: [["sg-companies-act-1967", "175"]] },
  { question: "Can customers in Singapore ask to see the personal data we hold on them?", jurisdiction: "SG", expected: [["sg-pdpa-2012", "21"]] },
  { question: "Do Australian businesses have to tell people when their data has been hacked?", jurisdiction: "AU", expected: [["au-privacy-act-1988", "26WK"], ["au-privacy-act-1988", "26WL"]] },
  { question: "Can an Australian company send customers' personal information overseas?", jurisdiction: "AU", expected: [["au-privacy-act-1988-app", "8"], ["au-privacy-act-1988", "16C"]] },
  { question: "Can a Chinese company send customer data to servers abroad?", jurisdiction: "CN", expected: [["cn-pipl", "38"], ["cn-pipl", "39"], ["cn-pipl", "40"]] },
  { question: "Does a company in China need separate consent for health or biometric data?", jurisdiction: "CN", expected: [["cn-pipl", "29"], ["cn-pipl", "28"]] },
  { question: "Can a Japanese company hand customer data over to another business?", jurisdiction: "JP", expected: [["jp-appi", "27"]] },
  { question: "Do we have to report a serious privacy breach in New Zealand?", jurisdiction: "NZ", expected: [["nz-privacy-act-2020", "114"]] },
  { question: "Do I need permission to collect someone's personal data in Thailand?", jurisdiction: "TH", expected: [["th-pdpa-2019", "19"]] },
  { question: "Can a Hong Kong shop use customers' details to send them marketing?", jurisdiction: "HK", expected: [["hk-pdpo", "35C"], ["hk-pdpo", "35E"]] },

  // Americas, Africa, Europe outside the EU
  { question: "On what grounds can a Brazilian company use people's personal data?", jurisdiction: "BR", expected: [["br-lgpd", "7"]] },
  { question: "Can people in Brazil ask a company to delete their data?", jurisdiction: "BR", expected: [["br-lgpd", "18"]] },
  { question: "Does a Canadian business need permission to collect personal information?", jurisdiction: "CA", expected: [["ca-pipeda", "6.1"], ["ca-pipeda", "7"], ["ca-pipeda", "5"]] },
  { question: "Must a Canadian company tell the privacy commissioner about a data leak?", jurisdiction: "CA", expected: [["ca-pipeda", "10.1"]] },
  { question: "In Colombia, do we need authorisation before processing someone's data?", jurisdiction: "CO", expected: [["co-ley-1581-2012", "9"]] },
  { question: "Who does a South African company have to tell after a data leak?", jurisdiction: "ZA", expected: [["za-popia", "22"]] },
  { question: "Does a South African business need to appoint an information officer?", jurisdiction: "ZA", expected: [["za-popia", "55"]] },
  { question: "Can people in Kenya make a company correct or delete their data?", jurisdiction: "KE", expected: [["ke-dpa-2019", "40"]] },
  { question: "Does a company in Nigeria need a legal reason to process personal data?", jurisdiction: "NG", expected: [["ng-ndpa-2023", "25"]] },
  { question: "Does a Swiss company have to report a data breach?", jurisdiction: "CH", expected: [["ch-fadp", "24"]] },
];

/** Questions the registry holds nothing for: the offline engine must say it found nothing, not cite loosely. */
export const unrelatedQuestions: { question: string; jurisdiction: string }[] = [
  { question: "How do I bake a good sourdough loaf at home?", jurisdiction: "US" },
  { question: "What time does the football final start on Saturday?", jurisdiction: "GB" },
  { question: "What is the speed limit on motorways?", jurisdiction: "DE" },
  { question: "Which paint colour goes best with a grey sofa?", jurisdiction: "FR" },
  { question: "How many vacation days do teachers get in summer?", jurisdiction: "JP" },
  { question: "Can I keep a pet snake in my apartment?", jurisdiction: "AU" },
  // Everyday questions that share a word with a statute ("final", "transfer", "record", "capital", "fix", "Rome"):
  // a lexical match that is a coincidence must not become a citation.
  { question: "Who won the cricket world cup final last year?", jurisdiction: "IN" },
  { question: "How long should I boil an egg for a soft yolk?", jurisdiction: "GB" },
  { question: "What is the best way to train a puppy to sit?", jurisdiction: "US" },
  { question: "Which train goes from Paris to Lyon fastest?", jurisdiction: "FR" },
  { question: "How do I change the battery in my smoke alarm?", jurisdiction: "IE" },
  { question: "What is a good name for a black cat?", jurisdiction: "NZ" },
  { question: "How many calories are in a banana?", jurisdiction: "AU" },
  { question: "When does the cherry blossom season start in Tokyo?", jurisdiction: "JP" },
  { question: "What should I pack for a weekend hiking trip?", jurisdiction: "CA" },
  { question: "How do I fix a flat bicycle tyre?", jurisdiction: "NL" },
  { question: "Which board games are fun for a family party?", jurisdiction: "DE" },
  { question: "How high is Table Mountain?", jurisdiction: "ZA" },
  { question: "What is the capital of Kenya?", jurisdiction: "KE" },
  { question: "How do I record a song on my phone?", jurisdiction: "US" },
  { question: "Can you recommend a good book about the history of Rome?", jurisdiction: "IT" },
  { question: "How do I remove a red wine stain from a carpet?", jurisdiction: "ES" },
  { question: "What is the weather usually like in Singapore in December?", jurisdiction: "SG" },
  { question: "How do I set up a new email account on my laptop?", jurisdiction: "BR" },
  { question: "Which vegetables grow well on a balcony?", jurisdiction: "PL" },
  { question: "How long does it take to learn to play the piano?", jurisdiction: "SE" },
  { question: "What is the best time of year to visit Bangkok?", jurisdiction: "TH" },
  { question: "How do I make my houseplants grow faster?", jurisdiction: "BE" },
  { question: "Who painted the Mona Lisa?", jurisdiction: "FR" },
  { question: "What is the fastest marathon time ever run?", jurisdiction: "KE" },
  { question: "How many players are on a rugby team?", jurisdiction: "ZA" },
  { question: "How do I clean the screen of my television?", jurisdiction: "AT" },
  { question: "Why is the sky blue?", jurisdiction: "US-CA" },
  { question: "What are some easy vegetarian dinner recipes?", jurisdiction: "CA" },
  { question: "How do I transfer photos from my phone to my computer?", jurisdiction: "DE" },
  { question: "What's a good present for my boss's birthday?", jurisdiction: "GB" },
  { question: "How do I open a jar whose lid is stuck?", jurisdiction: "HK" },
  { question: "How do I keep my phone battery healthy for longer?", jurisdiction: "CH" },
  { question: "What was the final score in last night's tennis match?", jurisdiction: "AU" },
  { question: "How do I share my screen on a video call?", jurisdiction: "CO" },
  { question: "Which bank holiday weekend is best for a beach trip?", jurisdiction: "GB" },
];
