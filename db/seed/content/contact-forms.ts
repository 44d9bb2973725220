import type { ContactFormPlan } from "../plan/types";
import { SHOP } from "./shop";

/**
 * The contact page's forms, in Contact Form 7's form-tag syntax, as a shop owner pastes them from
 * WordPress: a short message form, a made-to-order request that uses every kind of field, and a
 * newsletter sign-up (on the About page) guarded by the invisible proof of work.
 */
export const CONTACT_FORMS: readonly ContactFormPlan[] = [
  {
    slug: "lien-he",
    title: "Biểu mẫu liên hệ",
    template: [
      "<label> Họ và tên\n    [text* your-name autocomplete:name] </label>",
      "<label> E-mail\n    [email* your-email autocomplete:email] </label>",
      "<label> Số điện thoại\n    [tel your-phone autocomplete:tel] </label>",
      '<label> Chủ đề\n    [select your-subject "Tư vấn chọn size" "Kiểm tra đơn hàng" "Đổi trả – bảo hành" "Hợp tác kinh doanh" "Khác"] </label>',
      "<label> Lời nhắn\n    [textarea* your-message maxlength:1000] </label>\nCòn lại [count your-message down] ký tự",
      "[acceptance your-consent] Tôi đồng ý để cửa hàng lưu các thông tin trên để trả lời tôi. [/acceptance]",
      '[submit "Gửi lời nhắn"]',
    ].join("\n\n"),
    mail: {
      to: SHOP.email,
      from: `[_site_title] <${SHOP.email}>`,
      subject: `${SHOP.name}: "[your-subject]" từ [your-name]`,
      body: [
        "Người gửi: [your-name] <[your-email]>",
        "Điện thoại: [your-phone]",
        "Chủ đề: [your-subject]",
        "",
        "Lời nhắn:",
        "[your-message]",
        "",
        "-- ",
        `Thư này được gửi từ biểu mẫu liên hệ trên trang [_post_title] của ${SHOP.name} lúc [_time] ngày [_date].`,
      ].join("\n"),
      replyTo: "[your-name] <[your-email]>",
    },
  },
  {
    slug: "dat-hang-theo-yeu-cau",
    title: "Đặt hàng theo yêu cầu",
    template: [
      "<label> Họ và tên\n    [text* order-name autocomplete:name] </label>",
      "<label> E-mail\n    [email* order-email autocomplete:email] </label>",
      "<label> Số điện thoại\n    [tel* order-phone autocomplete:tel] </label>",
      '<label> Trang web hoặc trang mạng xã hội của bạn\n    [url order-website placeholder "https://"] </label>',
      "<label> Số lượng (sản phẩm)\n    [number* order-quantity min:10 max:2000 step:10] </label>",
      '<label> Mức độ gấp, từ 1 (không gấp) đến 5 (rất gấp)\n    [range order-urgency min:1 max:5 "3"] </label>',
      "<label> Ngày cần nhận hàng\n    [date* order-date min:today+3days max:2027-12-31] </label>",
      '<label> Sản phẩm\n    [select* order-product include_blank "Áo thun in logo|ao-thun" "Áo sơ mi đồng phục|so-mi" "Túi vải canvas|tui-vai" "Cốc gốm in tên|coc-gom"] </label>',
      '<fieldset><legend>Kích cỡ cần may</legend>\n[checkbox order-sizes use_label_element "S" "M" "L" "XL" "XXL"]</fieldset>',
      '<fieldset><legend>Cách in hoặc thêu</legend>\n[radio order-print use_label_element default:1 "In lụa" "In chuyển nhiệt" "Thêu"]</fieldset>',
      '<fieldset><legend>Cách nhận hàng</legend>\n[checkbox order-delivery exclusive use_label_element free_text "Giao tận nơi" "Nhận tại cửa hàng" "Cách khác:"]</fieldset>',
      "<label> Ảnh thiết kế hoặc logo (JPG, PNG hoặc PDF, tối đa 2 MB)\n    [file order-design filetypes:jpg|jpeg|png|pdf limit:2mb] </label>",
      "<label> Ghi chú thêm\n    [textarea order-note maxlength:500] </label>\nĐã viết [count order-note] ký tự",
      '[quiz order-quiz "Thủ đô của Việt Nam là thành phố nào?|Hà Nội" "Hai cộng ba bằng mấy? (viết bằng số)|5"]',
      '[acceptance order-terms] Tôi đã đọc và đồng ý với <a href="/dieu-khoan-va-dieu-kien/">điều khoản và điều kiện</a>. [/acceptance]',
      "[acceptance order-newsletter optional] Gửi cho tôi tin khuyến mãi qua e-mail. [/acceptance]",
      '[hidden order-source "trang-lien-he"]',
      '[submit "Gửi yêu cầu"]',
    ].join("\n\n"),
    mail: {
      to: SHOP.email,
      subject: `${SHOP.name}: yêu cầu đặt hàng [order-product] × [order-quantity] từ [order-name]`,
      body: [
        "Khách hàng: [order-name] <[order-email]>, điện thoại [order-phone]",
        "Trang web: [order-website]",
        "",
        "Sản phẩm: [order-product], số lượng [order-quantity]",
        "Kích cỡ: [order-sizes]",
        "Cách in hoặc thêu: [order-print]",
        "Cần nhận hàng ngày [order-date], mức độ gấp [order-urgency]/5",
        "Cách nhận hàng: [order-delivery]",
        "Nhận tin khuyến mãi: [order-newsletter]",
        "",
        "Ghi chú:",
        "[order-note]",
        "",
        "-- ",
        "Gửi từ [order-source] lúc [_time] ngày [_date].",
      ].join("\n"),
      replyTo: "[order-email]",
    },
  },
  {
    slug: "nhan-tin",
    title: "Đăng ký nhận tin",
    template: [
      "<label> E-mail của bạn\n    [email* news-email autocomplete:email] </label>",
      "[acceptance news-consent] Tôi muốn nhận tin về hàng mới và khuyến mãi, tối đa hai thư mỗi tháng. [/acceptance]",
      "[altcha]",
      '[submit "Đăng ký"]',
    ].join("\n\n"),
    mail: {
      to: SHOP.email,
      subject: `${SHOP.name}: đăng ký nhận tin [news-email]`,
      body: ["[news-email] đăng ký nhận tin lúc [_time] ngày [_date].", "", "-- ", `Gửi từ trang [_post_title] của ${SHOP.name}.`].join("\n"),
    },
  },
];

/** How a page places one, in the shortcode syntax WordPress content uses. */
export const contactFormShortcode = (form: ContactFormPlan) => `[contact-form-7 id="${form.slug}" title="${form.title}"]`;
