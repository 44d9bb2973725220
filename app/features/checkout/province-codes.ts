import { PROVINCES, type Province, isProvince } from "./provinces";

/**
 * A Vietnamese address's `state` as WooCommerce clients send it, read as one of our provinces.
 *
 * WooCommerce 10 lists no states for VN (`i18n/states.php`: `'VN' => array()`, and its VN locale
 * hides the field), so a state reaches it as typed text, or as a code from a states list a shop
 * added. Such lists use the 63 provinces' ISO 3166-2:VN codes from before 1 July 2025, in CLDR's
 * spelling (`vn01`, `vnsg`: the list once proposed for WooCommerce's own states.php) or ISO's
 * (`VN-01`, `VN-SG`). Since Nghị quyết 202/2025/QH15 (1 July 2025) the 63 are 34: each old code and
 * name below leads to the province it is part of now, the same-named province where it merged.
 */
const BEFORE_2025 = {
  vnct: ["Cần Thơ", "Cần Thơ"],
  vndn: ["Đà Nẵng", "Đà Nẵng"],
  vnhn: ["Hà Nội", "Hà Nội"],
  vnhp: ["Hải Phòng", "Hải Phòng"],
  vnsg: ["Thành phố Hồ Chí Minh", "TP. Hồ Chí Minh"],
  vn01: ["Lai Châu", "Lai Châu"],
  vn02: ["Lào Cai", "Lào Cai"],
  vn03: ["Hà Giang", "Tuyên Quang"],
  vn04: ["Cao Bằng", "Cao Bằng"],
  vn05: ["Sơn La", "Sơn La"],
  vn06: ["Yên Bái", "Lào Cai"],
  vn07: ["Tuyên Quang", "Tuyên Quang"],
  vn09: ["Lạng Sơn", "Lạng Sơn"],
  vn13: ["Quảng Ninh", "Quảng Ninh"],
  vn14: ["Hòa Bình", "Phú Thọ"],
  vn18: ["Ninh Bình", "Ninh Bình"],
  vn20: ["Thái Bình", "Hưng Yên"],
  vn21: ["Thanh Hóa", "Thanh Hóa"],
  vn22: ["Nghệ An", "Nghệ An"],
  vn23: ["Hà Tĩnh", "Hà Tĩnh"],
  vn24: ["Quảng Bình", "Quảng Trị"],
  vn25: ["Quảng Trị", "Quảng Trị"],
  vn26: ["Thừa Thiên Huế", "Huế"],
  vn27: ["Quảng Nam", "Đà Nẵng"],
  vn28: ["Kon Tum", "Quảng Ngãi"],
  vn29: ["Quảng Ngãi", "Quảng Ngãi"],
  vn30: ["Gia Lai", "Gia Lai"],
  vn31: ["Bình Định", "Gia Lai"],
  vn32: ["Phú Yên", "Đắk Lắk"],
  vn33: ["Đắk Lắk", "Đắk Lắk"],
  vn34: ["Khánh Hòa", "Khánh Hòa"],
  vn35: ["Lâm Đồng", "Lâm Đồng"],
  vn36: ["Ninh Thuận", "Khánh Hòa"],
  vn37: ["Tây Ninh", "Tây Ninh"],
  vn39: ["Đồng Nai", "Đồng Nai"],
  vn40: ["Bình Thuận", "Lâm Đồng"],
  vn41: ["Long An", "Tây Ninh"],
  vn43: ["Bà Rịa - Vũng Tàu", "TP. Hồ Chí Minh"],
  vn44: ["An Giang", "An Giang"],
  vn45: ["Đồng Tháp", "Đồng Tháp"],
  vn46: ["Tiền Giang", "Đồng Tháp"],
  vn47: ["Kiên Giang", "An Giang"],
  vn49: ["Vĩnh Long", "Vĩnh Long"],
  vn50: ["Bến Tre", "Vĩnh Long"],
  vn51: ["Trà Vinh", "Vĩnh Long"],
  vn52: ["Sóc Trăng", "Cần Thơ"],
  vn53: ["Bắc Kạn", "Thái Nguyên"],
  vn54: ["Bắc Giang", "Bắc Ninh"],
  vn55: ["Bạc Liêu", "Cà Mau"],
  vn56: ["Bắc Ninh", "Bắc Ninh"],
  vn57: ["Bình Dương", "TP. Hồ Chí Minh"],
  vn58: ["Bình Phước", "Đồng Nai"],
  vn59: ["Cà Mau", "Cà Mau"],
  vn61: ["Hải Dương", "Hải Phòng"],
  vn63: ["Hà Nam", "Ninh Bình"],
  vn66: ["Hưng Yên", "Hưng Yên"],
  vn67: ["Nam Định", "Ninh Bình"],
  vn68: ["Phú Thọ", "Phú Thọ"],
  vn69: ["Thái Nguyên", "Thái Nguyên"],
  vn70: ["Vĩnh Phúc", "Phú Thọ"],
  vn71: ["Điện Biên", "Điện Biên"],
  vn72: ["Đắk Nông", "Lâm Đồng"],
  vn73: ["Hậu Giang", "Cần Thơ"],
} as const satisfies Record<string, readonly [name: string, now: Province]>;

/** "VN-01", "vn01", "VN01" → "vn01". */
const codeKey = (text: string) => text.toLowerCase().replace(/^vn-?/, "vn");

/** Names compared without case, with any run of spaces and dashes as one space ("Thừa Thiên–Huế"). */
const nameKey = (text: string) => text.normalize("NFC").toLocaleLowerCase("vi").replace(/[\s\-–—]+/g, " ");

const BY_CODE = new Map<string, Province>(Object.entries(BEFORE_2025).map(([code, [, now]]) => [code, now]));
const BY_NAME = new Map<string, Province>([
  ...Object.values(BEFORE_2025).map(([name, now]): [string, Province] => [nameKey(name), now]),
  ...PROVINCES.map((p): [string, Province] => [nameKey(p), p]),
]);

/**
 * The province a posted state names: one of ours (as the form offers it, or in other letter case),
 * an old province's code or name (the province it is part of now); null for anything else.
 */
export function provinceOfState(state: string): Province | null {
  const text = state.trim();
  if (isProvince(text)) return text;
  return BY_CODE.get(codeKey(text)) ?? BY_NAME.get(nameKey(text)) ?? null;
}
