import { describe, expect, it } from "vitest";
import { ipv6Bytes, ipv6Text } from "./ipv6";

const hex = (b: Uint8Array | null) => (b ? Buffer.from(b).toString("hex") : null);

describe("ipv6Bytes", () => {
  it("reads every textual form of one address to the same bytes", () => {
    const loopbackV4Compatible = "0000000000000000000000007f000001";
    for (const form of ["::127.0.0.1", "::7f00:1", "0:0:0:0:0:0:7f00:0001", "0:0:0:0:0:0:127.0.0.1", "::7F00:1"]) expect(hex(ipv6Bytes(form)), form).toBe(loopbackV4Compatible);
    expect(hex(ipv6Bytes("::ffff:127.0.0.1"))).toBe("00000000000000000000ffff7f000001");
    expect(hex(ipv6Bytes("::ffff:0:7f00:1"))).toBe("0000000000000000ffff00007f000001");
    expect(hex(ipv6Bytes("2002:7f00:1::"))).toBe("20027f00000100000000000000000000");
    expect(hex(ipv6Bytes("::"))).toBe("0".repeat(32));
    expect(hex(ipv6Bytes("1:2:3:4:5:6:7:8"))).toBe("00010002000300040005000600070008");
    expect(hex(ipv6Bytes("1::"))).toBe("0001" + "0".repeat(28));
  });
  it("refuses what is not an IPv6 address, and zoned addresses", () => {
    for (const bad of ["127.0.0.1", "localhost", "1:2:3:4:5:6:7:8:9", "fe80::1%eth0", "::g", ""]) expect(ipv6Bytes(bad), bad).toBeNull();
  });
});

describe("ipv6Text", () => {
  it("writes the canonical form", () => {
    expect(ipv6Text(ipv6Bytes("2001:0DB8:0:0:1:0:0:1")!)).toBe("2001:db8::1:0:0:1");
    expect(ipv6Text(ipv6Bytes("::1")!)).toBe("::1");
    expect(ipv6Text(ipv6Bytes("1:0:2:3:4:5:6:7")!)).toBe("1:0:2:3:4:5:6:7");
    expect(ipv6Text(new Uint8Array(16))).toBe("::");
  });
});
