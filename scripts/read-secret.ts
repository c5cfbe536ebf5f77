import { createInterface } from "node:readline";

/**
 * Asks for a secret on the terminal without showing what is typed. When the input is not a
 * terminal (a pipe), the first line is read as it comes; nothing is echoed either way.
 */
export function readSecret(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Promise<string> {
  if (!input.isTTY) {
    output.write(prompt);
    return new Promise((resolve) => {
      const lines = createInterface({ input, terminal: false });
      let answered = false;
      lines.once("line", (line) => {
        answered = true;
        lines.close();
        resolve(line);
      });
      lines.once("close", () => {
        if (!answered) resolve("");
      });
    });
  }
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      output.write("\n");
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new Error("Cancelled."));
          return;
        }
        if (char === "\u007f" || char === "\b") value = Array.from(value).slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    // Echo is off before the prompt shows, so nothing typed after it can appear on the screen.
    input.setRawMode(true);
    output.write(prompt);
    input.setEncoding("utf8");
    input.on("data", onData);
    input.resume();
  });
}
