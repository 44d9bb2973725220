import { translator } from "../format";

/**
 * The plain-text answers the server gives before (or instead of) a page: a request it cannot
 * serve, a missing file, a failure. No page shows them, so no page ships them (../vi.ts).
 */
export const httpMessages = {
  "http.badRequest": "Yêu cầu không hợp lệ.",
  "http.methodNotAllowed": "Phương thức này không được hỗ trợ.",
  "http.notFound": "Không tìm thấy tệp.",
  "http.tooLarge": "Yêu cầu quá lớn.",
  "http.failed": "Đã có lỗi xảy ra.",
} as const;

export const tHttp = translator(httpMessages);
