import { translator } from "../format";

/**
 * Messages of a product's reviews and the review form, kept out of the catalogue every page ships
 * (../vi.ts): the reviews' scripts load when their section is first opened.
 */
export const reviewMessages = {
  "review.error.rating": "Vui lòng chọn số sao đánh giá.",
  "review.error.comment": "Vui lòng viết nội dung đánh giá.",
  "review.error.commentTooLong": "Nội dung đánh giá dài tối đa {max} ký tự.",
  "review.error.author": "Vui lòng nhập tên của bạn.",
  "review.error.authorTooLong": "Tên dài tối đa {max} ký tự.",
  "review.error.email": "Vui lòng nhập một địa chỉ email hợp lệ.",
  "review.error.controlCharacters": "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại.",
  "review.error.summary": "Vui lòng sửa {count} lỗi bên dưới rồi gửi lại.",
  "review.error.duplicate": "Bạn đã gửi đánh giá này rồi.",
  "review.error.closed": "Sản phẩm này không nhận đánh giá.",
  "review.error.tooMany": "Bạn đã gửi quá nhiều đánh giá trong thời gian ngắn. Vui lòng thử lại sau.",
  "review.formTitle": "Thêm đánh giá",
  "review.formTitleFirst": "Hãy là người đầu tiên đánh giá “{name}”",
  "review.required": "Các trường bắt buộc được đánh dấu *",
  "review.emailNote": "Email của bạn sẽ không được hiển thị công khai.",
  "review.yourRating": "Đánh giá của bạn",
  "review.stars": "{n} sao",
  "review.yourReview": "Nhận xét của bạn",
  "review.name": "Tên",
  "review.email": "Email",
  "review.submit": "Gửi đánh giá",
  "review.pending": "Cảm ơn bạn! Đánh giá của bạn đang chờ được duyệt.",
  "review.published": "Cảm ơn bạn đã đánh giá sản phẩm!",
  "review.verifiedOwner": "đã mua hàng",
  "review.shopReply": "Phản hồi của cửa hàng",
  "review.pagination": "Các trang đánh giá",
  "review.average": "Điểm trung bình {rating}/5 từ {count} đánh giá",
} as const;

export const tReviews = translator(reviewMessages);
