import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { outcomes } from "./test-helpers";
import type { RulePack } from "./types";

/**
 * Silence on an Art. 13 item is a breach of the notice only in a text that does a whole notice's job or holds itself
 * out as the notice. A short page headed as the privacy policy and pointing to nothing fuller is the notice, and a thin
 * one is deficient; a page that calls itself a summary or sends the reader to the full notice is one layer, so what it
 * leaves out is not assessable, while what it says is still tested. A notice that states most items and leaves one out
 * is faulted for that one. Our own texts, not an evaluation set's.
 */

const pack = (id: string): RulePack => rulePacks.get(id)!;
const silentBreaches = (packId: string, text: string, jurisdiction: string) =>
  Object.values(outcomes(pack(packId), text, jurisdiction))
    .filter((o) => o.id.startsWith("notice-") && o.status === "breached" && o.quote === null)
    .map((o) => o.provision)
    .sort();

// Expected: storage limitation breached (kept "for ever"); headed as the privacy policy and pointing to nothing fuller,
// it is the notice, so the items it omits are missing too.
const thinBookshopPage = `Bramble & Quill Books Ltd — Privacy policy

Catalogue. If you sign up at the till we post you our seasonal catalogue.

Order records. We hold on to your order history for ever, because it helps us recommend titles to you.

Anything else? Write to hello@brambleandquill.co.uk.`;

// Expected: retention without limit breached; no notice item called missing (it says it is a summary of the full notice).
const thinDeSummary = `Backstube Lindner GmbH, Freiburg — How we use your personal information: a summary (the full privacy notice is at backstube-lindner.de/datenschutz)

Treuekarte: We record every purchase you make with the loyalty card.

Storage: card histories stay in our system indefinitely, even if you hand the card back.

Contact us at datenschutz@backstube-lindner.de.`;

// Expected: Art. 13(2)(b), (d) and (e) missing (a whole notice: controller, purposes with basis, recipients, retention;
// it relies on a contract and a legal obligation without saying which data patients must give).
const wholeNoticeWithoutRights = `Harbour Lane Opticians Ltd, 4 Quay Street, Falmouth — Privacy notice for patients

We collect your name, date of birth, contact details and eye examination results to provide your eye care, on the
basis of our contract with you and our legal obligations as a healthcare provider.

Your records are shared with the NHS when we claim for your sight test, and with our practice software provider, who
hosts them for us.

We keep clinical records for 10 years after your last visit, as professional guidance recommends, then delete them.`;

// Expected: Art. 13(2)(d) and (e) missing (rights listed; no complaint to the ICO, nothing on which data must be given).
const wholeNoticeWithoutComplaint = `Harbour Lane Opticians Ltd, 4 Quay Street, Falmouth — Privacy notice for patients

We collect your name, date of birth, contact details and eye examination results to provide your eye care, on the
basis of our contract with you and our legal obligations as a healthcare provider.

Your records are shared with the NHS when we claim for your sight test, and with our practice software provider, who
hosts them for us.

We keep clinical records for 10 years after your last visit, as professional guidance recommends, then delete them.

You have the right to access, rectify and erase your data, to restrict or object to its processing and to data
portability; email privacy@harbourlane.co.uk.`;

describe("Art. 13 items missing only from a text that does a whole notice's job", () => {
  it("calls items missing from a three-topic page headed as the privacy policy, and flags what it says", () => {
    expect(silentBreaches("uk-gdpr", thinBookshopPage, "GB")).toEqual(expect.arrayContaining(["Art. 13(1)(c)", "Art. 13(2)(b)", "Art. 13(2)(d)"]));
    expect(outcomes(pack("uk-gdpr"), thinBookshopPage, "GB")["storage-limitation"]?.status).toBe("breached");
  });

  it("does not call items missing from the same page once it points to the full policy", () => {
    const layered = thinBookshopPage.replace("Anything else?", "This page sums up the main points; our full privacy policy is at brambleandquill.co.uk/privacy. Anything else?");
    expect(silentBreaches("uk-gdpr", layered, "GB")).toEqual([]);
  });

  it("does not call items missing from a short summary", () => {
    expect(silentBreaches("eu-gdpr", thinDeSummary, "DE")).toEqual([]);
  });

  it("flags rights and the complaint missing from a notice that states controller, basis, recipients and retention", () => {
    expect(silentBreaches("uk-gdpr", wholeNoticeWithoutRights, "GB")).toEqual(["Art. 13(2)(b)", "Art. 13(2)(d)", "Art. 13(2)(e)"]);
  });

  it("flags the complaint and the requirement where the rest is stated", () => {
    expect(silentBreaches("uk-gdpr", wholeNoticeWithoutComplaint, "GB")).toEqual(["Art. 13(2)(d)", "Art. 13(2)(e)"]);
  });
});

describe("notice items stated as labelled answers", () => {
  it("'How long: for your membership and six years after' states retention", () => {
    const text =
      "Privacy statement — Shannon Fitness Ltd, Dock Road, Limerick (privacy@shannonfit.example). Why: to run your membership under our contract with you. Who receives it: our payment processor. How long: for your membership and six years after, for tax purposes. Your rights: access, rectification, erasure, restriction, objection and portability. Complaints: the Data Protection Commission.";
    expect(outcomes(pack("eu-gdpr"), text, "IE")["notice-retention"]?.status).toBe("met");
  });
});
