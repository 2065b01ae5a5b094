import { describe, expect, it } from "vitest";
import { countryName, treatyPair } from "./country-name";

describe("countryName", () => {
  it("names a country for prose, as a practitioner writes it", () => {
    expect(countryName("FR")).toBe("France");
    expect(countryName("fr")).toBe("France");
    expect(countryName("HK")).toBe("Hong Kong");
    expect(countryName("KR")).toBe("Korea");
    expect(countryName("US")).toBe("the United States");
    expect(countryName("EU")).toBe("the European Union");
  });

  it("returns a code it cannot name as given, never 'Unknown Region'", () => {
    expect(countryName("ZZ")).toBe("ZZ");
    expect(countryName("XX")).toBe("XX");
    expect(countryName("IN-MH")).toBe("IN-MH");
  });

  it("names a treaty pair without the article", () => {
    expect(treatyPair("IN", "GB")).toBe("India–United Kingdom");
    expect(treatyPair("IN", "FR")).toBe("India–France");
  });
});
