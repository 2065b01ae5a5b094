import { describe, expect, it } from "vitest";
import { crossOriginActionRefusal } from "./cross-origin-action";

const request = (headers: Record<string, string>, pathname = "/console/keys", method = "POST") => ({ method, nextUrl: { pathname }, headers: new Headers(headers) });

describe("crossOriginActionRefusal", () => {
  const action = { "next-action": "abc123", host: "console.example.test" };

  it("passes a same-origin action, and one without Origin (as Next.js does)", () => {
    expect(crossOriginActionRefusal(request({ ...action, origin: "https://console.example.test" }))).toBeNull();
    expect(crossOriginActionRefusal(request(action))).toBeNull();
    expect(crossOriginActionRefusal(request({ ...action, origin: "https://console.example.test", "x-forwarded-host": "console.example.test, inner" }))).toBeNull();
  });

  it("answers 403 to another site's Origin, Origin: null and a malformed Origin", async () => {
    for (const origin of ["https://evil.example", "null", "not a url", "https://console.example.test.evil.example"]) {
      const res = crossOriginActionRefusal(request({ ...action, origin }));
      expect(res?.status, origin).toBe(403);
      expect(await res!.text()).toMatch(/^Forbidden: this form was sent from another site/);
    }
  });

  it("covers form posts without scripts (multipart, no Next-Action header)", () => {
    expect(crossOriginActionRefusal(request({ host: "console.example.test", origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" }))?.status).toBe(403);
  });

  it("leaves next-auth's routes, GETs and other POSTs alone", () => {
    const evil = { host: "console.example.test", origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" };
    expect(crossOriginActionRefusal(request(evil, "/api/auth/callback/credentials"))).toBeNull();
    expect(crossOriginActionRefusal(request(evil, "/console/keys", "GET"))).toBeNull();
    expect(crossOriginActionRefusal(request({ host: "console.example.test", origin: "https://evil.example", "content-type": "application/json" }))).toBeNull();
  });
});
