import type { DestinationStream } from "pino";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const HIDDEN = new Set(["level", "time", "app", "msg", "pid", "hostname"]);

/** Formats pino's JSON lines as `12:01:02 INFO  [api] message {fields}` for a person at a terminal. */
export function prettyStream(out: { write(text: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      out.write(`${formatLine(line)}\n`);
    },
  };
}

export function formatLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.trimEnd();
  }
  const time = new Date(typeof entry.time === "number" ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const app = typeof entry.app === "string" ? `[${entry.app}] ` : "";
  const { err, ...rest } = Object.fromEntries(Object.entries(entry).filter(([key]) => !HIDDEN.has(key)));
  const fields = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
  const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
  return `${time} ${level} ${app}${String(entry.msg ?? "")}${fields}${stack}`;
}
