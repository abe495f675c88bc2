-- Treatment plans: one per episode of care and version (a review, or a change after approval, makes the
-- next version; the earlier ones stay readable). The plan's outline and texts live in its collaborative
-- document `treatmentPlan.<id>`, written by the server when the plan is started.
CREATE TABLE treatment_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations(id),
  client_id uuid NOT NULL REFERENCES clients(id),
  episode_id uuid NOT NULL REFERENCES client_episodes(id),
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'awaiting_approval', 'returned', 'approved')),
  level_of_care text NOT NULL,
  started_by uuid REFERENCES users(id),
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The author's signature: set together when the plan is signed, over the outline and texts as stored
  -- then (sealed), rendered and hashed (SHA-256 of its canonical JSON).
  signed_by uuid REFERENCES users(id),
  signed_at timestamptz,
  signature_method text CHECK (signature_method IN ('pin', 'password')),
  signed_content jsonb,
  content_hash text,
  CHECK ((signed_at IS NULL) = (content_hash IS NULL) AND (signed_at IS NULL) = (signed_by IS NULL)),
  -- A supervisor's approval of that signed content (the plan never changes again), or the plan returned
  -- to its author with a reason (the signature voided, the document open again).
  approved_by uuid REFERENCES users(id),
  approved_at timestamptz,
  return_reason text,
  UNIQUE (episode_id, version)
);
CREATE INDEX treatment_plans_client_idx ON treatment_plans (client_id, started_at DESC);
CREATE INDEX treatment_plans_organization_idx ON treatment_plans (organization_id, status, started_at DESC);

-- Every signature, approval and return of a plan, kept when a return voids the signature: who, when,
-- how they signed and over which content.
CREATE TABLE treatment_plan_signatures (
  id bigserial PRIMARY KEY,
  plan_id uuid NOT NULL REFERENCES treatment_plans(id),
  action text NOT NULL CHECK (action IN ('signed', 'approved', 'returned')),
  actor_id uuid NOT NULL REFERENCES users(id),
  acted_at timestamptz NOT NULL DEFAULT now(),
  method text CHECK (method IN ('pin', 'password')),
  content_hash text,
  reason text
);
CREATE INDEX treatment_plan_signatures_plan_idx ON treatment_plan_signatures (plan_id, id);
