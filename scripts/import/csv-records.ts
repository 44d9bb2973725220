/**
 * CSV as spreadsheets and WordPress's exporters write it (RFC 4180: comma-separated, fields in
 * double quotes when they hold a comma, a quote (doubled) or a line break; CRLF or LF; an optional
 * UTF-8 BOM), read as it streams, each record with the line it starts on.
 */

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`dòng ${line}: ${message}`);
  }
}

export type CsvRecord = { line: number; fields: string[] };

export async function* readCsv(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder("utf-8");
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  /** Inside quotes; a quote seen there may close them or start a doubled one. */
  let inQuotes = false;
  let quoteSeen = false;
  let line = 1;
  let recordLine = 1;
  let first = true;
  let pendingCr = false;
  const ready: CsvRecord[] = [];
  const endField = () => {
    fields.push(field);
    field = "";
    quoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === "")) ready.push({ line: recordLine, fields });
    fields = [];
  };
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      let c = text[i]!;
      if (first) {
        first = false;
        if (c === "\uFEFF") continue;
      }
      if (pendingCr) {
        pendingCr = false;
        if (c === "\n") continue;
      }
      if (inQuotes) {
        if (quoteSeen) {
          quoteSeen = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          inQuotes = false;
          // The closing quote: what follows must end the field.
          if (c !== "," && c !== "\n" && c !== "\r") throw new CsvError(line, `ký tự "${c}" sau dấu ngoặc kép đóng`);
        } else if (c === '"') {
          quoteSeen = true;
          continue;
        } else {
          if (c === "\n") line++;
          field += c;
          continue;
        }
      }
      if (c === "\r") {
        pendingCr = true;
        c = "\n";
      }
      if (c === ",") endField();
      else if (c === "\n") {
        endRecord();
        line++;
        recordLine = line;
      } else if (c === '"') {
        if (field !== "" || quoted) throw new CsvError(line, "dấu ngoặc kép giữa một ô không có ngoặc");
        inQuotes = true;
        quoted = true;
      } else field += c;
    }
  };
  for await (const chunk of chunks) {
    feed(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  if (inQuotes && !quoteSeen) throw new CsvError(recordLine, "dấu ngoặc kép không được đóng");
  if (field !== "" || fields.length > 0 || quoted) endRecord();
  yield* ready.splice(0);
}
