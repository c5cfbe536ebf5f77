import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "#app/server/db.server.ts";

const dir = mkdtempSync(join(tmpdir(), "add-user-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command in a real pseudo-terminal (util-linux `script`), types the password once asked, and returns all the terminal showed. */
function runInTerminal(password: string, databaseUrl: string): Promise<{ code: number | null; screen: string }> {
  const command = "node_modules/.bin/tsx scripts/add-office-user.ts --email pat@example.com --name 'Pat Lee'";
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, OFFICE_PASSWORD: "" },
  });
  let screen = "";
  let typed = false;
  child.stdout.on("data", (chunk: Buffer) => {
    screen += String(chunk);
    if (!typed && screen.includes("Password")) {
      typed = true;
      child.stdin.write(`${password}\r`);
    }
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, screen })));
}

it("asks for the password on the terminal without showing it, and creates the account", async () => {
  const databaseUrl = `file:${join(dir, "office.db")}`;
  const { code, screen } = await runInTerminal("correct-horse-battery", databaseUrl);
  expect(screen).toContain("Password (at least 12 characters, not shown): ");
  expect(screen).toContain("Staff account created for pat@example.com.");
  expect(screen).not.toContain("correct-horse");
  expect(screen).not.toContain("*");
  expect(code).toBe(0);
  const db = openDatabase(databaseUrl);
  const user = await db.selectFrom("staff_users").select(["email", "name", "password_hash"]).executeTakeFirstOrThrow();
  await db.destroy();
  expect(user).toMatchObject({ email: "pat@example.com", name: "Pat Lee" });
  expect(user.password_hash).not.toContain("correct-horse-battery");
}, 60_000);
