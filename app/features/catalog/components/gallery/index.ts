export { ProductGallery } from "./ProductGallery";
