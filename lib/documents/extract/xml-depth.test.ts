import { describe, expect, it } from "vitest";
import { xmlDepthExceeds } from "./xml-depth";

const bytes = (s: string) => new TextEncoder().encode(s);
const nested = (depth: number) => "<w:p>".repeat(depth) + "</w:p>".repeat(depth);

describe("xmlDepthExceeds", () => {
  it("passes a part nested at the limit and stops one past it", () => {
    expect(xmlDepthExceeds(bytes(nested(50)), 50)).toBe(false);
    expect(xmlDepthExceeds(bytes(nested(51)), 50)).toBe(true);
  });

  it("counts siblings, self-closing tags and closed elements as no deeper", () => {
    const siblings = "<w:document><w:body>" + '<w:p w:rsidR="00A1"><w:r><w:t>x</w:t></w:r><w:br/></w:p>'.repeat(10_000) + "</w:body></w:document>";
    expect(xmlDepthExceeds(bytes(siblings), 8)).toBe(false);
  });

  it("ignores declarations, comments, CDATA and '>' or '/' inside quoted attribute values", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><!DOCTYPE x><a t="1>2" u=\'a/\'><!-- <b><b><b> --><![CDATA[<c><c><c>]]><d/></a>';
    expect(xmlDepthExceeds(bytes(xml), 1)).toBe(false);
    expect(xmlDepthExceeds(bytes('<a t="/"><b><c/></b></a>'), 1)).toBe(true);
  });

  it("reads a part of 100,000 nested elements in one quick pass", () => {
    expect(xmlDepthExceeds(bytes(nested(100_000)), 1_000)).toBe(true);
  });
});
