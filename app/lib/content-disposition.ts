/**
 * WordPress's `get_filename_from_disposition`: `filename*=UTF-8''…` (RFC 5987) before `filename=`,
 * quoted or not. Null when the header names no file.
 */
export function filenameOfDisposition(header: string): string | null {
  const star = /(?:^|;)\s*filename\*\s*=\s*(?:utf-8|UTF-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      const name = decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ""));
      if (name.trim()) return name.trim();
    } catch {
      // A broken escape: the plain parameter, if any.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/.exec(header);
  if (!plain) return null;
  const name = plain[1]!.trim().replace(/^"(.*)"$/, "$1").replace(/\\(.)/g, "$1").trim();
  return name === "" ? null : name;
}
