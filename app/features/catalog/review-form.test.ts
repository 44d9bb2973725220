import { describe, expect, it } from "vitest";
import { readReviewForm } from "./review-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const good = { rating: "5", comment: "  Áo mặc rất mát, đường may chắc chắn. ", author: "Nguyễn Thị Lan", email: "lan@example.vn" };

describe("readReviewForm", () => {
  it("reads a good review, trimmed, with the rating as a number", () => {
    const r = readReviewForm(form(good));
    expect(r).toMatchObject({ ok: true, review: { rating: 5, comment: "Áo mặc rất mát, đường may chắc chắn.", author: "Nguyễn Thị Lan" } });
  });

  it("gives each bad field its Vietnamese message and keeps what was typed", () => {
    const r = readReviewForm(form({ rating: "", comment: "   ", author: "", email: "lan@" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      rating: "Vui lòng chọn số sao đánh giá.",
      comment: "Vui lòng viết nội dung đánh giá.",
      author: "Vui lòng nhập tên của bạn.",
      email: "Vui lòng nhập một địa chỉ email hợp lệ.",
    });
    expect(r.values.email).toBe("lan@");
  });

  it("refuses ratings outside 1–5 and over-long reviews", () => {
    for (const rating of ["0", "6", "4.5", "năm"]) {
      const r = readReviewForm(form({ ...good, rating }));
      expect(r.ok ? null : r.errors.rating, rating).toBe("Vui lòng chọn số sao đánh giá.");
    }
    const long = readReviewForm(form({ ...good, comment: "a".repeat(5001) }));
    expect(long.ok ? null : long.errors.comment).toBe("Nội dung đánh giá dài tối đa 5000 ký tự.");
  });

  it("refuses control characters in a field it keeps, and keeps a comment's line breaks", () => {
    const r = readReviewForm(form({ ...good, comment: "Áo\u0000 đẹp", author: "Lan\u007f" }));
    expect(r.ok ? null : r.errors).toEqual({
      comment: "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại.",
      author: "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại.",
    });
    expect(readReviewForm(form({ ...good, comment: "Dòng một\r\nDòng hai" })).ok).toBe(true);
  });

  it("treats a missing field as empty", () => {
    const r = readReviewForm(form({ rating: "4" }));
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual(["author", "comment", "email"]);
  });
});
