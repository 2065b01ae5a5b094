import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * A practice described as past and disowned ("our old supplier used to keep files for ever; that is not allowed and we
 * stopped it") is not the text's practice. A practice that is the current one stays a breach, even beside a past one.
 * Our own sentences; expected answers written first.
 */

const gdpr = rulePacks.get("eu-gdpr")!;
const ukGdpr = rulePacks.get("uk-gdpr")!;

describe("a past, disowned practice is not a breach", () => {
  it("accepts a memo on what an old supplier did and was stopped", () => {
    const text =
      "Note interne — Cabinet Lenoir (Lille). Our old supplier used to keep client files for ever and charged clients €30 for copies; that is not allowed, and we stopped it. From now on, copies of a client's data are free and sent within one month, and files are deleted six years after the matter closes.";
    expect(statusOf(gdpr, text, "FR", "storage-limitation")).not.toBe("breached");
    expect(statusOf(gdpr, text, "FR", "access-free")).not.toBe("breached");
  });
  it("accepts 'until last year we kept CVs indefinitely' followed by the new rule", () => {
    const text = "Recruitment records — Marsh Joinery Ltd. Until last year we kept CVs indefinitely; we no longer do, and CVs are now deleted six months after the vacancy closes.";
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).not.toBe("breached");
  });
  it("still flags the current practice that replaced a lawful past one", () => {
    const text = "Recruitment records — Marsh Joinery Ltd. We used to delete CVs after six months, but now we keep them indefinitely in case a role comes up.";
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).toBe("breached");
  });
  it("still flags a current practice beside a past remark about something else", () => {
    const text = "Customer records — Marsh Joinery Ltd. Previously, refunds took two weeks. We keep all customer data forever, whether or not they still buy from us.";
    expect(statusOf(ukGdpr, text, "GB", "storage-limitation")).toBe("breached");
  });
});
