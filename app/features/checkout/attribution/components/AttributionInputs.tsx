import { ATTRIBUTION_FIELDS, attributionInputName } from "../fields";

/**
 * The hidden attribution inputs of the checkout form (spec §3 "Order attribution"), empty until
 * the tracker (../client/tracker.ts) fills them. They carry no `value` prop on purpose: React
 * would put its own value back on every re-render of the form, undoing the tracker's; an input
 * without a value posts "" as an empty one would.
 */
export function AttributionInputs() {
  return (
    <>
      {ATTRIBUTION_FIELDS.map((field) => (
        <input key={field} type="hidden" name={attributionInputName(field)} />
      ))}
    </>
  );
}
