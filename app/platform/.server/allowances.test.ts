import { describe, expect, it } from "vitest";
import { addressKey, addressNetwork } from "./allowances";

describe("addressKey", () => {
  it("counts an IPv4 address as it is, also when written as IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const prefix = "2001:db8:85a3:42::/64";
    for (const ip of ["2001:db8:85a3:42::1", "2001:0db8:85a3:0042:ffff:1:2:3", "2001:DB8:85A3:42:0:0:0:9", "2001:db8:85a3:42::1%eth0"]) {
      expect(addressKey(ip), ip).toBe(prefix);
    }
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("does not count the machine itself (loopback)", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::ffff:127.0.0.1", "::1", "0:0:0:0:0:0:0:1"]) expect(addressKey(ip), ip).toBeNull();
  });

  it("keeps anything else as one address, bounded", () => {
    expect(addressKey("")).toBe("");
    expect(addressKey("x".repeat(100))).toBe("x".repeat(64));
  });
});

describe("addressNetwork", () => {
  it("counts loopback as any other address, and the rest as addressKey does", () => {
    expect(addressNetwork("127.0.0.1")).toBe("127.0.0.1");
    expect(addressNetwork("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("2001:db8:85a3:42::1%eth0")).toBe("2001:db8:85a3:42::/64");
    expect(addressNetwork("x".repeat(100))).toBe("x".repeat(64));
  });
});
