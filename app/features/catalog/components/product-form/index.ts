export { ProductForm, type ProductFormProps } from "./ProductForm";
export { QuantityInput } from "./QuantityInput";
