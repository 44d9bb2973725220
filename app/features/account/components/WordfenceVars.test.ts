import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { wordfenceScript } from "./WordfenceVars";

describe("wordfenceScript", () => {
  it("defines WFLSVars with string values, as wp_localize_script prints them, and the Vietnamese translations", () => {
    const scope: Record<string, unknown> = {};
    runInNewContext(wordfenceScript({ ajaxNonce: "0123456789", useCaptcha: false, allowRemember: true }), scope);
    expect(scope.WFLSVars).toEqual({ ajaxurl: "/wp-admin/admin-ajax.php", nonce: "0123456789", recaptchasitekey: "", useCAPTCHA: "", allowremember: "1", verification: "" });
    // Wordfence's login.js reads it with parseInt: "1" is 1, "" is NaN (falsy), as on WordPress.
    expect(Number.parseInt((scope.WFLSVars as { allowremember: string }).allowremember)).toBe(1);
    expect((scope.WFLS_LOGIN_TRANSLATIONS as Record<string, string>)["Remember for 30 days"]).toBe("Ghi nhớ trong 30 ngày");
    expect((scope.WFLS_LOGIN_TRANSLATIONS as Record<string, string>)["<strong>ERROR</strong>: Login failed with status code 503. Please contact the site administrator."]).toBe(
      "<strong>LỖI</strong>: Đăng nhập thất bại với mã trạng thái 503. Vui lòng liên hệ quản trị viên trang web.",
    );
  });

  it("cannot be ended early by what it carries", () => {
    expect(wordfenceScript({ ajaxNonce: "</script><script>alert(1)</script>", useCaptcha: true, allowRemember: false })).not.toContain("</script>");
  });
});
