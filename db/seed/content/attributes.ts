/** Global product attributes and their swatch data (spec §3 "Swatch"). */

export type ColorTerm = { name: string; color: string; color2?: string };
export type PatternName = "ke-soc" | "caro" | "cham-bi" | "hoa-nhi";

export const COLOR_ATTRIBUTE = { slug: "mau-sac", name: "Màu sắc" } as const;
export const SIZE_ATTRIBUTE = { slug: "kich-thuoc", name: "Kích thước" } as const;
export const PATTERN_ATTRIBUTE = { slug: "hoa-tiet", name: "Họa tiết" } as const;
export const MATERIAL_ATTRIBUTE = { slug: "chat-lieu", name: "Chất liệu" } as const;

/** Keyed by term slug. */
export const COLORS = {
  do: { name: "Đỏ", color: "#C62828" },
  "xanh-navy": { name: "Xanh navy", color: "#1F3A93" },
  trang: { name: "Trắng", color: "#FFFFFF" },
  den: { name: "Đen", color: "#111111" },
  be: { name: "Be", color: "#D8C3A5" },
  "hong-pastel": { name: "Hồng pastel", color: "#F4B6C2" },
  "xanh-reu": { name: "Xanh rêu", color: "#556B2F" },
  // A split swatch: the shirt's two-tone stripes.
  "trang-xanh": { name: "Trắng phối xanh", color: "#FFFFFF", color2: "#1F3A93" },
} as const satisfies Record<string, ColorTerm>;
export type ColorSlug = keyof typeof COLORS;

export const SIZES = ["S", "M", "L", "XL", "XXL"] as const;
export type Size = (typeof SIZES)[number];

/** Body measurements per size, printed in apparel descriptions. */
export const SIZE_GUIDE: Record<Size, string> = {
  S: "cao 1m50–1m60, nặng 45–52 kg",
  M: "cao 1m60–1m68, nặng 52–60 kg",
  L: "cao 1m68–1m74, nặng 60–68 kg",
  XL: "cao 1m74–1m80, nặng 68–76 kg",
  XXL: "cao trên 1m80, nặng 76–85 kg",
};

export const PATTERNS: Record<PatternName, { name: string; color: string }> = {
  "ke-soc": { name: "Kẻ sọc", color: "#1F3A93" },
  caro: { name: "Caro", color: "#C62828" },
  "cham-bi": { name: "Chấm bi", color: "#111111" },
  "hoa-nhi": { name: "Hoa nhí", color: "#D1627A" },
};

/** Materials: a plain `select` attribute shown in the product's "additional information" table. */
export const MATERIALS = {
  cotton: { name: "Cotton", note: "sợi bông tự nhiên, thấm hút mồ hôi tốt và mềm dần sau mỗi lần giặt" },
  linen: { name: "Linen", note: "sợi lanh thoáng khí, mát ngay cả trong những ngày nắng nóng" },
  lua: { name: "Lụa", note: "mặt vải mịn, rủ nhẹ và có độ bóng tự nhiên sang trọng" },
  denim: { name: "Denim", note: "vải bò dệt chéo dày dặn, pha một chút sợi co giãn cho dễ vận động" },
  len: { name: "Len", note: "sợi len mảnh, giữ ấm vừa đủ cho những ngày se lạnh" },
  "da-that": { name: "Da thật", note: "da bò thuộc thảo mộc, càng dùng càng lên màu đẹp" },
  "da-tong-hop": { name: "Da tổng hợp", note: "bề mặt chống bám bẩn, nhẹ và dễ vệ sinh" },
  canvas: { name: "Vải canvas", note: "vải bố dày, bền chắc, chịu được đồ nặng" },
  "thep-khong-gi": { name: "Thép không gỉ", note: "inox 304 không han gỉ, an toàn khi tiếp xúc với thực phẩm và làn da" },
  "gom-su": { name: "Gốm sứ", note: "men nung ở nhiệt độ cao, bền màu và an toàn cho sức khỏe" },
  acetate: { name: "Nhựa acetate", note: "nhẹ, dẻo dai và ít gây kích ứng da" },
} as const satisfies Record<string, { name: string; note: string }>;
export type MaterialSlug = keyof typeof MATERIALS;
