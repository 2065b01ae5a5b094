import { describe, expect, it } from "vitest";
import { builtInRegistry } from "@/lib/legal/sources/registry";
import { detectApplicableLaws } from "./detect";
import { aboutPeoplesData } from "./people-data";

/**
 * Detection in everyday registers: a chat message, an internal email or a script that handles information about
 * people (customers, staff, visitors) without the words "personal data". Our own texts; expected answers first.
 */

const registry = builtInRegistry();
const detected = (jurisdiction: string, text: string) => detectApplicableLaws(registry, jurisdiction, text).map((d) => d.sourceId);

describe("information about people, named in any register, brings the data protection law", () => {
  it("a chat message about what a company holds on a customer (UK GDPR)", () => {
    const text = "#ops, Tuesday\nPriya (Tidewater Boats Ltd): when a customer asks what we hold on them, log it and say we'll get to it within 10 weeks. We charge £40 admin for each one.";
    expect(aboutPeoplesData(text)).toBe(true);
    expect(detected("GB", text)).toContain("uk-gdpr");
  });

  it("an internal email about staff bank details and sick notes (GDPR)", () => {
    const text = "From: IT lead, Nordwind Logistik GmbH\nSubject: ransomware\nFriday's attack locked the HR server with the employees' bank details and sick notes. Let's wait for the forensic report before deciding whether to tell anyone.";
    expect(aboutPeoplesData(text)).toBe(true);
    expect(detected("DE", text)).toContain("eu-gdpr");
  });

  it("an instruction to copy visitors' driving licences (UK GDPR)", () => {
    const text = "Reception, from Monday: scan every visitor's driving licence and keep the copies on the shared drive.";
    expect(aboutPeoplesData(text)).toBe(true);
  });

  it("no information about people: opening hours, product sheets", () => {
    expect(aboutPeoplesData("Team: from Monday the reception desk opens at 8am and the shared drive moves to the new server.")).toBe(false);
    expect(aboutPeoplesData("Our product data sheets and price lists are updated every month; staff should use the latest version.")).toBe(false);
    expect(detected("GB", "Team: from Monday the reception desk opens at 8am and the shared drive moves to the new server.")).not.toContain("uk-gdpr");
  });
});

describe("people's faces captured", () => {
  it("facial recognition cameras scanning everyone entering a town centre (UK GDPR)", () => {
    const text = "Project brief — Northgate Council. From January, live facial recognition cameras will scan everyone entering the town centre.";
    expect(aboutPeoplesData(text)).toBe(true);
    expect(detected("GB", text)).toContain("uk-gdpr");
  });
  it("cameras that count cars are not about people", () => {
    expect(aboutPeoplesData("Project brief — Northgate Council. New traffic cameras will count cars entering the town centre.")).toBe(false);
  });
});

describe("someone's own data", () => {
  it("'their play data' and 'anyone's details' are about people", () => {
    expect(aboutPeoplesData("We use their play data to show personalised ads.")).toBe(true);
    expect(aboutPeoplesData("We don't remove anyone's details from our systems.")).toBe(true);
  });
  it("'their opening hours' is not", () => {
    expect(aboutPeoplesData("Suppliers update their opening hours every spring.")).toBe(false);
  });
});

describe("direct marketing aimed at people", () => {
  it("a customer objecting to catalogue mailings is about people's data", () => {
    expect(aboutPeoplesData("If a customer objects to our catalogue mailings, keep sending the catalogue until the end of the season.")).toBe(true);
  });
  it("a catalogue of products is not", () => {
    expect(aboutPeoplesData("The spring catalogue lists 400 products and goes to print in March.")).toBe(false);
  });
});

describe("the reader's own details", () => {
  it("'your name, address and order details' are about the reader", () => {
    expect(aboutPeoplesData("We use your name, address and order details to send your orders.")).toBe(true);
  });
});
