import { describe, expect, it } from "vitest";
import { getIntrospectionQuery, parse, specifiedRules, validate } from "graphql";
import { createInProcessBus } from "@hearth/bus";
import { LIMITS, operationLimits } from "./limits";
import { startLive } from "./domains/compose";
import { buildGatewaySchema } from "./schema";

const bus = createInProcessBus();
const schema = buildGatewaySchema(startLive(bus));
const { validationRules } = operationLimits(true);
const errorsOf = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ...validationRules]).map((e) => e.message);

const PERSON = "{ id fullname role }";
/** Every field of a group note: what the web app's note page selects. */
const NOTE = `id documentName narrativeRoot status revision late contentHash submittedAt approvedAt
  session { id groupId groupName programName serviceCode date startTime endTime startsAt endsAt durationMinutes topic origin cancelledAt cancelReason noteId noteStatus
    location { id name } room { id name } facilitator ${PERSON} coFacilitators ${PERSON} attendance { roster attended absent unmarked } }
  attendance { id status minutesAttended checkedInAt checkInMethod rootName updatedAt client { id mrNo firstName lastName fullname dateOfBirth } }
  additionalSignees ${PERSON} pendingSigners { role user ${PERSON} }
  signatures { id role method revision contentHash signedAt voidedAt voidReason signer ${PERSON} }
  submittedBy ${PERSON} approvedBy ${PERSON} kickBack { at comment by ${PERSON} }
  addendums { id text html contentHash method signedAt author ${PERSON} }
  history { id from to comment at actor ${PERSON} }
  permissions { edit manageAttendance checkIn submit sign approve kickBack manageSignees addAddendum print }`;
const RENDERED = "{ json html text empty }";
const CONTENT = `noteId status sealed contentHash narrative ${RENDERED} clients { entry { id status minutesAttended client { id mrNo fullname dateOfBirth } } content ${RENDERED} }`;
const HEADER = "header { organizationName locationName printedAt printedBy }";

/** `__type { fields { type { ofType { ofType … } } } }`: legal, and as deep as one likes. */
function ofTypeChain(levels: number): string {
  let selection = "name";
  for (let i = 0; i < levels; i += 1) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Clinician") { fields { type { ${selection} } } } }`;
}

describe("operation limits", () => {
  it("accept the queries the web app makes, fragments included", () => {
    expect(
      errorsOf("{ me { id email role firstName lastName locations { id name } defaultLocation { id } } }"),
    ).toEqual([]);
    expect(
      errorsOf(`query List($f: ClinicianFilter) { clinicians(filter: $f) { results { ...Row } pageInfo { total page pageSize } } }
        fragment Row on Clinician { id fullname role status email phone locations { ...Place } createdAt }
        fragment Place on Location { id name }`),
    ).toEqual([]);
  });

  it("accept a whole group note, in the note page, the approval queue, the subscription and print", () => {
    expect(
      errorsOf(`query ($id: ID!) { groupNote(id: $id) { ${NOTE} } groupNoteContent(id: $id) { ${CONTENT} } }`),
    ).toEqual([]);
    expect(errorsOf(`{ approvalQueue { results { ${NOTE} } pageInfo { total page pageSize } } }`)).toEqual([]);
    expect(
      errorsOf(
        `subscription { groupNoteChanged { noteId sessionId status change actorId occurredAt note { ${NOTE} } } }`,
      ),
    ).toEqual([]);
    expect(
      errorsOf(`{ groupNotesPrint(filter: { sessionId: "s" }) { note { ${NOTE} } content { ${CONTENT} } ${HEADER} } }`),
    ).toEqual([]);
    const session =
      "session { id groupName programName serviceCode startsAt endsAt durationMinutes topic location { name } room { name } facilitator { fullname } coFacilitators { fullname } }";
    const copy = `${HEADER} noteId status late contentHash ${session} entry { id status minutesAttended checkedInAt checkInMethod client { id mrNo fullname dateOfBirth } }
      content ${RENDERED} narrativeMode narrative ${RENDERED} signatures { id role method revision signedAt voidedAt voidReason signer { fullname } }
      addendums { id html contentHash method signedAt author { fullname } } withheldAddendums redisclosureNotice`;
    expect(errorsOf(`{ groupNoteClientCopy(id: "n", clientId: "c") { ${copy} } }`)).toEqual([]);
  });

  it("charge nothing extra for fragment spreads, however deeply components nest them", () => {
    const nested = `{ groupNotesPrint(filter: { sessionId: "s" }) { note { ...A } content { ${CONTENT} } } }
      fragment A on GroupNote { ...B } fragment B on GroupNote { ...C } fragment C on GroupNote { ${NOTE} }`;
    expect(errorsOf(nested)).toEqual([]);
  });

  it("accept the standard introspection query", () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it(`reject an operation nested deeper than ${LIMITS.maxDepth} fields`, () => {
    expect(errorsOf(ofTypeChain(LIMITS.maxDepth - 4))).toEqual([]);
    expect(errorsOf(ofTypeChain(LIMITS.maxDepth))).toEqual(
      expect.arrayContaining([expect.stringContaining(`Query depth limit of ${LIMITS.maxDepth} exceeded`)]),
    );
  });

  it("reject an operation whose cost is over the limit", () => {
    const twice = `{ a: approvalQueue { results { ${NOTE} } } b: approvalQueue(filter: { page: 2 }) { results { ${NOTE} } } }`;
    expect(errorsOf(twice)).toEqual([expect.stringContaining(`Query Cost limit of ${LIMITS.maxCost} exceeded`)]);
  });

  it("reject too many aliases", () => {
    const aliases = Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `v${i}: version`).join(" ");
    expect(errorsOf(`{ ${aliases} }`)).toEqual([expect.stringContaining("Aliases limit")]);
  });
});
