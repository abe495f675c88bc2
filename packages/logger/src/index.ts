/** The one logger of every Hearth app: pino, one JSON line per event, each carrying the app it came from. */
import { pino } from "pino";
import type { DestinationStream, LevelWithSilent } from "pino";
import { prettyStream } from "./pretty";

export type Logger = pino.Logger;
export type LogLevel = LevelWithSilent;

export interface LoggerOptions {
  /** Written on every line as `app`; a child given its own `app` (`logger.child({ app: "api" })`) replaces it. */
  app: string;
  /** Defaults to `info`. */
  level?: LogLevel;
  /** One readable line per event instead of JSON (development). */
  pretty?: boolean;
  /** Where lines go; standard output unless given. */
  destination?: DestinationStream;
}

const { chindingsSym } = pino.symbols;

/** Creates the process's logger; the launcher passes children of one to every app it composes. */
export function createLogger(options: LoggerOptions): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? "info",
    base: undefined,
    // `app` as a binding would be written twice by a child that names its own app; the default is
    // added only to lines whose logger has none.
    mixin: (_object, _level, logger) => (hasApp(logger) ? {} : { app: options.app }),
  };
  const destination = options.destination ?? (options.pretty ? prettyStream(process.stdout) : undefined);
  return destination ? pino(settings, destination) : pino(settings);
}

function hasApp(logger: object): boolean {
  const bindings = (logger as { [chindingsSym]?: string })[chindingsSym];
  return typeof bindings === "string" && bindings.includes('"app":');
}
