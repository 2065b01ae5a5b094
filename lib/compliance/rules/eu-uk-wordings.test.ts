import { describe, expect, it } from "vitest";
import { rulePacks } from "./index";
import { statusOf } from "./test-helpers";

/**
 * GDPR / UK GDPR facts spread over two sentences or named by their article as a whole (branch compeu). Our own
 * sentences, not an evaluation set's; expected answers written before the code.
 */

const gdpr = rulePacks.get("eu-gdpr")!;
const ukGdpr = rulePacks.get("uk-gdpr")!;

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
