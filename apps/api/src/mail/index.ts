import { appendFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config/env.ts";

/**
 * The one way the server sends e-mail: `app.mailer`.
 *
 * - `console` transport (the default): each message is printed on stdout (so a newcomer can
 *   register with no mail server) and appended as one JSON line to
 *   `${DATA_DIR}/mail-outbox.jsonl`, the "mail sink" browser tests read codes from.
 * - `smtp` transport: sent through SMTP_URL (smtp:// or smtps://, credentials in the URL).
 *
 * Both go through nodemailer, so the message built is the same either way.
 */

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part. */
  text: string;
  /** HTML part; build it with mail/templates.ts so every value is escaped. */
  html: string;
  /**
   * Facts about the message kept beside it in the outbox and shown on the console, such as
   * `{ kind: "verify_email", code: "123456" }`. Never sent to the recipient.
   */
  tags?: Record<string, string>;
}

/** One line of mail-outbox.jsonl. */
export interface OutboxRecord {
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  tags: Record<string, string>;
}

export interface Mailer {
  /** Sends now; resolves once the transport accepted the message, throws when it did not. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after the current request has answered; a failure is logged, never thrown. Use it where
   * the answer must not depend on (or take longer because of) whether a mail went out, such as a
   * password reset for an address that may not exist.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves when every background send has finished (tests; shutdown waits for it too). */
  idle(): Promise<void>;
}

export const OUTBOX_FILE = "mail-outbox.jsonl";

export function outboxPath(config: Pick<AppConfig, "dataDir">): string {
  return join(config.dataDir, OUTBOX_FILE);
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(
  config: AppConfig,
  log: FastifyBaseLogger,
): Mailer & {
  close(): Promise<void>;
} {
  const { transport: kind, smtpUrl, from } = config.mail;
  const transporter =
    kind === "smtp"
      ? nodemailer.createTransport(smtpUrl ?? "")
      : nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<void>>();
  const outbox = outboxPath(config);
  const echo = config.logLevel !== "silent";
  let outboxReady: Promise<unknown> | undefined;

  async function recordInOutbox(record: OutboxRecord): Promise<void> {
    outboxReady ??= mkdir(config.dataDir, { recursive: true });
    await outboxReady;
    // One write per line with O_APPEND: lines from several processes never interleave.
    await appendFile(outbox, `${JSON.stringify(record)}\n`, "utf8");
    if (echo) {
      const tags = Object.entries(record.tags).map(([k, v]) => `${k}: ${v}`);
      process.stdout.write(
        [
          "",
          "──────── Owed mail (console transport) ────────",
          `To: ${record.to}`,
          `Subject: ${record.subject}`,
          ...tags,
          "",
          record.text,
          "───────────────────────────────────────────────",
          "",
        ].join("\n"),
      );
    }
  }

  async function send(message: MailMessage): Promise<void> {
    const info = await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (kind === "console") {
      await recordInOutbox({
        messageId: String(info.messageId ?? ""),
        date: new Date().toISOString(),
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        tags: message.tags ?? {},
      });
    }
    // Neither the address (personal) nor the subject (it carries the one-time code) is logged.
    log.info({ transport: kind, kind: message.tags?.kind }, "mail sent");
  }

  return {
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((err: unknown) => {
          log.error({ err, to: message.to, subject: message.subject }, "mail could not be sent");
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transporter.close();
    },
  };
}

/** Decorates `app.mailer`; registered once in app.ts. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "mailer" },
);
