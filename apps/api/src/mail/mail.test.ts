import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, uniqueEmail } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { escapeHtml, htmlEmail } from "./templates.ts";

const message = {
  subject: "Hello from Owed",
  text: "Your code is 123456.",
  html: htmlEmail({ heading: "Hello", code: "123456", paragraphs: ["<b>not bold</b>"] }),
  tags: { kind: "test", code: "123456" },
};

describe("console transport (default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("appends each message as one JSON line to the mail sink in DATA_DIR", async () => {
    const to = uniqueEmail();
    await t.app.mailer.send({ to, ...message });
    t.app.mailer.sendInBackground({ to, ...message, subject: "Second" });
    const outbox = await readOutbox(t.app);
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({
      to,
      from: t.config.mail.from,
      subject: "Hello from Owed",
      text: "Your code is 123456.",
      tags: { kind: "test", code: "123456" },
    });
    expect(outbox[0]?.html).toContain("Owed");
    expect(outbox[0]?.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(outbox[1]?.subject).toBe("Second");
  });

  it("escapes every HTML special character", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("smtp transport", () => {
  interface Received {
    from: string | undefined;
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers a message with text and HTML parts to a real SMTP server", async () => {
    const to = uniqueEmail();
    await t.app.mailer.send({ to, ...message });
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toEqual([to]);
    expect(mail?.from).toBe("no-reply@owed.localhost");
    expect(mail?.raw).toMatch(/^Subject: Hello from Owed/m);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.raw).toContain("123456");
    // The SMTP transport does not write the console sink.
    expect(await readOutbox(t.app)).toEqual([]);
  });

  it("sends the registration code through SMTP", async () => {
    const email = uniqueEmail("smtp");
    const res = await t.app.inject({
      method: "POST",
      url: "/authentication/api/register/",
      payload: { email, username: "smtp-user", password: "secret-password" },
    });
    expect(res.statusCode).toBe(201);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(/Subject: Your Owed verification code: \d{6}/);
    const code = /verification code is (\d{6})/.exec(mail?.raw ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = await t.app.inject({
      method: "POST",
      url: "/authentication/api/verify-email/",
      payload: { email, otp: code },
    });
    expect(verify.statusCode).toBe(200);
  });

  it("fails loudly when the SMTP server cannot be reached", async () => {
    const broken = await createTestApp({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      await expect(broken.app.mailer.send({ to: uniqueEmail(), ...message })).rejects.toThrow();
    } finally {
      await broken.close();
    }
  });
});
