import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

describe("isPrivateAddress", () => {
  it("refuses loopback, private, link-local, CGNAT, unspecified and their IPv6 forms", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "224.0.0.1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it("refuses loopback and private IPv4 addresses in every IPv6 form that carries one", () => {
    for (const a of [
      "::127.0.0.1", // IPv4-compatible, dotted
      "::7f00:1", // the same, in hex
      "::ffff:7f00:1", // IPv4-mapped, in hex
      "::ffff:0:7f00:1", // IPv4-translated
      "::ffff:0:127.0.0.1",
      "2002:7f00:1::", // 6to4 of 127.0.0.1
      "2002:a9fe:a9fe::1", // 6to4 of 169.254.169.254
      "2002:c0a8:101:1::1", // 6to4 of 192.168.1.1
      "64:ff9b::7f00:1", // NAT64 of 127.0.0.1
      "64:ff9b::10.0.0.1",
      "64:ff9b:1::a00:1", // local-use NAT64
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo, client 127.0.0.1 (inverted)
      "2001:0:a00:1::", // Teredo, server 10.0.0.1
      "0:0:0:0:0:ffff:a9fe:a9fe",
      "FE80::1",
      "fec0::1", // site-local (deprecated)
      "2001:db8::1", // documentation
      "100::1", // discard-only
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it("refuses documentation ranges and zoned addresses", () => {
    for (const a of ["192.0.2.1", "198.51.100.1", "203.0.113.1", "fe80::1%eth0", "2606:4700::1%1"]) expect(isPrivateAddress(a), a).toBe(true);
  });

  it("allows public addresses, also when an IPv6 form carries a public IPv4 address", () => {
    for (const a of ["8.8.8.8", "172.32.0.1", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1", "64:ff9b::808:808", "2001:0:4136:e378:8000:63bf:f7f7:f7f7"]) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it("refuses what is not an address", () => {
    expect(isPrivateAddress("localhost")).toBe(true);
    expect(isPrivateAddress("")).toBe(true);
  });
});
