import { type ChildProcess, fork } from "node:child_process";
import type { RouteAnswer, RouteCall } from "./route-process.ts";

export interface RouteProcess {
  /** Calls a route in that process and answers what it answered. */
  call(message: RouteCall): Promise<RouteAnswer>;
  stop(): Promise<void>;
}

/** How long starting the processes may take: each compiles the routes it calls, slow on a busy machine. */
export const PROCESS_START_MS = 120_000;

/** Starts `count` processes on the database at `databaseUrl`, each calling routes as one server process does. */
export async function startRouteProcesses(databaseUrl: string, count: number): Promise<RouteProcess[]> {
  return Promise.all(Array.from({ length: count }, () => start(databaseUrl)));
}

async function start(databaseUrl: string): Promise<RouteProcess> {
  const child: ChildProcess = fork(new URL("./route-process.ts", import.meta.url).pathname, {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pending = new Map<number, (answer: RouteAnswer) => void>();
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`route process exited with ${code}`)));
    child.on("message", (m: { ready?: true; id?: number; answer?: RouteAnswer }) => {
      if (m.ready) resolve();
      else pending.get(m.id!)?.(m.answer!);
    });
  });
  return {
    call(message) {
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        child.send({ id, call: message });
      });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.disconnect();
      await exited;
    },
  };
}
