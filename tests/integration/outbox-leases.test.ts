import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DB } from "#app/server/db.server.ts";
import { deliverDueEmails, enqueueEmail, leaseMs } from "#app/server/email/outbox.server.ts";
import type { OutboxMessage } from "#app/server/email/message.server.ts";
import { type EmailTransport, smtpTransport } from "#app/server/email/transports.server.ts";
import { claimJobRun } from "#app/server/jobs.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { startSmtpServer } from "./support/mail-servers.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const message = (to: string): OutboxMessage => ({
  kind: "appointment-confirmation",
  to,
  subject: `Test ${to}`,
  text: "Hello",
  templateParams: {},
});

async function queue(db: DB, tag: string, count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.com`);
  for (const to of recipients) await enqueueEmail(db, message(to), null, new Date(Date.now() - 1000));
  return recipients;
}

const noop = () => {};

/** A transport that records each send and, while `gate` is set, holds it until released. */
function recordingTransport() {
  const sent: string[] = [];
  let release: () => void = noop;
  let gate: Promise<void> | null = null;
  const transport: EmailTransport = {
    name: "smtp",
    delivers: true,
    async send(m) {
      sent.push(m.to);
      if (gate) await gate;
      return { success: true, message: "ok" };
    },
  };
  return {
    transport,
    sent,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = null;
      release();
    },
  };
}

describeEachEngine("the outbox with several workers", (get) => {
  const statusOf = async (to: string) =>
    await get()
      .db.selectFrom("email_outbox")
      .select(["status", "attempts"])
      .where("recipient", "=", to)
      .executeTakeFirstOrThrow();

  it("never takes an email another live worker has claimed, and each is sent once", async () => {
    const { db } = get();
    const [to] = await queue(db, "held", 1);
    const a = recordingTransport();
    const b = recordingTransport();
    a.hold();
    const first = deliverDueEmails(db, a.transport, new Date(), { concurrency: 1 });
    await expect.poll(() => a.sent).toEqual([to]);
    // While A holds its claim, B finds nothing to send.
    expect(await deliverDueEmails(db, b.transport, new Date(Date.now() + leaseMs(20_000) - 1000))).toEqual({
      sent: 0,
      logged: 0,
      failed: 0,
      skipped: 0,
    });
    a.release();
    await first;
    expect(b.sent).toEqual([]);
    expect(await statusOf(to!)).toEqual({ status: "sent", attempts: 1 });
  });

  it("takes a crashed worker's email once its lease has ended, and not before", async () => {
    const { db } = get();
    const [to] = await queue(db, "crashed", 1);
    const leaseUntil = new Date(Date.now() + 60_000);
    // A worker claimed it and then disappeared.
    await db
      .updateTable("email_outbox")
      .set({ status: "sending", lease_until: leaseUntil.toISOString(), claim_token: "gone" })
      .where("recipient", "=", to!)
      .execute();
    const w = recordingTransport();
    await deliverDueEmails(db, w.transport, new Date(leaseUntil.getTime() - 1000));
    expect(w.sent).toEqual([]);
    await deliverDueEmails(db, w.transport, new Date(leaseUntil.getTime() + 1000));
    expect(w.sent).toEqual([to]);
    expect(await statusOf(to!)).toEqual({ status: "sent", attempts: 1 });
  });

  it("a worker whose lease ended does not overwrite the outcome of the worker that took over", async () => {
    const { db } = get();
    const [to] = await queue(db, "late", 1);
    const slow = recordingTransport();
    slow.hold();
    const late = deliverDueEmails(
      db,
      { ...slow.transport, send: async (m) => (await slow.transport.send(m), { success: false, message: "too late" }) },
      new Date(),
      { concurrency: 1, timeoutMs: 60_000 },
    );
    await expect.poll(() => slow.sent).toEqual([to]);
    const other = recordingTransport();
    await deliverDueEmails(db, other.transport, new Date(Date.now() + leaseMs(60_000) + 1000));
    expect(other.sent).toEqual([to]);
    slow.release();
    await late;
    expect(await statusOf(to!)).toEqual({ status: "sent", attempts: 1 });
  });

  it("three workers draining one queue together send every email exactly once", async () => {
    const { db } = get();
    const recipients = await queue(db, "drain", 120);
    const workers = [recordingTransport(), recordingTransport(), recordingTransport()];
    await Promise.all(workers.map((w) => deliverDueEmails(db, w.transport, new Date(), { concurrency: 4 })));
    const all = workers
      .flatMap((w) => w.sent)
      .filter((to) => to.startsWith("drain-"))
      .toSorted();
    expect(all).toEqual(recipients.toSorted());
  });

  it("a mail server that accepts and never answers fails each send after the time limit, in parallel", async () => {
    const { db } = get();
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const recipients = await queue(db, "silent", 6);
    const transport = smtpTransport(
      `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      "bookings@example.com",
      { timeoutMs: 1000 },
    );
    const started = Date.now();
    const report = await deliverDueEmails(db, transport, new Date(), { concurrency: 8, timeoutMs: 1000 });
    const elapsed = Date.now() - started;
    await transport.close?.();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
    expect(report.failed).toBeGreaterThanOrEqual(6);
    expect(elapsed).toBeLessThan(5_000);
    for (const to of recipients) {
      const row = await db
        .selectFrom("email_outbox")
        .select(["status", "attempts", "last_error"])
        .where("recipient", "=", to)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/Greeting never received|timeout|no answer within/i);
    }
  });

  it("gives each run of a scheduled job to exactly one of the servers asking at once", async () => {
    const { db } = get();
    const now = new Date("2026-11-23T06:00:00Z");
    const first = await Promise.all(Array.from({ length: 6 }, () => claimJobRun(db, "test-job", 3_600_000, now)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(db, "test-job", 3_600_000, new Date(now.getTime() + 3_599_000))).toBe(false);
    const next = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(db, "test-job", 3_600_000, new Date(now.getTime() + 3_600_000))),
    );
    expect(next.filter(Boolean)).toHaveLength(1);
  });
});
