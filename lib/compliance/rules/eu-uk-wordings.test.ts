import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { detectApplicableLaws } from "../detect";
import { aboutPeoplesData } from "../people-data";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * GDPR / UK GDPR facts spread over two sentences or named by their article as a whole (branch compeu). Our own
 * sentences, not an evaluation set's; expected answers written before the code.
 */

const gdpr = rulePacks.get("eu-gdpr")!;
const ukGdpr = rulePacks.get("uk-gdpr")!;
const detected = (jurisdiction: string, text: string) => detectApplicableLaws(builtInRegistry(), jurisdiction, text).map((d) => d.sourceId);

describe("Art. 12(5): a fee in the sentence after the request it is charged for", () => {
  it("flags '£15 for every one' after a request to see what is kept", () => {
    const text = "Front desk guide — Oakridge Lettings Ltd. If a tenant wants to see the information we keep about them, hand over the standard form. There is a £15 charge for every one we process.";
    expect(statusOf(ukGdpr, text, "GB", "access-free")).toBe("breached");
  });
  it("flags 'we bill €20 for each' after a request for a copy", () => {
    const text = "Kundenservice — Haus Weber GmbH. Customers can ask us for a copy of their customer file. We bill €20 for each.";
    expect(statusOf(gdpr, text, "DE", "access-free")).toBe("breached");
  });
  it("does not read a delivery charge after a free copy as a fee for access", () => {
    const text = "Customer guide — Oakridge Supplies Ltd. Customers can ask for a copy of their records free of charge. Delivery costs £4.99 per order.";
    expect(statusOf(ukGdpr, text, "GB", "access-free")).not.toBe("breached");
  });
});

describe("Art. 33(1): telling the authority put off until a later event, whatever the incident is called", () => {
  it("flags holding off until the insurer's assessors have finished after a ransomware attack", () => {
    const text = "Memo — Falke Reisen GmbH. Last night's ransomware attack encrypted the booking server with customers' passport scans. We will hold off on telling the data protection authority until our insurer's assessors have finished, which may take a month.";
    expect(statusOf(gdpr, text, "DE", "breach-authority")).toBe("breached");
  });
  it("flags not contacting the ICO until the board meets, after a stolen laptop", () => {
    const text = "Note from the MD, Pennant Vets Ltd: a laptop holding client records was stolen from a car on Monday. Don't contact the ICO until the board meets at the end of the quarter.";
    expect(statusOf(ukGdpr, text, "GB", "breach-authority")).toBe("breached");
  });
  it("accepts notice within 24 hours with the forensic findings sent later", () => {
    const text = "Memo — Falke Reisen GmbH. After last night's ransomware attack we notified the data protection authority within 24 hours and will send it the forensic findings when the report is ready.";
    expect(statusOf(gdpr, text, "DE", "breach-authority")).not.toBe("breached");
  });
});

describe("Art. 8(1): the audience's ages stated once, the child acting alone in another sentence", () => {
  it("flags kids aged 8 to 11 who agree themselves with no parent asked (UK, 13)", () => {
    const text = "Puzzle Pals (Puzzle Pals Ltd, Leeds) is a game for kids aged 8 to 11. Kids create their own account and tick 'I agree' themselves; no parent is asked.";
    expect(statusOf(ukGdpr, text, "GB", "child-consent")).toBe("breached");
  });
  it("flags pupils aged 10 to 14 who consent on their own (DE, 16)", () => {
    const text = "Lernfuchs GmbH — Lernfuchs is a homework app for pupils aged 10 to 14. Pupils can register and consent to the processing on their own.";
    expect(statusOf(gdpr, text, "DE", "child-consent")).toBe("breached");
  });
  it("accepts teenagers aged 13 to 17 agreeing themselves in the UK", () => {
    const text = "Puzzle Pals (Puzzle Pals Ltd, Leeds) is a game for teenagers aged 13 to 17. Players create their own account and agree to the terms themselves.";
    expect(statusOf(ukGdpr, text, "GB", "child-consent")).not.toBe("breached");
  });
  it("accepts a parent creating the account and consenting", () => {
    const text = "Puzzle Pals (Puzzle Pals Ltd, Leeds) is a game for kids aged 8 to 11. A parent creates the account and gives consent; kids then log in with a nickname.";
    expect(statusOf(ukGdpr, text, "GB", "child-consent")).not.toBe("breached");
  });
});

describe("Art. 21(3): a wish to stop marketing answered with marketing that goes on until the relationship ends", () => {
  const script = (line: string) => `Call-centre guide — Brightwater Mobile Ltd\n${line}`;
  it("flags offers that 'keep coming until the membership lapses' after a request to stop", () => {
    expect(statusOf(ukGdpr, script("Members who ask us to stop sending offers are told the offers are part of membership and keep coming until the membership lapses."), "GB", "marketing-objection")).toBe("breached");
  });
  it("flags promotional texts that 'can't be turned off while the contract runs', split over two sentences", () => {
    expect(statusOf(ukGdpr, script("Sometimes a customer says they don't want our promotional texts any more. Explain that these texts can't be turned off while their phone contract runs."), "GB", "marketing-objection")).toBe("breached");
  });
  it("accepts promotional texts switched off the same day, with bill texts going on", () => {
    expect(statusOf(ukGdpr, script("If a customer says they don't want our promotional texts any more, switch them off the same day; service texts about their bill continue."), "GB", "marketing-objection")).not.toBe("breached");
  });
});

describe("Art. 21(3): service messages that go on after an unsubscribe are not marketing", () => {
  it("accepts bill texts that continue while the contract runs", () => {
    const text = "Call-centre guide — Brightwater Mobile Ltd\nCustomers can unsubscribe from promotional texts at any time. Service texts about their bill continue while the contract runs.";
    expect(statusOf(ukGdpr, text, "GB", "marketing-objection")).not.toBe("breached");
  });
});

describe("Chapter V: a destination named by its US state or city is the United States", () => {
  const email = (line: string) => `Email from the Operations Director, Heron Tutors Ltd (York)\n${line}`;
  it("flags pupil records moved to a platform hosted in Texas with no safeguard (UK GDPR)", () => {
    expect(statusOf(ukGdpr, email("All pupil records and parents' contact details move next month to a tutoring platform hosted in Texas; we have signed nothing about transfers with them."), "GB", "transfers")).toBe("breached");
  });
  it("flags customer files stored on servers in Oregon (GDPR)", () => {
    expect(statusOf(gdpr, "Kundenservice — Haus Weber GmbH. Customer files are stored on our CRM vendor's servers in Oregon.", "DE", "transfers")).toBe("breached");
  });
  it("accepts hosting in Virginia by a provider certified under the Data Privacy Framework", () => {
    expect(
      statusOf(gdpr, "Kundenservice — Haus Weber GmbH. Customer files are stored on servers in Ohio by a provider certified under the EU-US Data Privacy Framework.", "DE", "transfers"),
    ).not.toBe("breached");
  });
});

describe("Art. 28(3)(h): the term stated in the third person ('makes available … audits')", () => {
  it("reads 'makes available all information …, including audits and inspections' as the term", () => {
    const terms =
      "Data processing agreement — Boekhoud B.V. (processor) and Bakkerij Jansen (controller). The processor processes the personal data only on documented instructions from the controller. The processor makes available all information needed to demonstrate compliance, including audits and inspections.";
    expect(statusOf(gdpr, terms, "NL", "processor-audits")).toBe("met");
  });
});

describe("Art. 12(3): the reply time in the sentence after the requests, pointing back to them", () => {
  it("flags 'tell them it'll be about three months' after people asking for copies of their data", () => {
    const text = "Teams chat — Customer Services, Brookline Insurance Ltd\nSam: we've got a backlog of people asking for copies of their data. Tell them it'll be about three months, we're swamped.";
    expect(statusOf(ukGdpr, text, "GB", "reply-deadline")).toBe("breached");
  });
  it("accepts 'tell them they'll hear from us within a month'", () => {
    const text = "Teams chat — Customer Services, Brookline Insurance Ltd\nSam: we've got a backlog of people asking for copies of their data. Tell them they'll hear from us within a month.";
    expect(statusOf(ukGdpr, text, "GB", "reply-deadline")).not.toBe("breached");
  });
});

describe("Art. 33(1): notice timed to a document's approval", () => {
  it("flags notifying the authority once the board has approved the report", () => {
    const text = "Procedure datalekken — Webshop Tulp B.V. After a data breach, the IT manager prepares a full report within two weeks. The Autoriteit Persoonsgegevens is notified once the report has been approved by the board.";
    expect(statusOf(gdpr, text, "NL", "breach-authority")).toBe("breached");
  });
  it("accepts notice within 72 hours with the report sent once approved", () => {
    const text = "Procedure datalekken — Webshop Tulp B.V. After a data breach, we notify the Autoriteit Persoonsgegevens within 72 hours and send the full report once the board has approved it.";
    expect(statusOf(gdpr, text, "NL", "breach-authority")).not.toBe("breached");
  });
});

describe("Art. 5(1)(e): not removing is keeping", () => {
  it("flags 'we don't remove anyone's details … even after they cancel'", () => {
    const text = "Email reply — Customer Team, Harbourside Gym Ltd. We don't remove anyone's details from our systems once they've joined, even after they cancel.";
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).toBe("breached");
  });
  it("accepts records not removed for six years after cancelling, as tax law requires", () => {
    const text = "Email reply — Customer Team, Harbourside Gym Ltd. We don't remove payment records for six years after members cancel, as tax law requires.";
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).not.toBe("breached");
  });
});

describe("Art. 8(1): the audience named as players or users, their ages stated once", () => {
  it("flags players aged 9 and up who sign themselves up and accept the terms (UK)", () => {
    const text = "App description — StarQuest (StarQuest Games Ltd, Dundee). StarQuest is for players aged 9 and up. Players sign themselves up and accept our terms in the app; no grown-up needs to be involved.";
    expect(statusOf(ukGdpr, text, "GB", "child-consent")).toBe("breached");
  });
  it("accepts players aged 13 and up doing the same in the UK", () => {
    const text = "App description — StarQuest (StarQuest Games Ltd, Dundee). StarQuest is for players aged 13 and up. Players sign themselves up and accept our terms in the app.";
    expect(statusOf(ukGdpr, text, "GB", "child-consent")).not.toBe("breached");
  });
});

describe("Art. 37(1): a decision not to appoint a DPO, in any words", () => {
  const minutes = (line: string) => `Board minutes — MindfulCare Clinics DAC (Dublin). The clinics process mental-health records of about 40,000 patients a year. ${line}`;
  it("flags a board deciding a DPO is an unnecessary expense", () => {
    expect(statusOf(gdpr, minutes("The board agreed that appointing a data protection officer is an unnecessary expense and decided not to appoint one."), "IE", "dpo")).toBe("breached");
  });
  it("accepts a board appointing a DPO", () => {
    expect(statusOf(gdpr, minutes("The board appointed Dr Aoife Byrne as data protection officer and notified the Data Protection Commission."), "IE", "dpo")).not.toBe("breached");
  });
});

describe("Art. 28(3)(a): processor terms written in the processor's own voice ('we', 'our')", () => {
  it("flags 'we may use the hosted data to improve our own products' in terms where the customer entrusts data to us", () => {
    const text = "Conditions générales de service — HébergeTout SAS (processor). The customer entrusts us with its customers' personal data for hosting. We may use the hosted data to improve our own products and to train our models.";
    expect(statusOf(gdpr, text, "FR", "processor-own-purposes")).toBe("breached");
  });
  it("accepts 'we use the hosted data only to provide the hosting service on the customer's instructions'", () => {
    const text = "Conditions générales de service — HébergeTout SAS (processor). The customer entrusts us with its customers' personal data for hosting. We use the hosted data only to provide the hosting service on the customer's documented instructions.";
    expect(statusOf(gdpr, text, "FR", "processor-own-purposes")).not.toBe("breached");
  });
});

describe("facts split over two sentences or named by what is missing (Arts. 22, 32, 15, 34)", () => {
  it("Art. 22(1) (EU; the UK GDPR's Arts. 22A-22D are not in the registry): automatic rejection, no human review said in the next sentence", () => {
    const text = "Kreditprozess — SchnellKredit GmbH (Köln). Applications are scored by our algorithm and rejected automatically below 600 points. No member of staff reviews the outcome.";
    expect(statusOf(gdpr, text, "DE", "automated-decisions")).toBe("breached");
    const lawful = "Kreditprozess — SchnellKredit GmbH (Köln). Applications are scored by our algorithm and rejected automatically below 600 points. An underwriter reviews every rejection before it is sent.";
    expect(statusOf(gdpr, lawful, "DE", "automated-decisions")).not.toBe("breached");
  });
  it("Art. 32: a laptop of patient files with no password; results sent through personal messaging accounts", () => {
    expect(statusOf(gdpr, "Note — Cabinet Infirmier Dumas. The practice laptop holding all patient files has no password.", "FR", "security")).toBe("breached");
    expect(statusOf(gdpr, "Note — Cabinet Infirmier Dumas. Nurses send patients' test results to each other through their personal WhatsApp accounts.", "FR", "security")).toBe("breached");
    expect(statusOf(gdpr, "Note — Cabinet Infirmier Dumas. The practice laptop holding all patient files is encrypted and locked with a password.", "FR", "security")).not.toBe("breached");
  });
  it("Art. 15: an answer to an access request cut down to some documents", () => {
    const text = "Subject access guidance — Emerald Insurance DAC. When a customer asks for a copy of their data, send only the policy schedule. Call recordings, claim notes and internal emails about the customer are never disclosed.";
    expect(statusOf(gdpr, text, "IE", "access-complete")).toBe("breached");
    const lawful = "Subject access guidance — Emerald Insurance DAC. When a customer asks for a copy of their data, send everything we hold about them, including call recordings and claim notes. Other people's personal data are not disclosed.";
    expect(statusOf(gdpr, lawful, "IE", "access-complete")).not.toBe("breached");
  });
  it("Art. 34(1): deciding not to tell the people affected", () => {
    const text = "Incident report — Dierenkliniek Noord B.V. A hacker copied the unencrypted database with clients' names and bank account numbers. We have decided not to tell the clients, to avoid damaging our reputation.";
    expect(statusOf(gdpr, text, "NL", "breach-individuals")).toBe("breached");
  });
});

describe("Art. 34(1): an incident named by what happened ('a hacker copied the database')", () => {
  it("flags deciding not to tell clients after a hacker copied their bank details", () => {
    const text = "Incidentrapport — Dierenkliniek Noord B.V. A hacker copied the unencrypted database with clients' names and bank account numbers. We reported it to the Autoriteit Persoonsgegevens within 48 hours. We have decided not to tell the clients, to avoid damaging our reputation.";
    expect(statusOf(gdpr, text, "NL", "breach-individuals")).toBe("breached");
  });
});

describe("processor terms recognised from the roles they assign ('the Client is the controller …; X processes it')", () => {
  it("flags sub-processors of the supplier's choice in an annex that never says 'processor'", () => {
    const text =
      "MediSoft B.V. — Annex 2 'Data' to the Service Agreement. 2.1 The Client is the controller of the patient data it uploads; MediSoft processes it to run the booking service. 2.2 MediSoft may use subcontractors of its choice without telling the Client.";
    expect(statusOf(gdpr, text, "NL", "processor-sub-processors")).toBe("breached");
  });
  it("accepts sub-processors engaged only with the Client's prior written authorisation", () => {
    const text =
      "MediSoft B.V. — Annex 2 'Data' to the Service Agreement. 2.1 The Client is the controller of the patient data it uploads; MediSoft processes it to run the booking service. 2.2 MediSoft engages another processor only with the Client's prior written authorisation.";
    expect(statusOf(gdpr, text, "NL", "processor-sub-processors")).not.toBe("breached");
  });
});

describe("further facts in other words (Arts. 35, 14, 28(3), 30; detection of a profile)", () => {
  it("Art. 35(1): skipping the impact assessment for software that films pupils' faces", () => {
    const text = "Project note — Castlegate Academy Trust. From September every pupil will be enrolled in new software that films pupils' faces during lessons and scores their attention. We have agreed to skip the impact assessment to meet the launch date.";
    expect(statusOf(ukGdpr, text, "GB", "dpia")).toBe("breached");
    expect(detected("GB", text)).toContain("uk-gdpr");
  });
  it("Art. 14: data bought from a broker, the people not to be told where it came from (any text)", () => {
    const text = "Plan commercial — Assurances Moreau SA. We have bought a file of 50,000 homeowners' names and phone numbers from a data broker and will call them about our home insurance. We will not tell them where we got their details.";
    expect(statusOf(gdpr, text, "FR", "third-party-sources-untold")).toBe("breached");
    const lawful = "Plan commercial — Assurances Moreau SA. We have bought a file of homeowners' names and phone numbers from a data broker. In our first call we tell each person where we got their details and how to object.";
    expect(statusOf(gdpr, lawful, "FR", "third-party-sources-untold")).not.toBe("breached");
  });
  it("Art. 28(3): a freelancer storing client files on his own cloud account with no written agreement", () => {
    const text = "Aktennotiz — Kanzlei Brandt (München). Our client files are now scanned and stored by a freelance IT helper on his own cloud account. We have no written agreement with him; it was agreed by handshake.";
    expect(statusOf(gdpr, text, "DE", "processor-contract")).toBe("breached");
  });
  it("Art. 30: 'we have never kept a record of our processing activities'", () => {
    const text = "Informe interno — Clínica Dental Serra S.L. (300 empleados). We process patient health data at our 12 clinics. We have never kept a record of our processing activities and do not intend to start.";
    expect(statusOf(gdpr, text, "ES", "records")).toBe("breached");
  });
  it("a runner's profile and routes are information about people", () => {
    expect(aboutPeoplesData("When a runner joins, their profile, running routes and home start point are public to everyone by default.")).toBe(true);
  });
});

describe("Art. 28(3): an outside helper ruled out without a contract", () => {
  it("accepts 'we never let an outside helper handle client files without a written contract'", () => {
    const text = "Aktennotiz — Kanzlei Brandt (München). We never let an outside IT helper handle client files without a written contract that meets Art. 28 GDPR.";
    expect(statusOf(gdpr, text, "DE", "processor-contract")).not.toBe("breached");
  });
});

describe("more facts in other words (Arts. 5(1)(e), 8(1), 21(3); PECR reg. 22)", () => {
  it("Art. 5(1)(e): CVs kept 'for as long as the hotel group exists'", () => {
    const text = "Recruitment FAQ — Burren Hotels Ltd. We hold on to all CVs of unsuccessful applicants for as long as the hotel group exists.";
    expect(statusOf(gdpr, text, "IE", "storage-limitation")).toBe("breached");
  });
  it("Art. 8(1): children from 8 who agree with parents not involved (NL, 16)", () => {
    const text = "App-beschrijving — Leesmaatje B.V. Leesmaatje is a reading app for children from 8 to 12. Children make their own account and tap 'Ik ga akkoord' to agree to the processing of their reading data; parents are not involved.";
    expect(statusOf(gdpr, text, "NL", "child-consent")).toBe("breached");
  });
  it("Art. 21(3): an objection noted but the catalogue kept coming until the season ends", () => {
    const text = "Interne Anweisung — Versandhaus Krone GmbH. If a customer objects to our catalogue mailings, note it in the file but keep sending the catalogue until the end of the season.";
    expect(statusOf(gdpr, text, "DE", "marketing-objection")).toBe("breached");
  });
});

describe("a stamp card that works only once marketing is accepted; a breach left for the monthly report; microphones", () => {
  it("Art. 7(4): 'the digital stamp card only works once you agree to receive our marketing texts'", () => {
    const text = "Loyalty app FAQ — Corner Café Ltd. Do I have to accept marketing to get my stamps? Yes — the digital stamp card only works once you agree to receive our marketing notifications and texts.";
    expect(statusOf(ukGdpr, text, "GB", "conditional-consent")).toBe("breached");
  });
  it("Art. 33(1): a breach reported to the CNIL in the monthly compliance report", () => {
    const text = "Procédure incident — Agence Voyages Azur SARL. When client data is exposed, the DPO reports it to the CNIL in the monthly compliance report.";
    expect(statusOf(gdpr, text, "FR", "breach-authority")).toBe("breached");
  });
  it("detection: microphones recording what staff say", () => {
    expect(aboutPeoplesData("Cameras with microphones now record sound and video in the staff break room.")).toBe(true);
  });
});

describe("a sentence referring back to the people of the one before ('We will not tell them')", () => {
  it("Art. 34(1): customers named in one sentence, not told in the next", () => {
    const text = "Incident note — Hafen Reisen GmbH. After the attack, customers' card numbers were found on a hacker forum. We will not tell them, to protect the brand.";
    expect(statusOf(gdpr, text, "DE", "breach-individuals")).toBe("breached");
  });
  it("accepts telling them at once", () => {
    const text = "Incident note — Hafen Reisen GmbH. After the attack, customers' card numbers were found on a hacker forum. We will tell them today, without undue delay, and explain what to do.";
    expect(statusOf(gdpr, text, "DE", "breach-individuals")).not.toBe("breached");
  });
});
