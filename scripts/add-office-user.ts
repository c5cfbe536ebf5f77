// Creates a staff account for the office area:
//   npm run office:add-user -- --email staff@example.com --name "Pat Lee"
// The password is read from the OFFICE_PASSWORD variable or asked for on the terminal, without echo.
import { parseArgs } from "node:util";
import { createStaffUser } from "../app/server/auth.server.ts";
import { migrate, openDatabase } from "../app/server/db.server.ts";
import { parseEnv } from "../app/server/env.server.ts";
import { readSecret } from "./read-secret.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
if (!values.email || !values.name) {
  console.error('Usage: npm run office:add-user -- --email EMAIL --name "FULL NAME"');
  process.exit(2);
}
let password = process.env.OFFICE_PASSWORD ?? "";
if (!password) {
  password = await readSecret("Password (at least 12 characters, not shown): ");
}
if (password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(2);
}
const env = parseEnv(process.env);
const db = openDatabase(env.DATABASE_URL);
await migrate(db);
try {
  await createStaffUser(db, values.email, values.name, password);
  console.log(`Staff account created for ${values.email}.`);
} catch (error) {
  console.error(`Could not create the account: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
