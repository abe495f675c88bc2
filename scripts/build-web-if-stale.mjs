// `npm start` builds the web app only when its sources are newer than the last build, so a restart stays fast.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const web = path.resolve(import.meta.dirname, "../apps/web");
const built = path.join(web, "dist/index.html");

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const sources = ["src", "index.html", "vite.config.ts", "public", "../../schema/src"]
  .map((p) => path.join(web, p))
  .filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs) {
  console.log("Building the web app…");
  execSync("npx vite build apps/web --logLevel warn", { stdio: "inherit", cwd: path.resolve(web, "../..") });
}
