import { describe, expect, it } from "vitest";
import { preambleOf } from "./parties";

const roles = (text: string) => preambleOf(text).details.map((d) => [d.defined_as ?? d.name, d.role]);

describe("roles the contract gives in words, not by a role-named term", () => {
  it("an appointment 'as its licensee' gives the appointee that role and the appointer its counterpart", () => {
    const text = 'This Agreement is made between Oakmont Media Ltd ("Oakmont") and Birch Networks Ltd ("Birch").\n\nWHEREAS Oakmont wishes to appoint Birch as its exclusive licensee of the Content.\n\n1. Licence.';
    expect(roles(text)).toEqual([
      ["Oakmont", "licensor"],
      ["Birch", "licensee"],
    ]);
  });
  it("the counterpart of the other party's role: a Consultant's other party is the client, a Distributor's the supplier", () => {
    expect(roles('Cedar Bio, Inc. ("Cedar") and Jane Roe ("Consultant") agree as follows.\n\n1. Services.')).toEqual([
      ["Cedar", "client"],
      ["Consultant", "consultant"],
    ]);
  });
  it("who supplies goods to whom, and who provides services to whom", () => {
    const supply = 'This Agreement is made between Oakmont Pharma Co., Ltd. ("Oakmont") and Birch Therapeutics, Inc. ("Birch").\n\n1. Oakmont shall supply to Birch the Licensed Products ordered.';
    expect(roles(supply)).toEqual([
      ["Oakmont", "supplier"],
      ["Birch", "purchaser"],
    ]);
    const services = 'This Amendment is made between Oakmont Advisers LLC ("Oakmont") and Birch Analytics LLC ("Birch"), under which Birch provides risk management and trading services to Oakmont.\n\n1. Amendment.';
    expect(roles(services)).toEqual([
      ["Oakmont", "client"],
      ["Birch", "service provider"],
    ]);
  });
  it("near miss: supplying reports or information is not a supply of goods, and a role the term gives is kept", () => {
    const text = 'This Agreement is made between Oakmont Inc. ("Oakmont") and Birch LLC ("Birch").\n\n1. Birch will supply to Oakmont a monthly sales forecast.';
    expect(roles(text)).toEqual([
      ["Oakmont", null],
      ["Birch", null],
    ]);
    expect(roles('Oakmont Inc. (the "Licensee") and Birch LLC (the "Agent") agree.\n\n1. Oakmont shall supply to Birch the products.')).toEqual([
      ["Licensee", "licensee"],
      ["Agent", "agent"],
    ]);
  });
});
