import type { Silhouette } from "../images/shapes";
import type { ColorSlug, MaterialSlug } from "./attributes";
import type { ProductGroup } from "./categories";
import type { TagSlug } from "./taxonomies";

/**
 * Vocabulary of the scale generator: names are "noun + material + style + #number", e.g.
 * "Áo thun cotton cổ tròn #1234". A noun may bring its own materials and styles where the
 * family's would not make sense ("nến thơm inox").
 */
export type Material = { word: string; term?: MaterialSlug };
export type Noun = { name: string; kind: Silhouette; materials?: readonly Material[]; styles?: readonly string[] };
export type ScaleFamily = {
  /** Leaf category slug from the demo catalogue. */
  category: string;
  nouns: readonly Noun[];
  materials: readonly Material[];
  styles: readonly string[];
  /** Price range in đồng. */
  price: readonly [number, number];
  weightGrams: readonly [number, number];
  /** Apparel comes in sizes S…XXL. */
  sized: boolean;
  tags: readonly TagSlug[];
};

/** The four colours the scale picture pool is drawn in; variable products choose among them. */
export const POOL_COLORS: readonly ColorSlug[] = ["den", "trang", "xanh-navy", "be"];

const m = (word: string, term?: MaterialSlug): Material => (term ? { word, term } : { word });

export const SCALE_FAMILIES: readonly ScaleFamily[] = [
  {
    category: "ao-so-mi-nam",
    nouns: [
      { name: "Áo sơ mi", kind: "shirt" },
      { name: "Áo sơ mi công sở", kind: "shirt" },
      { name: "Áo sơ mi tay ngắn", kind: "shirt" },
    ],
    materials: [m("cotton", "cotton"), m("linen", "linen"), m("lụa", "lua"), m("kate"), m("oxford", "cotton")],
    styles: ["cổ bẻ", "cổ tàu", "dáng ôm", "dáng suông", "kẻ sọc nhỏ", "trơn basic"],
    price: [229000, 589000],
    weightGrams: [200, 320],
    sized: true,
    tags: ["cong-so", "cotton", "toi-gian"],
  },
  {
    category: "quan-jeans-nam",
    nouns: [
      { name: "Quần jeans", kind: "pants" },
      { name: "Quần jeans nam", kind: "pants" },
      { name: "Quần short jeans", kind: "pants" },
    ],
    materials: [m("denim co giãn", "denim"), m("denim cotton", "denim"), m("denim mềm", "denim")],
    styles: ["ống côn", "ống suông", "ống đứng", "wash nhạt", "xanh đậm", "rách nhẹ"],
    price: [299000, 689000],
    weightGrams: [400, 700],
    sized: true,
    tags: ["dao-pho"],
  },
  {
    category: "ao-thun-nam",
    nouns: [
      { name: "Áo thun", kind: "tshirt" },
      { name: "Áo polo", kind: "tshirt" },
      { name: "Áo thun dài tay", kind: "tshirt" },
    ],
    materials: [m("cotton", "cotton"), m("cotton compact", "cotton"), m("thun lạnh"), m("vải cá sấu", "cotton")],
    styles: ["cổ tròn", "cổ tim", "tay lỡ", "basic", "in họa tiết", "phối viền"],
    price: [129000, 349000],
    weightGrams: [150, 260],
    sized: true,
    tags: ["cotton", "dao-pho", "toi-gian"],
  },
  {
    category: "vay-dam",
    nouns: [
      { name: "Đầm", kind: "dress" },
      { name: "Váy", kind: "dress" },
      { name: "Chân váy", kind: "skirt" },
    ],
    materials: [m("voan"), m("lụa", "lua"), m("linen", "linen"), m("cotton", "cotton"), m("len tăm", "len")],
    styles: ["xòe", "midi", "dáng suông", "cổ vuông", "hoa nhí", "xếp ly"],
    price: [259000, 789000],
    weightGrams: [250, 400],
    sized: true,
    tags: ["dao-pho", "cong-so", "qua-tang"],
  },
  {
    category: "ao-kieu-nu",
    nouns: [
      { name: "Áo kiểu", kind: "blouse" },
      { name: "Áo blouse", kind: "blouse" },
      { name: "Áo croptop", kind: "tshirt" },
    ],
    materials: [m("chiffon"), m("lụa", "lua"), m("cotton", "cotton"), m("len mỏng", "len")],
    styles: ["tay phồng", "cổ nơ", "trễ vai", "cổ sen", "bèo nhún", "basic"],
    price: [189000, 459000],
    weightGrams: [150, 260],
    sized: true,
    tags: ["cong-so", "dao-pho"],
  },
  {
    category: "giay-dep",
    nouns: [
      { name: "Giày sneaker", kind: "shoe" },
      { name: "Giày lười", kind: "shoe" },
      { name: "Giày búp bê", kind: "shoe" },
      { name: "Dép quai ngang", kind: "sandal" },
      { name: "Sandal", kind: "sandal" },
    ],
    materials: [m("da bò", "da-that"), m("da lộn", "da-that"), m("da tổng hợp", "da-tong-hop"), m("vải canvas", "canvas")],
    styles: ["đế bằng", "đế cao su", "phối màu", "tối giản", "đế êm"],
    price: [249000, 1490000],
    weightGrams: [400, 1000],
    sized: false,
    tags: ["dao-pho", "da-that", "ban-chay"],
  },
  {
    category: "tui-xach",
    nouns: [
      { name: "Túi đeo chéo", kind: "bag" },
      { name: "Túi xách tay", kind: "bag" },
      { name: "Túi tote", kind: "tote" },
      { name: "Balo", kind: "backpack" },
      { name: "Ví", kind: "wallet" },
    ],
    materials: [m("da thật", "da-that"), m("da PU", "da-tong-hop"), m("canvas", "canvas")],
    styles: ["mini", "cỡ lớn", "khóa kim loại", "nhiều ngăn", "dây xích"],
    price: [179000, 1890000],
    weightGrams: [120, 1000],
    sized: false,
    tags: ["qua-tang", "cong-so", "da-that"],
  },
  {
    category: "phu-kien",
    nouns: [
      { name: "Thắt lưng", kind: "belt", materials: [m("da bò", "da-that"), m("da tổng hợp", "da-tong-hop")] },
      { name: "Khăn", kind: "scarf", materials: [m("lụa", "lua"), m("cotton", "cotton")] },
      { name: "Mũ bucket", kind: "hat", materials: [m("kaki", "cotton"), m("cotton", "cotton")] },
    ],
    materials: [],
    styles: ["bản nhỏ", "họa tiết", "trơn", "cổ điển"],
    price: [99000, 490000],
    weightGrams: [60, 250],
    sized: false,
    tags: ["qua-tang", "dao-pho"],
  },
  {
    category: "dong-ho",
    nouns: [
      { name: "Đồng hồ nam", kind: "watch" },
      { name: "Đồng hồ nữ", kind: "watch" },
    ],
    materials: [m("dây da", "da-that"), m("dây thép", "thep-khong-gi"), m("dây lưới", "thep-khong-gi"), m("dây cao su")],
    styles: ["mặt tròn", "mặt vuông", "chống nước", "cổ điển", "lịch ngày"],
    price: [590000, 3990000],
    weightGrams: [80, 180],
    sized: false,
    tags: ["qua-tang", "ban-chay"],
  },
  {
    category: "kinh-mat",
    nouns: [
      { name: "Kính mát", kind: "sunglasses" },
      { name: "Kính râm", kind: "sunglasses" },
    ],
    materials: [m("gọng kim loại", "thep-khong-gi"), m("gọng acetate", "acetate"), m("gọng nhựa dẻo")],
    styles: ["mắt mèo", "gọng tròn", "gọng vuông", "phân cực", "tráng gương"],
    price: [199000, 890000],
    weightGrams: [90, 140],
    sized: false,
    tags: ["dao-pho"],
  },
  {
    category: "nha-cua-doi-song",
    nouns: [
      { name: "Cốc", kind: "mug", materials: [m("gốm sứ", "gom-su"), m("sứ trắng", "gom-su")], styles: ["350 ml", "450 ml", "vẽ tay", "có nắp"] },
      { name: "Đèn ngủ", kind: "lamp", materials: [m("gốm", "gom-su"), m("gỗ sồi"), m("mây tre")], styles: ["để bàn", "ánh sáng vàng", "cảm ứng"] },
      { name: "Vỏ gối tựa", kind: "cushion", materials: [m("linen", "linen"), m("cotton", "cotton"), m("nhung")], styles: ["45×45 cm", "50×50 cm", "thêu hoa", "kẻ caro"] },
      { name: "Nến thơm", kind: "candle", materials: [m("sáp đậu nành"), m("sáp ong")], styles: ["hương sả chanh", "hương oải hương", "hương quế", "hương trà trắng"] },
      { name: "Bình giữ nhiệt", kind: "bottle", materials: [m("inox 304", "thep-khong-gi")], styles: ["500 ml", "750 ml", "nắp bật", "có quai"] },
      { name: "Nồi", kind: "pot", materials: [m("inox 3 đáy", "thep-khong-gi"), m("gang tráng men"), m("nhôm chống dính")], styles: ["20 cm", "24 cm", "đáy từ", "có vung kính"] },
      { name: "Bộ khăn tắm", kind: "towel", materials: [m("cotton", "cotton"), m("sợi tre")], styles: ["3 chiếc", "mềm mịn", "thấm hút nhanh"] },
    ],
    materials: [],
    styles: [],
    price: [99000, 1490000],
    weightGrams: [250, 3500],
    sized: false,
    tags: ["qua-tang", "than-thien-moi-truong", "lam-thu-cong"],
  },
  {
    category: "lam-dep",
    nouns: [
      { name: "Sữa rửa mặt", kind: "tube", materials: [m("trà xanh"), m("nghệ"), m("rau má")], styles: ["dịu nhẹ", "cho da dầu", "100 ml", "150 ml"] },
      { name: "Kem dưỡng", kind: "jar", materials: [m("lô hội"), m("ceramide"), m("vitamin B5")], styles: ["cấp ẩm", "ban đêm", "50 ml"] },
      { name: "Serum", kind: "bottle", materials: [m("vitamin C"), m("niacinamide"), m("hyaluronic acid")], styles: ["sáng da", "phục hồi", "30 ml"] },
      { name: "Son kem", kind: "lipstick", materials: [m("lì"), m("bóng"), m("dưỡng")], styles: ["đỏ gạch", "hồng đất", "cam cháy", "nâu tây"] },
      { name: "Kem chống nắng", kind: "tube", materials: [m("nâng tông"), m("kiềm dầu")], styles: ["SPF 50+", "SPF 30"] },
      { name: "Dầu gội", kind: "bottle", materials: [m("bồ kết"), m("tinh dầu bưởi")], styles: ["300 ml", "500 ml", "giảm gãy rụng"] },
    ],
    materials: [],
    styles: [],
    price: [89000, 499000],
    weightGrams: [40, 400],
    sized: false,
    tags: ["ban-chay", "qua-tang", "than-thien-moi-truong"],
  },
];

/** Generic selling points per group, three of which go in each generated product's list. */
export const SCALE_FEATURES: Record<ProductGroup, readonly string[]> = {
  apparel: [
    "Đường may chắc chắn, tỉ mỉ",
    "Bảng size chuẩn theo vóc dáng người Việt",
    "Màu bền đẹp sau nhiều lần giặt",
    "Vải thoáng mát, thấm hút tốt",
    "Phom dáng dễ phối đồ",
  ],
  shoes: ["Đế chống trơn trượt", "Lót giày êm, thoáng khí", "Form chuẩn size Việt", "Nhẹ, đi cả ngày không mỏi"],
  bags: ["Nhiều ngăn tiện dụng", "Khóa kéo kim loại bền chắc", "Quai đeo điều chỉnh được", "Đường may gia cố ở góc chịu lực"],
  accessories: ["Hộp đựng sang trọng đi kèm", "Bảo hành 12 tháng", "Thiết kế dễ phối đồ", "Hoàn thiện tỉ mỉ"],
  home: ["An toàn cho sức khỏe", "Dễ vệ sinh", "Thiết kế gọn gàng, tiết kiệm diện tích", "Bảo hành 6 tháng"],
  beauty: ["Thành phần lành tính", "Không paraben", "Đã kiểm nghiệm da liễu", "Phù hợp khí hậu nóng ẩm"],
};

/** How a generated product's short description ends. */
export const SCALE_PITCHES: Record<ProductGroup, readonly string[]> = {
  apparel: ["dễ phối đồ, mặc được nhiều dịp.", "thoáng mát cho ngày dài năng động.", "gọn gàng, lịch sự khi đi làm."],
  shoes: ["êm chân cho cả ngày dài.", "dễ phối với quần jeans lẫn váy.", "bền bỉ trên mọi con phố."],
  bags: ["đựng vừa mọi vật dụng hằng ngày.", "gọn nhẹ khi đi làm, đi chơi.", "món quà thiết thực cho người thân."],
  accessories: ["điểm nhấn tinh tế cho trang phục.", "món quà ý nghĩa cho người thương.", "hoàn thiện phong cách mỗi ngày."],
  home: ["cho căn nhà thêm tiện nghi, ấm cúng.", "dùng bền, dễ vệ sinh.", "món quà tân gia thiết thực."],
  beauty: ["dịu nhẹ với làn da nhạy cảm.", "phù hợp khí hậu nóng ẩm Việt Nam.", "dùng hằng ngày cho làn da khỏe."],
};

/** What each drawing shows, for the alt text of the shared pool pictures. */
export const SILHOUETTE_NAMES: Record<Silhouette, string> = {
  shirt: "áo sơ mi",
  tshirt: "áo thun",
  blouse: "áo kiểu",
  dress: "váy đầm",
  skirt: "chân váy",
  pants: "quần jeans",
  shoe: "giày",
  sandal: "dép sandal",
  bag: "túi xách",
  tote: "túi tote",
  backpack: "balo",
  wallet: "ví",
  watch: "đồng hồ",
  sunglasses: "kính mát",
  belt: "thắt lưng",
  hat: "mũ",
  scarf: "khăn lụa",
  pot: "nồi",
  fryer: "nồi chiên không dầu",
  mug: "cốc",
  lamp: "đèn ngủ",
  cushion: "gối tựa",
  candle: "nến thơm",
  bottle: "chai",
  tube: "tuýp kem",
  jar: "hũ kem",
  lipstick: "son môi",
  towel: "khăn tắm",
};
