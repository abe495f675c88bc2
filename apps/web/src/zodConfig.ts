/**
 * zod compiles fast object parsers with `new Function`, which the page's Content-Security-Policy
 * forbids (no 'unsafe-eval'); even its probe for eval shows as a policy violation. zod decides when a
 * schema is built, so this must run before any module builds one: main.tsx imports it first.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig`, which every copy of zod reads when
 * it loads (so that copies agree); setting it there keeps zod itself out of the login page's bundle
 * (it loads with the pages that validate). zodConfig.test.ts checks that zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((shared.__zod_globalConfig ??= {}), { jitless: true });
