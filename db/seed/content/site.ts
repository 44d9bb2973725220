import { SHOP_SETTING_DEFAULTS, THEME_OPTION_DEFAULTS } from "../../../app/features/site/options";
import { SHOP } from "./shop";

/**
 * Site options (the `options` table). Their typed reading belongs to the site feature;
 * the seed only writes them.
 */
export const SITE_OPTIONS: Readonly<Record<string, unknown>> = {
  blogname: SHOP.name,
  blogdescription: SHOP.tagline,
  store_notice: {
    id: "a1b2c3",
    enabled: true,
    text: "Miễn phí giao hàng cho đơn từ 500.000 ₫ — đổi trả trong 7 ngày.",
  },
  coming_soon_banner: {
    enabled: false,
    text: "Bộ sưu tập Tết sắp ra mắt — đăng ký nhận tin để được mua sớm nhất!",
  },
  shop_contact: { address: SHOP.address, phone: SHOP.phone, email: SHOP.email },
  theme_options: THEME_OPTION_DEFAULTS,
  woocommerce_settings: SHOP_SETTING_DEFAULTS,
};

export type MenuItemSeed = { label: string; url: string; children?: readonly MenuItemSeed[] };

export const FOOTER_MENU: readonly MenuItemSeed[] = [
  { label: "Giới thiệu", url: "/gioi-thieu/" },
  { label: "Chính sách đổi trả", url: "/chinh-sach-doi-tra/" },
  { label: "Điều khoản và điều kiện", url: "/dieu-khoan-va-dieu-kien/" },
  { label: "Liên hệ", url: "/lien-he/" },
];

