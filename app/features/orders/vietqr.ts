/**
 * VietQR: the NAPAS bank-transfer QR code every Vietnamese banking app reads. It is an EMVCo
 * merchant-presented QR string: data objects written as ID (2 digits) + length (2 digits) + value,
 * nested in templates, closed by a CRC-16/CCITT-FALSE. Isomorphic, no dependencies.
 */

/** NAPAS's globally unique identifier (merchant account information, ID 38 → 00). */
export const NAPAS_GUID = "A000000727";
/** Service code: inter-bank fund transfer 24/7 to an account. */
export const SERVICE_TRANSFER_TO_ACCOUNT = "QRIBFTTA";
/** The most a purpose-of-transaction field holds; banks keep only ASCII letters, digits and spaces. */
export const TRANSFER_CONTENT_MAX = 25;

const ID = {
  payloadFormat: "00",
  pointOfInitiation: "01",
  merchantAccount: "38",
  currency: "53",
  amount: "54",
  country: "58",
  additionalData: "62",
  crc: "63",
  // Inside 38:
  guid: "00",
  beneficiary: "01",
  serviceCode: "02",
  // Inside 38 → 01:
  bin: "00",
  accountNumber: "01",
  // Inside 62:
  purpose: "08",
} as const;

/** Static codes (11) carry no amount; a code with a fixed amount is dynamic (12). */
const DYNAMIC = "12";
const CURRENCY_VND = "704";

/** One data object: `tlv("00", "01")` → `000201`. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`VietQR: mã trường không hợp lệ: ${id}`);
  if (value.length < 1 || value.length > 99) throw new RangeError(`VietQR: trường ${id} dài ${value.length} ký tự (1–99)`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of ASCII text. */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export type VietQrInput = {
  /** The beneficiary bank's 6-digit NAPAS BIN (e.g. 970436 for Vietcombank). */
  bin: string;
  accountNumber: string;
  /** Whole đồng, more than 0. */
  amount: number;
  /** Purpose of the transfer, e.g. the order number `DH1234`: ASCII letters, digits and spaces, ≤ 25. */
  content: string;
};

/** True when banks carry `content` through unchanged (see `toTransferContent`). */
export function isTransferContent(content: string): boolean {
  return content.length <= TRANSFER_CONTENT_MAX && /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/.test(content);
}

/**
 * Text made fit for a transfer's content: diacritics dropped (đ → d), anything else but letters
 * and digits turned into single spaces, cut to 25 characters. `"Đơn #1234 – Lan"` → `"Don 1234 Lan"`.
 */
export function toTransferContent(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .slice(0, TRANSFER_CONTENT_MAX)
    .trim();
}

/** The transfer content that names an order: `DH1234`. */
export function orderTransferContent(orderId: number): string {
  return `DH${orderId}`;
}

/**
 * The VietQR string for a transfer of `amount` đồng to an account, with the content prefilled.
 * Bad input throws a RangeError: a code a banking app refuses, or one that sends money with the
 * wrong content, is worse than none.
 */
export function vietQrPayload({ bin, accountNumber, amount, content }: VietQrInput): string {
  if (!/^\d{6}$/.test(bin)) throw new RangeError(`VietQR: mã BIN phải gồm 6 chữ số: ${bin}`);
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new RangeError(`VietQR: số tài khoản không hợp lệ: ${accountNumber}`);
  if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13) {
    throw new RangeError(`VietQR: số tiền phải là số đồng nguyên dương: ${amount}`);
  }
  if (!isTransferContent(content)) throw new RangeError(`VietQR: nội dung chuyển khoản không hợp lệ: ${content}`);

  const beneficiary = tlv(ID.bin, bin) + tlv(ID.accountNumber, accountNumber);
  const merchantAccount = tlv(ID.guid, NAPAS_GUID) + tlv(ID.beneficiary, beneficiary) + tlv(ID.serviceCode, SERVICE_TRANSFER_TO_ACCOUNT);
  const body =
    tlv(ID.payloadFormat, "01") +
    tlv(ID.pointOfInitiation, DYNAMIC) +
    tlv(ID.merchantAccount, merchantAccount) +
    tlv(ID.currency, CURRENCY_VND) +
    tlv(ID.amount, String(amount)) +
    tlv(ID.country, "VN") +
    tlv(ID.additionalData, tlv(ID.purpose, content)) +
    `${ID.crc}04`;
  return body + crc16(body).toString(16).toUpperCase().padStart(4, "0");
}

/** A TLV string read back into `[id, value]` pairs, for checks and tests. Throws on a malformed string. */
export function parseTlv(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + len > text.length) {
      throw new RangeError(`VietQR: chuỗi TLV hỏng tại vị trí ${i}`);
    }
    out.push([id, text.slice(i + 4, i + 4 + len)]);
    i += 4 + len;
  }
  return out;
}
