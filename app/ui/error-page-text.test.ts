import { describe, expect, it } from "vitest";
import { errorPageText } from "./error-page-text";

/** What a page's thrown `data(null, { status })` reaches its error boundary as. */
const answered = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("errorPageText", () => {
  it("tells a form's body the page cannot read (400, 415) and too many requests (429) apart from a failure", () => {
    const unreadable = { title: "Yêu cầu không hợp lệ", text: "Trang không đọc được dữ liệu bạn gửi lên. Vui lòng quay lại trang trước và gửi lại biểu mẫu." };
    expect(errorPageText(answered(400))).toEqual({ status: 400, ...unreadable });
    expect(errorPageText(answered(415))).toEqual({ status: 415, ...unreadable });
    expect(errorPageText(answered(429))).toEqual({
      status: 429,
      title: "Quá nhiều yêu cầu",
      text: "Bạn vừa gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng đợi một lát rồi thử lại.",
    });
    expect(errorPageText(answered(404)).title).toBe("Không tìm thấy trang");
  });

  it("answers anything else, a thrown error too, as the server's own failure", () => {
    const failure = { title: "Đã có lỗi xảy ra", text: "Xin lỗi, máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút." };
    expect(errorPageText(new Error("x"))).toEqual({ status: 500, ...failure });
    expect(errorPageText(answered(503))).toEqual({ status: 503, ...failure });
  });
});
