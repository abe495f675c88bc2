/**
 * zod compiles fast object parsers with `new Function`, which the page's Content-Security-Policy
 * forbids (no 'unsafe-eval'); even its probe for eval shows as a policy violation. Imported first by
 * main.tsx: zod decides when a schema is built, so this must run before any module builds one.
 */
import { config } from "zod";

config({ jitless: true });
