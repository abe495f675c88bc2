/**
 * The hostile client (hostile.ts) in its own OS process: `node --import tsx apps/collab/test/hostileProcess.ts '<FloodPlan as JSON>'`.
 * Seeds the document first when the plan asks for its size, floods, prints `outcome <FloodOutcome as JSON>`
 * and exits; exits at once when its stdin closes (the process that started it is gone).
 */
import { flood, seedDocument } from "./hostile";
import type { FloodPlan } from "./hostile";

process.stdin.on("close", () => process.exit(0));
process.stdin.resume();

const plan = JSON.parse(process.argv[2] ?? "{}") as FloodPlan;
if (plan.documentBytes) await seedDocument(plan, plan.documentBytes);
process.stdout.write("flooding\n");
const outcome = await flood(plan);
process.stdout.write(`outcome ${JSON.stringify(outcome)}\n`);
process.exit(0);
