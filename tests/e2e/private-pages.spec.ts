import { execFileSync } from "node:child_process";
import { expect, test } from "./support/fixtures.ts";

test("office pages and their data are never cached; public pages may be; forms submit only to our origin", async ({
  page,
}) => {
  const email = `cache.${Date.now()}@example.com`;
  execFileSync("npx", ["tsx", "scripts/add-office-user.ts", "--email", email, "--name", "Sam Cho"], {
    env: { ...process.env, OFFICE_PASSWORD: "a long office password", DATABASE_URL: process.env.E2E_DATABASE_URL! },
    stdio: "pipe",
  });
  const login = await page.goto("/office/login");
  expect(login!.headers()["cache-control"]).toBe("no-store");
  expect(login!.headers()["content-security-policy"]).toContain("form-action 'self'");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("a long office password");
  const signedIn = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/office" && r.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await signedIn).headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Appointments" })).toBeVisible();

  for (const path of [
    "/office",
    "/office/records",
    "/office/customers",
    "/office/outbox",
    "/office.data",
    "/office/records.data",
  ]) {
    const response = await page.request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  const home = await page.request.get("/");
  expect(home.headers()["cache-control"]).not.toBe("no-store");
});
