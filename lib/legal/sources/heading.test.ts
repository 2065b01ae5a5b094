import { describe, expect, it } from "vitest";
import { displayHeading, headingSubject } from "./heading";

describe("provision headings", () => {
  it("shows an untitled provision's subject as ours, not as the instrument's heading", () => {
    expect(displayHeading("[Untitled] Right to erasure")).toBe("Right to erasure (no official heading)");
    expect(headingSubject("[Untitled] Right to erasure")).toBe("Right to erasure");
  });

  it("leaves official headings exactly as the instrument words them", () => {
    expect(displayHeading("Right to erasure (‘right to be forgotten’)")).toBe("Right to erasure (‘right to be forgotten’)");
    expect(displayHeading("Notice of [Untitled] matters")).toBe("Notice of [Untitled] matters");
  });
});
