/**
 * The seams between the domains of one app: each folder under a composition root (API domains,
 * gateway domains, web features) may use another, but no two may use each other, however
 * indirectly — a cycle means two domains that are really one, or a shared piece that belongs in the
 * kernel. Read from the relative imports of the source files (tests left out).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** domain -> the other domains of `root` its files import. */
export function domainImports(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    if (!statSync(dir).isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of sourcesUnder(dir))
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const target = relative(root, resolve(dirname(file), specifier!));
        const domain = target.split(sep)[0]!;
        if (!target.startsWith("..") && domain !== name && target.includes(sep)) uses.add(domain);
      }
    graph.set(name, uses);
  }
  return graph;
}

/** Every cycle of the import graph between domains, each as `a -> b -> a`; none is the goal. */
export function domainCycles(root: string): string[] {
  const graph = domainImports(root);
  const cycles = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        // One name per cycle, whichever domain it is found from.
        const min = path.indexOf([...path].sort()[0]!);
        const turned = [...path.slice(min), ...path.slice(0, min)];
        cycles.add([...turned, turned[0]].join(" -> "));
      } else if (!path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const domain of graph.keys()) walk(domain, domain, [domain]);
  return [...cycles].sort();
}
