import { h2, p, ul } from "../html";
import { CONTACT_FORMS, contactFormShortcode } from "./contact-forms";
import { SHOP } from "./shop";

export type PageSeed = { slug: string; title: string; content: readonly string[] };


export const PAGES: readonly PageSeed[] = [
  {
    slug: "trang-chu",
    title: "Trang chủ",
    content: [
      p(`Chào mừng bạn đến với ${SHOP.name} – nơi bạn tìm thấy quần áo, phụ kiện và đồ dùng xinh xắn cho mỗi ngày. Miễn phí giao hàng cho đơn từ ${SHOP.freeShippingFrom}, đổi trả dễ dàng trong 7 ngày.`),
    ],
  },
  {
    slug: "gioi-thieu",
    title: "Giới thiệu",
    content: [
      // Flatsome's scroll-to sections (side bullets from 768 px) and a tabs block: the page behaviours' demo.
      '[scroll_to title="Câu chuyện" link="#cau-chuyen" bullet="true"]',
      p(`${SHOP.name} ra đời năm 2021 từ một gian hàng nhỏ trên phố Nguyễn Trãi, với mong muốn mang đến những món đồ đẹp, bền và có giá hợp lý cho người Việt.`),
      h2("Chúng tôi tin vào những điều giản dị"),
      p("Một chiếc áo may kỹ, một đôi giày êm chân hay một chiếc cốc gốm vẽ tay có thể làm mỗi ngày của bạn dễ chịu hơn. Vì thế, chúng tôi tự tay chọn từng sản phẩm, làm việc trực tiếp với các xưởng may, xưởng da và làng nghề trong nước."),
      '[scroll_to title="Cam kết" link="#cam-ket" bullet="true"]',
      h2("Cam kết của chúng tôi"),
      ul([
        "Sản phẩm đúng mô tả, ảnh chụp thật.",
        "Giao hàng toàn quốc, kiểm tra hàng trước khi thanh toán.",
        "Đổi trả trong 7 ngày, hoàn tiền nhanh chóng.",
        "Đóng gói không dùng nhựa từ năm 2026.",
      ]),
      '[scroll_to title="Hỏi đáp" link="#hoi-dap" bullet="true"]',
      h2("Hỏi đáp nhanh"),
      "[tabgroup]",
      '[tab title="Giao hàng"]',
      p("Chúng tôi giao hàng toàn quốc qua các đơn vị vận chuyển uy tín. Nội thành Hà Nội và TP. Hồ Chí Minh nhận hàng trong 1–2 ngày, các tỉnh khác trong 3–5 ngày làm việc."),
      p("Bạn được kiểm tra hàng trước khi thanh toán cho nhân viên giao hàng."),
      "[/tab]",
      '[tab title="Đổi trả"]',
      p("Sản phẩm còn nguyên tem mác được đổi size, đổi mẫu hoặc trả lại trong 7 ngày kể từ khi nhận hàng. Cửa hàng chịu phí vận chuyển khi hàng có lỗi."),
      "[/tab]",
      '[tab title="Thanh toán"]',
      p("Bạn có thể trả tiền mặt khi nhận hàng (COD) hoặc chuyển khoản ngân hàng bằng mã VietQR hiện sau khi đặt hàng."),
      "[/tab]",
      "[/tabgroup]",
      p("Cảm ơn bạn đã ghé thăm và tin tưởng chúng tôi!"),
      '[scroll_to title="Ảnh từ cửa hàng" link="#anh-cua-hang" bullet="true"]',
      h2("Ảnh từ cửa hàng"),
      // Flatsome's photo feed block: the pictures the owner picked (option photo_feed), loaded near the viewport.
      '[ux_instagram_feed images="8" columns="4"]',
      '[scroll_to title="Nhận tin" link="#nhan-tin" bullet="true"]',
      h2("Nhận tin từ chúng tôi"),
      p("Hàng mới về và khuyến mãi dành riêng cho người đăng ký, gửi thẳng vào hộp thư của bạn."),
      contactFormShortcode(CONTACT_FORMS[2]!),
    ],
  },
  {
    slug: "lien-he",
    title: "Liên hệ",
    content: [
      p("Bạn cần tư vấn chọn size, kiểm tra đơn hàng hay hợp tác kinh doanh? Hãy liên hệ với chúng tôi qua các kênh dưới đây hoặc để lại lời nhắn, chúng tôi sẽ trả lời trong vòng một ngày làm việc."),
      ul([
        `<strong>Địa chỉ:</strong> ${SHOP.address}`,
        `<strong>Điện thoại:</strong> <a href="tel:${SHOP.phone.replace(/\s/g, "")}">${SHOP.phone}</a>`,
        `<strong>E-mail:</strong> <a href="mailto:${SHOP.email}">${SHOP.email}</a>`,
        `<strong>Giờ mở cửa:</strong> ${SHOP.hours}`,
      ]),
      h2("Gửi lời nhắn cho chúng tôi"),
      contactFormShortcode(CONTACT_FORMS[0]!),
      h2("Đặt hàng theo yêu cầu"),
      p("Cần áo đồng phục, túi vải hay cốc in logo cho công ty, lớp học hoặc sự kiện? Gửi yêu cầu, chúng tôi báo giá trong vòng hai ngày làm việc."),
      contactFormShortcode(CONTACT_FORMS[1]!),
    ],
  },
  {
    slug: "dieu-khoan-va-dieu-kien",
    title: "Điều khoản và điều kiện",
    content: [
      p(`Khi truy cập và mua sắm tại website của ${SHOP.name}, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi đặt hàng.`),
      h2("1. Tài khoản"),
      p("Bạn có thể mua hàng mà không cần tài khoản. Nếu đăng ký tài khoản, bạn chịu trách nhiệm bảo mật mật khẩu và mọi hoạt động diễn ra dưới tài khoản của mình. Hãy thông báo ngay cho chúng tôi khi phát hiện truy cập trái phép."),
      h2("2. Đặt hàng và xác nhận"),
      p("Đơn hàng chỉ được xác nhận khi bạn nhận được e-mail hoặc cuộc gọi xác nhận từ chúng tôi. Chúng tôi có quyền từ chối hoặc hủy đơn hàng khi sản phẩm hết hàng, thông tin giao hàng không chính xác hoặc có dấu hiệu gian lận; khi đó khoản đã thanh toán sẽ được hoàn lại đầy đủ."),
      h2("3. Giá và thanh toán"),
      p("Giá niêm yết bằng đồng Việt Nam và đã bao gồm thuế giá trị gia tăng. Phí vận chuyển, nếu có, được hiển thị rõ ở bước thanh toán. Chúng tôi chấp nhận thanh toán khi nhận hàng (COD), chuyển khoản ngân hàng và quét mã VietQR."),
      h2("4. Giao hàng"),
      p("Thời gian giao hàng dự kiến từ 1 đến 3 ngày làm việc với nội thành Thành phố Hồ Chí Minh và Hà Nội, từ 3 đến 6 ngày làm việc với các tỉnh, thành khác. Bạn được kiểm tra hàng trước khi thanh toán."),
      h2("5. Đổi trả và hoàn tiền"),
      p("Việc đổi trả được thực hiện theo Chính sách đổi trả đăng trên website. Tiền hoàn được chuyển về tài khoản của bạn trong vòng 5 ngày làm việc kể từ khi chúng tôi nhận lại sản phẩm."),
      h2("6. Quyền sở hữu trí tuệ"),
      p(`Toàn bộ hình ảnh, nội dung và thiết kế trên website thuộc quyền sở hữu của ${SHOP.name}. Mọi hình thức sao chép khi chưa được đồng ý bằng văn bản đều không được phép.`),
      h2("7. Bảo vệ thông tin cá nhân"),
      p("Thông tin bạn cung cấp chỉ được dùng để xử lý đơn hàng, chăm sóc khách hàng và, nếu bạn đồng ý, gửi tin khuyến mãi. Chúng tôi không bán hay chia sẻ thông tin cá nhân cho bên thứ ba ngoài đơn vị vận chuyển và thanh toán."),
      h2("8. Giới hạn trách nhiệm"),
      p("Chúng tôi không chịu trách nhiệm với thiệt hại phát sinh do sử dụng sản phẩm sai hướng dẫn, hoặc do sự cố nằm ngoài khả năng kiểm soát hợp lý như thiên tai, gián đoạn mạng lưới vận chuyển."),
      h2("9. Luật áp dụng"),
      p("Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Mọi tranh chấp trước hết được giải quyết bằng thương lượng; nếu không thành, tranh chấp sẽ được đưa ra tòa án có thẩm quyền tại Thành phố Hồ Chí Minh."),
      h2("10. Liên hệ"),
      p(`Mọi thắc mắc về điều khoản, vui lòng liên hệ ${SHOP.email} hoặc ${SHOP.phone}.`),
    ],
  },
  {
    slug: "chinh-sach-doi-tra",
    title: "Chính sách đổi trả",
    content: [
      p(`${SHOP.name} muốn bạn hoàn toàn hài lòng với mỗi món đồ. Nếu chưa vừa ý, bạn có thể đổi hoặc trả hàng trong vòng 7 ngày kể từ ngày nhận.`),
      h2("Điều kiện đổi trả"),
      ul([
        "Sản phẩm còn nguyên tem mác, chưa qua sử dụng, giặt ủi.",
        "Có hóa đơn hoặc mã đơn hàng.",
        "Mỹ phẩm đã mở nắp, đồ lót và sản phẩm giảm giá trên 50% không áp dụng đổi trả, trừ khi có lỗi từ nhà sản xuất.",
      ]),
      h2("Cách thức đổi trả"),
      ul([
        `Bước 1: Gọi ${SHOP.phone} hoặc gửi e-mail đến ${SHOP.email}, nêu mã đơn hàng và lý do.`,
        "Bước 2: Đóng gói sản phẩm cùng hóa đơn, gửi về địa chỉ cửa hàng hoặc mang trực tiếp đến cửa hàng.",
        "Bước 3: Chúng tôi kiểm tra và gửi sản phẩm mới hoặc hoàn tiền trong vòng 5 ngày làm việc.",
      ]),
      h2("Phí vận chuyển"),
      p("Chúng tôi chịu toàn bộ phí vận chuyển hai chiều nếu sản phẩm lỗi hoặc giao nhầm. Với các trường hợp đổi size hay đổi ý, phí gửi hàng về do bạn chi trả; lần đổi size đầu tiên được miễn phí giao lại."),
    ],
  },
  // WooCommerce's own pages: the storefront renders them; their content stays empty.
  { slug: "cua-hang", title: "Cửa hàng", content: [] },
  { slug: "gio-hang", title: "Giỏ hàng", content: [] },
  { slug: "thanh-toan", title: "Thanh toán", content: [] },
  { slug: "tai-khoan", title: "Tài khoản", content: [] },
];
