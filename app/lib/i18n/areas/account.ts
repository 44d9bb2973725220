import { translator } from "../format";

/** Messages of shoppers' accounts (signing in, two-factor, My account), kept out of the catalogue every page ships (../vi.ts). */
export const accountMessages = {
  "account.twoFactor.qrLabel": "Mã QR thiết lập xác thực hai lớp: quét bằng ứng dụng xác thực, hoặc nhập mã bí mật hiển thị bên dưới",
} as const;

/** `t()` for these messages. */
export const tAccount = translator(accountMessages);
