import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { outcomes } from "./test-helpers";
import type { RulePack } from "./types";

/**
 * Silence on an Art. 13 item is a breach of the notice only in a text that does a whole notice's job. A short
 * "privacy" page on two or three practices (how long we keep data, how to ask for a copy) is a summary or one layer:
 * what it leaves out may be in the full notice, so the gap is not assessable, while what it says is still tested. A
 * notice that states most items and leaves one out is faulted for that one. Our own texts, not an evaluation set's.
 */

const pack = (id: string): RulePack => rulePacks.get(id)!;
const silentBreaches = (packId: string, text: string, jurisdiction: string) =>
  Object.values(outcomes(pack(packId), text, jurisdiction))
    .filter((o) => o.id.startsWith("notice-") && o.status === "breached" && o.quote === null)
    .map((o) => o.provision)
    .sort();

// Expected: storage limitation breached (kept "for ever"); no notice item called missing (the page covers three topics).
const thinBookshopPage = `Bramble & Quill Books Ltd — Privacy policy

Catalogue. If you sign up at the till we post you our seasonal catalogue.

Order records. We hold on to your order history for ever, because it helps us recommend titles to you.

Anything else? Write to hello@brambleandquill.co.uk.`;

// Expected: retention without limit breached; no notice item called missing (a two-topic summary of a German notice).
const thinDeSummary = `Backstube Lindner GmbH, Freiburg — How we use your personal information

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
  it("does not call items missing from a three-topic privacy page, but still flags what it says", () => {
    expect(silentBreaches("uk-gdpr", thinBookshopPage, "GB")).toEqual([]);
    expect(outcomes(pack("uk-gdpr"), thinBookshopPage, "GB")["storage-limitation"]?.status).toBe("breached");
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
