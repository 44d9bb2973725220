import type { Random } from "../random";
import type { ProductGroup } from "./categories";

/** Guest reviewers; registered customers review too (see people.ts). */
export const REVIEWER_NAMES: readonly string[] = [
  "Nguyễn Thị Lan",
  "Trần Minh Khoa",
  "Lê Hoàng Anh",
  "Phạm Thu Hà",
  "Võ Quốc Bảo",
  "Đặng Ngọc Mai",
  "Bùi Thanh Tùng",
  "Hoàng Mỹ Linh",
  "Đỗ Gia Huy",
  "Ngô Phương Thảo",
  "Huỳnh Tấn Phát",
  "Phan Bảo Ngọc",
  "Vũ Đức Thắng",
  "Trịnh Khánh Vy",
  "Lý Hải Yến",
  "Dương Minh Tuấn",
  "Mai Anh Thư",
  "Tô Hoài Nam",
  "Châu Ngọc Trâm",
  "Lâm Quang Vinh",
];

export type Rating = 1 | 2 | 3 | 4 | 5;

/** Ratings lean high, as real shop reviews do. */
export const RATING_WEIGHTS: readonly (readonly [Rating, number])[] = [
  [5, 52],
  [4, 27],
  [3, 11],
  [2, 6],
  [1, 4],
];

const BY_RATING: Record<Rating, readonly string[]> = {
  5: [
    "Hàng đẹp, đúng như mô tả. Giao hàng nhanh, đóng gói rất cẩn thận.",
    "Mua lần thứ hai rồi, chất lượng vẫn ổn định. Sẽ ủng hộ shop dài dài.",
    "Quá ưng luôn! Nhận hàng sau hai ngày, shop còn tặng kèm thiệp cảm ơn dễ thương.",
    "Sản phẩm xịn hơn mong đợi so với tầm giá. Rất đáng tiền.",
    "Shop tư vấn nhiệt tình, chọn đúng ngay từ lần đầu. Cảm ơn shop nhiều!",
    "Mua làm quà tặng mẹ, mẹ khen mãi. Hộp đựng cũng rất sang.",
  ],
  4: [
    "Sản phẩm tốt, giao hơi chậm một chút nhưng shop báo trước nên cũng không sao.",
    "Chất lượng ổn, giống hình. Trừ một sao vì hộp bị móp nhẹ khi vận chuyển.",
    "Dùng được một tuần thấy khá hài lòng, sẽ quay lại mua thêm màu khác.",
    "Đẹp, dùng tốt. Giá mà có thêm nhiều lựa chọn màu hơn thì tuyệt.",
  ],
  3: [
    "Tạm ổn so với giá tiền, màu ngoài đời hơi khác ảnh một chút.",
    "Chất lượng bình thường, không quá xuất sắc. Giao hàng đúng hẹn.",
    "Dùng được, nhưng mình kỳ vọng nhiều hơn sau khi đọc mô tả.",
  ],
  2: [
    "Giao sai màu, phải liên hệ đổi lại mất gần một tuần.",
    "Hàng không giống ảnh lắm, đường hoàn thiện còn vài chỗ chưa kỹ.",
  ],
  1: [
    "Hàng bị lỗi ngay từ khi nhận, đang chờ shop xử lý đổi trả.",
    "Không hài lòng, kích thước không như mô tả.",
  ],
};

/** A second sentence for happy reviews, about what matters for this kind of product. */
const PRAISE: Record<ProductGroup, readonly string[]> = {
  apparel: ["Vải mát, mặc cả ngày không bí.", "Form chuẩn, mình cao 1m65 mặc size M vừa in.", "Giặt máy mấy lần vẫn không phai màu."],
  shoes: ["Đi êm chân, không bị đau gót như giày mới.", "Size chuẩn, mình đi đúng size thường ngày.", "Đế bám tốt, đi mưa không trơn."],
  bags: ["Nhiều ngăn, đựng được khá nhiều đồ.", "Da mềm, đường may chắc chắn.", "Quai đeo êm vai, đi làm cả ngày không mỏi."],
  accessories: ["Nhìn ngoài còn đẹp hơn trong ảnh.", "Đeo lên rất sang, bạn bè ai cũng hỏi mua ở đâu.", "Hộp đựng chắc chắn, làm quà rất hợp."],
  home: ["Dùng rất tiện, cả nhà đều thích.", "Chắc chắn, hoàn thiện tốt, đúng như mô tả.", "Màu sắc đẹp, hợp với phòng khách nhà mình."],
  beauty: ["Thấm nhanh, không gây kích ứng với da nhạy cảm của mình.", "Mùi thơm nhẹ dễ chịu.", "Dùng hai tuần thấy da cải thiện rõ."],
};

export function reviewComment(rating: Rating, group: ProductGroup, rng: Random): string {
  const first = rng.pick(BY_RATING[rating]);
  return rating >= 4 && rng.chance(0.6) ? `${first} ${rng.pick(PRAISE[group])}` : first;
}
