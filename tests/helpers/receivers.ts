import http from "node:http";
import type net from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// Real receivers for the lead notifications, in this process, on ephemeral ports or on the ones a
// server was told to send to: an SMTP server (the `smtp-server` package) and an HTTP endpoint
// standing in for a Slack or Teams webhook. Nothing is mocked at the transport: nodemailer and
// fetch talk to them over TCP.

type ReceivedMail = { from: string; to: string[]; subject: string; body: string; raw: string; user: string | null };

export type SmtpReceiver = { port: number; mails: ReceivedMail[]; close(): Promise<void> };

/** Decodes a plain-text body as nodemailer writes it (quoted-printable or 7bit/8bit), for assertions. */
function decodeBody(headers: string, body: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Decodes an RFC 2047 header ("=?UTF-8?Q?…?=" or "=?UTF-8?B?…?="), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/\r?\n\s+/g, " ").replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** An SMTP server that takes mail from `user`:`password` and keeps what it received (on `port`, or any free one). */
export async function startSmtpReceiver({ user = "lead-bot", password = "smtp-secret-pass", port: wanted = 0 } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, split);
        const subject = /^subject: (.*(?:\r?\n\s+.*)*)/im.exec(headers)?.[1] ?? "";
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: decodeHeader(subject),
          body: decodeBody(headers, raw.slice(split + 4)),
          raw,
          user: typeof session.user === "string" ? session.user : null,
        });
        callback();
      });
    },
  });
  await listen(server.server, wanted);
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type WebhookMode = "ok" | "error" | "hang";

export type WebhookReceiver = {
  port: number;
  url: string;
  /** Parsed JSON bodies of the POSTs answered 200. */
  bodies: unknown[];
  /** How the next requests are answered: 200, 500, or never. */
  mode: WebhookMode;
  close(): Promise<void>;
};

/** Listens on 127.0.0.1:`port` (0: any free port); refuses when the port is taken. */
function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** An HTTP endpoint at /hooks/T000/B000/secret-path (on `port`, or any free one) answering as `mode` says. */
export async function startWebhookReceiver({ port = 0 } = {}): Promise<WebhookReceiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    port: 0,
    url: "",
    bodies: [],
    mode: "ok",
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (receiver.mode === "hang") {
        hanging.add(response);
        return;
      }
      if (receiver.mode === "error") {
        response.writeHead(500, { "content-type": "text/plain" }).end("invalid_payload");
        return;
      }
      receiver.bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await listen(server, port);
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/T000/B000/secret-path`;
  return receiver;
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
