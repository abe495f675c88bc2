/**
 * Disclosure of a client's records outside the care team (42 CFR Part 2): the notice every
 * per-client print or export carries, and how much of a group's shared text a client's copy shows.
 */

/** The redisclosure notice of 42 CFR §2.32, word for word: every per-client print or export carries it. */
export const PART2_REDISCLOSURE_NOTICE =
  "This record which has been disclosed to you is protected by federal confidentiality rules (42 CFR part 2). The federal rules prohibit you from making any further disclosure of this record unless further disclosure is expressly permitted by the written consent of the individual whose record it is, or as otherwise permitted by 42 CFR part 2. A general authorization for the release of medical or other information is NOT sufficient for this purpose (see §2.31). The federal rules restrict any use of the information to investigate or prosecute with regard to a crime any patient with a substance use disorder, except as provided at §§2.12(c)(5) and 2.65.";

/**
 * The short form §2.32(a)(2) allows where the full notice does not fit: stamped on every page of a
 * document released in a packet whose cover page carries the notice in full.
 */
export const PART2_REDISCLOSURE_NOTICE_SHORT = "42 CFR part 2 prohibits unauthorized disclosure of these records.";

/**
 * The group narrative in one client's copy of a group note (an organization setting): `full` as
 * written; `redacted` with the names and MR numbers of the session's other clients blacked out;
 * `omitted` left out. Redacted is the default: the narrative is about the group, and other
 * clients' identities are not this client's to disclose.
 */
export const CLIENT_COPY_NARRATIVE_MODES = ["full", "redacted", "omitted"] as const;
export type ClientCopyNarrativeMode = (typeof CLIENT_COPY_NARRATIVE_MODES)[number];
export const DEFAULT_CLIENT_COPY_NARRATIVE: ClientCopyNarrativeMode = "redacted";
export const CLIENT_COPY_NARRATIVE_LABELS: Record<ClientCopyNarrativeMode, string> = {
  full: "Full: as written",
  redacted: "Redacted: other clients' names and MR numbers blacked out",
  omitted: "Omitted: left out",
};

/** What replaces another client's name or MR number in a redacted copy. */
export const REDACTED_TEXT = "[redacted]";
