import { describe, expect, it } from "vitest";
import { analyzeDeterministic } from "./analyze";

const titleOf = (first: string) =>
  analyzeDeterministic([{ page: 1, text: `${first}\n\nThis Agreement is made between Acme Corporation ("Supplier") and Beta Inc. ("Distributor").\n\n1. Appointment. Supplier appoints Distributor as its distributor in the Territory.` }], { chain: ["US"], perspective: null }).title;

describe("document title", () => {
  it("leaves out the filing's exhibit label before the contract's name", () => {
    expect(titleOf("Exhibit 10.6 ATTACHMENT A ERCHONIA CORPORATION EXCLUSIVE DISTRIBUTOR AGREEMENT")).toBe("ERCHONIA CORPORATION EXCLUSIVE DISTRIBUTOR AGREEMENT");
    expect(titleOf("EXHIBIT 10.1: SUPPLY AGREEMENT")).toBe("SUPPLY AGREEMENT");
    expect(titleOf("Execution Version OUTSOURCING AGREEMENT")).toBe("OUTSOURCING AGREEMENT");
  });

  it("keeps a title with no label as it is", () => {
    expect(titleOf("EXCLUSIVE DISTRIBUTOR AGREEMENT")).toBe("EXCLUSIVE DISTRIBUTOR AGREEMENT");
    expect(titleOf("Annex Supply Agreement")).toBe("Annex Supply Agreement");
  });
});

describe("document title under a filing's label", () => {
  it("is the name on the line below the label", () => {
    const title = analyzeDeterministic([{ page: 1, text: 'Exhibit 10.1\n\nStrategic Alliance Agreement\n\nAGREEMENT made as of March 1, 2013, between Freedom Mortgage Corporation, a New Jersey corporation ("Freedom Mortgage"), and Cherry Hill Mortgage Investment Corp., a Maryland corporation ("Cherry Hill").\n\n1. Services. Freedom Mortgage shall provide the services.' }], { chain: ["US"], perspective: null }).title;
    expect(title).toBe("Strategic Alliance Agreement");
  });
});

describe("general terms and conditions", () => {
  it("are named by their title, without the filing's label", () => {
    const title = analyzeDeterministic([{ page: 1, text: "Exhibit 10.8 Affiliate Program / Premium Affiliate Management General Terms and Conditions\n\n1. Object. The object of the Affiliate Program is the sale of software through the Affiliate's website." }], { chain: ["US"], perspective: null }).title;
    expect(title).toBe("Affiliate Program / Premium Affiliate Management General Terms and Conditions");
  });
});
