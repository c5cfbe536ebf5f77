import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

/** Makes a staff account with the documented command and signs the page in with it. */
export async function signInAsStaff(page: Page, name: string): Promise<string> {
  const email = `staff.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  execFileSync("npx", ["tsx", "scripts/add-office-user.ts", "--email", email, "--name", name], {
    env: { ...process.env, OFFICE_PASSWORD: "a long office password", DATABASE_URL: process.env.E2E_DATABASE_URL! },
    stdio: "pipe",
  });
  await page.goto("/office/login");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("a long office password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/office$/);
  return email;
}
