import { p, ul } from "../html";
import type { Silhouette } from "../images/shapes";
import type { PortfolioCategorySlug } from "./taxonomies";

/** Portfolio entries (`featured_item`): the shop's collections and projects. */
export type PortfolioSeed = {
  title: string;
  excerpt: string;
  categories: readonly PortfolioCategorySlug[];
  daysAgo: number;
  image: { kinds: readonly Silhouette[]; colors: readonly string[] };
  content: readonly string[];
};

export const PORTFOLIO: readonly PortfolioSeed[] = [
  {
    title: "Bộ sưu tập Thu Đông 2026 – Sắc rêu",
    excerpt: "Mười hai thiết kế lấy cảm hứng từ rừng thông Đà Lạt, trong gam xanh rêu, be và nâu đất.",
    categories: ["bo-suu-tap"],
    daysAgo: 20,
    image: { kinds: ["dress", "shirt", "bag"], colors: ["#556B2F", "#D8C3A5", "#6B3E26"] },
    content: [
      p("“Sắc rêu” là bộ sưu tập thu đông đầu tiên do đội ngũ thiết kế của Cửa Hàng Xinh thực hiện trọn vẹn, từ phác thảo đến may mẫu."),
      p("Chúng tôi dành ba tháng ở Đà Lạt để quan sát màu của rêu trên thân thông, của sương sớm trên đồi chè, rồi chuyển chúng thành mười hai thiết kế dễ mặc hằng ngày."),
      ul(["Chất liệu chủ đạo: linen, len mỏng và da thuộc thảo mộc", "Bảng màu: xanh rêu, be sữa, nâu đất", "Sản xuất giới hạn 300 sản phẩm mỗi mẫu"]),
    ],
  },
  {
    title: "Lookbook Tết Bính Ngọ",
    excerpt: "Áo dài cách tân, váy lụa và phụ kiện đỏ thắm cho những ngày đầu năm rộn ràng.",
    categories: ["bo-suu-tap", "chup-anh"],
    daysAgo: 235,
    image: { kinds: ["dress", "scarf", "lipstick"], colors: ["#C62828", "#D4A017", "#B0243A"] },
    content: [
      p("Lookbook Tết năm nay được chụp tại một ngôi nhà cổ ở Hội An, nơi những bức tường vàng và mái ngói rêu phong làm nền cho sắc đỏ may mắn."),
      p("Điểm nhấn là những chiếc váy lụa hai dây phối cùng khăn lụa vuông, vừa truyền thống vừa hiện đại, hợp để đi chúc Tết lẫn dạo phố."),
    ],
  },
  {
    title: "Chụp ảnh sản phẩm cho dòng túi da thủ công",
    excerpt: "Hậu trường buổi chụp tại xưởng da ở Hà Nội: ánh sáng tự nhiên, bàn tay người thợ và mùi da thuộc.",
    categories: ["chup-anh"],
    daysAgo: 160,
    image: { kinds: ["bag", "wallet", "belt"], colors: ["#6B3E26", "#3B2A20", "#3E2417"] },
    content: [
      p("Để khách hàng cảm nhận được chất liệu qua màn hình, chúng tôi quyết định chụp toàn bộ dòng túi da ngay tại xưởng, dưới ánh sáng tự nhiên từ ô cửa sổ lớn."),
      p("Mỗi sản phẩm được chụp ở sáu góc, cận cảnh đường chỉ khâu tay và vân da. Đây cũng là bộ ảnh bạn đang thấy trên các trang sản phẩm túi xách."),
    ],
  },
  {
    title: "Thiết kế không gian cửa hàng Nguyễn Trãi",
    excerpt: "Cải tạo một căn nhà phố 40 m² thành cửa hàng ấm cúng với gỗ, gốm và ánh sáng vàng.",
    categories: ["thiet-ke-cua-hang"],
    daysAgo: 300,
    image: { kinds: ["lamp", "cushion", "mug"], colors: ["#E3D5C0", "#9CAF88", "#2E5E8C"] },
    content: [
      p("Cửa hàng đầu tiên của chúng tôi nằm trong một căn nhà phố hẹp. Thử thách lớn nhất là làm sao để không gian 40 m² vẫn thoáng và dễ chịu."),
      p("Kiến trúc sư chọn gỗ thông sáng màu, kệ treo tường thay cho tủ lớn và hệ đèn gốm Bát Tràng tỏa ánh sáng vàng dịu. Góc thử đồ được đặt cạnh cửa sổ để khách nhìn rõ màu vải dưới ánh sáng tự nhiên."),
    ],
  },
  {
    title: "Hợp tác cùng nhà thiết kế trẻ: dòng áo kiểu họa tiết",
    excerpt: "Những họa tiết chấm bi, kẻ sọc và hoa nhí được vẽ tay bởi một nhà thiết kế trẻ người Huế.",
    categories: ["hop-tac", "bo-suu-tap"],
    daysAgo: 95,
    image: { kinds: ["blouse", "dress"], colors: ["#D1627A", "#1F3A93"] },
    content: [
      p("Chúng tôi tin rằng thời trang Việt cần thêm nhiều tiếng nói mới. Vì vậy, mỗi năm Cửa Hàng Xinh hợp tác với một nhà thiết kế trẻ để cùng ra mắt một dòng sản phẩm."),
      p("Năm nay, các họa tiết hoa nhí và chấm bi được vẽ tay trên giấy, sau đó chuyển sang in trên cotton lụa. Mỗi sản phẩm bán ra, nhà thiết kế nhận 10% doanh thu."),
    ],
  },
  {
    title: "Bao bì thân thiện môi trường",
    excerpt: "Hành trình thay thế hoàn toàn túi nilon bằng giấy kraft tái chế và băng keo giấy.",
    categories: ["thiet-ke-cua-hang"],
    daysAgo: 60,
    image: { kinds: ["tote", "candle"], colors: ["#E8DCC4", "#F3E6A8"] },
    content: [
      p("Từ đầu năm 2026, mọi đơn hàng của Cửa Hàng Xinh đều được đóng gói không dùng nhựa: hộp giấy tái chế, băng keo giấy và đệm chống sốc bằng giấy tổ ong."),
      p("Thay đổi này khiến chi phí đóng gói tăng khoảng 8%, nhưng chúng tôi đã giảm được hơn hai tấn rác nhựa mỗi năm, và nhận về rất nhiều lời cảm ơn từ khách hàng."),
    ],
  },
];
