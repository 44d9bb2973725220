import { translator } from "../format";

/** Messages of shoppers' accounts (signing in, two-factor, My account), kept out of the catalogue every page ships (../vi.ts). */
export const accountMessages = {
  "account.title": "Tài khoản",
  // Wordfence Login Security's answers (spec §8 "Login"), with its markup: its login.js shows them as HTML.
  "login.error.empty":
    '<strong>LỖI</strong>: Vui lòng nhập tên tài khoản và mật khẩu. <a href="{lostPasswordUrl}" title="Tìm lại mật khẩu">Quên mật khẩu</a>?',
  "login.error.incorrect":
    '<strong>LỖI</strong>: Tên tài khoản hoặc mật khẩu bạn nhập không đúng. <a href="{lostPasswordUrl}" title="Tìm lại mật khẩu">Quên mật khẩu</a>?',
  "login.error.verificationRequired":
    "<strong>CẦN XÁC MINH</strong>: Cần xác minh thêm để đăng nhập. Nếu thông tin đăng nhập khớp với một tài khoản, hãy mở hộp thư của tài khoản đó để lấy liên kết xác minh và tiếp tục đăng nhập.",
  "login.error.codeInvalid": "<strong>MÃ KHÔNG HỢP LỆ</strong>: Mã xác thực hai lớp đã hết hạn hoặc không hợp lệ. Vui lòng thử lại.",
  "login.error.codeRequired": "<strong>CẦN MÃ XÁC THỰC</strong>: Vui lòng nhập mã xác thực hai lớp của bạn.",
  "login.error.status503": "<strong>LỖI</strong>: Đăng nhập thất bại với mã trạng thái 503. Vui lòng liên hệ quản trị viên trang web.",
  "login.error.status403": "<strong>LỖI</strong>: Đăng nhập thất bại với mã trạng thái 403. Vui lòng liên hệ quản trị viên trang web.",
  "login.error.generic": "<strong>LỖI</strong>: Đã xảy ra lỗi khi xác thực. Vui lòng thử lại.",
  "signIn.title": "Đăng nhập",
  "signIn.login": "Tên tài khoản hoặc địa chỉ e-mail",
  "signIn.password": "Mật khẩu",
  "signIn.rememberMe": "Ghi nhớ đăng nhập",
  "signIn.submit": "Đăng nhập",
  "signIn.lostPassword": "Quên mật khẩu?",
  "signIn.required": "bắt buộc",
  "signIn.codeTitle": "Bảo mật hai lớp",
  "signIn.codeIntro": "Nhập mã 6 chữ số trong ứng dụng xác thực của bạn. Bạn cũng có thể dùng một mã khôi phục.",
  "signIn.code": "Mã xác thực",
  "signIn.rememberDevice": "Ghi nhớ trong 30 ngày",
  "signIn.codeSubmit": "Xác nhận",
  "signIn.pendingExpired": "Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.",
  "register.title": "Đăng ký",
  "register.email": "Địa chỉ e-mail",
  "register.password": "Mật khẩu",
  "register.passwordHint": "Ít nhất 8 ký tự.",
  "register.submit": "Đăng ký",
  "register.privacy": "Thông tin cá nhân của bạn được dùng để xử lý đơn hàng, hỗ trợ trải nghiệm trên trang web và cho các mục đích khác được nêu trong chính sách riêng tư.",
  "register.error.email": "Vui lòng nhập một địa chỉ e-mail hợp lệ.",
  "register.error.emailTaken": "Đã có tài khoản đăng ký bằng địa chỉ e-mail này. Vui lòng đăng nhập.",
  "register.error.password": "Mật khẩu cần ít nhất 8 ký tự.",
  "register.blocked":
    "<strong>ĐĂNG KÝ BỊ CHẶN</strong>: Yêu cầu đăng ký không qua được bước kiểm tra chống máy tự động. Nếu bạn không phải là máy, hãy gửi tin nhắn cho chủ cửa hàng bằng mẫu dưới đây.",
  "register.welcome": "Chào mừng bạn! Tài khoản của bạn đã được tạo.",
  "register.mail.subject": "Tài khoản của bạn tại {site} đã được tạo",
  "register.mail.body":
    "Chào {name},\n\nCảm ơn bạn đã tạo tài khoản tại {site}. Tên tài khoản của bạn là {login}.\n\nBạn có thể xem đơn hàng, đổi mật khẩu và bật bảo mật hai lớp tại:\n{url}\n\nHẹn gặp lại bạn!",
  "support.title": "Gửi tin nhắn cho chủ cửa hàng",
  "support.message": "Tin nhắn",
  "support.submit": "Gửi tin nhắn",
  "logout.confirm": "Bạn có chắc muốn đăng xuất không?",
  "logout.submit": "Xác nhận đăng xuất",
  "logout.done": "Bạn đã đăng xuất.",
  "support.sent": "<strong>ĐÃ GỬI</strong>: Tin nhắn của bạn đã được gửi tới chủ cửa hàng.",
  "support.error.refused": "<strong>LỖI</strong>: Không gửi được tin nhắn. Vui lòng tải lại trang và thử lại.",
  "support.error.tooMany": "<strong>LỖI</strong>: Không gửi được tin nhắn: bạn đã gửi quá số tin nhắn cho phép lúc này. Vui lòng thử lại sau.",
  "support.error.notSent": "<strong>LỖI</strong>: Đã xảy ra lỗi khi gửi tin nhắn. Vui lòng thử lại.",
  "support.mail.subject": "[{site}] Tin nhắn từ khách bị chặn khi đăng ký",
  "support.mail.body": "Một khách bị chặn khi đăng ký tài khoản đã gửi tin nhắn sau.\n\n----------------------------------------\n\nĐịa chỉ IP: {ip}\nTên tài khoản: {login}\nE-mail: {email}\n\n----------------------------------------\n\n{message}",
  "login.lockedOut": "Bạn đã đăng nhập sai quá nhiều lần. Để bảo vệ tài khoản, việc đăng nhập từ địa chỉ này tạm bị khóa đến {until}.",
  "login.emailVerified": "Đã xác minh e-mail. Vui lòng đăng nhập tiếp.",
  "login.emailNotVerified": "Liên kết xác minh không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.",
  "login.verificationMail.subject": "[{site}] Cần xác minh để đăng nhập",
  "login.verificationMail.body":
    "Có người vừa đăng nhập vào tài khoản của bạn tại {site} từ địa chỉ {ip}, nhưng chưa qua được bước kiểm tra chống máy tự động.\n\nNếu đó là bạn, hãy mở liên kết sau trong vòng 15 phút để tiếp tục đăng nhập:\n{url}\n\nNếu không phải bạn, hãy bỏ qua e-mail này và cân nhắc đổi mật khẩu.",
  "account.nav": "Trang tài khoản",
  "account.nav.dashboard": "Trang tài khoản",
  "account.nav.orders": "Đơn hàng",
  "account.nav.addresses": "Địa chỉ",
  "account.nav.details": "Thông tin tài khoản",
  "account.nav.twoFactor": "Bảo mật hai lớp",
  "account.nav.logout": "Đăng xuất",
  "account.dashboard.hello": "Xin chào {name}",
  "account.dashboard.notYou": "không phải {name}? Đăng xuất",
  "account.dashboard.intro":
    "Từ trang quản lý tài khoản, bạn có thể xem các đơn hàng gần đây, quản lý địa chỉ giao hàng và thanh toán, đổi mật khẩu và thông tin tài khoản, và bật bảo mật hai lớp.",
  "account.twoFactor.qrLabel": "Mã QR thiết lập xác thực hai lớp: quét bằng ứng dụng xác thực, hoặc nhập mã bí mật hiển thị bên dưới",
} as const;

export type MessageKey = keyof typeof accountMessages;

/** `t()` for these messages. */
export const tAccount = translator(accountMessages);
