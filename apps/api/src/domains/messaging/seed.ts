/** Demo messaging: the therapist and the supervisor have talked already. */
import { eq } from "drizzle-orm";
import type { StaffRole } from "@hearth/schema";
import type { Db } from "../../db/client";
import { conversationMembers, conversations, messages } from "../../db/schema";

export async function seedMessaging(
  tx: Db,
  organizationId: string,
  staffId: (role: StaffRole) => string,
): Promise<void> {
  const therapist = staffId("therapist");
  const supervisor = staffId("supervisor");
  const [conversation] = await tx
    .insert(conversations)
    .values({
      organizationId,
      kind: "direct",
      directKey: [therapist, supervisor].sort().join(":"),
      createdBy: therapist,
    })
    .returning();
  const sentAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const [, reply] = await tx
    .insert(messages)
    .values([
      {
        conversationId: conversation!.id,
        authorId: therapist,
        body: "Do you have a few minutes today to go over this week's group notes?",
        createdAt: sentAt(90),
      },
      {
        conversationId: conversation!.id,
        authorId: supervisor,
        body: "Sure, after the 2 pm group works for me.",
        createdAt: sentAt(80),
      },
    ])
    .returning();
  await tx.update(conversations).set({ lastMessageAt: reply!.createdAt }).where(eq(conversations.id, conversation!.id));
  await tx.insert(conversationMembers).values(
    [therapist, supervisor].map((userId) => ({
      conversationId: conversation!.id,
      userId,
      joinedAt: sentAt(90),
      lastReadMessageId: reply!.id,
      lastReadAt: sentAt(75),
    })),
  );
}
