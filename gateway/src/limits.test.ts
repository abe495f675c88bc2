import { describe, expect, it } from "vitest";
import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { createInProcessBus } from "@hearth/bus";
import { LIMITS, operationLimits } from "./limits";
import { createNotificationHub } from "./pubsub/notificationHub";
import { buildGatewaySchema } from "./schema";

const schema = buildGatewaySchema({ hub: createNotificationHub(createInProcessBus()) });
const { validationRules } = operationLimits(true);
const errorsOf = (query: string) => validate(schema, parse(query), [...specifiedRules, ...validationRules]).map((e) => e.message);

/** `__type { fields { type { ofType { ofType … } } } }`: legal, and as deep as one likes. */
function ofTypeChain(levels: number): string {
  let selection = "name";
  for (let i = 0; i < levels; i += 1) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Clinician") { fields { type { ${selection} } } } }`;
}

describe("operation limits", () => {
  it("accept the queries the web app makes, fragments included", () => {
    expect(errorsOf("{ me { id email role firstName lastName locations { id name } defaultLocation { id } } }")).toEqual([]);
    expect(
      errorsOf(`query List($f: ClinicianFilter) { clinicians(filter: $f) { results { ...Row } pageInfo { total page pageSize } } }
        fragment Row on Clinician { id fullname role status email phone locations { ...Place } createdAt }
        fragment Place on Location { id name }`),
    ).toEqual([]);
  });

  it("accept the standard introspection query", () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it(`reject an operation nested deeper than ${LIMITS.maxDepth} fields`, () => {
    expect(errorsOf(ofTypeChain(LIMITS.maxDepth - 4))).toEqual([]);
    expect(errorsOf(ofTypeChain(LIMITS.maxDepth))).toEqual(expect.arrayContaining([expect.stringContaining(`Query depth limit of ${LIMITS.maxDepth} exceeded`)]));
  });

  it("reject an operation whose cost is over the limit", () => {
    const row = "results { id email firstName lastName fullname role status phone photo createdAt locations { id name } } pageInfo { total page pageSize }";
    const aliases = Array.from({ length: LIMITS.maxAliases }, (_, i) => `p${i}: clinicians(filter: { page: ${i + 1} }) { ${row} }`).join("\n");
    expect(errorsOf(`{ ${aliases} }`)).toEqual([expect.stringContaining(`Query Cost limit of ${LIMITS.maxCost} exceeded`)]);
  });

  it("reject too many aliases", () => {
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `v${i}: version`).join(" ");
    expect(errorsOf(`{ ${aliases} }`)).toEqual([expect.stringContaining("Aliases limit")]);
  });
});
