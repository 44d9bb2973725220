import { tmpdir } from "node:os";
import path from "node:path";
import type { MultipartLimits } from "../../server/multipart";
import type { StreamedUploads } from "../../server/streamed-forms";

/** Multipart limits for tests: the shop's, unless a test asks for others. */
export const TEST_LIMITS: MultipartLimits = {
  fileBytes: 25 * 1024 * 1024,
  requestBytes: 100 * 1024 * 1024,
  fields: 1000,
  fieldBytes: 1024 * 1024,
  textBytes: 8 * 1024 * 1024,
  files: 20,
};

/** Streamed uploads into a folder of this test process, no form's own limits. */
export function testUploads(o: Partial<StreamedUploads> = {}): StreamedUploads {
  return {
    incomingDir: path.join(tmpdir(), `incoming-${process.pid}`),
    limits: TEST_LIMITS,
    fileLimit: () => async () => null,
    ...o,
  };
}
