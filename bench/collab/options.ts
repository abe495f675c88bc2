/** Command-line options of `npm run bench:collab` (after `--`), e.g. `npm run bench:collab -- --quick`. */
import { parseArgs } from "node:util";

export interface BenchOptions {
  quick: boolean;
  rounds: number;
  warmupS: number;
  /** Measured seconds per scenario and workload, split over the rounds. */
  measureS: number;
  editors: number;
  editorRate: number;
  documents: number;
  perDocument: number;
  rate: number;
  relay: boolean;
  typing: boolean;
  hostile: boolean;
  /** Seconds each flood of the hostile round lasts. */
  hostileS: number;
  baseline: string;
  keystrokes: number;
  noteKb: number;
  keyDelayMs: number;
  plan: boolean;
  planOpens: number;
  planKeystrokes: number;
}

export const USAGE = `npm run bench:collab [-- options]
  --quick                 smoke run: 1 round, 1 s warm-up, 3 s measured, 40 keystrokes, 5 plan opens
  --rounds=N              rounds per workload, server order alternating (default 5; goals judge the median of the rounds' p99s)
  --warmup=S              warm-up seconds per round (default 3)
  --duration=S            measured seconds per scenario, over all rounds (default 25)
  --editors=N             editors on the single document (default 25)
  --editor-rate=N         updates/s in total on the single document (default 100)
  --documents=N           documents of the large workload (default 500)
  --per-document=N        sockets per document (default 3)
  --rate=N                updates/s in total of the large workload (default 350)
  --baseline=own|package|<path to @y/websocket-server's utils.js>   (default own)
  --no-relay              skip (a)-(c)
  --no-typing             skip (d)
  --no-hostile            skip (e), the hostile client
  --hostile-duration=S    seconds of each flood in (e) (default 10)
  --keystrokes=N          characters typed in Chromium (default 200)
  --note-kb=N             size of the note typed into (default 200)
  --key-delay=MS          pause between keystrokes (default 50)
  --no-plan               skip (f), the treatment plan in Chromium
  --plan-opens=N          times (f) opens the plan, each in a fresh page, after one cold open (default 20)
  --plan-keystrokes=N     characters typed into an objective of the plan (default 200)
  Only (f): --no-relay --no-typing --no-hostile
Environment: DATABASE_URL runs (b) on PostgreSQL; HEARTH_SERVER_PROFILE=<dir> writes each server process's CPU profile of each measured window (<kind>-<n>.cpuprofile, 100 µs samples); CHROMIUM_PATH (default: the end-to-end tests' browser, see e2e/browser.ts); HEARTH_TYPING_PROFILE=<file> writes the page's CPU profile while typing in (d) (.cpuprofile);
  HEARTH_TYPING_TRACE=<file> writes Chromium's timeline trace while typing in (d) (style, layout, paint, editing commands; open in Perfetto).`;

const spec = {
  help: { type: "boolean" },
  quick: { type: "boolean" },
  rounds: { type: "string" },
  warmup: { type: "string" },
  duration: { type: "string" },
  editors: { type: "string" },
  "editor-rate": { type: "string" },
  documents: { type: "string" },
  "per-document": { type: "string" },
  rate: { type: "string" },
  baseline: { type: "string" },
  "no-relay": { type: "boolean" },
  "no-typing": { type: "boolean" },
  "no-hostile": { type: "boolean" },
  "hostile-duration": { type: "string" },
  keystrokes: { type: "string" },
  "note-kb": { type: "string" },
  "key-delay": { type: "string" },
  "no-plan": { type: "boolean" },
  "plan-opens": { type: "string" },
  "plan-keystrokes": { type: "string" },
  // The server side, when this script forks itself (serverProcess.ts).
  serve: { type: "string" },
  "serve-documents": { type: "string" },
} as const;

export type Parsed =
  { help: true } | { serve: { kind: string; documents: number; baseline: string } } | { bench: BenchOptions };

export function parseOptions(argv: string[]): Parsed {
  const { values } = parseArgs({ args: argv, options: spec, strict: true, allowPositionals: false });
  const number = (name: keyof typeof values, fallback: number): number => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new Error(`--${name} must be a positive number, not ${String(raw)}`);
    return parsed;
  };
  if (values.help) return { help: true };
  const baseline = values.baseline ?? "own";
  if (values.serve) return { serve: { kind: values.serve, documents: number("serve-documents", 1), baseline } };
  const quick = values.quick ?? false;
  const integer = (name: keyof typeof values, fallback: number) => Math.round(number(name, fallback));
  return {
    bench: {
      quick,
      rounds: integer("rounds", quick ? 1 : 5),
      warmupS: number("warmup", quick ? 1 : 3),
      measureS: number("duration", quick ? 3 : 25),
      editors: integer("editors", 25),
      editorRate: number("editor-rate", 100),
      documents: integer("documents", 500),
      perDocument: integer("per-document", 3),
      rate: number("rate", 350),
      relay: !values["no-relay"],
      typing: !values["no-typing"],
      hostile: !values["no-hostile"],
      hostileS: number("hostile-duration", quick ? 3 : 10),
      baseline,
      keystrokes: integer("keystrokes", quick ? 40 : 200),
      noteKb: number("note-kb", 200),
      keyDelayMs: number("key-delay", 50),
      plan: !values["no-plan"],
      planOpens: integer("plan-opens", quick ? 5 : 20),
      planKeystrokes: integer("plan-keystrokes", quick ? 40 : 200),
    },
  };
}
