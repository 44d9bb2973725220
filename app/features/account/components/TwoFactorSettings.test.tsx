import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TwoFactorPage, TwoFactorResult } from "../two-factor-view";
import { TwoFactorSettings } from "./TwoFactorSettings";

const SETUP = { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", secretGroups: "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP", qrSvg: '<svg role="img" aria-label="QR"></svg>' };

function render(page: TwoFactorPage, result: TwoFactorResult | null = null): string {
  const Stub = createRoutesStub([{ path: "/tai-khoan/two-factor/", Component: () => <TwoFactorSettings page={page} result={result} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/tai-khoan/two-factor/"]} />);
}
const inputNamed = (markup: string, name: string) => [...markup.matchAll(/<input [^>]*>/g)].map((m) => m[0]).filter((i) => i.includes(`name="${name}"`));

describe("TwoFactorSettings", () => {
  it("while off: the QR code, the secret grouped, and a form posting the secret, the nonce and a 6-digit one-time code", () => {
    const markup = render({ nonce: "n0nce", state: "off", setup: SETUP });
    expect(markup).toContain('<svg role="img" aria-label="QR"></svg>');
    expect(markup).toContain(">JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP</code>");
    expect(markup).toMatch(/<form [^>]*action="\/tai-khoan\/two-factor\/" method="post">/);
    expect(inputNamed(markup, "secret")).toEqual([expect.stringContaining(`value="${SETUP.secret}"`)]);
    expect(inputNamed(markup, "_wpnonce")).toEqual([expect.stringContaining('value="n0nce"')]);
    const [code] = inputNamed(markup, "code");
    for (const attribute of ['autoComplete="one-time-code"', 'inputMode="numeric"', 'maxLength="6"', 'pattern="[0-9]*"']) expect(code).toContain(attribute);
    expect(markup).toMatch(/<label for="wfls-activate-code"[^>]*>Mã xác thực<\/label>/);
    expect(markup).toContain(">Bật bảo mật hai lớp</button>");
  });

  it("after a wrong code: the error beside the field, and the posted secret rather than the new one", () => {
    const failed = { ...SETUP, secret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU" };
    const markup = render({ nonce: "n", state: "off", setup: SETUP }, { kind: "activate_failed", setup: failed, error: "Sai mã." });
    expect(inputNamed(markup, "secret")).toEqual([expect.stringContaining(`value="${failed.secret}"`)]);
    expect(inputNamed(markup, "code")[0]).toContain('aria-invalid="true" aria-describedby="wfls-activate-code-help wfls-activate-code-error"');
    expect(markup).toContain('<span id="wfls-activate-code-error" class="mt-1 block text-sm text-sale">Sai mã.</span>');
  });

  it("shows new recovery codes once, with the notice and a print button hidden without scripts", () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, "0")}`);
    const markup = render({ nonce: "n", state: "on", recoveryCodesLeft: 10 }, { kind: "codes", done: "activated", recoveryCodes: codes });
    expect(markup).toContain("Đã bật bảo mật hai lớp.");
    expect(markup.match(/<li>abcd-efgh-\d{4}<\/li>/g)).toHaveLength(10);
    expect(markup).toMatch(/<button type="button" class="[^"]*\[@media\(scripting:none\)\]:hidden"[^>]*>In mã khôi phục<\/button>/);
    expect(markup).not.toContain("Tắt bảo mật hai lớp");
  });

  it("while on: how many codes are left, new codes, and turning off with a code or a recovery code", () => {
    const markup = render({ nonce: "n", state: "on", recoveryCodesLeft: 2 });
    expect(markup).toContain("Số mã khôi phục còn lại: 2.");
    expect(markup).toContain("Bạn sắp hết mã khôi phục");
    expect(inputNamed(markup, "intent").map((i) => /value="(\w+)"/.exec(i)?.[1])).toEqual(["regenerate", "deactivate"]);
    const [code] = inputNamed(markup, "code");
    expect(code).toContain('autoComplete="one-time-code"');
    expect(code).not.toContain('pattern="');
    expect(markup).toContain(">Tạo mã khôi phục mới</button>");
    expect(markup).toContain(">Tắt bảo mật hai lớp</button>");
  });
});
