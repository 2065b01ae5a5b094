import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, stampPeerAddresses } from "@/lib/server/peer-address";
import { addressBucket, clientIp, selectClientAddress } from "./client-ip";

describe("selectClientAddress", () => {
  it("with no trusted proxy, is the TCP peer whatever X-Forwarded-For says", () => {
    expect(selectClientAddress("198.51.100.7", [], 0)).toBe("198.51.100.7");
    expect(selectClientAddress("198.51.100.7", ["1.2.3.4", "5.6.7.8"], 0)).toBe("198.51.100.7");
  });
  it("with N trusted proxies, is the Nth entry from the right of X-Forwarded-For", () => {
    // client 203.0.113.9 forged "1.2.3.4"; the outer proxy appended the client, the inner one the outer proxy.
    const header = ["1.2.3.4", "203.0.113.9", "10.0.0.2"];
    expect(selectClientAddress("10.0.0.3", header, 1)).toBe("10.0.0.2");
    expect(selectClientAddress("10.0.0.3", header, 2)).toBe("203.0.113.9");
    expect(selectClientAddress("10.0.0.3", ["203.0.113.9"], 1)).toBe("203.0.113.9");
  });
  it("a header shorter than the proxies configured gives its leftmost entry, which a proxy wrote", () => {
    expect(selectClientAddress("10.0.0.3", ["203.0.113.9"], 3)).toBe("203.0.113.9");
    expect(selectClientAddress("10.0.0.3", [], 2)).toBe("10.0.0.3");
  });
});

describe("addressBucket", () => {
  it("counts IPv4 as it is, IPv4-mapped as IPv4, IPv6 by its /64", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("[2001:db8:1:2::5]:443")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("203.0.113.9:51234")).toBe("203.0.113.9");
  });
  it("keeps anything else as written, cut short", () => {
    expect(addressBucket("_hidden")).toBe("_hidden");
    expect(addressBucket("x".repeat(500))).toHaveLength(100);
  });
});

describe("clientIp on a real HTTP server", () => {
  it("reads the TCP peer this process stamped, not a header the client sent", async () => {
    stampPeerAddresses();
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(clientIp(req.headers, 0), clientIp(req.headers, 1));
      res.end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": "203.0.113.50", [PEER_ADDRESS_HEADER]: "forged 203.0.113.51" } });
      await res.arrayBuffer();
    } finally {
      server.close();
    }
    expect(seen).toEqual(["127.0.0.1", "203.0.113.50"]);
  });
  it("counts a request without the stamp as unknown", () => {
    expect(clientIp({ "x-forwarded-for": "203.0.113.50", [PEER_ADDRESS_HEADER]: "forged 203.0.113.51" }, 0)).toBe("unknown");
  });
});
