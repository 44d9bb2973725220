import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as an SMTP server received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string; auth: { user: string; pass: string } | null };

/**
 * A real SMTP server on a free local port (no TLS; AUTH PLAIN/LOGIN over plain text allowed),
 * keeping every message it accepts. `next()` resolves with the next message to arrive. A
 * recipient `refuses` names is answered 550, as a server answers a mailbox it does not have.
 */
export async function startSmtpServer(o: { refuses?: (recipient: string) => boolean } = {}): Promise<{ port: number; url: (auth?: string) => string; received: ReceivedMail[]; next: () => Promise<ReceivedMail>; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(m: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: { user: auth.username ?? "", pass: auth.password ?? "" } });
    },
    onRcptTo(address, _session, callback) {
      if (!o.refuses?.(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          auth: (session.user as ReceivedMail["auth"]) ?? null,
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: (auth) => `smtp://${auth ? `${auth}@` : ""}127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A MIME message read back: decoded headers, the text and HTML bodies, and the other parts. */
export type ParsedMail = {
  headers: Map<string, string>;
  text: string | null;
  html: string | null;
  attachments: Array<{ contentType: string; contentId: string | null; filename: string | null; content: Buffer }>;
};

/** Reads RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), the whitespace between two of them dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_w, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    );
}

function decodeQuotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end < 0 ? part : part.slice(0, end);
  const body = end < 0 ? "" : part.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

/** A small MIME reader for tests: multipart nesting, quoted-printable and base64 bodies, encoded-word headers. */
export function parseMail(raw: string): ParsedMail {
  const out: ParsedMail = { headers: new Map(), text: null, html: null, attachments: [] };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = splitHeaders(part);
    if (top) out.headers = headers;
    const type = headers.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const pieces = body.split(`--${boundary}`);
      for (const piece of pieces.slice(1)) {
        if (piece.startsWith("--")) break;
        walk(piece.replace(/^\r?\n/, ""), false);
      }
      return;
    }
    const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
    const content =
      encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : encoding === "quoted-printable" ? decodeQuotedPrintable(body) : Buffer.from(body, "utf8");
    const disposition = headers.get("content-disposition") ?? "";
    if (/^text\/plain/i.test(type) && !/attachment/i.test(disposition) && out.text === null) out.text = content.toString("utf8");
    else if (/^text\/html/i.test(type) && !/attachment/i.test(disposition) && out.html === null) out.html = content.toString("utf8");
    else {
      out.attachments.push({
        contentType: type.split(";")[0]!.trim(),
        contentId: headers.get("content-id")?.replace(/^<|>$/g, "") ?? null,
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null,
        content,
      });
    }
  };
  walk(raw, true);
  return out;
}
