import type { Role } from "../../schema";

export type UserSeed = { login: string; email: string; displayName: string; roles: Role[] };

/** Accounts have no password yet: sign-in is set up by the account feature. */
export const ADMIN: UserSeed = {
  login: "quantri",
  email: "quantri@cuahang.vn",
  displayName: "Quản trị Cửa Hàng Xinh",
  roles: ["administrator"],
};

export const CUSTOMERS: readonly UserSeed[] = [
  { login: "thuytien", email: "thuytien@example.com", displayName: "Nguyễn Thủy Tiên", roles: ["customer"] },
  { login: "minhquan", email: "minhquan@example.com", displayName: "Trần Minh Quân", roles: ["customer"] },
  { login: "hoailinh", email: "hoailinh@example.com", displayName: "Lê Hoài Linh", roles: ["customer"] },
  { login: "ducanh", email: "ducanh@example.com", displayName: "Phạm Đức Anh", roles: ["customer"] },
  { login: "kimngan", email: "kimngan@example.com", displayName: "Võ Kim Ngân", roles: ["customer"] },
];
