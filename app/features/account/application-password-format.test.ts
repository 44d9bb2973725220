import { describe, expect, it } from "vitest";
import { chunkApplicationPassword, normalizeApplicationPassword, readBasicCredentials } from "./application-password-format";

const basic = (pair: string) => `Basic ${Buffer.from(pair, "utf8").toString("base64")}`;

describe("application password text", () => {
  it("groups 24 characters in fours, as WordPress shows them once", () => {
    expect(chunkApplicationPassword("abcdEFGH1234ijklMNOP5678")).toBe("abcd EFGH 1234 ijkl MNOP 5678");
  });

  it("reads a password back without its spaces or any other separator", () => {
    expect(normalizeApplicationPassword("abcd EFGH 1234 ijkl MNOP 5678")).toBe("abcdEFGH1234ijklMNOP5678");
    expect(normalizeApplicationPassword(" abcd-EFGH\t1234_ijkl.MNOP 5678\n")).toBe("abcdEFGH1234ijklMNOP5678");
    expect(normalizeApplicationPassword("mật khẩu")).toBe("mtkhu");
  });
});

describe("readBasicCredentials", () => {
  it("splits at the first colon: the password may hold colons, a Vietnamese login survives", () => {
    expect(readBasicCredentials(basic("quanly:abcd EFGH:1234"))).toEqual({ user: "quanly", password: "abcd EFGH:1234" });
    expect(readBasicCredentials(basic("chủ.cửa.hàng@cuahang.vn:x"))).toEqual({ user: "chủ.cửa.hàng@cuahang.vn", password: "x" });
    expect(readBasicCredentials(basic(":secret"))).toEqual({ user: "", password: "secret" });
  });

  it("takes the scheme in any case and surrounding spaces", () => {
    expect(readBasicCredentials(`  bAsIc   ${Buffer.from("a:b").toString("base64")}  `)).toEqual({ user: "a", password: "b" });
  });

  it("is no credentials without the header or for another scheme", () => {
    expect(readBasicCredentials(null)).toBeNull();
    expect(readBasicCredentials("Bearer abc.def")).toBeNull();
    expect(readBasicCredentials("Basically")).toBeNull();
  });

  it("is malformed when Basic carries no base64 pair", () => {
    expect(readBasicCredentials("Basic")).toBe("malformed");
    expect(readBasicCredentials("Basic !!!")).toBe("malformed");
    expect(readBasicCredentials(`Basic ${Buffer.from("no-colon").toString("base64")}`)).toBe("malformed");
    expect(readBasicCredentials("Basic YWJjZ")).toBe("malformed");
  });
});
