/**
 * A private check set (groundgen, issue 33): 20 everyday questions and 30 unrelated ones, written before any retrieval
 * ran on them. Each answerable question's provision was chosen first from a listing of the registry
 * (`source_id | jurisdiction | article | heading`), then the question was written from a situation in plain words. The
 * unrelated ones are cooking, sport, trivia, tech support and legal-sounding chit-chat on law the registry does not hold.
 * Even positions are dev, odd positions held out (report totals only, at most twice).
 */
export interface OwnCheckQuestion {
  jurisdiction: string;
  question: string;
  /** `source_id article` of the provisions a lawyer would cite first. */
  expected: string[];
}

export const ownCheckQuestions: OwnCheckQuestion[] = [
  { jurisdiction: "US", question: "Someone stole my debit card and drained my checking account before I noticed. How much of that loss is on me?", expected: ["us-efta 1693g"] },
  { jurisdiction: "US", question: "My credit card was stolen and the thief ran up three thousand dollars of charges. Do I have to pay them?", expected: ["us-tila 1643"] },
  { jurisdiction: "US", question: "I'm in the army and just got orders to move to a base in another state. Can I get out of my apartment lease early?", expected: ["us-scra 3955"] },
  { jurisdiction: "US", question: "I lost my job last week. Can I keep the health insurance I had through work?", expected: ["us-cobra 1161", "us-cobra 1162"] },
  { jurisdiction: "US", question: "There's a loan on my credit report that I never took out. How do I get it removed?", expected: ["us-fcra 1681i", "us-fcra 1681c-2"] },
  { jurisdiction: "US", question: "A collection company says I owe $900 for an old gym membership I don't remember. Can I make them prove it?", expected: ["us-fdcpa 1692g"] },
  { jurisdiction: "US", question: "A shop I applied to wants me to take a lie detector test before they'll hire me. Can they insist?", expected: ["us-employee-polygraph-protection-act 2002"] },
  { jurisdiction: "US-CA", question: "My landlord in San Jose keeps coming into my apartment while I'm out without telling me first. Is he allowed?", expected: ["us-ca-civil-code 1954"] },
  { jurisdiction: "US-CA", question: "The heater in my rental in Fresno has been broken for a month and the landlord ignores me. Can I get it fixed myself and take the cost off the rent?", expected: ["us-ca-civil-code 1942"] },
  { jurisdiction: "AU", question: "My grandmother just died. Do I get any days off work for the funeral?", expected: ["au-fair-work-act-2009 104"] },
  { jurisdiction: "AU", question: "My boss in Perth never gives me anything showing what I was paid each fortnight. Isn't he meant to?", expected: ["au-fair-work-act-2009 536"] },
  { jurisdiction: "DE", question: "I've had the flu for a week and can't go to work in Munich. Does my employer still have to pay me?", expected: ["de-efzg 3"] },
  { jurisdiction: "DE", question: "I got sick halfway through my holiday in Germany. Do I lose those vacation days?", expected: ["de-burlg 9"] },
  { jurisdiction: "DE", question: "I work full-time in Hamburg and want to cut down to thirty hours a week. Can my employer say no?", expected: ["de-tzbfg 8"] },
  { jurisdiction: "GB", question: "My ex keeps turning up outside my work and sends me dozens of messages a day. Is that a crime?", expected: ["uk-protection-from-harassment-act-1997 2", "uk-protection-from-harassment-act-1997 2A", "uk-protection-from-harassment-act-1997 1"] },
  { jurisdiction: "GB", question: "A customer always pays my small firm's invoices months late. Can I add interest?", expected: ["uk-late-payment-act-1998 1"] },
  { jurisdiction: "IE", question: "How many hours a week can my boss in Cork make me work on average?", expected: ["ie-organisation-of-working-time-act-1997 15"] },
  { jurisdiction: "EU", question: "The tour company cancelled our holiday package two days before we were due to fly. What are we owed?", expected: ["eu-package-travel-directive 12"] },
  { jurisdiction: "IN", question: "I'm 72 and my son, who I gave my flat to, now refuses to look after me. What can I do in Pune?", expected: ["in-senior-citizens-act-2007 23", "in-senior-citizens-act-2007 4", "in-senior-citizens-act-2007 5"] },
  { jurisdiction: "US", question: "The maker says my fridge warranty is void because I had it fixed at an independent repair shop. Can they do that?", expected: ["us-magnuson-moss-warranty-act 2302"] },
];

export const ownCheckUnrelated: { jurisdiction: string; question: string }[] = [
  { jurisdiction: "US", question: "How long should I roast a five-pound chicken and at what temperature?" },
  { jurisdiction: "GB", question: "Who won the FA Cup the year Wimbledon beat Liverpool?" },
  { jurisdiction: "US", question: "My laptop fan is really loud after the last update. How do I fix it?" },
  { jurisdiction: "DE", question: "What's the best way to learn German grammar quickly before moving to Berlin?" },
  { jurisdiction: "IN", question: "Which train is fastest from Mumbai to Goa, and do I need to book early?" },
  { jurisdiction: "AU", question: "How do I stop possums getting into my roof at night?" },
  { jurisdiction: "US", question: "Is it legal for my cat to judge me this hard every morning?" },
  { jurisdiction: "GB", question: "How many points do you get for a try in rugby union?" },
  { jurisdiction: "US-CA", question: "What's the best time of year to see the wildflowers in Death Valley?" },
  { jurisdiction: "FR", question: "How do I make a proper French onion soup without it going bitter?" },
  { jurisdiction: "US", question: "My printer says it is offline even though it's connected to the wifi. What should I try?" },
  { jurisdiction: "GB", question: "What's the difference between a barrister's wig and a judge's wig?" },
  { jurisdiction: "US", question: "How do I get my teenager to do their homework without a fight every night?" },
  { jurisdiction: "IE", question: "Which county in Ireland has the most rainfall each year?" },
  { jurisdiction: "US-NY", question: "Where can I watch the New Year's Eve ball drop without standing in the crowd all day?" },
  { jurisdiction: "CA", question: "How cold does it have to be before the Rideau Canal opens for skating?" },
  { jurisdiction: "US", question: "Should I pay off my car loan early or put the money in my savings account?" },
  { jurisdiction: "SG", question: "Which hawker centre has the best chicken rice near the office?" },
  { jurisdiction: "GB", question: "My neighbour's tree drops leaves in my garden every autumn. Any tips for composting them?" },
  { jurisdiction: "US", question: "What's a good name for a golden retriever puppy?" },
  { jurisdiction: "AU", question: "How many days does it take to drive from Sydney to Perth?" },
  { jurisdiction: "IN", question: "How much sugar should go into a batch of gulab jamun for ten people?" },
  { jurisdiction: "US", question: "Why does my phone battery drain so fast when I'm using maps?" },
  { jurisdiction: "DE", question: "When do the Christmas markets open in Nuremberg this year?" },
  { jurisdiction: "GB", question: "My boss loves cricket. What's a good present for his birthday?" },
  { jurisdiction: "US", question: "Which courtroom TV drama has the most realistic trials?" },
  { jurisdiction: "US-TX", question: "How do I keep my tomato plants alive during a Texas summer heat wave?" },
  { jurisdiction: "EU", question: "Which European city has the cheapest flights for a weekend break in March?" },
  { jurisdiction: "US", question: "How do I reset my password if I no longer have access to my old email account?" },
  { jurisdiction: "GB", question: "What's the rule for offside in football, explained simply?" },
];
