import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";

export interface RunningServer {
  process: ChildProcess;
  /** Everything the server printed so far, standard output and error. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts a server process from the production build on 127.0.0.1:`port`, reading its own output, and
 * waits until its health check answers. `env` adds or replaces variables; one given as undefined is unset.
 */
export async function startOwnServer(port: number, env: Record<string, string | undefined>): Promise<RunningServer> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    EMAIL_TRANSPORT: "log",
    ...env,
  };
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  let output = "";
  const child = spawn(process.execPath, [join(buildDir, "server.js")], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { process: child, output: () => output, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}
