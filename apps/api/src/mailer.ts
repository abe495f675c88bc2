/** Outgoing e-mail: SMTP through nodemailer, or files in <dataDir>/mail-outbox when no SMTP is set. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { PRODUCT_NAME } from "@hearth/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The action link in the mail, kept apart so the outbox file shows it plainly. */
  link?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Folder of written mails when there is no SMTP server, else null. */
  outboxDir: string | null;
}

const FROM = `${PRODUCT_NAME} <no-reply@hearth.local>`;

/** nodemailer is loaded on the first mail, not at start: most starts send none. */
function lazyTransport(options: string | object): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(options as string),
    ));
}

export function createMailer(o: {
  smtpUrl?: string | undefined;
  dataDir: string;
  log: (message: string) => void;
}): Mailer {
  if (o.smtpUrl) {
    const transport = lazyTransport(o.smtpUrl);
    return {
      outboxDir: null,
      async send(mail) {
        await (await transport()).sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const dir = path.join(o.dataDir, "mail-outbox");
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let announced = false;
  return {
    outboxDir: dir,
    async send(mail) {
      await mkdir(dir, { recursive: true });
      if (!announced) {
        announced = true;
        o.log(`No SMTP_URL configured: e-mails are written to ${dir}`);
      }
      const info = (await (
        await transport()
      ).sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text })) as { message: Buffer };
      const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      await writeFile(path.join(dir, `${base}.eml`), info.message);
      await writeFile(
        path.join(dir, `${base}.json`),
        JSON.stringify({ from: FROM, ...mail, sentAt: new Date().toISOString() }, null, 2),
      );
    },
  };
}
