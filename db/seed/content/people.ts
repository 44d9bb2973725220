import type { Role } from "../../schema";

/**
 * `password`: the demo shop's documented sign-in (README, "Tài khoản mẫu"), for trying the shop
 * out; an account without one signs in once its owner sets one (`npm run user -- reset-password`,
 * or the lost-password e-mail).
 */
export type UserSeed = { login: string; email: string; displayName: string; roles: Role[]; password?: string };

/** The owner: no demo password (an administrator's is set with `npm run user`). */
export const ADMIN: UserSeed = {
  login: "quantri",
  email: "quantri@cuahang.vn",
  displayName: "Quản trị Cửa Hàng Xinh",
  roles: ["administrator"],
};

/** A shop manager to try the shop's staff side with (demo only). */
export const SHOP_MANAGER: UserSeed = {
  login: "quanly",
  email: "quanly@cuahang.vn",
  displayName: "Quản lý Cửa Hàng Xinh",
  roles: ["shop_manager"],
  password: "quanly-demo-2026",
};

export const CUSTOMERS: readonly UserSeed[] = [
  { login: "thuytien", email: "thuytien@example.com", displayName: "Nguyễn Thủy Tiên", roles: ["customer"], password: "khachhang-demo-2026" },
  { login: "minhquan", email: "minhquan@example.com", displayName: "Trần Minh Quân", roles: ["customer"] },
  { login: "hoailinh", email: "hoailinh@example.com", displayName: "Lê Hoài Linh", roles: ["customer"] },
  { login: "ducanh", email: "ducanh@example.com", displayName: "Phạm Đức Anh", roles: ["customer"] },
  { login: "kimngan", email: "kimngan@example.com", displayName: "Võ Kim Ngân", roles: ["customer"] },
];
