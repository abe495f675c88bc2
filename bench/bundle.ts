/**
 * Builds the web app with a manifest into a scratch folder and prints, per route, the gzipped
 * JavaScript a browser downloads to show it: the entry with its static imports, plus each lazy
 * chunk the route renders with theirs. Fails when the login route exceeds its budget (250 KB).
 *   npm run bench:bundle
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webRoot = path.join(root, "apps/web");
const outDir = path.join(root, ".tmp/bundle-bench");
const LOGIN_BUDGET_KB = 250;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy modules each route renders (see apps/web/src/app/routes.tsx). */
const ROUTES: Record<string, string[]> = {
  "/ (login)": ["src/features/auth/LoginPage.tsx"],
  "/resetPassword": ["src/features/account/ResetPasswordPage.tsx"],
  "/portal": ["src/features/portal/PortalPage.tsx"],
  "/dashboard": ["src/app/layout/AppLayout.tsx", "src/features/dashboard/DashboardPage.tsx"],
  "/clinicians": ["src/app/layout/AppLayout.tsx", "src/features/clinicians/ClinicianListPage.tsx"],
  "/handoff/:locationId": ["src/app/layout/AppLayout.tsx", "src/features/handoff/HandoffBoardPage.tsx"],
  "/crash-reports": ["src/app/layout/AppLayout.tsx", "src/features/crashReports/CrashReportsPage.tsx"],
  "/time_reporting_print": ["src/app/pages/PrintLayout.tsx", "src/app/pages/UnavailablePage.tsx"],
};

await build({
  root: webRoot,
  configFile: path.join(webRoot, "vite.config.ts"),
  logLevel: "warn",
  build: { manifest: true, outDir, emptyOutDir: true },
});

const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(outDir, file))).length);
  return gzipped.get(file)!;
};

/** A chunk and everything it imports statically (what loads before it can run). */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error("The manifest has no entry chunk");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(
  `gzipped JavaScript per route (entry ${manifest[entryKey]!.file}: ${kb([...closure(entryKey)].reduce((n, f) => n + sizeOf(f), 0))} KB)`,
);
let loginKb = 0;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = closure(entryKey);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: is it still lazy-loaded?`);
    closure(module, files);
  }
  const total = [...files].filter((f) => f.endsWith(".js")).reduce((n, f) => n + sizeOf(f), 0);
  if (route.startsWith("/ (login)")) loginKb = total / 1024;
  console.log(`${route.padEnd(24)} ${kb(total).padStart(7)} KB  (${files.size} files)`);
}
rmSync(outDir, { recursive: true, force: true });

if (loginKb > LOGIN_BUDGET_KB) {
  console.error(
    `The login route loads ${loginKb.toFixed(1)} KB of gzipped JavaScript, over its ${LOGIN_BUDGET_KB} KB budget.`,
  );
  process.exitCode = 1;
} else {
  console.log(`login route within its ${LOGIN_BUDGET_KB} KB budget`);
}
