import { translator } from "../format";

/**
 * A contact form's messages by Contact Form 7's own keys, so a form pasted from WordPress can
 * override any of them (`contact_forms.messages`) under the name its owner knows. These are the
 * defaults, in Vietnamese.
 */
export const contactFormMessages = {
  mail_sent_ok: "Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.",
  mail_sent_ng: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.",
  validation_error: "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.",
  spam: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.",
  accept_terms: "Bạn cần đồng ý với các điều khoản trước khi gửi lời nhắn.",
  aborted: "Việc gửi thư đã bị huỷ.",
  invalid_required: "Vui lòng điền vào trường này.",
  invalid_too_long: "Nội dung trường này quá dài.",
  invalid_too_short: "Nội dung trường này quá ngắn.",
  invalid_enum: "Giá trị gửi qua trường này không nằm trong các lựa chọn.",
  upload_failed: "Đã có lỗi không xác định khi tải tệp lên.",
  upload_file_type_invalid: "Bạn không được phép tải lên tệp loại này.",
  upload_file_too_large: "Tệp tải lên quá lớn.",
  upload_failed_php_error: "Đã có lỗi khi tải tệp lên.",
  invalid_date: "Vui lòng nhập ngày theo định dạng YYYY-MM-DD.",
  date_too_early: "Ngày ở trường này sớm hơn mức cho phép.",
  date_too_late: "Ngày ở trường này muộn hơn mức cho phép.",
  invalid_number: "Vui lòng nhập một số.",
  number_too_small: "Số ở trường này nhỏ hơn mức cho phép.",
  number_too_large: "Số ở trường này lớn hơn mức cho phép.",
  number_step_mismatch: "Số ở trường này không đúng bước nhảy cho phép.",
  quiz_answer_not_correct: "Câu trả lời cho câu đố chưa đúng.",
  invalid_email: "Vui lòng nhập một địa chỉ e-mail.",
  invalid_url: "Vui lòng nhập một địa chỉ URL.",
  invalid_tel: "Vui lòng nhập một số điện thoại.",
} as const;

export type ContactFormMessageKey = keyof typeof contactFormMessages;

/** What the forms' pages and answers say besides a form's own messages. */
export const contactFormTexts = {
  "contactForm.misplaced": "Lỗi: Biểu mẫu liên hệ này được đặt sai chỗ.",
  "contactForm.notFound": "Không tìm thấy biểu mẫu liên hệ được yêu cầu.",
  "contactForm.unsupportedMediaType": "Định dạng dữ liệu gửi lên không được hỗ trợ.",
  "contactForm.noUnitTag": "Không có mã đơn vị (unit tag) hợp lệ.",
  "contactForm.label": "Biểu mẫu liên hệ",
  "contactForm.submit": "Gửi",
  "contactForm.chooseOption": "Vui lòng chọn",
  "contactForm.honeypot": "Để trống ô này",
  /** Shown only without scripts, in a form that asks for the proof of work its script solves (decision 026). */
  "contactForm.needsScripts": "Biểu mẫu này cần JavaScript để chống thư rác. Vui lòng bật JavaScript trong trình duyệt rồi tải lại trang để gửi lời nhắn.",
} as const;

export const tContactForm = translator(contactFormTexts);
