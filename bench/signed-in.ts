import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { cookiesAfter } from "./shopper";

export type DemoAccount = { login: string; password: string; greeting: string };

/** The demo customer the seed creates (README, "Demo accounts"): the signed-in pages are hers. */
export const DEMO_CUSTOMER: DemoAccount = { login: "thuytien", password: "khachhang-demo-2026", greeting: "Nguyễn Thủy Tiên" };

/** The demo shop manager: the back office's pages and REST calls are his. */
export const DEMO_SHOP_MANAGER: DemoAccount = { login: "quanly", password: "quanly-demo-2026", greeting: "Quản lý Cửa Hàng Xinh" };

/** A solved CAPTCHA, as the login script posts it: the shop's challenge, solved here. */
async function captchaToken(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/wp-json/cuahang/v1/captcha`, { cache: "no-store" })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("bench: could not solve the sign-in CAPTCHA");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * Signs a demo account in (the customer unless told) as a browser does without the two-factor
 * step: the login form of My account posted for real with its CAPTCHA token; answers the cookies
 * of the signed-in session (checked: My account greets them).
 */
export async function signInDemoAccount(origin: string, account: DemoAccount = DEMO_CUSTOMER): Promise<string> {
  const res = await fetch(`${origin}/tai-khoan/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: account.login,
      password: account.password,
      "wfls-captcha-token": await captchaToken(origin),
      login: "Đăng nhập",
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`bench: signing ${account.login} in answered ${res.status}, not 302`);
  const cookie = cookiesAfter("", res);
  const page = await (await fetch(`${origin}/tai-khoan/`, { headers: { Cookie: cookie } })).text();
  if (!page.includes(account.greeting)) throw new Error(`bench: My account does not greet ${account.greeting} after signing in`);
  return cookie;
}
