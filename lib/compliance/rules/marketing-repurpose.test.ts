import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";
import { contactsReusedForMarketing } from "./marketing-repurpose";

/**
 * E-marketing rules (PECR reg. 22, and the Irish, Spanish and Italian rules built the same way): contact details given
 * for something else (a prize draw, a download, Wi-Fi, a survey) moved onto a marketing list without the person's
 * consent. Neither consent nor the existing-customer exception (details obtained in a sale) covers them. Read from who
 * gave the details, for what, and where they now go, not from set phrases. Our own sentences; expected answers first.
 */

const pecr = rulePacks.get("uk-pecr-2003")!;
const memo = (line: string) => `Marketing update — Fernleigh Nurseries Ltd, Ipswich\n\n${line}\n\nEvery marketing email carries an unsubscribe link.`;

describe("contact details given for something else put on a marketing list (PECR reg. 22)", () => {
  const breaching = [
    "Anyone who downloads our free pruning guide gets added to the monthly offers email.",
    "Visitors who registered for the free Wi-Fi in our café will now receive our promotional texts; the Wi-Fi form never asked about marketing.",
    "The 3,000 people who took part in last spring's customer survey are to be moved onto the newsletter email list from Monday.",
    "Everyone who entered the Easter competition (there was no marketing box on the entry form) goes onto the weekly deals email.",
  ];
  for (const s of breaching) {
    it(`flags: ${s}`, () => {
      expect(contactsReusedForMarketing(s)).toBe(true);
      expect(statusOf(pecr, memo(s), "GB", "pecr-email-marketing")).toBe("breached");
    });
  }

  const lawful = [
    "Entrants who ticked the box 'Send me offers by email' on the competition form will be added to our promotions email.",
    "People who enter the prize draw only get our promotional emails if they tick the separate, unticked marketing box.",
    "Customers who bought from our web shop receive emails about similar products, with an opt-out when they order and in every email.",
    "Everyone who entered the competition will get an email telling them who won.",
  ];
  for (const s of lawful) {
    it(`accepts: ${s}`, () => {
      expect(contactsReusedForMarketing(s)).toBe(false);
      expect(statusOf(pecr, memo(s), "GB", "pecr-email-marketing")).not.toBe("breached");
    });
  }
});

describe("people who never bought are not customers for the exception", () => {
  it("flags brochure requesters 'treated as customers' and emailed offers", () => {
    const s = "People who only asked for a brochure but never bought anything will be treated as customers and emailed our monthly offers.";
    expect(contactsReusedForMarketing(s)).toBe(true);
  });
  it("accepts people who entered a draw and bought from us, emailed about similar products they can refuse", () => {
    expect(contactsReusedForMarketing("Entrants who bought from us at the show get emails about similar products, with an opt-out in every email.")).toBe(false);
  });
});

describe("a list handed over by another business, marketed to in the next sentence (PECR reg. 22)", () => {
  const email = (...lines: string[]) => `Email from the Sales Director — Brightline Windows Ltd\n\n${lines.join(" ")}`;
  it("flags a partner's customer list emailed an offer", () => {
    expect(statusOf(pecr, email("Our partner Solar4U has given us their customer list (about 9,000 emails).", "Let's email them our double-glazing offer this week."), "GB", "pecr-email-marketing")).toBe("breached");
  });
  it("flags a gym's member list sent deals", () => {
    expect(statusOf(pecr, email("A local gym passed us its members' email list.", "We'll send them our spring deals by email."), "GB", "pecr-email-marketing")).toBe("breached");
  });
  it("accepts customers' own emails used for order confirmations", () => {
    expect(statusOf(pecr, email("Our customers have given us their email addresses at checkout.", "We email them order confirmations only, and our newsletter only if they tick the empty box."), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
});

describe("recipients who never agreed, and messages with no way out (reg. 22, reg. 13 IE, LSSI art. 21)", () => {
  it("flags 'nobody has agreed to get offers from us' beside a WhatsApp promotion", () => {
    const es = rulePacks.get("es-lssi")!;
    const text = "Mensaje del gerente — Peluquería Sol S.L. Send our 2x1 promotion by WhatsApp to every number in the appointment book. Nobody has agreed to get offers from us, but it's just a message.";
    expect(statusOf(es, text, "ES", "lssi-email-marketing")).toBe("breached");
  });
  it("flags texts sent with 'no need to add a STOP option'", () => {
    const ie = rulePacks.get("ie-eprivacy-regulations-2011")!;
    const text = "SMS campaign brief — Dublin Auto Parts Ltd. Text all customers who bought from us about our winter tyre offers. Keep the texts short: no need to add a STOP option or any way to opt out.";
    expect(statusOf(ie, text, "IE", "ie-email-marketing")).toBe("breached");
  });
});

describe("entrants who tick a separate box themselves", () => {
  it("accepts 'entrants who also tick the separate, unticked box … are added to our offers email'", () => {
    expect(contactsReusedForMarketing("Entrants who also tick the separate, unticked box 'Send me offers by email' are added to our offers email.")).toBe(false);
  });
});

describe("marketing added to service messages sent to numbers given for them (PECR reg. 22)", () => {
  const note = (line: string) => `Practice manager's note — Elm Tree Dental Ltd\n\nPatients gave us their mobile numbers for appointment reminders. ${line}`;
  it("flags an offer added to every reminder text", () => {
    expect(statusOf(pecr, note("From next month we'll add a line about our teeth-whitening offer to every reminder text."), "GB", "pecr-email-marketing")).toBe("breached");
  });
  it("accepts reminders that stay reminders", () => {
    expect(statusOf(pecr, note("Reminder texts give only the date, time and how to rebook; our offers go only to patients who ticked the separate offers box."), "GB", "pecr-email-marketing")).not.toBe("breached");
  });
});
