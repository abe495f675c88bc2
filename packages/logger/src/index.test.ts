import { describe, expect, it } from "vitest";
import { createLogger } from "./index";
import { formatLine } from "./pretty";

function captured(app: string, level: "info" | "warn" = "info") {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logger = createLogger({
    app,
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  return { logger, lines, raw };
}

describe("createLogger", () => {
  it("writes the app on every line, its children's lines too", () => {
    const { logger, lines } = captured("api");
    logger.info({ mrNo: "HRT-000101" }, "read");
    logger.child({ reqId: "req-1" }).warn("slow");
    expect(lines).toMatchObject([
      { level: 30, app: "api", mrNo: "HRT-000101", msg: "read" },
      { level: 40, app: "api", reqId: "req-1", msg: "slow" },
    ]);
  });

  it("gives a child per app its own app, written once", () => {
    const { logger, lines, raw } = captured("hearth");
    logger.child({ app: "collab" }).child({ documentName: "groupNote.1" }).error("failed");
    logger.info("started");
    expect(lines).toMatchObject([
      { app: "collab", documentName: "groupNote.1", msg: "failed" },
      { app: "hearth", msg: "started" },
    ]);
    expect(raw[0]!.match(/"app":/g)).toHaveLength(1);
  });

  it("writes nothing below its level, and nothing at all when silent", () => {
    const { logger, lines } = captured("gateway", "warn");
    logger.info("ignored");
    logger.warn("kept");
    expect(lines.map((l) => l.msg)).toEqual(["kept"]);
    const silent = createLogger({ app: "gateway", level: "silent", destination: { write: () => expect.fail() } });
    silent.error("never written");
  });

  it("formats a line for a terminal when pretty", () => {
    const line = JSON.stringify({
      level: 40,
      time: 0,
      app: "collab",
      msg: "socket closed",
      documentName: "groupNote.4",
    });
    expect(formatLine(line)).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}\[collab\] socket closed \{"documentName":"groupNote.4"\}$/,
    );
  });
});
