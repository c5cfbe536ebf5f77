import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server (not yet listening) that adds every message it receives to `received`. */
export function capturingSmtpServer(received: ReceivedMail[], options: Partial<SMTPServerOptions> = {}): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    ...options,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** An HTTP server on a free local port that hands each request, with its whole body, to `answer`. */
async function startHttpServer(answer: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => answer(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface EmailJsRequest {
  method: string;
  url: string;
  contentType: string;
  body: any;
}

/** A local stand-in for the EmailJS REST API that records each request and answers with `status`. */
export async function startEmailJsServer() {
  const requests: EmailJsRequest[] = [];
  const state = { status: 200 };
  const server = await startHttpServer((req, body, res) => {
    requests.push({
      method: req.method!,
      url: req.url!,
      contentType: req.headers["content-type"] ?? "",
      body: JSON.parse(body),
    });
    res.statusCode = state.status;
    res.end(state.status === 200 ? "OK" : "Limit reached");
  });
  return { ...server, requests, state };
}

export interface SmsApiRequest {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  body: string;
}

/** Stands in for the SMS provider's REST API: records each request, answers 201 (or `state.status` with the provider's error JSON). */
export async function startSmsApiServer() {
  const requests: SmsApiRequest[] = [];
  /** What the stand-in answers: a status, and on a refusal the provider's error code and message. */
  const state = { status: 201, code: 21610, message: "Attempt to send to unsubscribed recipient" };
  const server = await startHttpServer((req, body, res) => {
    requests.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization ?? "",
      contentType: req.headers["content-type"] ?? "",
      body,
    });
    res.statusCode = state.status;
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify(
        state.status < 300
          ? { sid: `SM${requests.length}`, status: "queued" }
          : { code: state.code, message: state.message, status: state.status },
      ),
    );
  });
  return { ...server, requests, state };
}
