import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address";

describe("isPrivateAddress", () => {
  it("refuses loopback, private, link-local, CGNAT, unspecified and their IPv6 forms", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "224.0.0.1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });
  it("allows public addresses", () => {
    for (const a of ["8.8.8.8", "172.32.0.1", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isPrivateAddress(a), a).toBe(false);
  });
  it("refuses what is not an address", () => {
    expect(isPrivateAddress("localhost")).toBe(true);
  });
});
