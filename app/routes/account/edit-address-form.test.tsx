import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import EditAddressFormPage from "./edit-address-form";

/** The page as the router renders it after its loader (and, with `actionData`, a refused post). */
function render(actionData?: unknown) {
  const Stub = createRoutesStub([{ id: "form", path: "/tai-khoan/edit-address/:kind/", Component: EditAddressFormPage as never, loader: () => null }]);
  const loaderData = { kind: "shipping", values: { shipping_full_name: "Lê Hoa", shipping_province: "Huế" }, nonce: "n0nce" };
  return renderToStaticMarkup(
    <Stub initialEntries={["/tai-khoan/edit-address/shipping/"]} hydrationData={{ loaderData: { form: loaderData }, ...(actionData ? { actionData: { form: actionData } } : {}) }} />,
  );
}

describe("edit-address/{kind}/", () => {
  it("shows the checkout's fields for the address with what is saved, posting to itself with its nonce", () => {
    const html = render();
    expect(html).toMatch(/<form [^>]*action="\/tai-khoan\/edit-address\/shipping\/" method="post">/);
    expect(html).toMatch(/id="shipping_full_name"[^>]*value="Lê Hoa"/);
    expect(html).toContain('<option value="Huế" selected="">Huế</option>');
    expect(html).not.toContain("billing_email");
    expect(html).toContain('<input type="hidden" name="woocommerce-edit-address-nonce" value="n0nce"/>');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows each refused field's error beside it, tied to it, and a summary", () => {
    const html = render({ refusal: { errors: { shipping_ward: "Vui lòng nhập phường / xã." }, values: { shipping_full_name: "Lê Hoa Mai", shipping_ward: "" } } });
    expect(html).toMatch(/id="shipping_ward"[^>]*aria-invalid="true" aria-describedby="shipping_ward-error"/);
    expect(html).toContain('<span id="shipping_ward-error" class="checkout-inline-error-message mt-1 block text-sm text-sale">Vui lòng nhập phường / xã.</span>');
    expect(html).toMatch(/id="shipping_full_name"[^>]*value="Lê Hoa Mai"/);
    expect(html).toContain('role="alert"');
  });
});
