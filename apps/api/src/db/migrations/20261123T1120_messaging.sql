-- Staff messaging: direct and group conversations, optionally about one client, and their messages.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('direct', 'group')),
  title text,
  client_id uuid,
  -- A direct conversation's two members, lower id first: the unique index finds it again instead of duplicating it.
  direct_key text,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz
);
CREATE UNIQUE INDEX conversations_direct_key_idx ON conversations (organization_id, direct_key) WHERE direct_key IS NOT NULL;

CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL,
  user_id uuid NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_read_message_id uuid,
  last_read_at timestamptz,
  left_at timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
-- "My conversations": the member rows of one user.
CREATE INDEX conversation_members_user_idx ON conversation_members (user_id) WHERE left_at IS NULL;

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL,
  author_id uuid NOT NULL,
  body text NOT NULL,
  mentions uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz,
  deleted_at timestamptz
);
-- History paging (newest first, keyset on created_at, id), unread counts and search all read one conversation's messages.
CREATE INDEX messages_history_idx ON messages (conversation_id, created_at DESC, id DESC);
