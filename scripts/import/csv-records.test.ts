import { describe, expect, it } from "vitest";
import { type CsvRecord, readCsv } from "./csv-records";

async function all(text: string, size = text.length): Promise<CsvRecord[]> {
  async function* pieces() {
    const bytes = Buffer.from(text);
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }
  const records: CsvRecord[] = [];
  for await (const r of readCsv(pieces())) records.push(r);
  return records;
}

describe("reading CSV as it streams", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, the BOM dropped, blank lines skipped", async () => {
    const text = '\uFEFFa,b,c\r\n"1, 2","say ""hi""","two\nlines"\n\nx,,"ế"\n';
    const expected = [
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1, 2", 'say "hi"', "two\nlines"] },
      { line: 5, fields: ["x", "", "ế"] },
    ];
    expect(await all(text)).toEqual(expected);
    // Chunks of 3 bytes split the BOM, the CRLF, a doubled quote and "ế".
    expect(await all(text, 3)).toEqual(expected);
  });

  it("refuses a quote inside an unquoted field, text after a closing quote and an unclosed quote, with their line", async () => {
    await expect(all('a,b\nx,y"z\n')).rejects.toThrow("dòng 2: dấu ngoặc kép giữa một ô không có ngoặc");
    await expect(all('a\n"x"y\n')).rejects.toThrow('dòng 2: ký tự "y" sau dấu ngoặc kép đóng');
    await expect(all('a\nb\n"open\n\n')).rejects.toThrow("dòng 3: dấu ngoặc kép không được đóng");
  });
});
