import { describe, expect, it } from "vitest";
import { originForDisplay } from "./shown-origin";

describe("originForDisplay (the home page's curl)", () => {
  it("is the address the page was requested at, on its port, when no public URL is configured", () => {
    expect(originForDisplay(undefined, "localhost:3005", null, "http://localhost:3000")).toBe("http://localhost:3005");
    expect(originForDisplay(undefined, "api.example.org", "https, http", "http://localhost:3000")).toBe("https://api.example.org");
  });

  it("is the configured public URL when there is one, and the fallback for a Host that is not a host", () => {
    expect(originForDisplay("https://legal.example.org/", "10.0.0.5:3000", null, "x")).toBe("https://legal.example.org");
    expect(originForDisplay(undefined, "evil\"<script>", null, "http://localhost:3000")).toBe("http://localhost:3000");
    expect(originForDisplay(undefined, null, null, "http://localhost:3000")).toBe("http://localhost:3000");
  });
});
