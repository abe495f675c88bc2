import { describe, expect, it } from "vitest";
import type { AttendanceStatus } from "@hearth/schema";
import { nextSocketAccess, noteDocumentKey, noteRoots } from "./noteRoots";

const entry = (id: string, status: AttendanceStatus | null) => ({
  id,
  rootName: `client:${id}`,
  status,
  client: { fullname: `Client ${id}` },
});

describe("note roots", () => {
  it("has the narrative and one editor per attending client, in roster order", () => {
    const roots = noteRoots({
      narrativeRoot: "narrative",
      attendance: [
        entry("a", "present"),
        entry("b", "absent"),
        entry("c", null),
        entry("d", "late"),
        entry("e", "excused"),
        entry("f", "left_early"),
      ],
    });
    expect(roots.map((root) => root.rootName)).toEqual(["narrative", "client:a", "client:d", "client:f"]);
    expect(roots[1]).toEqual({ kind: "client", rootName: "client:a", entryId: "a", clientName: "Client a" });
  });

  it("remounts the document when the roots, the revision or the socket's access change", () => {
    const access = { revision: 1, edit: true };
    const one = noteRoots({ narrativeRoot: "narrative", attendance: [entry("a", "present")] });
    const two = noteRoots({ narrativeRoot: "narrative", attendance: [entry("a", "present"), entry("b", "present")] });
    const key = noteDocumentKey("groupNote.n1", access, one);
    expect(noteDocumentKey("groupNote.n1", access, one)).toBe(key);
    expect(noteDocumentKey("groupNote.n1", access, two)).not.toBe(key);
    expect(noteDocumentKey("groupNote.n1", { revision: 2, edit: true }, one)).not.toBe(key);
    expect(noteDocumentKey("groupNote.n1", { revision: 1, edit: false }, one)).not.toBe(key);
  });

  it("gains edit access within a revision, never loses it there, and starts over on a new revision", () => {
    let access = nextSocketAccess(null, 1, false);
    expect(access).toEqual({ revision: 1, edit: false });
    access = nextSocketAccess(access, 1, true);
    expect(access).toEqual({ revision: 1, edit: true });
    // Submitted: the server locks the document; the socket stays.
    expect(nextSocketAccess(access, 1, false)).toBe(access);
    // Kicked back: a new revision, a new socket.
    expect(nextSocketAccess(access, 2, true)).toEqual({ revision: 2, edit: true });
    expect(nextSocketAccess(access, 2, false)).toEqual({ revision: 2, edit: false });
  });
});
