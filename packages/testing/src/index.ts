/**
 * Hearth's test kit: the one headless editor bound to a Yjs document (editor.ts) and the test data
 * of every domain, one file per domain (factories/<domain>.ts): a new domain adds its factories there.
 *
 * The factories live here, not under apps/api/src/test/, although most of them write rows with the
 * API's own Drizzle tables and call its services (a session with its note, board lines, notifications):
 * one home per domain for all its test data, whichever tier makes it (rows in the database, the
 * API's routes, a gateway's GraphQL, a stack over HTTP), instead of a copy per app's tests. So this
 * package, alone among shared packages, imports apps/api's sources; API, gateway and collab tests
 * already run the real API in-process. Lint keeps it to that: it imports no other app, and no
 * production file imports "@hearth/testing" (eslint.config.js).
 *
 * Browser specs (e2e/) drive a server in another process, so they load no app: they import only
 * "@hearth/testing/editor" and the browser factories "@hearth/testing/browser/<domain>", which make
 * test data over HTTP and the collab WebSocket as a client app would (browser/graphql.ts: a signed-in
 * demo user; browser/groupNotes.ts: sessions, attendance, note text, signing, session times). Neither
 * is exported here: this entry loads the API.
 */
export * from "./editor";
export * from "./http";
export * from "./graphql";
export * from "./walk";
export * from "./fingerprint";
export * from "./factories/organizations";
export * from "./factories/clinicians";
export * from "./factories/clients";
export * from "./factories/clientContacts";
export * from "./factories/clientDiagnoses";
export * from "./factories/clientDocuments";
export * from "./factories/programs";
export * from "./factories/groups";
export * from "./factories/groupSessions";
export * from "./factories/groupNotes";
export * from "./factories/handoff";
export * from "./factories/board";
export * from "./factories/notifications";
export * from "./factories/treatmentPlans";
