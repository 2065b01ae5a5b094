import { describe, expect, it } from "vitest";
import { preambleOf } from "./parties";

const terms = (text: string) => preambleOf(text).details.map((d) => [d.name, d.defined_as]);

describe("a long description before a party's term does not cut its name", () => {
  it("keeps a leading place name ('Ningbo …') when the description runs past the window read before the term", () => {
    const address = "a limited liability company duly organised, validly existing and in good standing under the laws of the People's Republic of China with its principal place of business at Unit 1204, Block C, No. 88-90 Harbour Avenue, Beilun District, Ningbo, Zhejiang Province, People's Republic of China";
    const text = `This SUPPLY AGREEMENT (this "Agreement") is made by and between\n\nOakridge Instruments, Inc., a Delaware corporation ("Oakridge"), and\n\nNingbo Eastern Precision Tooling Co., Ltd., ${address} (the "Manufacturer").\n\n1. Supply.`;
    expect(terms(text)).toEqual([
      ["Oakridge Instruments, Inc.", "Oakridge"],
      ["Ningbo Eastern Precision Tooling Co., Ltd.", "Manufacturer"],
    ]);
  });
  it("near miss: a short description keeps the name as read, and a title line above it is not taken in", () => {
    const text = `SUPPLY AGREEMENT\nEastern Precision Tooling Co., Ltd., a Chinese company (the "Manufacturer"), and Oakridge Instruments, Inc. ("Oakridge").`;
    expect(terms(text)[0]).toEqual(["Eastern Precision Tooling Co., Ltd.", "Manufacturer"]);
  });
});
