import { escapeHtml } from "../../../lib/escape-html";
import { tAccount } from "../../../lib/i18n/areas/account";

const timeInShop = new Intl.DateTimeFormat("vi-VN", { hour: "2-digit", minute: "2-digit", day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });

/**
 * The answer to a sign-in from a locked-out address or login (Wordfence's lockout): 503, as the
 * scripts written for it expect (they then show "Đăng nhập thất bại với mã trạng thái 503"), a
 * short page saying until when, and `Retry-After`. Nothing was checked.
 */
export function lockedOutPage(until: Date, now: Date): Response {
  const text = lockedOutMessage(until);
  const body = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>503</title></head><body><p role="alert">${escapeHtml(text)}</p></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds(until, now)),
    },
  });
}

/** The lockout in words, with the time it ends in the shop's time zone. */
export const lockedOutMessage = (until: Date) => tAccount("login.lockedOut", { until: timeInShop.format(until) });

export const retryAfterSeconds = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
