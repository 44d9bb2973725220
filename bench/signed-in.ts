import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { cookiesAfter } from "./shopper";

/** The demo customer the seed creates (README, "Demo accounts"): the signed-in pages are hers. */
export const DEMO_CUSTOMER = { login: "thuytien", password: "khachhang-demo-2026", greeting: "Nguyễn Thủy Tiên" };

/** A solved CAPTCHA, as the login script posts it: the shop's challenge, solved here. */
async function captchaToken(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/wp-json/cuahang/v1/captcha`, { cache: "no-store" })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("bench: could not solve the sign-in CAPTCHA");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * Signs the demo customer in as a browser does without the two-factor step: the login form of My
 * account posted for real with its CAPTCHA token; answers the cookies of the signed-in session
 * (checked: My account greets her).
 */
export async function signInDemoCustomer(origin: string): Promise<string> {
  const res = await fetch(`${origin}/tai-khoan/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: DEMO_CUSTOMER.login,
      password: DEMO_CUSTOMER.password,
      "wfls-captcha-token": await captchaToken(origin),
      login: "Đăng nhập",
    }),
  });
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`bench: signing ${DEMO_CUSTOMER.login} in answered ${res.status}, not 302`);
  const cookie = cookiesAfter("", res);
  const account = await (await fetch(`${origin}/tai-khoan/`, { headers: { Cookie: cookie } })).text();
  if (!account.includes(DEMO_CUSTOMER.greeting)) throw new Error(`bench: My account does not greet ${DEMO_CUSTOMER.greeting} after signing in`);
  return cookie;
}
