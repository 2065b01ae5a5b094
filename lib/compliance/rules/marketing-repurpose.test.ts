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
