import { useState } from "react";
import { Form, data, redirect } from "react-router";
import { accountNonce, isValidAccountNonce } from "~/features/account/.server/account-nonces";
import { saveAddress, savedAddressesOf } from "~/features/account/.server/addresses";
import { requireAccount } from "~/features/account/.server/current-account";
import { accountUrls } from "~/features/account/account-urls";
import { type AddressKind, isAddressKind } from "~/features/account/address-book";
import { FormErrorSummary } from "~/features/account/components/FormErrorSummary";
import { type CheckoutErrors, type CheckoutField, type CheckoutValues, readAddressForm, recheckField } from "~/features/checkout/checkout-form";
import { AddressFields } from "~/features/checkout/components/AddressFields";
import { pushNotice } from "~/features/site/.server/notices";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/edit-address-form";

/**
 * My account's `edit-address/billing/` and `edit-address/shipping/` (WooCommerce's
 * `form-edit-address.php`): the checkout's Vietnamese address fields under the checkout's rules,
 * checked in the browser as each field is left and decided on the server; saved, the shopper is
 * back on the addresses with 'Đã lưu địa chỉ.'.
 */
function kindOf(params: { kind?: string }): AddressKind {
  if (!isAddressKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const account = await requireAccount(context, request);
  const saved = (await savedAddressesOf(context.db, account.id))[kind];
  const values: CheckoutValues = {};
  if (saved) {
    values[`${kind}_full_name`] = saved.fullName;
    values[`${kind}_phone`] = saved.phone;
    values[`${kind}_province`] = saved.province;
    values[`${kind}_ward`] = saved.ward;
    values[`${kind}_address_1`] = saved.street;
  }
  // As WooCommerce: the billing e-mail is the account's until another is saved.
  if (kind === "billing") values.billing_email = saved?.email || account.email;
  return { kind, values, nonce: await accountNonce(context, "woocommerce-edit_address") };
}

export const headers = personalPageHeaders;

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  const account = await requireAccount(context, request);
  const form = await pageForm(request);
  if (!(await isValidAccountNonce(context, "woocommerce-edit_address", form.get("woocommerce-edit-address-nonce")))) {
    await pushNotice(context.session, { kind: "error", text: tAccount("account.form.expired") });
    return redirect(accountUrls.editAddressOf(kind), 303);
  }
  const read = readAddressForm(form, kind);
  if (!read.ok) return data({ refusal: { errors: read.errors, values: read.values } }, { status: 400 });
  await saveAddress(context.db, account.id, kind, read.address);
  await pushNotice(context.session, { kind: "success", text: tAccount("account.addresses.saved") });
  return redirect(accountUrls.editAddress, 303);
}

export default function EditAddressFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData?.refusal ?? null;
  // Keyed by the address: going from one form to the other starts with no errors.
  return <AddressForm key={loaderData.kind} kind={loaderData.kind} nonce={loaderData.nonce} saved={loaderData.values} refusal={refusal} />;
}

type FormProps = {
  kind: AddressKind;
  nonce: string;
  saved: CheckoutValues;
  refusal: { errors: CheckoutErrors; values: CheckoutValues } | null;
};

function AddressForm({ kind, nonce, saved, refusal }: FormProps) {
  const values = refusal?.values ?? saved;
  const [errors, setErrors] = useState<CheckoutErrors>(refusal?.errors ?? {});
  // A new refusal from the server brings its errors, set during the render that brings it.
  const [shownRefusal, setShownRefusal] = useState(refusal);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    setErrors(refusal?.errors ?? {});
  }
  const onCheck = (name: CheckoutField, value: string) => setErrors((prev) => recheckField(prev, name, value));
  return (
    // noValidate: the shop's rules answer, in Vietnamese, not the browser's in its own language.
    <Form method="post" action={accountUrls.editAddressOf(kind)} className="woocommerce-address-fields grid gap-4" noValidate>
      <h2 className="text-xl font-bold">{tAccount(kind === "billing" ? "account.addresses.billing" : "account.addresses.shipping")}</h2>
      <FormErrorSummary errors={refusal ? errors : {}} />
      <AddressFields prefix={kind} errors={errors} values={values} onCheck={onCheck} />
      <input type="hidden" name="woocommerce-edit-address-nonce" value={nonce} />
      <input type="hidden" name="action" value="edit_address" />
      <p>
        <button type="submit" name="save_address" value="1" className="button btn-primary">
          {tAccount("account.addresses.save")}
        </button>
      </p>
    </Form>
  );
}
