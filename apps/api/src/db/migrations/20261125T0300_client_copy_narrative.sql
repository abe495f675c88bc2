-- Group notes: how much of the shared narrative one client's copy of a group note shows (42 CFR
-- Part 2: other clients' identities are not this client's to disclose). 'redacted' blacks out the
-- names and MR numbers of the session's other clients; 'omitted' leaves the narrative out.
ALTER TABLE organization_settings
  ADD COLUMN group_narrative_in_client_copy text NOT NULL DEFAULT 'redacted'
    CHECK (group_narrative_in_client_copy IN ('full', 'redacted', 'omitted'));
