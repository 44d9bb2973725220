import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AccountDetailsForm } from "./AccountDetailsForm";

const details = { firstName: "Minh", lastName: "Trần", displayName: "minh", email: "minh@example.vn" };

/** The form as the edit-account page renders it (a data router, as `Form` needs). */
function render(refusal: Parameters<typeof AccountDetailsForm>[0]["refusal"]) {
  const Stub = createRoutesStub([{ path: "/tai-khoan/edit-account/", Component: () => <AccountDetailsForm details={details} nonce="abc123" refusal={refusal} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/tai-khoan/edit-account/"]} />);
}

describe("AccountDetailsForm", () => {
  it("posts to the page itself with WooCommerce's fields, the nonce and the saved values", () => {
    const html = render(null);
    expect(html).toMatch(/<form [^>]*noValidate=""[^>]*action="\/tai-khoan\/edit-account\/" method="post">/);
    expect(html).toContain('<input type="hidden" name="save-account-details-nonce" value="abc123"/>');
    expect(html).toContain('<input type="hidden" name="action" value="save_account_details"/>');
    expect(html).toMatch(/id="account_email" type="email" autoComplete="email" required=""[^>]*name="account_email" value="minh@example.vn"/);
    const current = /<input[^>]*id="password_current"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="password_current"', 'type="password"', 'autoComplete="current-password"']) expect(current).toContain(attribute);
    expect(html).not.toContain("aria-invalid");
  });

  it("shows a refusal's errors beside their fields, tied to them, with what was typed", () => {
    const html = render({
      errors: { account_email: "Địa chỉ email này đã được một tài khoản khác sử dụng.", password_current: "Mật khẩu hiện tại không đúng." },
      values: { account_email: "lan@example.vn" },
    });
    expect(html).toMatch(/id="account_email"[^>]*aria-invalid="true" aria-describedby="account_email-error"[^>]*value="lan@example.vn"/);
    expect(html).toContain('<span id="account_email-error" class="mt-1 block text-sm text-sale">Địa chỉ email này đã được một tài khoản khác sử dụng.</span>');
    expect(html).toMatch(/id="password_current"[^>]*aria-invalid="true" aria-describedby="password_current-error"/);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#password_current" class="text-sale underline">Mật khẩu hiện tại không đúng.</a>');
  });
});
