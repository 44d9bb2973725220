import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";

export type MailAttachment = {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** Content-ID, for an inline image the HTML shows as `cid:…`. */
  cid?: string;
};

/** One e-mail as the app composes it; the sender is the mailer's (`MAIL_FROM`). */
export type MailMessage = {
  /** An address, or a name and address (the name is encoded safely, whatever it holds). */
  to: string | { name: string; address: string };
  subject: string;
  /** The sender, when not the mailer's own (a contact form's mail template may name one; the shop's sender setting). */
  from?: string | { name: string; address: string };
  /** Where a reply goes instead of the sender (a contact form's sender). */
  replyTo?: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

export type SentMail = { messageId: string };

/** Sends the shop's e-mails. `send` rejects when the message was not accepted. */
export type Mailer = {
  kind: "smtp" | "file" | "memory";
  send: (message: MailMessage) => Promise<SentMail>;
  /** Closes pooled connections (at shutdown). */
  close: () => void;
};

export type MailerConfig = {
  /** `smtp://user:pass@host:587` or `smtps://…`; null writes `.eml` files into `dir` instead. */
  smtpUrl: string | null;
  /** `"Cửa Hàng Xinh" <no-reply@example.vn>` */
  from: string;
  dir: string;
};

/**
 * Waits for an unreachable or silent server no longer than this: a shopper's order is already
 * stored, and the mail must not hold anything up for nodemailer's default two minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The mailer of `config`: SMTP when a server is configured, otherwise files a developer can open. */
export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : fileMailer(config.dir, config.from);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    kind: "smtp",
    send: async (message) => {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** Each message as an RFC 822 `.eml` file in `dir` (made on the first send), named by time so they sort. */
function fileMailer(dir: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" }, { from });
  return {
    kind: "file",
    send: async (message) => {
      const info = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** A mailer that keeps what it is given, for tests and tools: `sent` lists the messages in order. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "memory",
    sent,
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}.${randomBytes(6).toString("hex")}@memory>` };
    },
    close: () => {},
  };
}
