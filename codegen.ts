import type { CodegenConfig } from "@graphql-codegen/cli";

/** schema/graphql -> gateway resolver types (mapped to REST shapes) and the web app's typed documents. */
const config: CodegenConfig = {
  schema: "schema/graphql/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/__generated__/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../context#GatewayContext",
        // The REST types share their names with the GraphQL types: import them as MeRest, …
        mapperTypeSuffix: "Rest",
        scalars: { DateTime: "string" },
        enumsAsTypes: true,
        mappers: {
          Me: "@hearth/schema#Me",
          Clinician: "@hearth/schema#Clinician",
          Notification: "@hearth/schema#Notification",
          NotificationCounts: "@hearth/schema#NotificationCounts",
          Reminder: "@hearth/schema#Reminder",
          BoardEntry: "@hearth/schema#BoardEntry",
          LocationBoard: "@hearth/schema#LocationBoard",
          // Group therapy (groupNotes.graphql): every type the REST API returns, so resolvers get REST shapes.
          ClinicianRef: "@hearth/schema#ClinicianRef",
          ClientRef: "@hearth/schema#ClientRef",
          RoomRef: "@hearth/schema#RoomRef",
          Program: "@hearth/schema#Program",
          Room: "@hearth/schema#Room",
          ScheduleSlot: "@hearth/schema#ScheduleSlot",
          Group: "@hearth/schema#Group",
          AttendanceCounts: "@hearth/schema#AttendanceCounts",
          GroupSession: "@hearth/schema#GroupSession",
          AttendanceEntry: "@hearth/schema#AttendanceEntry",
          GroupNoteSignature: "@hearth/schema#GroupNoteSignature",
          GroupNoteAddendum: "@hearth/schema#GroupNoteAddendum",
          GroupNoteStatusChange: "@hearth/schema#GroupNoteStatusChange",
          GroupNotePermissions: "@hearth/schema#GroupNotePermissions",
          PendingSigner: "@hearth/schema#PendingSigner",
          GroupNote: "@hearth/schema#GroupNote",
          RenderedContent: "@hearth/schema#RenderedContent",
          GroupNoteClientContent: "@hearth/schema#GroupNoteClientContent",
          GroupNoteContent: "@hearth/schema#GroupNoteContent",
          GroupNotePrint: "@hearth/schema#GroupNotePrint",
          PrintHeader: "@hearth/schema#PrintHeader",
          GroupNoteClientCopy: "@hearth/schema#GroupNoteClientCopy",
          GroupNoteActionResult: "@hearth/schema#GroupNoteActionResult",
          GenerateSessionsResult: "@hearth/schema#GenerateSessionsResult",
          KioskStart: "@hearth/schema#KioskStart",
          KioskEntry: "@hearth/schema#KioskEntry",
          KioskSession: "@hearth/schema#KioskSession",
          KioskCheckInResult: "@hearth/schema#KioskCheckInResult",
          ClientSummary: "@hearth/schema#ClientSummary",
          ClientGroupNoteRow: "@hearth/schema#ClientGroupNoteRow",
          ClientGroupSchedule: "@hearth/schema#ClientGroupSchedule",
          // Staff messaging (messaging.graphql).
          Conversation: "@hearth/schema#Conversation",
          ConversationMember: "@hearth/schema#ConversationMember",
          Message: "@hearth/schema#Message",
          MessagePage: "@hearth/schema#MessagePage",
          MessageSearchHit: "@hearth/schema#MessageSearchHit",
          // Not a REST type: the event the subscription hub delivers (the schema's GroupNoteChange is the kind union).
          GroupNoteChange: "../pubsub/groupNoteFilter#GroupNoteChangeMessage",
          // Tasks (tasks.graphql): the REST shapes, and the message the task hub delivers.
          Task: "@hearth/schema#Task",
          TaskCounts: "@hearth/schema#TaskCounts",
          TaskChange: "../pubsub/taskFilter#TaskChangeMessage",
          // Organization events (events.graphql): REST shapes.
          OrgEvent: "@hearth/schema#OrgEvent",
          // Organization settings (organizationSettings.graphql): the REST shape.
          OrganizationSettings: "@hearth/schema#OrganizationSettingsResponse",
        },
      },
    },
    "apps/web/src/__generated__/": {
      preset: "client",
      documents: ["apps/web/src/**/*.{ts,tsx}", "!apps/web/src/__generated__/**", "!apps/web/src/**/*.test.{ts,tsx}"],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, scalars: { DateTime: "string" }, enumsAsTypes: true },
    },
  },
};
export default config;
