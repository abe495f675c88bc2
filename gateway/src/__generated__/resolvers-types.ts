import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Me as MeRest, Clinician as ClinicianRest, ClinicianRef as ClinicianRefRest, Notification as NotificationRest, NotificationCounts as NotificationCountsRest, Reminder as ReminderRest, Task as TaskRest, TaskCounts as TaskCountsRest, OrganizationSettingsResponse as OrganizationSettingsResponseRest, RoomRef as RoomRefRest, Program as ProgramRest, Room as RoomRest, ScheduleSlot as ScheduleSlotRest, Group as GroupRest, AttendanceCounts as AttendanceCountsRest, GroupSession as GroupSessionRest, AttendanceEntry as AttendanceEntryRest, GenerateSessionsResult as GenerateSessionsResultRest, KioskStart as KioskStartRest, KioskEntry as KioskEntryRest, KioskSession as KioskSessionRest, KioskCheckInResult as KioskCheckInResultRest, ClientRef as ClientRefRest, ClientSummary as ClientSummaryRest, ClientGroupNoteRow as ClientGroupNoteRowRest, ClientGroupSchedule as ClientGroupScheduleRest, Label as LabelRest, ClientLabelSet as ClientLabelSetRest, ClientDemographics as ClientDemographicsRest, ClientDuplicate as ClientDuplicateRest, ClientIntakeResult as ClientIntakeResultRest, ClientContact as ClientContactRest, CareTeamMember as CareTeamMemberRest, CareTeamCandidate as CareTeamCandidateRest, DiagnosisCode as DiagnosisCodeRest, ClientDiagnosis as ClientDiagnosisRest, ClientDocument as ClientDocumentRest, ClientEpisode as ClientEpisodeRest, LevelOfCareChange as LevelOfCareChangeRest, LocationChange as LocationChangeRest, ClientReferral as ClientReferralRest, ClientConsent as ClientConsentRest, ClientDisclosure as ClientDisclosureRest, DisclosedDocument as DisclosedDocumentRest, ChartAccessRequest as ChartAccessRequestRest, BreakGlassReceipt as BreakGlassReceiptRest, ClientFaceSheet as ClientFaceSheetRest, GroupNoteSignature as GroupNoteSignatureRest, GroupNoteAddendum as GroupNoteAddendumRest, GroupNoteStatusChange as GroupNoteStatusChangeRest, GroupNotePermissions as GroupNotePermissionsRest, PendingSigner as PendingSignerRest, GroupNote as GroupNoteRest, RenderedContent as RenderedContentRest, GroupNoteClientContent as GroupNoteClientContentRest, GroupNoteContent as GroupNoteContentRest, GroupNotePrint as GroupNotePrintRest, PrintHeader as PrintHeaderRest, GroupNoteClientCopy as GroupNoteClientCopyRest, GroupNoteActionResult as GroupNoteActionResultRest, BoardEntry as BoardEntryRest, LocationBoard as LocationBoardRest, OrgEvent as OrgEventRest, Conversation as ConversationRest, ConversationMember as ConversationMemberRest, Message as MessageRest, MessagePage as MessagePageRest, MessageSearchHit as MessageSearchHitRest, ActivityLogEntry as ActivityLogEntryRest, ActivityActor as ActivityActorRest, TreatmentPlan as TreatmentPlanRest, TreatmentPlanItem as TreatmentPlanItemRest } from '@hearth/schema';
import type { TaskChangeMessage as TaskChangeMessageRest } from '../domains/tasks/filter';
import type { ClientChangeMessage as ClientChangeMessageRest } from '../domains/clients/live';
import type { GroupNoteChangeMessage as GroupNoteChangeMessageRest } from '../domains/groupNotes/filter';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601, UTC. */
  DateTime: { input: string; output: string; }
};

/** The callers a root field serves. */
export type AccessAudience =
  /** The self check-in kiosk of one session, holding its kiosk token; signed-in users are refused. */
  | 'KIOSK'
  /** Anyone, signed in or not (signing in and out, the version, who is signed in). */
  | 'PUBLIC'
  /** Only the roles listed in `roles` (and, with `owners`, the object's own people). */
  | 'ROLES'
  /** Every signed-in user: staff of every role and portal clients. */
  | 'SIGNED_IN'
  /** Staff of every role; portal clients are refused. */
  | 'STAFF';

/**
 * How a caller who is not served is answered (the GraphQL error's `extensions.code`; a nullable
 * field names an object it does not find with null instead of NOT_FOUND).
 */
export type AccessRefusal =
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED';

/** Whose object a root field's arguments name. */
export type AccessScope =
  /** An object of one location that only the staff assigned there reach, administrators included. */
  | 'ASSIGNED_LOCATION'
  /**
   * An object of one location (or, for an event, of its audience's locations): staff not assigned
   * there get `outside`; administrators reach every location of their organization.
   */
  | 'LOCATION'
  /** No object: the caller's own list or counts, or something new. */
  | 'NONE'
  /** An object of the caller's organization. */
  | 'ORGANIZATION'
  /**
   * An object of particular people (a task's creator and assignee, a conversation's members, a
   * notification's recipient): anyone else gets `outside`.
   */
  | 'OWN';

/** Whoever's account acted: staff, or a portal client. */
export type ActivityActor = {
  __typename?: 'ActivityActor';
  fullname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Role;
};

/**
 * One line of the activity (audit) log: who did what with which record, when, from where, and the outcome.
 * Lines are never changed or removed.
 */
export type ActivityLogEntry = {
  __typename?: 'ActivityLogEntry';
  /** `<subject>:<verb>`, e.g. `client:read`, `group_note:approve`. */
  action: Scalars['String']['output'];
  /** Null for a sign-in attempt of an unknown account, or the system itself. */
  actor?: Maybe<ActivityActor>;
  at: Scalars['DateTime']['output'];
  /** The clients the line names: a read names every client it showed. */
  clients: Array<ClientRef>;
  /** What else was recorded (the filter of a read, the reason of a refusal), as JSON. */
  details: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** success, denied or failure. */
  outcome: Scalars['String']['output'];
  subjectId?: Maybe<Scalars['String']['output']>;
  subjectType?: Maybe<Scalars['String']['output']>;
};

/** The activity filter (§3 dateFrom, dateTo), by user and by client. */
export type ActivityLogFilter = {
  actorId?: InputMaybe<Scalars['ID']['input']>;
  clientMrNo?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  dateTo?: InputMaybe<Scalars['DateTime']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type ActivityLogPage = {
  __typename?: 'ActivityLogPage';
  pageInfo: PageInfo;
  results: Array<ActivityLogEntry>;
};

/** A new diagnosis: a billable code of the code set; secondary unless said; the onset, when given, not in the future. */
export type AddClientDiagnosisInput = {
  code: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  onsetDate?: InputMaybe<Scalars['String']['input']>;
  rank?: InputMaybe<DiagnosisRank>;
};

/** Admission and readmission (schema/src/rest/clientEpisodes.ts AdmissionBody). Dates are YYYY-MM-DD. */
export type AdmissionInput = {
  admissionDate: Scalars['String']['input'];
  anticipatedDischargeDate?: InputMaybe<Scalars['String']['input']>;
  levelOfCare: Scalars['String']['input'];
  /** A location of the organization the caller works at. */
  locationId: Scalars['ID']['input'];
  /** An active staff member who works at the location. */
  primaryTherapistId?: InputMaybe<Scalars['ID']['input']>;
  programId?: InputMaybe<Scalars['ID']['input']>;
};

export type ApprovalQueueFilter = {
  clinicianId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  readiness?: InputMaybe<ApprovalReadiness>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** ready: every required signature is in (and the note is not the caller's own); waiting: co-signers still to sign. */
export type ApprovalReadiness =
  | 'ready'
  | 'waiting';

export type AttendanceCounts = {
  __typename?: 'AttendanceCounts';
  absent: Scalars['Int']['output'];
  attended: Scalars['Int']['output'];
  roster: Scalars['Int']['output'];
  unmarked: Scalars['Int']['output'];
};

/** One client on a session's roster: attendance, check-in, and the root of their individual note. */
export type AttendanceEntry = {
  __typename?: 'AttendanceEntry';
  checkInMethod?: Maybe<CheckInMethod>;
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  client: ClientRef;
  id: Scalars['ID']['output'];
  minutesAttended?: Maybe<Scalars['Int']['output']>;
  rootName: Scalars['String']['output'];
  /** Null until marked. */
  status?: Maybe<AttendanceStatus>;
  updatedAt: Scalars['DateTime']['output'];
};

export type AttendanceStatus =
  | 'absent'
  | 'excused'
  | 'late'
  | 'left_early'
  | 'present';

/** One line of a location's live board. Clients appear by initials only. */
export type BoardEntry = {
  __typename?: 'BoardEntry';
  /** Who did it; null for the system (e.g. a client's self check-in). */
  actorName?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: BoardEntryKind;
  /** In-app path of the item, for staff who open the board on their own screen. */
  link?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** What a live-board line reports (schema/src/rest/board.ts BOARD_ENTRY_KINDS). */
export type BoardEntryKind =
  | 'check_in'
  | 'event'
  | 'message'
  | 'note_approved'
  | 'note_returned'
  | 'note_submitted';

/** What a requester is told: the same words whether or not the MR number names a client. */
export type BreakGlassReceipt = {
  __typename?: 'BreakGlassReceipt';
  message: Scalars['String']['output'];
  received: Scalars['Boolean']['output'];
};

/**
 * A staff member who may join a client's care team: active, of the organization, of any of its locations,
 * not on the team nor its primary therapist.
 */
export type CareTeamCandidate = {
  __typename?: 'CareTeamCandidate';
  /** They work at the client's location: these come first. */
  atClientLocation: Scalars['Boolean']['output'];
  clinician: ClinicianRef;
  /** Where they work, by name (none for an administrator assigned nowhere). */
  locations: Array<Location>;
};

/**
 * A clinician of a client's care team. The primary therapist comes first, kept on the client (`id` null);
 * the others were added with a role and may have been taken off (`removedAt`).
 */
export type CareTeamMember = {
  __typename?: 'CareTeamMember';
  addedBy?: Maybe<ClinicianRef>;
  clinician: ClinicianRef;
  /**
   * Where the member works when the client's location is not among them (they reach the chart as a member
   * of the team); empty when they work where the client is treated.
   */
  homeLocations: Array<Location>;
  /** The membership; null for the primary therapist. */
  id?: Maybe<Scalars['ID']['output']>;
  primary: Scalars['Boolean']['output'];
  removedAt?: Maybe<Scalars['DateTime']['output']>;
  removedBy?: Maybe<ClinicianRef>;
  role: CareTeamRole;
  /** When they joined the team; null for the primary therapist. */
  since?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * An active staff member of the organization, of any of its locations (a member from elsewhere reaches the
 * chart as a member of the team); any role but primary_therapist (changed on the client itself).
 */
export type CareTeamMemberInput = {
  role: CareTeamRole;
  userId: Scalars['ID']['input'];
};

/** A clinician's role on a client's care team. */
export type CareTeamRole =
  | 'bht'
  | 'case_manager'
  | 'nurse'
  | 'other'
  | 'peer_support'
  | 'physician'
  | 'primary_therapist'
  | 'therapist';

export type ChartAccessClient = {
  __typename?: 'ChartAccessClient';
  fullname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locationId: Scalars['ID']['output'];
  locationName: Scalars['String']['output'];
  mrNo: Scalars['String']['output'];
};

/**
 * A request for emergency ("break-glass") access to a chart outside the requester's locations and care teams,
 * and the grant it became: open for reading until `expiresAt`, unless ended early.
 */
export type ChartAccessRequest = {
  __typename?: 'ChartAccessRequest';
  client: ChartAccessClient;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<ClinicianRef>;
  decisionNote?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  requester: ClinicianRef;
  revokeNote?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  revokedBy?: Maybe<ClinicianRef>;
  status: ChartAccessStatus;
};

/** Where a request for emergency access stands; `expired` once an approved grant's time is up. */
export type ChartAccessStatus =
  | 'approved'
  | 'expired'
  | 'pending'
  | 'refused'
  | 'revoked';

/** How a staff member opens a chart: at their locations, as the client's care team, or by an approved emergency (break-glass) grant. */
export type ChartAccessVia =
  | 'break_glass'
  | 'care_team'
  | 'location';

export type CheckInMethod =
  | 'bulk'
  | 'self'
  | 'staff';

/** A change to a client's chart, and the client as the subscriber may now see them. */
export type ClientChange = {
  __typename?: 'ClientChange';
  actorId?: Maybe<Scalars['ID']['output']>;
  /** Null when the subscriber may no longer see the client (e.g. transferred out of their locations). */
  client?: Maybe<ClientSummary>;
  mrNo: Scalars['String']['output'];
  occurredAt: Scalars['DateTime']['output'];
  part: ClientChartPart;
};

export type ClientChartAccess = {
  __typename?: 'ClientChartAccess';
  /** An emergency grant opens the chart for reading only: the chart hides what would change it. */
  readOnly: Scalars['Boolean']['output'];
  /** ISO instant when the emergency grant ends; null for lasting access. */
  until?: Maybe<Scalars['String']['output']>;
  via: ChartAccessVia;
};

/** Which part of a client's chart changed (an open chart refetches that part). */
export type ClientChartPart =
  | 'care_team'
  | 'consents'
  | 'contacts'
  | 'demographics'
  | 'diagnoses'
  | 'documents'
  | 'episodes'
  | 'labels'
  | 'summary'
  | 'treatment_plans';

/**
 * A client's written consent to disclose their substance-use records (42 CFR §2.31). Never edited: a changed
 * consent is a new one; a revoked one stays, with how it was revoked.
 */
export type ClientConsent = {
  __typename?: 'ClientConsent';
  categories: Array<DisclosureCategory>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<ClinicianRef>;
  /** Why it ended: "Client discharged", or what staff noted of the other event. */
  endReason?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who recorded the discharge or the event. */
  endedBy?: Maybe<ClinicianRef>;
  /** The day its expiry event happened: it expired then (not revoked). */
  endedOn?: Maybe<Scalars['String']['output']>;
  /** The last day it is valid (YYYY-MM-DD); null when an event ends it. */
  expiresOn?: Maybe<Scalars['String']['output']>;
  /** The event that ends it; null when only a date does. */
  expiryEvent?: Maybe<ConsentExpiryEvent>;
  /** The other event in the consent's words ("when the court case closes"). */
  expiryEventDescription?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What may be disclosed in the consent's own words (required with `other`). */
  otherInformation?: Maybe<Scalars['String']['output']>;
  purpose: Scalars['String']['output'];
  /** Address, phone, fax or e-mail: where disclosures go. */
  recipientContact?: Maybe<Scalars['String']['output']>;
  recipientName: Scalars['String']['output'];
  recipientOrganization?: Maybe<Scalars['String']['output']>;
  /** How the client revoked it in writing. */
  revocationNote?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who recorded the revocation. */
  revokedBy?: Maybe<ClinicianRef>;
  revokedOn?: Maybe<Scalars['String']['output']>;
  signedBy: Scalars['String']['output'];
  signedOn: Scalars['String']['output'];
  signer: ConsentSigner;
  status: ConsentStatus;
};

/**
 * A consent as signed (schema/src/rest/clientConsents.ts ClientConsentBody): at least one category, `other`
 * with its description, and an expiry date or event (`other` with its description).
 */
export type ClientConsentInput = {
  categories: Array<DisclosureCategory>;
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  expiryEvent?: InputMaybe<ConsentExpiryEvent>;
  expiryEventDescription?: InputMaybe<Scalars['String']['input']>;
  otherInformation?: InputMaybe<Scalars['String']['input']>;
  purpose: Scalars['String']['input'];
  recipientContact?: InputMaybe<Scalars['String']['input']>;
  recipientName: Scalars['String']['input'];
  recipientOrganization?: InputMaybe<Scalars['String']['input']>;
  signedBy: Scalars['String']['input'];
  signedOn: Scalars['String']['input'];
  signer: ConsentSigner;
};

/**
 * A family member or other contact of a client. Under 42 CFR Part 2 staff may not even confirm that the
 * client is in treatment to a contact unless `mayContact` is on. Removed contacts stay in the history.
 */
export type ClientContact = {
  __typename?: 'ClientContact';
  address?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<ClinicianRef>;
  email?: Maybe<Scalars['String']['output']>;
  emergencyContact: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  legalGuardian: Scalars['Boolean']['output'];
  /** Staff may tell this person the client is in treatment. */
  mayContact: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Parent, Spouse/partner, Child, Sibling, Guardian, Friend, Sponsor, Other, or any text. */
  relationship: Scalars['String']['output'];
  /** When the contact was removed; null while it is current. */
  removedAt?: Maybe<Scalars['DateTime']['output']>;
  removedBy?: Maybe<ClinicianRef>;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy?: Maybe<ClinicianRef>;
};

/**
 * The whole contact, as the form holds it (schema/src/rest/clientContacts.ts ClientContactBody). The flags
 * are off when absent; an emergency contact needs a phone number.
 */
export type ClientContactInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  emergencyContact?: InputMaybe<Scalars['Boolean']['input']>;
  legalGuardian?: InputMaybe<Scalars['Boolean']['input']>;
  mayContact?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  relationship: Scalars['String']['input'];
};

/** How much of the group narrative a client's copy shows (an organization setting). */
export type ClientCopyNarrativeMode =
  | 'full'
  | 'omitted'
  | 'redacted';

/**
 * One version of a client's demographics. Every change is a new version; the client's current values
 * (ClientSummary) follow the latest. Version 0 stands for a client registered before demographics were
 * versioned: their record as it stands, with no author.
 */
export type ClientDemographics = {
  __typename?: 'ClientDemographics';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  changeNote?: Maybe<Scalars['String']['output']>;
  changedAt: Scalars['DateTime']['output'];
  /** Who saved this version; null for version 0 and the demo seed. */
  changedBy?: Maybe<ClinicianRef>;
  /** The fields (as named here, e.g. "lastName") that differ from the version before; none for the first. */
  changedFields: Array<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  dateOfBirth: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  emergencyContactName?: Maybe<Scalars['String']['output']>;
  emergencyContactPhone?: Maybe<Scalars['String']['output']>;
  emergencyContactRelationship?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  genderIdentity?: Maybe<Scalars['String']['output']>;
  /** Null for version 0. */
  id?: Maybe<Scalars['ID']['output']>;
  lastName: Scalars['String']['output'];
  middleName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  preferredLanguage?: Maybe<Scalars['String']['output']>;
  preferredName?: Maybe<Scalars['String']['output']>;
  pronouns?: Maybe<Scalars['String']['output']>;
  referralSource?: Maybe<Scalars['String']['output']>;
  sexAssignedAtBirth: SexAssignedAtBirth;
  state?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A client's demographics as a form holds them; empty strings and nulls are stored as nothing. */
export type ClientDemographicsInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** Why it changed (kept with the version). */
  changeNote?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  emergencyContactName?: InputMaybe<Scalars['String']['input']>;
  emergencyContactPhone?: InputMaybe<Scalars['String']['input']>;
  emergencyContactRelationship?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  genderIdentity?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  preferredName?: InputMaybe<Scalars['String']['input']>;
  pronouns?: InputMaybe<Scalars['String']['input']>;
  referralSource?: InputMaybe<Scalars['String']['input']>;
  sexAssignedAtBirth: SexAssignedAtBirth;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A diagnosis on a client's chart, coded in ICD-10-CM. */
export type ClientDiagnosis = {
  __typename?: 'ClientDiagnosis';
  code: Scalars['String']['output'];
  /** The code's description when the diagnosis was entered. */
  description: Scalars['String']['output'];
  enteredAt: Scalars['DateTime']['output'];
  enteredBy: ClinicianRef;
  enteredInErrorAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who marked the diagnosis entered in error, when and why; null unless its status is `entered_in_error`. */
  enteredInErrorBy?: Maybe<ClinicianRef>;
  enteredInErrorReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  onsetDate?: Maybe<Scalars['String']['output']>;
  rank: DiagnosisRank;
  /** YYYY-MM-DD; set while the diagnosis is resolved. */
  resolvedDate?: Maybe<Scalars['String']['output']>;
  status: DiagnosisStatus;
  updatedAt: Scalars['DateTime']['output'];
  updatedBy: ClinicianRef;
};

/**
 * One disclosure of the client's records, in the accounting of disclosures: to whom (the consent's recipient),
 * what, when, how and by whom, with the redisclosure notice (42 CFR §2.32) that went with it.
 */
export type ClientDisclosure = {
  __typename?: 'ClientDisclosure';
  categories: Array<DisclosureCategory>;
  consentId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  disclosedBy?: Maybe<ClinicianRef>;
  disclosedOn: Scalars['String']['output'];
  /** The chart documents released with it, in packet order. */
  documents: Array<DisclosedDocument>;
  id: Scalars['ID']['output'];
  method: DisclosureMethod;
  notice: Scalars['String']['output'];
  /**
   * Where its release packet downloads (a PDF under /api/auth/…, with the session's cookie): a cover page with
   * the notice in full, then the released documents, each page stamped with the notice's short form.
   * Served to those who may record disclosures.
   */
  packetUrl: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
  recipientName: Scalars['String']['output'];
  recipientOrganization?: Maybe<Scalars['String']['output']>;
};

/** A disclosure made under a consent in force on `disclosedOn` that covers every category given. */
export type ClientDisclosureInput = {
  categories: Array<DisclosureCategory>;
  consentId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  disclosedOn: Scalars['String']['input'];
  /** Current documents of the client's chart released with it (at most 20, each once); none when absent. */
  documentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  method: DisclosureMethod;
};

/**
 * A file on a client's chart. Its type was read from its bytes when it was uploaded, never from its name.
 * A deleted document leaves the chart with who deleted it, when and why; its file is kept.
 */
export type ClientDocument = {
  __typename?: 'ClientDocument';
  category: ClientDocumentCategory;
  /** application/pdf, image/png, image/jpeg, image/webp, image/heic or image/heif, as detected. */
  contentType: Scalars['String']['output'];
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  deletedBy?: Maybe<ClinicianRef>;
  deletionReason?: Maybe<Scalars['String']['output']>;
  /**
   * Where the file downloads (REST, same origin, as an attachment); null once deleted. Every download is
   * logged as a disclosure of the client's record.
   */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** The name it was uploaded with, cleaned of paths and control characters. */
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sha256: Scalars['String']['output'];
  /** In bytes (at most 20 MB). */
  size: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  uploadedAt: Scalars['DateTime']['output'];
  uploadedBy?: Maybe<ClinicianRef>;
};

/** What a document is, for filing and filtering. */
export type ClientDocumentCategory =
  | 'consent_release'
  | 'discharge'
  | 'identification'
  | 'insurance_card'
  | 'intake_paperwork'
  | 'lab_results'
  | 'legal_court'
  | 'medical_records'
  | 'other';

/** A client of the organization with the same name (any case) and date of birth as the person at intake. */
export type ClientDuplicate = {
  __typename?: 'ClientDuplicate';
  /** YYYY-MM-DD. */
  dateOfBirth: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  /** Whether the caller may open this client's chart (it is at one of their locations). */
  inYourLocations: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  location: Location;
  mrNo: Scalars['String']['output'];
  status: ClientStatus;
};

/**
 * One admission to discharge. Level of care, location and program are the episode's latest; their
 * changes are in the level-of-care and location history.
 */
export type ClientEpisode = {
  __typename?: 'ClientEpisode';
  /** YYYY-MM-DD. */
  admissionDate: Scalars['String']['output'];
  admittedAt: Scalars['DateTime']['output'];
  admittedBy?: Maybe<ClinicianRef>;
  anticipatedDischargeDate?: Maybe<Scalars['String']['output']>;
  /** Null while the episode is open. */
  dischargeDate?: Maybe<Scalars['String']['output']>;
  dischargeReason?: Maybe<Scalars['String']['output']>;
  dischargeType?: Maybe<DischargeType>;
  dischargedAt?: Maybe<Scalars['DateTime']['output']>;
  dischargedBy?: Maybe<ClinicianRef>;
  episodeNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** ASAM level id (e.g. "3.5", "4e-2.1"). */
  levelOfCare: Scalars['String']['output'];
  location: Location;
  primaryTherapist?: Maybe<ClinicianRef>;
  program?: Maybe<ProgramRef>;
};

/**
 * What one print page shows of a client, as of the audited print (`header.printedAt`); the API logs the
 * print as a disclosure. A section the page does not print is null (the demographics sheets print
 * demographics and contacts only); so are diagnoses withheld from the caller's role.
 */
export type ClientFaceSheet = {
  __typename?: 'ClientFaceSheet';
  /** The primary therapist first, then the current members in the order they joined. */
  careTeam?: Maybe<Array<CareTeamMember>>;
  client: ClientSummary;
  /** Current contacts: emergency contacts and guardians first. */
  contacts: Array<ClientContact>;
  /** The current version. */
  demographics: ClientDemographics;
  /** Active diagnoses, the primary first. */
  diagnoses?: Maybe<Array<ClientDiagnosis>>;
  /** The page prints diagnoses but the caller's role does not read them (admissions staff). */
  diagnosesWithheld: Scalars['Boolean']['output'];
  /** The open episode of care, else the latest; null before the first admission. */
  episode?: Maybe<ClientEpisode>;
  header: PrintHeader;
  /**
   * The current level of care as ASAM names it ("ASAM 3.5 Clinically Managed High-Intensity Residential
   * Services (3rd ed.)"); null when none.
   */
  levelOfCareLabel?: Maybe<Scalars['String']['output']>;
  page: ClientPrintPage;
  /** The 42 CFR §2.32 redisclosure notice, word for word: printed with every copy. */
  redisclosureNotice: Scalars['String']['output'];
};

/**
 * The patient/EMR filter (§3): search, statuses, admission date range, levels of care, plus locations
 * and labels; sorted and paged. Bad values are refused with the field named.
 */
export type ClientFilter = {
  /** YYYY-MM-DD, both days included. */
  admissionDateFrom?: InputMaybe<Scalars['String']['input']>;
  admissionDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Clients carrying every one of these labels. */
  labelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ASAM level ids (e.g. "3.5", "4e-2.1"). */
  levelOfCare?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One location; with `locationIds`, clients of any of them (always within the caller's own). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** First, last or preferred name, MR number, or phone digits ("5552001234", "(555) 200"); any case. */
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ClientSortField>;
  sortDirection?: InputMaybe<SortDirection>;
  /** Absent or empty: pending admission and active. */
  status?: InputMaybe<Array<ClientStatus>>;
};

export type ClientGroup = {
  __typename?: 'ClientGroup';
  facilitators: Array<ClinicianRef>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  programName: Scalars['String']['output'];
  room?: Maybe<RoomRef>;
  schedule: Array<ScheduleSlot>;
};

export type ClientGroupNotePage = {
  __typename?: 'ClientGroupNotePage';
  pageInfo: PageInfo;
  results: Array<ClientGroupNoteRow>;
};

export type ClientGroupNoteRow = {
  __typename?: 'ClientGroupNoteRow';
  attendanceStatus?: Maybe<AttendanceStatus>;
  date: Scalars['String']['output'];
  endTime: Scalars['String']['output'];
  facilitator: ClinicianRef;
  groupName: Scalars['String']['output'];
  late: Scalars['Boolean']['output'];
  minutesAttended?: Maybe<Scalars['Int']['output']>;
  noteId: Scalars['ID']['output'];
  noteStatus: GroupNoteStatus;
  sessionId: Scalars['ID']['output'];
  startTime: Scalars['String']['output'];
};

export type ClientGroupSchedule = {
  __typename?: 'ClientGroupSchedule';
  groups: Array<ClientGroup>;
  upcoming: Array<GroupSession>;
};

/** A client's active labels after a change. */
export type ClientLabelSet = {
  __typename?: 'ClientLabelSet';
  clientId: Scalars['ID']['output'];
  labels: Array<Label>;
  mrNo: Scalars['String']['output'];
};

export type ClientPage = {
  __typename?: 'ClientPage';
  pageInfo: PageInfo;
  results: Array<ClientSummary>;
};

/**
 * A client print page (§2): the admission face sheet, the demographics sheet, and the demographics
 * sheet laid out for saving as PDF.
 */
export type ClientPrintPage =
  | 'emr_admission_print'
  | 'patient_demographics_export'
  | 'patient_demographics_print';

/** A client as clinical screens name them: with the MR number and date of birth beside the name (namesakes exist). */
export type ClientRef = {
  __typename?: 'ClientRef';
  /** YYYY-MM-DD. The age is worked out where it is shown, from today in the facility's zone. */
  dateOfBirth: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  mrNo: Scalars['String']['output'];
};

/** An outgoing referral to another provider. */
export type ClientReferral = {
  __typename?: 'ClientReferral';
  contact?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<ClinicianRef>;
  /** The episode open when it was made; null for a client not admitted then. */
  episodeNumber?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  referralDate: Scalars['String']['output'];
  referredTo: Scalars['String']['output'];
};

/** What the EMR list sorts by; ties are broken by MR number in the same direction. */
export type ClientSortField =
  | 'admissionDate'
  | 'dateOfBirth'
  | 'levelOfCare'
  | 'location'
  | 'mrNo'
  | 'name'
  | 'status';

/** Where a client is in their care: pending admission after intake, active while admitted, discharged after. */
export type ClientStatus =
  | 'active'
  | 'discharged'
  | 'pending_admission';

/** A client as lists and the chart header show them: the current values of their record. */
export type ClientSummary = {
  __typename?: 'ClientSummary';
  /** How the caller reaches this chart: given on a single client's read (the chart), null in lists. */
  access?: Maybe<ClientChartAccess>;
  admissionDate?: Maybe<Scalars['String']['output']>;
  anticipatedDischargeDate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  dateOfBirth: Scalars['String']['output'];
  dischargeDate?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The client's active labels, by name. */
  labels: Array<Label>;
  lastName: Scalars['String']['output'];
  /** ASAM level id (e.g. "3.5", "4e-2.1"): the current episode's, or for a client pending admission the level intended at intake (null when none was given). */
  levelOfCare?: Maybe<Scalars['String']['output']>;
  location: Location;
  mrNo: Scalars['String']['output'];
  preferredName?: Maybe<Scalars['String']['output']>;
  primaryTherapist?: Maybe<ClinicianRef>;
  status: ClientStatus;
};

/**
 * The statuses an edit sets (`updateClientDiagnosis`); `entered_in_error` is set only by
 * `markClientDiagnosisEnteredInError`, which asks why.
 */
export type ClinicalDiagnosisStatus =
  | 'active'
  | 'resolved';

export type Clinician = {
  __typename?: 'Clinician';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  locations: Array<Location>;
  /** What the signed-in user may do with this clinician (schema/src/policy); the server decides each call again. */
  permissions: ClinicianPermissions;
  phone?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  role: Role;
  /** 1 Active, 2 Inactive, 3 Invited. */
  status: Scalars['Int']['output'];
};

/** The clinician list filter (§3). Status defaults to Active (1). */
export type ClinicianFilter = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Array<Role>>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type ClinicianPage = {
  __typename?: 'ClinicianPage';
  pageInfo: PageInfo;
  results: Array<Clinician>;
};

export type ClinicianPermissions = {
  __typename?: 'ClinicianPermissions';
  /** Deactivate the account: an admin, never their own, and only an active one. */
  deactivate: Scalars['Boolean']['output'];
};

export type ClinicianRef = {
  __typename?: 'ClinicianRef';
  fullname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role: Role;
};

/** The other event that ends a consent happened: the day, and what happened. */
export type ConsentEventInput = {
  note: Scalars['String']['input'];
  occurredOn: Scalars['String']['input'];
};

/**
 * The event that ends a consent: the client's discharge (recognized: discharging the client ends the consent),
 * or another event described in words, which staff record as occurred.
 */
export type ConsentExpiryEvent =
  | 'discharge'
  | 'other';

/** The client's written revocation: the day, and how (the letter, the form). */
export type ConsentRevocationInput = {
  note: Scalars['String']['input'];
  revokedOn: Scalars['String']['input'];
};

/** Who signed a consent: the client, or their guardian or personal representative. */
export type ConsentSigner =
  | 'client'
  | 'guardian';

/**
 * A consent's standing today: revoked from its revocation date; expired after its expiry date or from the day
 * its expiry event happened; else in force.
 */
export type ConsentStatus =
  | 'active'
  | 'expired'
  | 'revoked';

export type Conversation = {
  __typename?: 'Conversation';
  /** The client the conversation is about; only staff who may see that client can be members. */
  client?: Maybe<ClientRef>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ConversationKind;
  lastMessage?: Maybe<Message>;
  lastMessageAt?: Maybe<Scalars['DateTime']['output']>;
  /** Current members (those who left are not listed). */
  members: Array<ConversationMember>;
  /** A group's title; null for a direct conversation (the app shows the other person). */
  title?: Maybe<Scalars['String']['output']>;
  /** Messages by others after the signed-in user's last read one. */
  unreadCount: Scalars['Int']['output'];
};

/** Staff messaging: direct and group conversations, optionally about one client. */
export type ConversationKind =
  | 'direct'
  | 'group';

export type ConversationMember = {
  __typename?: 'ConversationMember';
  joinedAt: Scalars['DateTime']['output'];
  lastReadAt?: Maybe<Scalars['DateTime']['output']>;
  /** The newest message this member has read; null when they have read none. */
  lastReadMessageId?: Maybe<Scalars['ID']['output']>;
  user: ClinicianRef;
};

/** One page of the signed-in user's conversations, most recent activity first. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  /** Conversations with earlier activity remain: ask for the page before the last of these. */
  hasOlder: Scalars['Boolean']['output'];
  results: Array<Conversation>;
};

/** Intake: the demographics, the location where the client will be cared for, and the planned level of care. */
export type CreateClientInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Staff saw the clients with the same name and date of birth and this is someone else. */
  confirmDuplicate?: InputMaybe<Scalars['Boolean']['input']>;
  dateOfBirth: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  emergencyContactName?: InputMaybe<Scalars['String']['input']>;
  emergencyContactPhone?: InputMaybe<Scalars['String']['input']>;
  emergencyContactRelationship?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  genderIdentity?: InputMaybe<Scalars['String']['input']>;
  /** An ASAM level id (e.g. "3.5"); the admission decides the level of care. */
  intendedLevelOfCare?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  /** A location the caller works at (administrators: any of the organization's). */
  locationId: Scalars['ID']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  preferredLanguage?: InputMaybe<Scalars['String']['input']>;
  preferredName?: InputMaybe<Scalars['String']['input']>;
  pronouns?: InputMaybe<Scalars['String']['input']>;
  referralSource?: InputMaybe<Scalars['String']['input']>;
  sexAssignedAtBirth: SexAssignedAtBirth;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** The new client, and the matches staff confirmed were someone else (empty unless `confirmDuplicate`). */
export type CreateClientPayload = {
  __typename?: 'CreateClientPayload';
  client: ClientSummary;
  duplicates: Array<ClientDuplicate>;
};

export type CreateConversationInput = {
  /** MR number of the client the conversation is about. */
  clientMrNo?: InputMaybe<Scalars['String']['input']>;
  /** Staff to add besides the signed-in user. */
  memberIds: Array<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type CreateTaskInput = {
  /** Active staff member; the signed-in user when absent. */
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  subjectType?: InputMaybe<TaskSubject>;
  title: Scalars['String']['input'];
};

/** A code of the ICD-10-CM code set (schema/src/rest/clientDiagnoses.ts DiagnosisCode). */
export type DiagnosisCode = {
  __typename?: 'DiagnosisCode';
  /** A leaf of the tabular list, valid on a claim; category headings are listed but cannot be assigned. */
  billable: Scalars['Boolean']['output'];
  /** The three-character category, e.g. "F11". */
  category: Scalars['String']['output'];
  /** The ICD-10-CM chapter: 5 for F01–F99, 21 for Z00–Z99. */
  chapter: Scalars['Int']['output'];
  /** Dotted, e.g. "F11.20". */
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

/** How a diagnosis ranks on a client's chart: at most one active primary diagnosis per client. */
export type DiagnosisRank =
  | 'primary'
  | 'secondary';

/**
 * `entered_in_error`: recorded by mistake. The diagnosis stays on the chart, struck through, with who marked
 * it, when and why; it is never primary and can no longer be changed.
 */
export type DiagnosisStatus =
  | 'active'
  | 'entered_in_error'
  | 'resolved';

export type DischargeInput = {
  dischargeDate: Scalars['String']['input'];
  dischargeType: DischargeType;
  reason: Scalars['String']['input'];
};

/** How an episode of care ended (schema/src/clientChart.ts DISCHARGE_TYPES). */
export type DischargeType =
  | 'administrative'
  | 'against_medical_advice'
  | 'planned'
  | 'transfer';

/** A chart document a disclosure released (schema/src/rest/clientConsents.ts DisclosedDocument). */
export type DisclosedDocument = {
  __typename?: 'DisclosedDocument';
  category: ClientDocumentCategory;
  /** Its type as detected from its bytes (application/pdf, image/png, …). */
  contentType: Scalars['String']['output'];
  /** Set when it was deleted from the chart after it was released: its packet then says so instead of sending it. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * What a Part 2 consent may let staff disclose (schema/src/rest/clientConsents.ts DISCLOSURE_CATEGORIES);
 * `all_records` covers every other category, `other` is what the consent's own words describe.
 */
export type DisclosureCategory =
  | 'all_records'
  | 'attendance'
  | 'diagnosis'
  | 'discharge_summary'
  | 'lab_results'
  | 'medications'
  | 'other'
  | 'progress_notes'
  | 'treatment_plan';

export type DisclosureMethod =
  | 'email'
  | 'fax'
  | 'in_person'
  | 'mail'
  | 'portal';

/** Who sees an event: everyone on staff, the staff of some locations, or some roles. */
export type EventAudience = {
  __typename?: 'EventAudience';
  kind: EventAudienceKind;
  locations: Array<Location>;
  roles: Array<Role>;
};

export type EventAudienceInput = {
  kind: EventAudienceKind;
  /** Required for `locations`; for `roles`, limits the audience to these locations. */
  locationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required for `roles`. */
  roles?: InputMaybe<Array<Role>>;
};

/** Who an organization event is for (schema/src/rest/events.ts EVENT_AUDIENCE_KINDS). */
export type EventAudienceKind =
  | 'all_staff'
  /** Staff assigned to any of the audience's locations. */
  | 'locations'
  /** Staff with one of the audience's roles (at the audience's locations, when it names any). */
  | 'roles';

export type EventInput = {
  allDay?: InputMaybe<Scalars['Boolean']['input']>;
  audience: EventAudienceInput;
  description?: InputMaybe<Scalars['String']['input']>;
  endsAt: Scalars['DateTime']['input'];
  place?: InputMaybe<Scalars['String']['input']>;
  startsAt: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
};

export type EventPage = {
  __typename?: 'EventPage';
  /** Upcoming, not cancelled events the signed-in user is in the audience of (the badge, §3 eventCount). */
  eventCount: Scalars['Int']['output'];
  /** Every event matching the filter (§3 eventTotal). */
  eventTotal: Scalars['Int']['output'];
  pageInfo: PageInfo;
  results: Array<OrgEvent>;
};

/** Which events: those not yet over (soonest first), those over (latest first), or all. */
export type EventPeriod =
  | 'all'
  | 'past'
  | 'upcoming';

export type GenerateSessionsInput = {
  from: Scalars['String']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['String']['input'];
};

export type GenerateSessionsResult = {
  __typename?: 'GenerateSessionsResult';
  created: Scalars['Int']['output'];
  sessions: Array<GroupSession>;
};

export type Group = {
  __typename?: 'Group';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  facilitators: Array<ClinicianRef>;
  id: Scalars['ID']['output'];
  location: Location;
  name: Scalars['String']['output'];
  /** What the signed-in user may do with this group (schema/src/policy); the server decides each call again. */
  permissions: GroupPermissions;
  program: ProgramRef;
  room?: Maybe<RoomRef>;
  /** The default roster each new session starts from. */
  roster: Array<ClientRef>;
  schedule: Array<ScheduleSlot>;
  serviceCode?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type GroupFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  facilitatorId?: InputMaybe<Scalars['ID']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['ID']['input']>;
  searchQuery?: InputMaybe<Scalars['String']['input']>;
};

export type GroupInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  facilitatorIds: Array<Scalars['ID']['input']>;
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  programId: Scalars['ID']['input'];
  roomId?: InputMaybe<Scalars['ID']['input']>;
  rosterClientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<Array<ScheduleSlotInput>>;
  serviceCode?: InputMaybe<Scalars['String']['input']>;
};

export type GroupNote = {
  __typename?: 'GroupNote';
  addendums: Array<GroupNoteAddendum>;
  additionalSignees: Array<ClinicianRef>;
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  approvedBy?: Maybe<ClinicianRef>;
  attendance: Array<AttendanceEntry>;
  contentHash?: Maybe<Scalars['String']['output']>;
  /** The Yjs document of the note's rich text (collab server: /collab/<documentName>). */
  documentName: Scalars['String']['output'];
  history: Array<GroupNoteStatusChange>;
  id: Scalars['ID']['output'];
  kickBack?: Maybe<GroupNoteKickBack>;
  /** Submitted (or still unsubmitted) more than 24 hours after the session ended. */
  late: Scalars['Boolean']['output'];
  narrativeRoot: Scalars['String']['output'];
  pendingSigners: Array<PendingSigner>;
  permissions: GroupNotePermissions;
  revision: Scalars['Int']['output'];
  session: GroupSession;
  signatures: Array<GroupNoteSignature>;
  status: GroupNoteStatus;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  submittedBy?: Maybe<ClinicianRef>;
};

export type GroupNoteActionResult = {
  __typename?: 'GroupNoteActionResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  note?: Maybe<GroupNote>;
  noteId: Scalars['ID']['output'];
  ok: Scalars['Boolean']['output'];
};

export type GroupNoteAddendum = {
  __typename?: 'GroupNoteAddendum';
  author: ClinicianRef;
  contentHash: Scalars['String']['output'];
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method: SignatureMethod;
  signedAt: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
};

/** A change to a group note, with the note as the subscriber may now see it (null when they no longer may). */
export type GroupNoteChange = {
  __typename?: 'GroupNoteChange';
  actorId?: Maybe<Scalars['ID']['output']>;
  change: GroupNoteChangeKind;
  note?: Maybe<GroupNote>;
  noteId: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  sessionId: Scalars['ID']['output'];
  status: GroupNoteStatus;
};

export type GroupNoteChangeKind =
  | 'addendum'
  | 'approved'
  | 'attendance'
  | 'created'
  | 'kicked_back'
  | 'roster'
  | 'session_updated'
  | 'signed'
  | 'signees'
  | 'submitted';

export type GroupNoteClientContent = {
  __typename?: 'GroupNoteClientContent';
  content: RenderedContent;
  entry: AttendanceEntry;
};

/** One client's copy of a signed group note: nothing in it names another client; it carries the Part 2 redisclosure notice. */
export type GroupNoteClientCopy = {
  __typename?: 'GroupNoteClientCopy';
  addendums: Array<GroupNoteAddendum>;
  /** The client's own note; null when they did not attend. */
  content?: Maybe<RenderedContent>;
  /** The hash of the whole signed note. */
  contentHash?: Maybe<Scalars['String']['output']>;
  entry: AttendanceEntry;
  header: PrintHeader;
  late: Scalars['Boolean']['output'];
  /** Null when omitted, or when the client did not attend. */
  narrative?: Maybe<RenderedContent>;
  narrativeMode: ClientCopyNarrativeMode;
  noteId: Scalars['ID']['output'];
  redisclosureNotice: Scalars['String']['output'];
  session: GroupSession;
  signatures: Array<GroupNoteSignature>;
  status: GroupNoteStatus;
  withheldAddendums: Scalars['Int']['output'];
};

export type GroupNoteContent = {
  __typename?: 'GroupNoteContent';
  /** Attending clients only. */
  clients: Array<GroupNoteClientContent>;
  contentHash?: Maybe<Scalars['String']['output']>;
  narrative: RenderedContent;
  noteId: Scalars['ID']['output'];
  /** True once submitted: the text is the signed snapshot, never the live document. */
  sealed: Scalars['Boolean']['output'];
  status: GroupNoteStatus;
};

export type GroupNoteKickBack = {
  __typename?: 'GroupNoteKickBack';
  at: Scalars['DateTime']['output'];
  by: ClinicianRef;
  comment: Scalars['String']['output'];
};

export type GroupNotePage = {
  __typename?: 'GroupNotePage';
  pageInfo: PageInfo;
  results: Array<GroupNote>;
};

/** What the signed-in user may do with the note now (decided by the server). */
export type GroupNotePermissions = {
  __typename?: 'GroupNotePermissions';
  addAddendum: Scalars['Boolean']['output'];
  approve: Scalars['Boolean']['output'];
  /** Why approve is false, in the server's words ("Waiting for the signature of …"); null when it is true. */
  approveBlockedReason?: Maybe<Scalars['String']['output']>;
  checkIn: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
  kickBack: Scalars['Boolean']['output'];
  manageAttendance: Scalars['Boolean']['output'];
  /** Adding and removing clients: open before check-in, unlike attendance marks. */
  manageRoster: Scalars['Boolean']['output'];
  manageSignees: Scalars['Boolean']['output'];
  print: Scalars['Boolean']['output'];
  sign: Scalars['Boolean']['output'];
  submit: Scalars['Boolean']['output'];
};

export type GroupNotePrint = {
  __typename?: 'GroupNotePrint';
  content: GroupNoteContent;
  header: PrintHeader;
  note: GroupNote;
};

export type GroupNotePrintFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type GroupNoteSignature = {
  __typename?: 'GroupNoteSignature';
  contentHash: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  method: SignatureMethod;
  revision: Scalars['Int']['output'];
  role: SignatureRole;
  signedAt: Scalars['DateTime']['output'];
  signer: ClinicianRef;
  voidReason?: Maybe<Scalars['String']['output']>;
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Group therapy: programs, rooms, groups, sessions, attendance, and the co-authored group note. */
export type GroupNoteStatus =
  | 'approved'
  | 'draft'
  | 'submitted';

export type GroupNoteStatusChange = {
  __typename?: 'GroupNoteStatusChange';
  actor?: Maybe<ClinicianRef>;
  at: Scalars['DateTime']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  from?: Maybe<GroupNoteStatus>;
  id: Scalars['ID']['output'];
  to: GroupNoteStatus;
};

export type GroupPage = {
  __typename?: 'GroupPage';
  pageInfo: PageInfo;
  results: Array<Group>;
};

export type GroupPermissions = {
  __typename?: 'GroupPermissions';
  /** Create an ad hoc session of it: also one of its facilitators. */
  createSession: Scalars['Boolean']['output'];
  /** Create its sessions from the schedule: also a therapist who facilitates it. */
  generateSessions: Scalars['Boolean']['output'];
  /** Edit the group: an admin, or a supervisor of its location. */
  manage: Scalars['Boolean']['output'];
};

export type GroupSession = {
  __typename?: 'GroupSession';
  attendance: AttendanceCounts;
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Check-in, attendance marks and writing the note open here: the organization's set minutes before the start. */
  checkInOpensAt: Scalars['DateTime']['output'];
  coFacilitators: Array<ClinicianRef>;
  /** YYYY-MM-DD in the server time zone. */
  date: Scalars['String']['output'];
  durationMinutes: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  facilitator: ClinicianRef;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The note was submitted (or is still unsubmitted) more than 24 hours after the session ended. */
  late: Scalars['Boolean']['output'];
  location: Location;
  noteId: Scalars['ID']['output'];
  noteStatus: GroupNoteStatus;
  origin: SessionOrigin;
  /** What the signed-in user may do with this session (schema/src/policy); the server decides each call again. */
  permissions: GroupSessionPermissions;
  programName: Scalars['String']['output'];
  room?: Maybe<RoomRef>;
  serviceCode?: Maybe<Scalars['String']['output']>;
  /** Submitting, co-signing and approving open here: the start. */
  signingOpensAt: Scalars['DateTime']['output'];
  /** HH:mm in the server time zone. */
  startTime: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  topic?: Maybe<Scalars['String']['output']>;
};

export type GroupSessionFilter = {
  facilitatorId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD. */
  from?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  includeCancelled?: InputMaybe<Scalars['Boolean']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<GroupNoteStatus>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type GroupSessionInput = {
  coFacilitatorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  date: Scalars['String']['input'];
  endTime: Scalars['String']['input'];
  facilitatorId?: InputMaybe<Scalars['ID']['input']>;
  groupId: Scalars['ID']['input'];
  roomId?: InputMaybe<Scalars['ID']['input']>;
  startTime: Scalars['String']['input'];
  topic?: InputMaybe<Scalars['String']['input']>;
};

export type GroupSessionPage = {
  __typename?: 'GroupSessionPage';
  pageInfo: PageInfo;
  results: Array<GroupSession>;
};

export type GroupSessionPermissions = {
  __typename?: 'GroupSessionPermissions';
  /** Change or cancel the session: its facilitator, a supervisor of the location or an admin, while the note is a draft. */
  manage: Scalars['Boolean']['output'];
};

export type GroupSessionUpdateInput = {
  coFacilitatorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  endTime?: InputMaybe<Scalars['String']['input']>;
  facilitatorId?: InputMaybe<Scalars['ID']['input']>;
  roomId?: InputMaybe<Scalars['ID']['input']>;
  startTime?: InputMaybe<Scalars['String']['input']>;
  topic?: InputMaybe<Scalars['String']['input']>;
};

export type GroupUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  facilitatorIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  programId?: InputMaybe<Scalars['ID']['input']>;
  roomId?: InputMaybe<Scalars['ID']['input']>;
  rosterClientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  schedule?: InputMaybe<Array<ScheduleSlotInput>>;
  serviceCode?: InputMaybe<Scalars['String']['input']>;
};

/** One paragraph, heading, quote or list item of the board, with who wrote it. */
export type HandoffBlock = {
  __typename?: 'HandoffBlock';
  /** Everyone whose characters the block holds. */
  authors: Array<HandoffPerson>;
  checked?: Maybe<Scalars['Boolean']['output']>;
  /** Nesting of list items (0 at the top). */
  depth: Scalars['Int']['output'];
  kind: HandoffBlockKind;
  /** bullet, number or check for list items. */
  listType?: Maybe<Scalars['String']['output']>;
  segments: Array<HandoffSegment>;
  /** h1–h6 for headings. */
  tag?: Maybe<Scalars['String']['output']>;
};

export type HandoffBlockKind =
  | 'heading'
  | 'listitem'
  | 'paragraph'
  | 'quote';

/** Someone who wrote on a handoff board during a shift (from the activity the server recorded as it stored their changes). */
export type HandoffContributor = {
  __typename?: 'HandoffContributor';
  /** The minute of their first change in the shift. */
  firstEditAt: Scalars['DateTime']['output'];
  /** The minute of their last change in the shift. */
  lastEditAt: Scalars['DateTime']['output'];
  /** Minutes in which they changed something. */
  minutesActive: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type HandoffHistory = {
  __typename?: 'HandoffHistory';
  /** The shift in progress (first page only). */
  current?: Maybe<HandoffShiftSummary>;
  location: Location;
  /** Recorded shifts, newest first. */
  shifts: HandoffShiftPage;
};

export type HandoffPerson = {
  __typename?: 'HandoffPerson';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A run of text: written during the shift (`isNew`) or carried over from before it, and by whom (null: unknown). */
export type HandoffSegment = {
  __typename?: 'HandoffSegment';
  author?: Maybe<HandoffPerson>;
  isNew: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

/** The shifts of a facility day (schema/src/handoff.ts HANDOFF_SHIFTS): Day 07:00–15:00, Evening 15:00–23:00, Night 23:00–07:00. */
export type HandoffShiftName =
  | 'day'
  | 'evening'
  | 'night';

export type HandoffShiftPage = {
  __typename?: 'HandoffShiftPage';
  pageInfo: PageInfo;
  results: Array<HandoffShiftSummary>;
};

export type HandoffShiftPrint = {
  __typename?: 'HandoffShiftPrint';
  blocks: Array<HandoffBlock>;
  content?: Maybe<RenderedContent>;
  header: PrintHeader;
  location: Location;
  shift: HandoffShiftSummary;
};

export type HandoffShiftSummary = {
  __typename?: 'HandoffShiftSummary';
  contributors: Array<HandoffContributor>;
  /** The facility date the shift starts on (YYYY-MM-DD). */
  date: Scalars['String']['output'];
  endsAt: Scalars['DateTime']['output'];
  /** `2026-11-25-night`: the facility date the shift starts on, and its name. */
  id: Scalars['ID']['output'];
  /** The current shift, read from the live board rather than from a record. */
  inProgress: Scalars['Boolean']['output'];
  /** Day, Evening, Night. */
  label: Scalars['String']['output'];
  name: HandoffShiftName;
  /** When the record was made (just after the shift ended); null while in progress. */
  recordedAt?: Maybe<Scalars['DateTime']['output']>;
  startsAt: Scalars['DateTime']['output'];
};

/** One shift of a board: its record, or the shift in progress read from the live board. */
export type HandoffShiftView = {
  __typename?: 'HandoffShiftView';
  blocks: Array<HandoffBlock>;
  /** The board's text at the end of the shift; null when it was not captured (several shifts ended before the server could record them). */
  content?: Maybe<RenderedContent>;
  location: Location;
  shift: HandoffShiftSummary;
};

export type KioskCheckInResult = {
  __typename?: 'KioskCheckInResult';
  checkedInAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  status: AttendanceStatus;
};

export type KioskEntry = {
  __typename?: 'KioskEntry';
  checkedIn: Scalars['Boolean']['output'];
  /** First name and last initial only. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type KioskSession = {
  __typename?: 'KioskSession';
  date: Scalars['String']['output'];
  endTime: Scalars['String']['output'];
  entries: Array<KioskEntry>;
  groupName: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
  startTime: Scalars['String']['output'];
};

export type KioskStart = {
  __typename?: 'KioskStart';
  expiresAt: Scalars['DateTime']['output'];
  groupId: Scalars['ID']['output'];
  sessionId: Scalars['ID']['output'];
  token: Scalars['String']['output'];
};

/**
 * A coloured tag the organization defines ("Fall risk", "MAT") and puts on clients. An archived label
 * is out of use: off every client's row and out of the pickers until an administrator restores it.
 */
export type Label = {
  __typename?: 'Label';
  archived: Scalars['Boolean']['output'];
  color: LabelColor;
  id: Scalars['ID']['output'];
  /** Unique in the organization, whatever its case. */
  name: Scalars['String']['output'];
};

/** The fixed palette of label colours. */
export type LabelColor =
  | 'amber'
  | 'blue'
  | 'green'
  | 'grey'
  | 'indigo'
  | 'orange'
  | 'pink'
  | 'purple'
  | 'red'
  | 'teal';

export type LabelInput = {
  color: LabelColor;
  name: Scalars['String']['input'];
};

/** Only what is given changes. */
export type LabelUpdateInput = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  color?: InputMaybe<LabelColor>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A level of care effective from a date, who set it and why. */
export type LevelOfCareChange = {
  __typename?: 'LevelOfCareChange';
  changedAt: Scalars['DateTime']['output'];
  changedBy?: Maybe<ClinicianRef>;
  effectiveDate: Scalars['String']['output'];
  episodeNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  levelOfCare: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type LevelOfCareChangeInput = {
  effectiveDate: Scalars['String']['input'];
  levelOfCare: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};

export type Location = {
  __typename?: 'Location';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type LocationBoard = {
  __typename?: 'LocationBoard';
  /** Newest first. */
  entries: Array<BoardEntry>;
  hasOlder: Scalars['Boolean']['output'];
  location: Location;
};

/** A location effective from a date (the admission, then each transfer), who moved the client and why. */
export type LocationChange = {
  __typename?: 'LocationChange';
  changedAt: Scalars['DateTime']['output'];
  changedBy?: Maybe<ClinicianRef>;
  effectiveDate: Scalars['String']['output'];
  episodeNumber?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  location: Location;
  reason: Scalars['String']['output'];
};

export type LoginResult = LoginSuccess | TwoFactorChallenge;

export type LoginSuccess = {
  __typename?: 'LoginSuccess';
  tokenExpiresAt: Scalars['DateTime']['output'];
  user: Me;
};

export type Me = {
  __typename?: 'Me';
  /**
   * What the user may do in general, by name (schema/src/policy/capabilities.ts: "group:create",
   * "event:create", "area:approvals", …); decisions about one object are that object's `permissions`.
   */
  capabilities: Array<Scalars['String']['output']>;
  clientMrNo?: Maybe<Scalars['String']['output']>;
  defaultLocation?: Maybe<Location>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  hasPin: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  locations: Array<Location>;
  photo?: Maybe<Scalars['String']['output']>;
  role: Role;
  status: Scalars['Int']['output'];
  timezone: Scalars['String']['output'];
  twoFactorEnabled: Scalars['Boolean']['output'];
};

export type Message = {
  __typename?: 'Message';
  author: ClinicianRef;
  /** Empty once deleted (the app shows "This message was deleted"). */
  body: Scalars['String']['output'];
  /** True for the signed-in user's own message while the window is open. */
  canEdit: Scalars['Boolean']['output'];
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  deleted: Scalars['Boolean']['output'];
  /** Until when its author may edit or delete it (MESSAGE_EDIT_WINDOW_MINUTES after sending). */
  editableUntil: Scalars['DateTime']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Members the message mentions. */
  mentions: Array<ClinicianRef>;
};

/** What happened in a conversation, as `messageAdded` reports it. */
export type MessageChange =
  | 'added'
  | 'deleted'
  | 'edited'
  /** A member read up to a message (read receipts): `reader` says who and how far. */
  | 'read';

/** A live change in one conversation: a message added, edited or deleted, or a read receipt. */
export type MessageEvent = {
  __typename?: 'MessageEvent';
  change: MessageChange;
  conversationId: Scalars['ID']['output'];
  /** The message as it is now (for added, edited, deleted). */
  message?: Maybe<Message>;
  /** The member who read, with their new last read message (for read). */
  reader?: Maybe<ConversationMember>;
};

/** Messages oldest first; `hasEarlier` when older ones exist (ask again with before = the first id). */
export type MessagePage = {
  __typename?: 'MessagePage';
  hasEarlier: Scalars['Boolean']['output'];
  results: Array<Message>;
};

export type MessageSearchHit = {
  __typename?: 'MessageSearchHit';
  conversation: Conversation;
  message: Message;
};

export type MessageSearchPage = {
  __typename?: 'MessageSearchPage';
  pageInfo: PageInfo;
  results: Array<MessageSearchHit>;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Adds a clinician to the care team with a role (`add-stakeholder`, §7); CONFLICT when already on it. */
  addCareTeamMember: CareTeamMember;
  /** Records a consent as signed. */
  addClientConsent: ClientConsent;
  /** Adds a family member or other contact (`add-member`, §7); CONFLICT when the same person is listed already. */
  addClientContact: ClientContact;
  /** Adds a diagnosis (`update-diagnoses`, §7); a new primary makes the current one secondary. */
  addClientDiagnosis: ClientDiagnosis;
  addConversationMembers: Conversation;
  addGroupNoteAddendum: GroupNote;
  addGroupNoteSignees: GroupNote;
  addSessionClient: GroupNote;
  /** Admits a client pending admission (`admit`, §7); CONFLICT when they are not pending admission. */
  admitClient: ClientSummary;
  /** Admin only: send an announcement to the given users, or to all staff. */
  announce: Scalars['Int']['output'];
  /** Approves a request: the chart opens to the requester, for reading, for a limited time. */
  approveChartAccess: ChartAccessRequest;
  approveGroupNotes: Array<GroupNoteActionResult>;
  /**
   * A supervisor approves the signed plan with their PIN or password (FORBIDDEN for a plan they signed);
   * it never changes again.
   */
  approveTreatmentPlan: TreatmentPlan;
  bulkCheckIn: Array<AttendanceEntry>;
  /** The event stays listed, marked cancelled; its audience is told live. */
  cancelEvent: OrgEvent;
  cancelGroupSession: GroupSession;
  /** Cancels one of the signed-in user's upcoming reminders; true when it was cancelled. */
  cancelReminder: Scalars['Boolean']['output'];
  /** A new level of care within the open episode: a clinical decision of licensed staff. */
  changeClientLevelOfCare: ClientSummary;
  completeTask: Task;
  /**
   * Registers a client (pending admission) with demographics version 1 and the organization's next MR
   * number. When clients with the same name and date of birth exist and `confirmDuplicate` is not set,
   * it fails with `extensions.code` CONFLICT and `extensions.details`
   * `{ reason: "possible_duplicate", duplicates: [ClientDuplicate] }` (fields as in ClientDuplicate).
   */
  createClient: CreateClientPayload;
  createConversation: Conversation;
  /** Admins, and supervisors for audiences within their own locations. */
  createEvent: OrgEvent;
  createGroup: Group;
  createGroupSession: GroupSession;
  /** Administrators: a new label (a name the organization does not have in any case: else CONFLICT). */
  createLabel: Label;
  createProgram: Program;
  createRoom: Room;
  createTask: Task;
  /**
   * Admin only: marks the clinician Inactive (status 2), ends every session of theirs (open
   * subscription sockets close within a second) and keeps them from signing in again.
   */
  deactivateClinician: Clinician;
  /**
   * Deletes a document from the chart with a reason (administrators and supervisors); its file is kept.
   * CONFLICT when it was deleted already.
   */
  deleteClientDocument: ClientDocument;
  deleteMessage: Message;
  /** The creator only; true when deleted. */
  deleteTask: Scalars['Boolean']['output'];
  /** Closes the open episode of an active client; CONFLICT when someone else discharged them first. */
  dischargeClient: ClientSummary;
  editMessage: Message;
  generateGroupSessions: GenerateSessionsResult;
  kickBackGroupNotes: Array<GroupNoteActionResult>;
  /** Self check-in at the kiosk; the request must carry the kiosk token as its bearer token. */
  kioskCheckIn: KioskCheckInResult;
  /** The signed-in user leaves; true when they were a member. */
  leaveConversation: Scalars['Boolean']['output'];
  login: LoginResult;
  logout: Scalars['Boolean']['output'];
  /** Marks every unread notification of the signed-in user read (of these types only, when given). */
  markAllNotificationsRead: NotificationCounts;
  /**
   * Marks a diagnosis entered in error, with the reason (required, at most 500 characters). It stays on the
   * chart with who marked it and when, is never primary again (a primary one leaves the client with none)
   * and can no longer be changed; marking it again is a CONFLICT.
   */
  markClientDiagnosisEnteredInError: ClientDiagnosis;
  /** Marks the conversation read up to this message (the newest when absent); answers the updated conversation. */
  markConversationRead: Conversation;
  /** Marks one of the signed-in user's notifications read; the same notification answers. */
  markNotificationRead: Notification;
  /** Opens a new episode of care for a discharged client (`readmit`, §7), keeping the earlier ones. */
  readmitClient: ClientSummary;
  /**
   * Records a disclosure; CONFLICT when its consent was not in force on its date, BAD_USER_INPUT when the consent
   * does not cover what was disclosed. Nothing is saved then.
   */
  recordClientDisclosure: ClientDisclosure;
  /**
   * Records that the other event a consent ends with happened: the consent expired that day (not revoked).
   * CONFLICT when it is not in force, or ends with discharge or on a date only.
   */
  recordConsentEventOccurred: ClientConsent;
  /** Records an outgoing referral (`refer`, §7), whatever the client's status. */
  referClient: ClientReferral;
  /** Refuses a request, saying why. */
  refuseChartAccess: ChartAccessRequest;
  /** Takes a clinician off the care team: kept in the history with who removed them and when. */
  removeCareTeamMember: CareTeamMember;
  /** Removes a contact: it stays in the history with who removed it and when. */
  removeClientContact: ClientContact;
  removeGroupNoteSignee: GroupNote;
  removeSessionClient: GroupNote;
  reopenTask: Task;
  /** Asks for emergency access to a chart, with a written reason; the same receipt whether or not the MR number exists. */
  requestChartAccess: BreakGlassReceipt;
  /** A supervisor returns the signed plan to its author with a reason: the signature is voided and the plan opens again. */
  returnTreatmentPlan: TreatmentPlan;
  /** Ends an approved emergency access before its time; the requester's open charts close. */
  revokeChartAccess: ChartAccessRequest;
  /** Records the client's written revocation of a consent; CONFLICT when already revoked or expired by its event. */
  revokeClientConsent: ClientConsent;
  /** `mentionIds` adds mentions besides the @handles written in the body. */
  sendMessage: Message;
  /** Tells the other members the signed-in user is typing; false when too soon after the last one. */
  sendTyping: Scalars['Boolean']['output'];
  setAttendance: AttendanceEntry;
  /** Sets (or with null clears) the anticipated discharge date, YYYY-MM-DD (`anticipated-discharge-date`, §7). */
  setClientAnticipatedDischargeDate: ClientSummary;
  /**
   * The client's active labels from now on (archived ones stay as they are); logged on the chart and
   * announced to open charts. Admins, supervisors, therapists and admissions staff of the client's location.
   */
  setClientLabels: ClientLabelSet;
  /** Sets (or with null clears) the primary therapist of the open episode (`primary-therapist`, §7). */
  setClientPrimaryTherapist: ClientSummary;
  setReminder: Reminder;
  signGroupNote: GroupNote;
  /**
   * The author signs the plan with their PIN or password: it is sealed as stored and checked complete
   * (BAD_USER_INPUT naming what is missing); it then awaits approval and no longer changes.
   * `seenStateVector`: the signer's copy's Yjs state vector (base64); CONFLICT until all of it is stored.
   */
  signTreatmentPlan: TreatmentPlan;
  /** Finds the direct conversation with this staff member, or starts it. */
  startDirectConversation: Conversation;
  /** Opens the self check-in kiosk for a session; signOutHere clears this browser's sign-in. */
  startKiosk: KioskStart;
  /**
   * Starts the treatment plan of the client's current stay, its level of care and active diagnoses carried
   * in; CONFLICT when the client is not admitted or the stay has a plan already.
   */
  startTreatmentPlan: TreatmentPlan;
  submitGroupNote: GroupNote;
  /** Moves the client to another location of the organization; staff of the old location only lose the chart. */
  transferClient: ClientSummary;
  updateClientContact: ClientContact;
  /**
   * Saves the demographics as the client's next version. With `expectedVersion` (the version the form
   * was opened on), a newer version saved meanwhile fails it with CONFLICT and `extensions.details`
   * `{ reason: "version_conflict", currentVersion, changedBy: { id, fullname, role }, changedAt }`.
   */
  updateClientDemographics: ClientDemographics;
  /**
   * Changes a diagnosis: rank, onset, notes, or its status (resolve it, or make it active again). A diagnosis
   * entered in error can no longer be changed (CONFLICT).
   */
  updateClientDiagnosis: ClientDiagnosis;
  updateEvent: OrgEvent;
  updateGroup: Group;
  updateGroupSession: GroupSession;
  /** Administrators: rename, recolour, archive or restore a label of the organization. */
  updateLabel: Label;
  /** Administrators only: changes the given settings of the caller's organization. */
  updateOrganizationSettings: OrganizationSettings;
  updateProgram: Program;
  /** The creator or the assignee may edit; reassigning tells the new assignee. */
  updateTask: Task;
  verifyTwoFactorLogin: LoginSuccess;
};


export type MutationAddCareTeamMemberArgs = {
  input: CareTeamMemberInput;
  mrNo: Scalars['String']['input'];
};


export type MutationAddClientConsentArgs = {
  input: ClientConsentInput;
  mrNo: Scalars['String']['input'];
};


export type MutationAddClientContactArgs = {
  input: ClientContactInput;
  mrNo: Scalars['String']['input'];
};


export type MutationAddClientDiagnosisArgs = {
  input: AddClientDiagnosisInput;
  mrNo: Scalars['String']['input'];
};


export type MutationAddConversationMembersArgs = {
  conversationId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAddGroupNoteAddendumArgs = {
  id: Scalars['ID']['input'];
  signature: SignatureInput;
  text: Scalars['String']['input'];
};


export type MutationAddGroupNoteSigneesArgs = {
  id: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAddSessionClientArgs = {
  clientId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationAdmitClientArgs = {
  input: AdmissionInput;
  mrNo: Scalars['String']['input'];
};


export type MutationAnnounceArgs = {
  body: Scalars['String']['input'];
  title: Scalars['String']['input'];
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationApproveChartAccessArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveGroupNotesArgs = {
  ids: Array<Scalars['ID']['input']>;
  signature: SignatureInput;
};


export type MutationApproveTreatmentPlanArgs = {
  id: Scalars['ID']['input'];
  signature: SignatureInput;
};


export type MutationBulkCheckInArgs = {
  clientIds: Array<Scalars['ID']['input']>;
  sessionId: Scalars['ID']['input'];
};


export type MutationCancelEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelGroupSessionArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCancelReminderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeClientLevelOfCareArgs = {
  input: LevelOfCareChangeInput;
  mrNo: Scalars['String']['input'];
};


export type MutationCompleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateClientArgs = {
  input: CreateClientInput;
};


export type MutationCreateConversationArgs = {
  input: CreateConversationInput;
};


export type MutationCreateEventArgs = {
  input: EventInput;
};


export type MutationCreateGroupArgs = {
  input: GroupInput;
};


export type MutationCreateGroupSessionArgs = {
  input: GroupSessionInput;
};


export type MutationCreateLabelArgs = {
  input: LabelInput;
};


export type MutationCreateProgramArgs = {
  input: ProgramInput;
};


export type MutationCreateRoomArgs = {
  input: RoomInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationDeactivateClinicianArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteClientDocumentArgs = {
  documentId: Scalars['ID']['input'];
  mrNo: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDischargeClientArgs = {
  input: DischargeInput;
  mrNo: Scalars['String']['input'];
};


export type MutationEditMessageArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationGenerateGroupSessionsArgs = {
  input: GenerateSessionsInput;
};


export type MutationKickBackGroupNotesArgs = {
  comment: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationKioskCheckInArgs = {
  dateOfBirth: Scalars['String']['input'];
  entryId: Scalars['ID']['input'];
};


export type MutationLeaveConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkAllNotificationsReadArgs = {
  types?: InputMaybe<Array<NotificationType>>;
};


export type MutationMarkClientDiagnosisEnteredInErrorArgs = {
  id: Scalars['ID']['input'];
  mrNo: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationMarkConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
  messageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReadmitClientArgs = {
  input: AdmissionInput;
  mrNo: Scalars['String']['input'];
};


export type MutationRecordClientDisclosureArgs = {
  input: ClientDisclosureInput;
  mrNo: Scalars['String']['input'];
};


export type MutationRecordConsentEventOccurredArgs = {
  consentId: Scalars['ID']['input'];
  input: ConsentEventInput;
  mrNo: Scalars['String']['input'];
};


export type MutationReferClientArgs = {
  input: ReferralInput;
  mrNo: Scalars['String']['input'];
};


export type MutationRefuseChartAccessArgs = {
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationRemoveCareTeamMemberArgs = {
  memberId: Scalars['ID']['input'];
  mrNo: Scalars['String']['input'];
};


export type MutationRemoveClientContactArgs = {
  contactId: Scalars['ID']['input'];
  mrNo: Scalars['String']['input'];
};


export type MutationRemoveGroupNoteSigneeArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveSessionClientArgs = {
  clientId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationReopenTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestChartAccessArgs = {
  mrNo: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReturnTreatmentPlanArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRevokeChartAccessArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRevokeClientConsentArgs = {
  consentId: Scalars['ID']['input'];
  input: ConsentRevocationInput;
  mrNo: Scalars['String']['input'];
};


export type MutationSendMessageArgs = {
  body: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
  mentionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationSendTypingArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationSetAttendanceArgs = {
  clientId: Scalars['ID']['input'];
  minutesAttended?: InputMaybe<Scalars['Int']['input']>;
  sessionId: Scalars['ID']['input'];
  status?: InputMaybe<AttendanceStatus>;
};


export type MutationSetClientAnticipatedDischargeDateArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  mrNo: Scalars['String']['input'];
};


export type MutationSetClientLabelsArgs = {
  labelIds: Array<Scalars['ID']['input']>;
  mrNo: Scalars['String']['input'];
};


export type MutationSetClientPrimaryTherapistArgs = {
  clinicianId?: InputMaybe<Scalars['ID']['input']>;
  mrNo: Scalars['String']['input'];
};


export type MutationSetReminderArgs = {
  input: ReminderInput;
};


export type MutationSignGroupNoteArgs = {
  id: Scalars['ID']['input'];
  signature: SignatureInput;
};


export type MutationSignTreatmentPlanArgs = {
  id: Scalars['ID']['input'];
  seenStateVector?: InputMaybe<Scalars['String']['input']>;
  signature: SignatureInput;
};


export type MutationStartDirectConversationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationStartKioskArgs = {
  sessionId: Scalars['ID']['input'];
  signOutHere?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationStartTreatmentPlanArgs = {
  mrNo: Scalars['String']['input'];
};


export type MutationSubmitGroupNoteArgs = {
  id: Scalars['ID']['input'];
  seenStateVector?: InputMaybe<Scalars['String']['input']>;
  signature: SignatureInput;
};


export type MutationTransferClientArgs = {
  input: TransferInput;
  mrNo: Scalars['String']['input'];
};


export type MutationUpdateClientContactArgs = {
  contactId: Scalars['ID']['input'];
  input: ClientContactInput;
  mrNo: Scalars['String']['input'];
};


export type MutationUpdateClientDemographicsArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  input: ClientDemographicsInput;
  mrNo: Scalars['String']['input'];
};


export type MutationUpdateClientDiagnosisArgs = {
  id: Scalars['ID']['input'];
  input: UpdateClientDiagnosisInput;
  mrNo: Scalars['String']['input'];
};


export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
};


export type MutationUpdateGroupArgs = {
  id: Scalars['ID']['input'];
  input: GroupUpdateInput;
};


export type MutationUpdateGroupSessionArgs = {
  id: Scalars['ID']['input'];
  input: GroupSessionUpdateInput;
};


export type MutationUpdateLabelArgs = {
  id: Scalars['ID']['input'];
  input: LabelUpdateInput;
};


export type MutationUpdateOrganizationSettingsArgs = {
  input: OrganizationSettingsInput;
};


export type MutationUpdateProgramArgs = {
  id: Scalars['ID']['input'];
  input: ProgramUpdateInput;
};


export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTaskInput;
};


export type MutationVerifyTwoFactorLoginArgs = {
  challengeToken: Scalars['String']['input'];
  code: Scalars['String']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Its item was dealt with (the note approved or returned, by anyone): nothing left to do. Done ones are read too. */
  done: Scalars['Boolean']['output'];
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** In-app path of the item it is about; null for an announcement. */
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: NotificationType;
};

/** The signed-in user's notification counts: the bell shows `unread`. */
export type NotificationCounts = {
  __typename?: 'NotificationCounts';
  /** Only the types the user has any notification of. */
  byType: Array<NotificationTypeCount>;
  total: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

export type NotificationPage = {
  __typename?: 'NotificationPage';
  pageInfo: PageInfo;
  results: Array<Notification>;
};

/** What a notification is about (schema/src/notifications.ts NOTIFICATION_TYPES). */
export type NotificationType =
  | 'announcement'
  | 'break_glass_decided'
  | 'break_glass_requested'
  | 'group_note_approved'
  | 'group_note_kicked_back'
  | 'group_note_signee_added'
  | 'group_note_submitted'
  | 'group_session_soon'
  | 'mention'
  | 'reminder_due'
  | 'task_assigned'
  | 'task_due';

export type NotificationTypeCount = {
  __typename?: 'NotificationTypeCount';
  total: Scalars['Int']['output'];
  type: NotificationType;
  unread: Scalars['Int']['output'];
};

/** Notifications of the signed-in user that became done (their item was dealt with). */
export type NotificationsDone = {
  __typename?: 'NotificationsDone';
  doneAt: Scalars['DateTime']['output'];
  ids: Array<Scalars['ID']['output']>;
};

/** An organization event (staff meeting, training, fire drill, celebration) shown to its audience. */
export type OrgEvent = {
  __typename?: 'OrgEvent';
  allDay: Scalars['Boolean']['output'];
  audience: EventAudience;
  /** Whether the signed-in user may edit or cancel it. */
  canManage: Scalars['Boolean']['output'];
  cancelled: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  createdBy?: Maybe<ClinicianRef>;
  description?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  place?: Maybe<Scalars['String']['output']>;
  startsAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * The organization's settings: every staff member reads them, administrators change them (each
 * change is logged with its before and after).
 */
export type OrganizationSettings = {
  __typename?: 'OrganizationSettings';
  /** Group notes: minutes before a session's start when check-in, attendance marks and writing the note open (0–240). */
  checkInOpensMinutesBefore: Scalars['Int']['output'];
  /** Group notes: the shared narrative in one client's copy (print or export); redacted by default. */
  groupNarrativeInClientCopy: ClientCopyNarrativeMode;
  /** Null while the organization has the defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedBy?: Maybe<ClinicianRef>;
};

/** Any subset of the settings; bad values are refused with the field named. */
export type OrganizationSettingsInput = {
  checkInOpensMinutesBefore?: InputMaybe<Scalars['Int']['input']>;
  groupNarrativeInClientCopy?: InputMaybe<ClientCopyNarrativeMode>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PendingSigner = {
  __typename?: 'PendingSigner';
  role: SignatureRole;
  user: ClinicianRef;
};

/** The top of a printed page: organization, location, and who printed it when (the audited print). */
export type PrintHeader = {
  __typename?: 'PrintHeader';
  locationName: Scalars['String']['output'];
  organizationName: Scalars['String']['output'];
  printedAt: Scalars['DateTime']['output'];
  printedBy: Scalars['String']['output'];
};

export type Program = {
  __typename?: 'Program';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  levelOfCare?: Maybe<Scalars['String']['output']>;
  /** Null when the program runs at every location. */
  locationId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type ProgramInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  levelOfCare?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

export type ProgramRef = {
  __typename?: 'ProgramRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProgramUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  levelOfCare?: InputMaybe<Scalars['String']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The organization's activity log, newest first. Reading it is itself logged (it names clients). */
  activityLog: ActivityLogPage;
  /**
   * Submitted group notes of the supervisor's locations: ready to approve first, then those waiting
   * for co-signers, then the caller's own submissions; oldest submission first within each.
   */
  approvalQueue: GroupNotePage;
  /**
   * Who may join the client's care team (`care-team/candidates`): active staff of every location of the
   * organization, those of the client's location first; at most 25, narrowed by `searchQuery` (a name).
   */
  careTeamCandidates: Array<CareTeamCandidate>;
  /** Emergency-access requests about clients of the reviewer's locations; waiting and open ones when no status is given. */
  chartAccessRequests: Array<ChartAccessRequest>;
  client?: Maybe<ClientSummary>;
  /** The client's care team (`care-team`, §7): the primary therapist first, then the members. */
  clientCareTeam: Array<CareTeamMember>;
  /** The client's Part 2 consents, the latest signed first, each with its status today. */
  clientConsents: Array<ClientConsent>;
  /** The client's family members and other contacts (`family-members`, §7): emergency contacts and guardians first. */
  clientContacts: Array<ClientContact>;
  /** Every version of the client's demographics, newest first. */
  clientDemographics: Array<ClientDemographics>;
  /**
   * The client's diagnoses (`diagnoses`, §7): active ones with the primary first, then resolved ones, then
   * those entered in error (latest marked first).
   */
  clientDiagnoses: Array<ClientDiagnosis>;
  /** The accounting of the client's disclosures, the latest first. */
  clientDisclosures: Array<ClientDisclosure>;
  /**
   * The client's documents (`documents`, §7), newest first; by category; with `includeDeleted`, the deleted
   * ones after them.
   */
  clientDocuments: Array<ClientDocument>;
  /** Clients of the organization with this name (any case) and date of birth, at any of its locations. */
  clientDuplicates: Array<ClientDuplicate>;
  /** Every episode of care of the client, newest first. */
  clientEpisodes: Array<ClientEpisode>;
  /**
   * What a client print page shows (the admission face sheet unless `page` says otherwise), logged as a
   * disclosure; null when the client is not found or is outside the caller's locations.
   */
  clientFaceSheet?: Maybe<ClientFaceSheet>;
  clientGroupNotes: ClientGroupNotePage;
  clientGroupSchedule: ClientGroupSchedule;
  /** The client's levels of care, effective-dated, newest first. */
  clientLevelOfCareHistory: Array<LevelOfCareChange>;
  /** The client's locations, effective-dated, newest first. */
  clientLocationHistory: Array<LocationChange>;
  clientReferrals: Array<ClientReferral>;
  /** The client's treatment plans (`treatment-plannings`, §7), every stay and version, newest first. */
  clientTreatmentPlans: Array<TreatmentPlan>;
  clients: ClientPage;
  clinician?: Maybe<Clinician>;
  clinicians: ClinicianPage;
  conversation?: Maybe<Conversation>;
  /** A page of the signed-in user's conversations (200): the most recent, or those after the conversation `before` in that order. */
  conversationPage: ConversationPage;
  /** The signed-in user's conversations, most recent activity first, with unread counts. */
  conversations: Array<Conversation>;
  /**
   * ICD-10-CM codes by code prefix ("F11.2") or by words of the description ("opioid withdrawal"): codes
   * starting with the prefix first, then billable codes, then code order.
   */
  diagnosisCodes: Array<DiagnosisCode>;
  event: OrgEvent;
  /** The organization's events the signed-in user may see, 25 a page (§3 eventSize); `from`/`to` limit to events overlapping that window. */
  events: EventPage;
  group?: Maybe<Group>;
  groupNote?: Maybe<GroupNote>;
  /** One client's copy of a signed note, for printing or export (audited as a print). */
  groupNoteClientCopy: GroupNoteClientCopy;
  /** The note's text; with clientId, the narrative and that client's note only. */
  groupNoteContent: GroupNoteContent;
  /** Signed notes (submitted or approved) of one session or a date range, for printing. */
  groupNotesPrint: Array<GroupNotePrint>;
  groupSession?: Maybe<GroupSession>;
  groupSessions: GroupSessionPage;
  groups: GroupPage;
  /** A location's handoff board history for whoever may open the board: recorded shifts newest first, 25 a page, and the shift in progress. */
  handoffHistory: HandoffHistory;
  /** One shift of a board with who wrote what (logged as a read). */
  handoffShift: HandoffShiftView;
  /** One shift of a board for printing, with the print header (logged as a print). */
  handoffShiftPrint: HandoffShiftPrint;
  /** The kiosk's session; the request must carry the kiosk token as its bearer token. */
  kioskSession: KioskSession;
  /** The organization's labels by name; archived ones too with `includeArchived`. */
  labels: Array<Label>;
  /** The client's current demographics (§7 latest-demographic); null when the client is not found. */
  latestClientDemographic?: Maybe<ClientDemographics>;
  /** A location's live board, for the staff who work there: newest first, 50 at a time; `before` pages back. */
  locationBoard: LocationBoard;
  /** The signed-in user, or null when nobody is signed in. */
  me?: Maybe<Me>;
  /** History of a conversation, 30 a page: the newest, or those before the message `before`. */
  messages: MessagePage;
  notificationCounts: NotificationCounts;
  /** The signed-in user's notifications, newest first, 25 a page (§3 notifSize). */
  notifications: NotificationPage;
  /** The caller's organization's settings (defaults where never chosen). */
  organizationSettings: OrganizationSettings;
  programs: Array<Program>;
  /** The signed-in user's reminders: upcoming (soonest first) or fired (newest first), 25 a page. */
  reminders: ReminderPage;
  rooms: Array<Room>;
  /** Messages of the signed-in user's conversations containing `q` (at least 2 characters), newest first. */
  searchMessages: MessageSearchPage;
  task: Task;
  taskCounts: TaskCounts;
  /** The signed-in user's tasks, open ones soonest due first, 25 a page (§7). */
  tasks: TaskPage;
  /** One treatment plan with its outline and texts; NOT_FOUND outside the caller's reach. */
  treatmentPlan: TreatmentPlan;
  /** Treatment plans of the caller's locations (administrators: every location), newest first, 25 a page. */
  treatmentPlans: TreatmentPlanPage;
  /** The server's running version (§7). */
  version: Scalars['String']['output'];
};


export type QueryActivityLogArgs = {
  filter?: InputMaybe<ActivityLogFilter>;
};


export type QueryApprovalQueueArgs = {
  filter?: InputMaybe<ApprovalQueueFilter>;
};


export type QueryCareTeamCandidatesArgs = {
  mrNo: Scalars['String']['input'];
  searchQuery?: InputMaybe<Scalars['String']['input']>;
};


export type QueryChartAccessRequestsArgs = {
  status?: InputMaybe<Array<ChartAccessStatus>>;
};


export type QueryClientArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientCareTeamArgs = {
  includeRemoved?: InputMaybe<Scalars['Boolean']['input']>;
  mrNo: Scalars['String']['input'];
};


export type QueryClientConsentsArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientContactsArgs = {
  includeRemoved?: InputMaybe<Scalars['Boolean']['input']>;
  mrNo: Scalars['String']['input'];
};


export type QueryClientDemographicsArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientDiagnosesArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientDisclosuresArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientDocumentsArgs = {
  category?: InputMaybe<ClientDocumentCategory>;
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  mrNo: Scalars['String']['input'];
};


export type QueryClientDuplicatesArgs = {
  dateOfBirth: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};


export type QueryClientEpisodesArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientFaceSheetArgs = {
  mrNo: Scalars['String']['input'];
  page?: InputMaybe<ClientPrintPage>;
};


export type QueryClientGroupNotesArgs = {
  mrNo: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClientGroupScheduleArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientLevelOfCareHistoryArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientLocationHistoryArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientReferralsArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientTreatmentPlansArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryClientsArgs = {
  filter?: InputMaybe<ClientFilter>;
};


export type QueryClinicianArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCliniciansArgs = {
  filter?: InputMaybe<ClinicianFilter>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConversationPageArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDiagnosisCodesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<EventPeriod>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupNoteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupNoteClientCopyArgs = {
  clientId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryGroupNoteContentArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryGroupNotesPrintArgs = {
  filter: GroupNotePrintFilter;
};


export type QueryGroupSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupSessionsArgs = {
  filter?: InputMaybe<GroupSessionFilter>;
};


export type QueryGroupsArgs = {
  filter?: InputMaybe<GroupFilter>;
};


export type QueryHandoffHistoryArgs = {
  locationId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHandoffShiftArgs = {
  locationId: Scalars['ID']['input'];
  shiftId: Scalars['ID']['input'];
};


export type QueryHandoffShiftPrintArgs = {
  locationId: Scalars['ID']['input'];
  shiftId: Scalars['ID']['input'];
};


export type QueryLabelsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryLatestClientDemographicArgs = {
  mrNo: Scalars['String']['input'];
};


export type QueryLocationBoardArgs = {
  before?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  locationId: Scalars['ID']['input'];
};


export type QueryMessagesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  types?: InputMaybe<Array<NotificationType>>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProgramsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRemindersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReminderStatus>;
};


export type QueryRoomsArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTaskCountsArgs = {
  scope?: InputMaybe<TaskScope>;
};


export type QueryTasksArgs = {
  dueBefore?: InputMaybe<Scalars['DateTime']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<TaskScope>;
  status?: InputMaybe<TaskStatus>;
};


export type QueryTreatmentPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTreatmentPlansArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TreatmentPlanStatus>;
};

export type ReferralInput = {
  contact?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  referralDate: Scalars['String']['input'];
  referredTo: Scalars['String']['input'];
};

/** A reminder the signed-in user set on an item; when due it becomes a reminder_due notification. */
export type Reminder = {
  __typename?: 'Reminder';
  createdAt: Scalars['DateTime']['output'];
  firedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  link: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  remindAt: Scalars['DateTime']['output'];
  subjectId: Scalars['String']['output'];
  subjectLabel: Scalars['String']['output'];
  subjectType: ReminderSubject;
};

export type ReminderInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  remindAt: Scalars['DateTime']['input'];
  /** A session or note id, or a client's MR number. */
  subjectId: Scalars['String']['input'];
  subjectType: ReminderSubject;
};

export type ReminderPage = {
  __typename?: 'ReminderPage';
  pageInfo: PageInfo;
  results: Array<Reminder>;
};

export type ReminderStatus =
  | 'fired'
  | 'upcoming';

export type ReminderSubject =
  | 'client'
  | 'group_note'
  | 'group_session';

export type RenderedContent = {
  __typename?: 'RenderedContent';
  empty: Scalars['Boolean']['output'];
  html: Scalars['String']['output'];
  /** Serialized Lexical editor state, as a JSON string. */
  json: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Role =
  | 'admin'
  | 'admissions'
  | 'bht'
  | 'client'
  | 'nurse'
  | 'physician'
  | 'supervisor'
  | 'therapist';

export type Room = {
  __typename?: 'Room';
  active: Scalars['Boolean']['output'];
  capacity?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  locationId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type RoomInput = {
  capacity?: InputMaybe<Scalars['Int']['input']>;
  locationId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type RoomRef = {
  __typename?: 'RoomRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A weekly time slot; weekday 0 is Sunday. Times are HH:mm in the server time zone. */
export type ScheduleSlot = {
  __typename?: 'ScheduleSlot';
  endTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
  weekday: Scalars['Int']['output'];
};

export type ScheduleSlotInput = {
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
  weekday: Scalars['Int']['input'];
};

export type SessionOrigin =
  | 'ad_hoc'
  | 'schedule';

/** The sex recorded at birth (distinct from the client's gender identity). */
export type SexAssignedAtBirth =
  | 'female'
  | 'intersex'
  | 'male'
  | 'unknown';

/** Password or PIN re-entry; exactly one. */
export type SignatureInput = {
  password?: InputMaybe<Scalars['String']['input']>;
  pin?: InputMaybe<Scalars['String']['input']>;
};

export type SignatureMethod =
  | 'password'
  | 'pin';

export type SignatureRole =
  | 'additional_signee'
  | 'co_facilitator'
  | 'facilitator'
  | 'supervisor';

export type SortDirection =
  | 'asc'
  | 'desc';

export type Subscription = {
  __typename?: 'Subscription';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Lines added to the location's board, as they happen (its own staff only). */
  boardEntryAdded: BoardEntry;
  /** Changes to one client's chart, for staff who have it open. */
  clientChanged: ClientChange;
  /** Any of the signed-in user's conversations as it changes (new message, read, edit): keeps the list and unread badges live. */
  conversationsChanged: Conversation;
  /** Events of the signed-in user's audience as they are created, changed or cancelled. */
  eventChanged: OrgEvent;
  /** Changes to group notes the signed-in user may see; with noteId, that note only. */
  groupNoteChanged: GroupNoteChange;
  /** Messages added, edited and deleted, and read receipts, in one conversation of the signed-in user's. */
  messageAdded: MessageEvent;
  /** Notifications for the signed-in user, as they are created. */
  notificationAdded: Notification;
  /** The signed-in user's counts, whenever a notification arrives or is read (in any tab or device). */
  notificationCountsChanged: NotificationCounts;
  /** Notifications of the signed-in user done by anyone (a note to approve was approved or returned). */
  notificationsDone: NotificationsDone;
  /** Changes to tasks the signed-in user is assigned to or created. */
  taskChanged: TaskChange;
  /** Who else is typing in one conversation of the signed-in user's. */
  typing: TypingEvent;
};


export type SubscriptionBoardEntryAddedArgs = {
  locationId: Scalars['ID']['input'];
};


export type SubscriptionClientChangedArgs = {
  mrNo: Scalars['String']['input'];
};


export type SubscriptionGroupNoteChangedArgs = {
  noteId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageAddedArgs = {
  conversationId: Scalars['ID']['input'];
};


export type SubscriptionTypingArgs = {
  conversationId: Scalars['ID']['input'];
};

/** A piece of work one staff member asks another (or themselves) to do, maybe about a client, a session or a note. */
export type Task = {
  __typename?: 'Task';
  assignee: ClinicianRef;
  createdAt: Scalars['DateTime']['output'];
  createdBy: ClinicianRef;
  description?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  doneBy?: Maybe<ClinicianRef>;
  /** When it is due; none for a task without a deadline. */
  dueAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Open and past its due time. */
  overdue: Scalars['Boolean']['output'];
  permissions: TaskPermissions;
  /** A session or note id, or a client's MR number. */
  subjectId?: Maybe<Scalars['String']['output']>;
  /** What it is about as staff know it, e.g. "Jane Doe (MR-1001)". */
  subjectLabel?: Maybe<Scalars['String']['output']>;
  /** In-app path of what it is about. */
  subjectLink?: Maybe<Scalars['String']['output']>;
  subjectType?: Maybe<TaskSubject>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A change to a task the subscriber is assigned to or created. */
export type TaskChange = {
  __typename?: 'TaskChange';
  change: TaskChangeKind;
  occurredAt: Scalars['DateTime']['output'];
  /** The task as the subscriber may now see it; null when deleted or no longer theirs to see. */
  task?: Maybe<Task>;
  taskId: Scalars['ID']['output'];
};

export type TaskChangeKind =
  | 'completed'
  | 'created'
  | 'deleted'
  | 'reopened'
  | 'updated';

/** Open tasks of a list: all of them, those past due, and those due today (server time zone). */
export type TaskCounts = {
  __typename?: 'TaskCounts';
  dueToday: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  overdue: Scalars['Int']['output'];
};

export type TaskPage = {
  __typename?: 'TaskPage';
  pageInfo: PageInfo;
  results: Array<Task>;
};

/** What the signed-in user may do with a task; the server decides, the app shows or hides. */
export type TaskPermissions = {
  __typename?: 'TaskPermissions';
  complete: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
  edit: Scalars['Boolean']['output'];
};

/** Whose tasks a list shows. */
export type TaskScope =
  /** Created by the signed-in user for someone else. */
  | 'assigned_by_me'
  /** Assigned to the signed-in user (the default). */
  | 'assigned_to_me';

export type TaskStatus =
  | 'all'
  | 'done'
  | 'open';

/** What a task can be about (schema/src/rest/tasks.ts TASK_SUBJECTS): the same items a reminder can point at. */
export type TaskSubject =
  | 'client'
  | 'group_note'
  | 'group_session';

export type TransferInput = {
  effectiveDate: Scalars['String']['input'];
  locationId: Scalars['ID']['input'];
  /** The program at the new location; without it a program of the old location is left behind. */
  programId?: InputMaybe<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
};

/** A treatment plan: one per episode of care and version, written together in its collaborative document. */
export type TreatmentPlan = {
  __typename?: 'TreatmentPlan';
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The supervisor who approved the signed content, and when; null until then. */
  approvedBy?: Maybe<ClinicianRef>;
  client: ClientRef;
  /** SHA-256 of the signed outline and texts (their canonical JSON). */
  contentHash?: Maybe<Scalars['String']['output']>;
  /** The collaborative document the plan is written in (`treatmentPlan.<id>`). */
  documentName: Scalars['String']['output'];
  episodeId: Scalars['ID']['output'];
  episodeNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The outline as stored now: problems, each with its goals, objectives and interventions. Empty in lists. */
  items: Array<TreatmentPlanItem>;
  /** The episode's level of care when the plan was started (ASAM level id). */
  levelOfCare: Scalars['String']['output'];
  /** The client's location now. */
  location: Location;
  /** Why the plan was last returned to its author; null unless it was. */
  returnReason?: Maybe<Scalars['String']['output']>;
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The author's signature over the plan as stored when they signed it; null until then. */
  signedBy?: Maybe<ClinicianRef>;
  /** What keeps the plan from being signed, each naming the item ("Problem 1, goal 2 has no objective."). Empty in lists. */
  signingGaps: Array<Scalars['String']['output']>;
  startedAt: Scalars['DateTime']['output'];
  startedBy?: Maybe<ClinicianRef>;
  status: TreatmentPlanStatus;
  version: Scalars['Int']['output'];
};

/**
 * One item of a plan's outline with its text as stored. Which fields an item has depends on its kind
 * (schema/src/treatmentPlans.ts PLAN_ITEM_FIELDS); the others are null.
 */
export type TreatmentPlanItem = {
  __typename?: 'TreatmentPlanItem';
  /** A problem's ASAM dimension, 1 to 6. */
  asamDimension?: Maybe<Scalars['Int']['output']>;
  children: Array<TreatmentPlanItem>;
  /** A problem's ICD-10-CM code, one of the client's diagnoses. */
  diagnosisCode?: Maybe<Scalars['String']['output']>;
  /** How often an intervention is given, e.g. "Weekly, 50 minutes". */
  frequency?: Maybe<Scalars['String']['output']>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: TreatmentPlanItemKind;
  /** The clinician responsible for an intervention. */
  responsibleId?: Maybe<Scalars['ID']['output']>;
  /** An objective's status (schema/src/treatmentPlans.ts OBJECTIVE_STATUSES). */
  status?: Maybe<Scalars['String']['output']>;
  /** An objective's target date, YYYY-MM-DD. */
  targetDate?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type TreatmentPlanItemKind =
  | 'goal'
  | 'intervention'
  | 'objective'
  | 'problem';

export type TreatmentPlanPage = {
  __typename?: 'TreatmentPlanPage';
  pageInfo: PageInfo;
  results: Array<TreatmentPlan>;
};

/** Where a treatment plan stands (schema/src/treatmentPlans.ts TREATMENT_PLAN_STATUSES). */
export type TreatmentPlanStatus =
  | 'approved'
  | 'awaiting_approval'
  | 'draft'
  | 'returned';

/** Second step of a login when the user has two-factor authentication on. */
export type TwoFactorChallenge = {
  __typename?: 'TwoFactorChallenge';
  challengeToken: Scalars['String']['output'];
};

export type TypingEvent = {
  __typename?: 'TypingEvent';
  conversationId: Scalars['ID']['output'];
  /** The typist's full name, for "<Name> is typing…". */
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/**
 * Only the fields given change; `onsetDate: null` or `notes: null` clears them. `status: resolved` resolves
 * the diagnosis (on `resolvedDate`, today when absent); `status: active` makes it active again.
 */
export type UpdateClientDiagnosisInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  onsetDate?: InputMaybe<Scalars['String']['input']>;
  rank?: InputMaybe<DiagnosisRank>;
  resolvedDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ClinicalDiagnosisStatus>;
};

/** Only the fields given change; `dueAt: null` or `description: null` clears them. */
export type UpdateTaskInput = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueAt?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  LoginResult:
    | ( Omit<LoginSuccess, 'user'> & { user: _RefType['Me'] } )
    | ( TwoFactorChallenge )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessAudience: AccessAudience;
  AccessRefusal: AccessRefusal;
  AccessScope: AccessScope;
  ActivityActor: ResolverTypeWrapper<ActivityActorRest>;
  ActivityLogEntry: ResolverTypeWrapper<ActivityLogEntryRest>;
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogPage: ResolverTypeWrapper<Omit<ActivityLogPage, 'results'> & { results: Array<ResolversTypes['ActivityLogEntry']> }>;
  AddClientDiagnosisInput: AddClientDiagnosisInput;
  AdmissionInput: AdmissionInput;
  ApprovalQueueFilter: ApprovalQueueFilter;
  ApprovalReadiness: ApprovalReadiness;
  AttendanceCounts: ResolverTypeWrapper<AttendanceCountsRest>;
  AttendanceEntry: ResolverTypeWrapper<AttendanceEntryRest>;
  AttendanceStatus: AttendanceStatus;
  BoardEntry: ResolverTypeWrapper<BoardEntryRest>;
  BoardEntryKind: BoardEntryKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BreakGlassReceipt: ResolverTypeWrapper<BreakGlassReceiptRest>;
  CareTeamCandidate: ResolverTypeWrapper<CareTeamCandidateRest>;
  CareTeamMember: ResolverTypeWrapper<CareTeamMemberRest>;
  CareTeamMemberInput: CareTeamMemberInput;
  CareTeamRole: CareTeamRole;
  ChartAccessClient: ResolverTypeWrapper<ChartAccessClient>;
  ChartAccessRequest: ResolverTypeWrapper<ChartAccessRequestRest>;
  ChartAccessStatus: ChartAccessStatus;
  ChartAccessVia: ChartAccessVia;
  CheckInMethod: CheckInMethod;
  ClientChange: ResolverTypeWrapper<ClientChangeMessageRest>;
  ClientChartAccess: ResolverTypeWrapper<ClientChartAccess>;
  ClientChartPart: ClientChartPart;
  ClientConsent: ResolverTypeWrapper<ClientConsentRest>;
  ClientConsentInput: ClientConsentInput;
  ClientContact: ResolverTypeWrapper<ClientContactRest>;
  ClientContactInput: ClientContactInput;
  ClientCopyNarrativeMode: ClientCopyNarrativeMode;
  ClientDemographics: ResolverTypeWrapper<ClientDemographicsRest>;
  ClientDemographicsInput: ClientDemographicsInput;
  ClientDiagnosis: ResolverTypeWrapper<ClientDiagnosisRest>;
  ClientDisclosure: ResolverTypeWrapper<ClientDisclosureRest>;
  ClientDisclosureInput: ClientDisclosureInput;
  ClientDocument: ResolverTypeWrapper<ClientDocumentRest>;
  ClientDocumentCategory: ClientDocumentCategory;
  ClientDuplicate: ResolverTypeWrapper<ClientDuplicateRest>;
  ClientEpisode: ResolverTypeWrapper<ClientEpisodeRest>;
  ClientFaceSheet: ResolverTypeWrapper<ClientFaceSheetRest>;
  ClientFilter: ClientFilter;
  ClientGroup: ResolverTypeWrapper<Omit<ClientGroup, 'facilitators' | 'room' | 'schedule'> & { facilitators: Array<ResolversTypes['ClinicianRef']>, room?: Maybe<ResolversTypes['RoomRef']>, schedule: Array<ResolversTypes['ScheduleSlot']> }>;
  ClientGroupNotePage: ResolverTypeWrapper<Omit<ClientGroupNotePage, 'results'> & { results: Array<ResolversTypes['ClientGroupNoteRow']> }>;
  ClientGroupNoteRow: ResolverTypeWrapper<ClientGroupNoteRowRest>;
  ClientGroupSchedule: ResolverTypeWrapper<ClientGroupScheduleRest>;
  ClientLabelSet: ResolverTypeWrapper<ClientLabelSetRest>;
  ClientPage: ResolverTypeWrapper<Omit<ClientPage, 'results'> & { results: Array<ResolversTypes['ClientSummary']> }>;
  ClientPrintPage: ClientPrintPage;
  ClientRef: ResolverTypeWrapper<ClientRefRest>;
  ClientReferral: ResolverTypeWrapper<ClientReferralRest>;
  ClientSortField: ClientSortField;
  ClientStatus: ClientStatus;
  ClientSummary: ResolverTypeWrapper<ClientSummaryRest>;
  ClinicalDiagnosisStatus: ClinicalDiagnosisStatus;
  Clinician: ResolverTypeWrapper<ClinicianRest>;
  ClinicianFilter: ClinicianFilter;
  ClinicianPage: ResolverTypeWrapper<Omit<ClinicianPage, 'results'> & { results: Array<ResolversTypes['Clinician']> }>;
  ClinicianPermissions: ResolverTypeWrapper<ClinicianPermissions>;
  ClinicianRef: ResolverTypeWrapper<ClinicianRefRest>;
  ConsentEventInput: ConsentEventInput;
  ConsentExpiryEvent: ConsentExpiryEvent;
  ConsentRevocationInput: ConsentRevocationInput;
  ConsentSigner: ConsentSigner;
  ConsentStatus: ConsentStatus;
  Conversation: ResolverTypeWrapper<ConversationRest>;
  ConversationKind: ConversationKind;
  ConversationMember: ResolverTypeWrapper<ConversationMemberRest>;
  ConversationPage: ResolverTypeWrapper<Omit<ConversationPage, 'results'> & { results: Array<ResolversTypes['Conversation']> }>;
  CreateClientInput: CreateClientInput;
  CreateClientPayload: ResolverTypeWrapper<ClientIntakeResultRest>;
  CreateConversationInput: CreateConversationInput;
  CreateTaskInput: CreateTaskInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DiagnosisCode: ResolverTypeWrapper<DiagnosisCodeRest>;
  DiagnosisRank: DiagnosisRank;
  DiagnosisStatus: DiagnosisStatus;
  DischargeInput: DischargeInput;
  DischargeType: DischargeType;
  DisclosedDocument: ResolverTypeWrapper<DisclosedDocumentRest>;
  DisclosureCategory: DisclosureCategory;
  DisclosureMethod: DisclosureMethod;
  EventAudience: ResolverTypeWrapper<EventAudience>;
  EventAudienceInput: EventAudienceInput;
  EventAudienceKind: EventAudienceKind;
  EventInput: EventInput;
  EventPage: ResolverTypeWrapper<Omit<EventPage, 'results'> & { results: Array<ResolversTypes['OrgEvent']> }>;
  EventPeriod: EventPeriod;
  GenerateSessionsInput: GenerateSessionsInput;
  GenerateSessionsResult: ResolverTypeWrapper<GenerateSessionsResultRest>;
  Group: ResolverTypeWrapper<GroupRest>;
  GroupFilter: GroupFilter;
  GroupInput: GroupInput;
  GroupNote: ResolverTypeWrapper<GroupNoteRest>;
  GroupNoteActionResult: ResolverTypeWrapper<GroupNoteActionResultRest>;
  GroupNoteAddendum: ResolverTypeWrapper<GroupNoteAddendumRest>;
  GroupNoteChange: ResolverTypeWrapper<GroupNoteChangeMessageRest>;
  GroupNoteChangeKind: GroupNoteChangeKind;
  GroupNoteClientContent: ResolverTypeWrapper<GroupNoteClientContentRest>;
  GroupNoteClientCopy: ResolverTypeWrapper<GroupNoteClientCopyRest>;
  GroupNoteContent: ResolverTypeWrapper<GroupNoteContentRest>;
  GroupNoteKickBack: ResolverTypeWrapper<Omit<GroupNoteKickBack, 'by'> & { by: ResolversTypes['ClinicianRef'] }>;
  GroupNotePage: ResolverTypeWrapper<Omit<GroupNotePage, 'results'> & { results: Array<ResolversTypes['GroupNote']> }>;
  GroupNotePermissions: ResolverTypeWrapper<GroupNotePermissionsRest>;
  GroupNotePrint: ResolverTypeWrapper<GroupNotePrintRest>;
  GroupNotePrintFilter: GroupNotePrintFilter;
  GroupNoteSignature: ResolverTypeWrapper<GroupNoteSignatureRest>;
  GroupNoteStatus: GroupNoteStatus;
  GroupNoteStatusChange: ResolverTypeWrapper<GroupNoteStatusChangeRest>;
  GroupPage: ResolverTypeWrapper<Omit<GroupPage, 'results'> & { results: Array<ResolversTypes['Group']> }>;
  GroupPermissions: ResolverTypeWrapper<GroupPermissions>;
  GroupSession: ResolverTypeWrapper<GroupSessionRest>;
  GroupSessionFilter: GroupSessionFilter;
  GroupSessionInput: GroupSessionInput;
  GroupSessionPage: ResolverTypeWrapper<Omit<GroupSessionPage, 'results'> & { results: Array<ResolversTypes['GroupSession']> }>;
  GroupSessionPermissions: ResolverTypeWrapper<GroupSessionPermissions>;
  GroupSessionUpdateInput: GroupSessionUpdateInput;
  GroupUpdateInput: GroupUpdateInput;
  HandoffBlock: ResolverTypeWrapper<HandoffBlock>;
  HandoffBlockKind: HandoffBlockKind;
  HandoffContributor: ResolverTypeWrapper<HandoffContributor>;
  HandoffHistory: ResolverTypeWrapper<HandoffHistory>;
  HandoffPerson: ResolverTypeWrapper<HandoffPerson>;
  HandoffSegment: ResolverTypeWrapper<HandoffSegment>;
  HandoffShiftName: HandoffShiftName;
  HandoffShiftPage: ResolverTypeWrapper<HandoffShiftPage>;
  HandoffShiftPrint: ResolverTypeWrapper<Omit<HandoffShiftPrint, 'content' | 'header'> & { content?: Maybe<ResolversTypes['RenderedContent']>, header: ResolversTypes['PrintHeader'] }>;
  HandoffShiftSummary: ResolverTypeWrapper<HandoffShiftSummary>;
  HandoffShiftView: ResolverTypeWrapper<Omit<HandoffShiftView, 'content'> & { content?: Maybe<ResolversTypes['RenderedContent']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KioskCheckInResult: ResolverTypeWrapper<KioskCheckInResultRest>;
  KioskEntry: ResolverTypeWrapper<KioskEntryRest>;
  KioskSession: ResolverTypeWrapper<KioskSessionRest>;
  KioskStart: ResolverTypeWrapper<KioskStartRest>;
  Label: ResolverTypeWrapper<LabelRest>;
  LabelColor: LabelColor;
  LabelInput: LabelInput;
  LabelUpdateInput: LabelUpdateInput;
  LevelOfCareChange: ResolverTypeWrapper<LevelOfCareChangeRest>;
  LevelOfCareChangeInput: LevelOfCareChangeInput;
  Location: ResolverTypeWrapper<Location>;
  LocationBoard: ResolverTypeWrapper<LocationBoardRest>;
  LocationChange: ResolverTypeWrapper<LocationChangeRest>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  LoginSuccess: ResolverTypeWrapper<Omit<LoginSuccess, 'user'> & { user: ResolversTypes['Me'] }>;
  Me: ResolverTypeWrapper<MeRest>;
  Message: ResolverTypeWrapper<MessageRest>;
  MessageChange: MessageChange;
  MessageEvent: ResolverTypeWrapper<Omit<MessageEvent, 'message' | 'reader'> & { message?: Maybe<ResolversTypes['Message']>, reader?: Maybe<ResolversTypes['ConversationMember']> }>;
  MessagePage: ResolverTypeWrapper<MessagePageRest>;
  MessageSearchHit: ResolverTypeWrapper<MessageSearchHitRest>;
  MessageSearchPage: ResolverTypeWrapper<Omit<MessageSearchPage, 'results'> & { results: Array<ResolversTypes['MessageSearchHit']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationRest>;
  NotificationCounts: ResolverTypeWrapper<NotificationCountsRest>;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'results'> & { results: Array<ResolversTypes['Notification']> }>;
  NotificationType: NotificationType;
  NotificationTypeCount: ResolverTypeWrapper<NotificationTypeCount>;
  NotificationsDone: ResolverTypeWrapper<NotificationsDone>;
  OrgEvent: ResolverTypeWrapper<OrgEventRest>;
  OrganizationSettings: ResolverTypeWrapper<OrganizationSettingsResponseRest>;
  OrganizationSettingsInput: OrganizationSettingsInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PendingSigner: ResolverTypeWrapper<PendingSignerRest>;
  PrintHeader: ResolverTypeWrapper<PrintHeaderRest>;
  Program: ResolverTypeWrapper<ProgramRest>;
  ProgramInput: ProgramInput;
  ProgramRef: ResolverTypeWrapper<ProgramRef>;
  ProgramUpdateInput: ProgramUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReferralInput: ReferralInput;
  Reminder: ResolverTypeWrapper<ReminderRest>;
  ReminderInput: ReminderInput;
  ReminderPage: ResolverTypeWrapper<Omit<ReminderPage, 'results'> & { results: Array<ResolversTypes['Reminder']> }>;
  ReminderStatus: ReminderStatus;
  ReminderSubject: ReminderSubject;
  RenderedContent: ResolverTypeWrapper<RenderedContentRest>;
  Role: Role;
  Room: ResolverTypeWrapper<RoomRest>;
  RoomInput: RoomInput;
  RoomRef: ResolverTypeWrapper<RoomRefRest>;
  ScheduleSlot: ResolverTypeWrapper<ScheduleSlotRest>;
  ScheduleSlotInput: ScheduleSlotInput;
  SessionOrigin: SessionOrigin;
  SexAssignedAtBirth: SexAssignedAtBirth;
  SignatureInput: SignatureInput;
  SignatureMethod: SignatureMethod;
  SignatureRole: SignatureRole;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Task: ResolverTypeWrapper<TaskRest>;
  TaskChange: ResolverTypeWrapper<TaskChangeMessageRest>;
  TaskChangeKind: TaskChangeKind;
  TaskCounts: ResolverTypeWrapper<TaskCountsRest>;
  TaskPage: ResolverTypeWrapper<Omit<TaskPage, 'results'> & { results: Array<ResolversTypes['Task']> }>;
  TaskPermissions: ResolverTypeWrapper<TaskPermissions>;
  TaskScope: TaskScope;
  TaskStatus: TaskStatus;
  TaskSubject: TaskSubject;
  TransferInput: TransferInput;
  TreatmentPlan: ResolverTypeWrapper<TreatmentPlanRest>;
  TreatmentPlanItem: ResolverTypeWrapper<TreatmentPlanItemRest>;
  TreatmentPlanItemKind: TreatmentPlanItemKind;
  TreatmentPlanPage: ResolverTypeWrapper<Omit<TreatmentPlanPage, 'results'> & { results: Array<ResolversTypes['TreatmentPlan']> }>;
  TreatmentPlanStatus: TreatmentPlanStatus;
  TwoFactorChallenge: ResolverTypeWrapper<TwoFactorChallenge>;
  TypingEvent: ResolverTypeWrapper<TypingEvent>;
  UpdateClientDiagnosisInput: UpdateClientDiagnosisInput;
  UpdateTaskInput: UpdateTaskInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityActor: ActivityActorRest;
  ActivityLogEntry: ActivityLogEntryRest;
  ActivityLogFilter: ActivityLogFilter;
  ActivityLogPage: Omit<ActivityLogPage, 'results'> & { results: Array<ResolversParentTypes['ActivityLogEntry']> };
  AddClientDiagnosisInput: AddClientDiagnosisInput;
  AdmissionInput: AdmissionInput;
  ApprovalQueueFilter: ApprovalQueueFilter;
  AttendanceCounts: AttendanceCountsRest;
  AttendanceEntry: AttendanceEntryRest;
  BoardEntry: BoardEntryRest;
  Boolean: Scalars['Boolean']['output'];
  BreakGlassReceipt: BreakGlassReceiptRest;
  CareTeamCandidate: CareTeamCandidateRest;
  CareTeamMember: CareTeamMemberRest;
  CareTeamMemberInput: CareTeamMemberInput;
  ChartAccessClient: ChartAccessClient;
  ChartAccessRequest: ChartAccessRequestRest;
  ClientChange: ClientChangeMessageRest;
  ClientChartAccess: ClientChartAccess;
  ClientConsent: ClientConsentRest;
  ClientConsentInput: ClientConsentInput;
  ClientContact: ClientContactRest;
  ClientContactInput: ClientContactInput;
  ClientDemographics: ClientDemographicsRest;
  ClientDemographicsInput: ClientDemographicsInput;
  ClientDiagnosis: ClientDiagnosisRest;
  ClientDisclosure: ClientDisclosureRest;
  ClientDisclosureInput: ClientDisclosureInput;
  ClientDocument: ClientDocumentRest;
  ClientDuplicate: ClientDuplicateRest;
  ClientEpisode: ClientEpisodeRest;
  ClientFaceSheet: ClientFaceSheetRest;
  ClientFilter: ClientFilter;
  ClientGroup: Omit<ClientGroup, 'facilitators' | 'room' | 'schedule'> & { facilitators: Array<ResolversParentTypes['ClinicianRef']>, room?: Maybe<ResolversParentTypes['RoomRef']>, schedule: Array<ResolversParentTypes['ScheduleSlot']> };
  ClientGroupNotePage: Omit<ClientGroupNotePage, 'results'> & { results: Array<ResolversParentTypes['ClientGroupNoteRow']> };
  ClientGroupNoteRow: ClientGroupNoteRowRest;
  ClientGroupSchedule: ClientGroupScheduleRest;
  ClientLabelSet: ClientLabelSetRest;
  ClientPage: Omit<ClientPage, 'results'> & { results: Array<ResolversParentTypes['ClientSummary']> };
  ClientRef: ClientRefRest;
  ClientReferral: ClientReferralRest;
  ClientSummary: ClientSummaryRest;
  Clinician: ClinicianRest;
  ClinicianFilter: ClinicianFilter;
  ClinicianPage: Omit<ClinicianPage, 'results'> & { results: Array<ResolversParentTypes['Clinician']> };
  ClinicianPermissions: ClinicianPermissions;
  ClinicianRef: ClinicianRefRest;
  ConsentEventInput: ConsentEventInput;
  ConsentRevocationInput: ConsentRevocationInput;
  Conversation: ConversationRest;
  ConversationMember: ConversationMemberRest;
  ConversationPage: Omit<ConversationPage, 'results'> & { results: Array<ResolversParentTypes['Conversation']> };
  CreateClientInput: CreateClientInput;
  CreateClientPayload: ClientIntakeResultRest;
  CreateConversationInput: CreateConversationInput;
  CreateTaskInput: CreateTaskInput;
  DateTime: Scalars['DateTime']['output'];
  DiagnosisCode: DiagnosisCodeRest;
  DischargeInput: DischargeInput;
  DisclosedDocument: DisclosedDocumentRest;
  EventAudience: EventAudience;
  EventAudienceInput: EventAudienceInput;
  EventInput: EventInput;
  EventPage: Omit<EventPage, 'results'> & { results: Array<ResolversParentTypes['OrgEvent']> };
  GenerateSessionsInput: GenerateSessionsInput;
  GenerateSessionsResult: GenerateSessionsResultRest;
  Group: GroupRest;
  GroupFilter: GroupFilter;
  GroupInput: GroupInput;
  GroupNote: GroupNoteRest;
  GroupNoteActionResult: GroupNoteActionResultRest;
  GroupNoteAddendum: GroupNoteAddendumRest;
  GroupNoteChange: GroupNoteChangeMessageRest;
  GroupNoteClientContent: GroupNoteClientContentRest;
  GroupNoteClientCopy: GroupNoteClientCopyRest;
  GroupNoteContent: GroupNoteContentRest;
  GroupNoteKickBack: Omit<GroupNoteKickBack, 'by'> & { by: ResolversParentTypes['ClinicianRef'] };
  GroupNotePage: Omit<GroupNotePage, 'results'> & { results: Array<ResolversParentTypes['GroupNote']> };
  GroupNotePermissions: GroupNotePermissionsRest;
  GroupNotePrint: GroupNotePrintRest;
  GroupNotePrintFilter: GroupNotePrintFilter;
  GroupNoteSignature: GroupNoteSignatureRest;
  GroupNoteStatusChange: GroupNoteStatusChangeRest;
  GroupPage: Omit<GroupPage, 'results'> & { results: Array<ResolversParentTypes['Group']> };
  GroupPermissions: GroupPermissions;
  GroupSession: GroupSessionRest;
  GroupSessionFilter: GroupSessionFilter;
  GroupSessionInput: GroupSessionInput;
  GroupSessionPage: Omit<GroupSessionPage, 'results'> & { results: Array<ResolversParentTypes['GroupSession']> };
  GroupSessionPermissions: GroupSessionPermissions;
  GroupSessionUpdateInput: GroupSessionUpdateInput;
  GroupUpdateInput: GroupUpdateInput;
  HandoffBlock: HandoffBlock;
  HandoffContributor: HandoffContributor;
  HandoffHistory: HandoffHistory;
  HandoffPerson: HandoffPerson;
  HandoffSegment: HandoffSegment;
  HandoffShiftPage: HandoffShiftPage;
  HandoffShiftPrint: Omit<HandoffShiftPrint, 'content' | 'header'> & { content?: Maybe<ResolversParentTypes['RenderedContent']>, header: ResolversParentTypes['PrintHeader'] };
  HandoffShiftSummary: HandoffShiftSummary;
  HandoffShiftView: Omit<HandoffShiftView, 'content'> & { content?: Maybe<ResolversParentTypes['RenderedContent']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KioskCheckInResult: KioskCheckInResultRest;
  KioskEntry: KioskEntryRest;
  KioskSession: KioskSessionRest;
  KioskStart: KioskStartRest;
  Label: LabelRest;
  LabelInput: LabelInput;
  LabelUpdateInput: LabelUpdateInput;
  LevelOfCareChange: LevelOfCareChangeRest;
  LevelOfCareChangeInput: LevelOfCareChangeInput;
  Location: Location;
  LocationBoard: LocationBoardRest;
  LocationChange: LocationChangeRest;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  LoginSuccess: Omit<LoginSuccess, 'user'> & { user: ResolversParentTypes['Me'] };
  Me: MeRest;
  Message: MessageRest;
  MessageEvent: Omit<MessageEvent, 'message' | 'reader'> & { message?: Maybe<ResolversParentTypes['Message']>, reader?: Maybe<ResolversParentTypes['ConversationMember']> };
  MessagePage: MessagePageRest;
  MessageSearchHit: MessageSearchHitRest;
  MessageSearchPage: Omit<MessageSearchPage, 'results'> & { results: Array<ResolversParentTypes['MessageSearchHit']> };
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationRest;
  NotificationCounts: NotificationCountsRest;
  NotificationPage: Omit<NotificationPage, 'results'> & { results: Array<ResolversParentTypes['Notification']> };
  NotificationTypeCount: NotificationTypeCount;
  NotificationsDone: NotificationsDone;
  OrgEvent: OrgEventRest;
  OrganizationSettings: OrganizationSettingsResponseRest;
  OrganizationSettingsInput: OrganizationSettingsInput;
  PageInfo: PageInfo;
  PendingSigner: PendingSignerRest;
  PrintHeader: PrintHeaderRest;
  Program: ProgramRest;
  ProgramInput: ProgramInput;
  ProgramRef: ProgramRef;
  ProgramUpdateInput: ProgramUpdateInput;
  Query: Record<PropertyKey, never>;
  ReferralInput: ReferralInput;
  Reminder: ReminderRest;
  ReminderInput: ReminderInput;
  ReminderPage: Omit<ReminderPage, 'results'> & { results: Array<ResolversParentTypes['Reminder']> };
  RenderedContent: RenderedContentRest;
  Room: RoomRest;
  RoomInput: RoomInput;
  RoomRef: RoomRefRest;
  ScheduleSlot: ScheduleSlotRest;
  ScheduleSlotInput: ScheduleSlotInput;
  SignatureInput: SignatureInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Task: TaskRest;
  TaskChange: TaskChangeMessageRest;
  TaskCounts: TaskCountsRest;
  TaskPage: Omit<TaskPage, 'results'> & { results: Array<ResolversParentTypes['Task']> };
  TaskPermissions: TaskPermissions;
  TransferInput: TransferInput;
  TreatmentPlan: TreatmentPlanRest;
  TreatmentPlanItem: TreatmentPlanItemRest;
  TreatmentPlanPage: Omit<TreatmentPlanPage, 'results'> & { results: Array<ResolversParentTypes['TreatmentPlan']> };
  TwoFactorChallenge: TwoFactorChallenge;
  TypingEvent: TypingEvent;
  UpdateClientDiagnosisInput: UpdateClientDiagnosisInput;
  UpdateTaskInput: UpdateTaskInput;
};

export type AccessDirectiveArgs = {
  outside?: Maybe<AccessRefusal>;
  owners?: Maybe<Scalars['Boolean']['input']>;
  readers?: Maybe<Array<Role>>;
  refusal?: Maybe<AccessRefusal>;
  roles?: Maybe<Array<Role>>;
  scope?: Maybe<AccessScope>;
  serves: AccessAudience;
};

export type AccessDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AccessDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityActor'] = ResolversParentTypes['ActivityActor']> = {
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ActivityLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLogEntry'] = ResolversParentTypes['ActivityLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['ActivityActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['ClientRef']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivityLogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityLogPage'] = ResolversParentTypes['ActivityLogPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ActivityLogEntry']>, ParentType, ContextType>;
};

export type AttendanceCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttendanceCounts'] = ResolversParentTypes['AttendanceCounts']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roster?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmarked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttendanceEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttendanceEntry'] = ResolversParentTypes['AttendanceEntry']> = {
  checkInMethod?: Resolver<Maybe<ResolversTypes['CheckInMethod']>, ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutesAttended?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rootName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AttendanceStatus']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BoardEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BoardEntry'] = ResolversParentTypes['BoardEntry']> = {
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BoardEntryKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreakGlassReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BreakGlassReceipt'] = ResolversParentTypes['BreakGlassReceipt']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CareTeamCandidateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CareTeamCandidate'] = ResolversParentTypes['CareTeamCandidate']> = {
  atClientLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinician?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
};

export type CareTeamMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CareTeamMember'] = ResolversParentTypes['CareTeamMember']> = {
  addedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  clinician?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  homeLocations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  removedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CareTeamRole'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ChartAccessClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChartAccessClient'] = ResolversParentTypes['ChartAccessClient']> = {
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChartAccessRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChartAccessRequest'] = ResolversParentTypes['ChartAccessRequest']> = {
  client?: Resolver<ResolversTypes['ChartAccessClient'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  revokeNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChartAccessStatus'], ParentType, ContextType>;
};

export type ClientChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientChange'] = ResolversParentTypes['ClientChange']> = {
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['ClientSummary']>, ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['ClientChartPart'], ParentType, ContextType>;
};

export type ClientChartAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientChartAccess'] = ResolversParentTypes['ClientChartAccess']> = {
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  via?: Resolver<ResolversTypes['ChartAccessVia'], ParentType, ContextType>;
};

export type ClientConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientConsent'] = ResolversParentTypes['ClientConsent']> = {
  categories?: Resolver<Array<ResolversTypes['DisclosureCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  endedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryEvent?: Resolver<Maybe<ResolversTypes['ConsentExpiryEvent']>, ParentType, ContextType>;
  expiryEventDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  otherInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientOrganization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revocationNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  revokedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signer?: Resolver<ResolversTypes['ConsentSigner'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConsentStatus'], ParentType, ContextType>;
};

export type ClientContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientContact'] = ResolversParentTypes['ClientContact']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legalGuardian?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationship?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  removedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
};

export type ClientDemographicsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDemographics'] = ResolversParentTypes['ClientDemographics']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changeNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emergencyContactRelationship?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genderIdentity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pronouns?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sexAssignedAtBirth?: Resolver<ResolversTypes['SexAssignedAtBirth'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientDiagnosisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDiagnosis'] = ResolversParentTypes['ClientDiagnosis']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enteredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enteredBy?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  enteredInErrorAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enteredInErrorBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  enteredInErrorReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onsetDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['DiagnosisRank'], ParentType, ContextType>;
  resolvedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DiagnosisStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
};

export type ClientDisclosureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDisclosure'] = ResolversParentTypes['ClientDisclosure']> = {
  categories?: Resolver<Array<ResolversTypes['DisclosureCategory']>, ParentType, ContextType>;
  consentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disclosedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  disclosedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['DisclosedDocument']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['DisclosureMethod'], ParentType, ContextType>;
  notice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientOrganization?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDocument'] = ResolversParentTypes['ClientDocument']> = {
  category?: Resolver<ResolversTypes['ClientDocumentCategory'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  deletionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
};

export type ClientDuplicateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDuplicate'] = ResolversParentTypes['ClientDuplicate']> = {
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inYourLocations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
};

export type ClientEpisodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientEpisode'] = ResolversParentTypes['ClientEpisode']> = {
  admissionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  admittedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  anticipatedDischargeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dischargeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dischargeReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dischargeType?: Resolver<Maybe<ResolversTypes['DischargeType']>, ParentType, ContextType>;
  dischargedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dischargedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  episodeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levelOfCare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  primaryTherapist?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['ProgramRef']>, ParentType, ContextType>;
};

export type ClientFaceSheetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientFaceSheet'] = ResolversParentTypes['ClientFaceSheet']> = {
  careTeam?: Resolver<Maybe<Array<ResolversTypes['CareTeamMember']>>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['ClientContact']>, ParentType, ContextType>;
  demographics?: Resolver<ResolversTypes['ClientDemographics'], ParentType, ContextType>;
  diagnoses?: Resolver<Maybe<Array<ResolversTypes['ClientDiagnosis']>>, ParentType, ContextType>;
  diagnosesWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  episode?: Resolver<Maybe<ResolversTypes['ClientEpisode']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PrintHeader'], ParentType, ContextType>;
  levelOfCareLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['ClientPrintPage'], ParentType, ContextType>;
  redisclosureNotice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientGroup'] = ResolversParentTypes['ClientGroup']> = {
  facilitators?: Resolver<Array<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['RoomRef']>, ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
};

export type ClientGroupNotePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientGroupNotePage'] = ResolversParentTypes['ClientGroupNotePage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ClientGroupNoteRow']>, ParentType, ContextType>;
};

export type ClientGroupNoteRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientGroupNoteRow'] = ResolversParentTypes['ClientGroupNoteRow']> = {
  attendanceStatus?: Resolver<Maybe<ResolversTypes['AttendanceStatus']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facilitator?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minutesAttended?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noteStatus?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientGroupScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientGroupSchedule'] = ResolversParentTypes['ClientGroupSchedule']> = {
  groups?: Resolver<Array<ResolversTypes['ClientGroup']>, ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
};

export type ClientLabelSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientLabelSet'] = ResolversParentTypes['ClientLabelSet']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['ClientSummary']>, ParentType, ContextType>;
};

export type ClientRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientRef'] = ResolversParentTypes['ClientRef']> = {
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientReferral'] = ResolversParentTypes['ClientReferral']> = {
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  episodeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referredTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientSummary'] = ResolversParentTypes['ClientSummary']> = {
  access?: Resolver<Maybe<ResolversTypes['ClientChartAccess']>, ParentType, ContextType>;
  admissionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  anticipatedDischargeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dischargeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelOfCare?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  mrNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryTherapist?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
};

export type ClinicianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Clinician'] = ResolversParentTypes['Clinician']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ClinicianPermissions'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicianPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClinicianPage'] = ResolversParentTypes['ClinicianPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Clinician']>, ParentType, ContextType>;
};

export type ClinicianPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClinicianPermissions'] = ResolversParentTypes['ClinicianPermissions']> = {
  deactivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClinicianRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClinicianRef'] = ResolversParentTypes['ClinicianRef']> = {
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  client?: Resolver<Maybe<ResolversTypes['ClientRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConversationKind'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ConversationMember']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationMember'] = ResolversParentTypes['ConversationMember']> = {
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastReadAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastReadMessageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
};

export type CreateClientPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateClientPayload'] = ResolversParentTypes['CreateClientPayload']> = {
  client?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['ClientDuplicate']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DiagnosisCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiagnosisCode'] = ResolversParentTypes['DiagnosisCode']> = {
  billable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chapter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DisclosedDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisclosedDocument'] = ResolversParentTypes['DisclosedDocument']> = {
  category?: Resolver<ResolversTypes['ClientDocumentCategory'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventAudienceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventAudience'] = ResolversParentTypes['EventAudience']> = {
  kind?: Resolver<ResolversTypes['EventAudienceKind'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['OrgEvent']>, ParentType, ContextType>;
};

export type GenerateSessionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateSessionsResult'] = ResolversParentTypes['GenerateSessionsResult']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
};

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facilitators?: Resolver<Array<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['GroupPermissions'], ParentType, ContextType>;
  program?: Resolver<ResolversTypes['ProgramRef'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['RoomRef']>, ParentType, ContextType>;
  roster?: Resolver<Array<ResolversTypes['ClientRef']>, ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
  serviceCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GroupNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNote'] = ResolversParentTypes['GroupNote']> = {
  addendums?: Resolver<Array<ResolversTypes['GroupNoteAddendum']>, ParentType, ContextType>;
  additionalSignees?: Resolver<Array<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  attendance?: Resolver<Array<ResolversTypes['AttendanceEntry']>, ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GroupNoteStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kickBack?: Resolver<Maybe<ResolversTypes['GroupNoteKickBack']>, ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  narrativeRoot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingSigners?: Resolver<Array<ResolversTypes['PendingSigner']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['GroupNotePermissions'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType>;
  signatures?: Resolver<Array<ResolversTypes['GroupNoteSignature']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
};

export type GroupNoteActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteActionResult'] = ResolversParentTypes['GroupNoteActionResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['GroupNote']>, ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupNoteAddendumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteAddendum'] = ResolversParentTypes['GroupNoteAddendum']> = {
  author?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  contentHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['SignatureMethod'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupNoteChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteChange'] = ResolversParentTypes['GroupNoteChange']> = {
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['GroupNoteChangeKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['GroupNote']>, ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
};

export type GroupNoteClientContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteClientContent'] = ResolversParentTypes['GroupNoteClientContent']> = {
  content?: Resolver<ResolversTypes['RenderedContent'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['AttendanceEntry'], ParentType, ContextType>;
};

export type GroupNoteClientCopyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteClientCopy'] = ResolversParentTypes['GroupNoteClientCopy']> = {
  addendums?: Resolver<Array<ResolversTypes['GroupNoteAddendum']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['RenderedContent']>, ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['AttendanceEntry'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PrintHeader'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  narrative?: Resolver<Maybe<ResolversTypes['RenderedContent']>, ParentType, ContextType>;
  narrativeMode?: Resolver<ResolversTypes['ClientCopyNarrativeMode'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redisclosureNotice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType>;
  signatures?: Resolver<Array<ResolversTypes['GroupNoteSignature']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
  withheldAddendums?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GroupNoteContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteContent'] = ResolversParentTypes['GroupNoteContent']> = {
  clients?: Resolver<Array<ResolversTypes['GroupNoteClientContent']>, ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  narrative?: Resolver<ResolversTypes['RenderedContent'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sealed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
};

export type GroupNoteKickBackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteKickBack'] = ResolversParentTypes['GroupNoteKickBack']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupNotePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNotePage'] = ResolversParentTypes['GroupNotePage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['GroupNote']>, ParentType, ContextType>;
};

export type GroupNotePermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNotePermissions'] = ResolversParentTypes['GroupNotePermissions']> = {
  addAddendum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  approveBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kickBack?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageAttendance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageRoster?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageSignees?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  print?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupNotePrintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNotePrint'] = ResolversParentTypes['GroupNotePrint']> = {
  content?: Resolver<ResolversTypes['GroupNoteContent'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PrintHeader'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType>;
};

export type GroupNoteSignatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteSignature'] = ResolversParentTypes['GroupNoteSignature']> = {
  contentHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['SignatureMethod'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['SignatureRole'], ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signer?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type GroupNoteStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupNoteStatusChange'] = ResolversParentTypes['GroupNoteStatusChange']> = {
  actor?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['GroupNoteStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
};

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
};

export type GroupPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPermissions'] = ResolversParentTypes['GroupPermissions']> = {
  createSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  generateSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupSession'] = ResolversParentTypes['GroupSession']> = {
  attendance?: Resolver<ResolversTypes['AttendanceCounts'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkInOpensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  coFacilitators?: Resolver<Array<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  facilitator?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  noteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noteStatus?: Resolver<ResolversTypes['GroupNoteStatus'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['SessionOrigin'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['GroupSessionPermissions'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['RoomRef']>, ParentType, ContextType>;
  serviceCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signingOpensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupSessionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupSessionPage'] = ResolversParentTypes['GroupSessionPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['GroupSession']>, ParentType, ContextType>;
};

export type GroupSessionPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupSessionPermissions'] = ResolversParentTypes['GroupSessionPermissions']> = {
  manage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HandoffBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffBlock'] = ResolversParentTypes['HandoffBlock']> = {
  authors?: Resolver<Array<ResolversTypes['HandoffPerson']>, ParentType, ContextType>;
  checked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HandoffBlockKind'], ParentType, ContextType>;
  listType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['HandoffSegment']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HandoffContributorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffContributor'] = ResolversParentTypes['HandoffContributor']> = {
  firstEditAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastEditAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  minutesActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HandoffHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffHistory'] = ResolversParentTypes['HandoffHistory']> = {
  current?: Resolver<Maybe<ResolversTypes['HandoffShiftSummary']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  shifts?: Resolver<ResolversTypes['HandoffShiftPage'], ParentType, ContextType>;
};

export type HandoffPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffPerson'] = ResolversParentTypes['HandoffPerson']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandoffSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffSegment'] = ResolversParentTypes['HandoffSegment']> = {
  author?: Resolver<Maybe<ResolversTypes['HandoffPerson']>, ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandoffShiftPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffShiftPage'] = ResolversParentTypes['HandoffShiftPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['HandoffShiftSummary']>, ParentType, ContextType>;
};

export type HandoffShiftPrintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffShiftPrint'] = ResolversParentTypes['HandoffShiftPrint']> = {
  blocks?: Resolver<Array<ResolversTypes['HandoffBlock']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['RenderedContent']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['PrintHeader'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['HandoffShiftSummary'], ParentType, ContextType>;
};

export type HandoffShiftSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffShiftSummary'] = ResolversParentTypes['HandoffShiftSummary']> = {
  contributors?: Resolver<Array<ResolversTypes['HandoffContributor']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['HandoffShiftName'], ParentType, ContextType>;
  recordedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HandoffShiftViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HandoffShiftView'] = ResolversParentTypes['HandoffShiftView']> = {
  blocks?: Resolver<Array<ResolversTypes['HandoffBlock']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['RenderedContent']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['HandoffShiftSummary'], ParentType, ContextType>;
};

export type KioskCheckInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskCheckInResult'] = ResolversParentTypes['KioskCheckInResult']> = {
  checkedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttendanceStatus'], ParentType, ContextType>;
};

export type KioskEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskEntry'] = ResolversParentTypes['KioskEntry']> = {
  checkedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type KioskSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskSession'] = ResolversParentTypes['KioskSession']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['KioskEntry']>, ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KioskStartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KioskStart'] = ResolversParentTypes['KioskStart']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Label'] = ResolversParentTypes['Label']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['LabelColor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LevelOfCareChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LevelOfCareChange'] = ResolversParentTypes['LevelOfCareChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levelOfCare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationBoard'] = ResolversParentTypes['LocationBoard']> = {
  entries?: Resolver<Array<ResolversTypes['BoardEntry']>, ParentType, ContextType>;
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
};

export type LocationChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationChange'] = ResolversParentTypes['LocationChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  __resolveType: TypeResolveFn<'LoginSuccess' | 'TwoFactorChallenge', ParentType, ContextType>;
};

export type LoginSuccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginSuccess'] = ResolversParentTypes['LoginSuccess']> = {
  tokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  clientMrNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  author?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editableUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
};

export type MessageEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageEvent'] = ResolversParentTypes['MessageEvent']> = {
  change?: Resolver<ResolversTypes['MessageChange'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  reader?: Resolver<Maybe<ResolversTypes['ConversationMember']>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasEarlier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type MessageSearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageSearchHit'] = ResolversParentTypes['MessageSearchHit']> = {
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type MessageSearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageSearchPage'] = ResolversParentTypes['MessageSearchPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['MessageSearchHit']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addCareTeamMember?: Resolver<ResolversTypes['CareTeamMember'], ParentType, ContextType, RequireFields<MutationAddCareTeamMemberArgs, 'input' | 'mrNo'>>;
  addClientConsent?: Resolver<ResolversTypes['ClientConsent'], ParentType, ContextType, RequireFields<MutationAddClientConsentArgs, 'input' | 'mrNo'>>;
  addClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationAddClientContactArgs, 'input' | 'mrNo'>>;
  addClientDiagnosis?: Resolver<ResolversTypes['ClientDiagnosis'], ParentType, ContextType, RequireFields<MutationAddClientDiagnosisArgs, 'input' | 'mrNo'>>;
  addConversationMembers?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationAddConversationMembersArgs, 'conversationId' | 'userIds'>>;
  addGroupNoteAddendum?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationAddGroupNoteAddendumArgs, 'id' | 'signature' | 'text'>>;
  addGroupNoteSignees?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationAddGroupNoteSigneesArgs, 'id' | 'userIds'>>;
  addSessionClient?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationAddSessionClientArgs, 'clientId' | 'sessionId'>>;
  admitClient?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationAdmitClientArgs, 'input' | 'mrNo'>>;
  announce?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAnnounceArgs, 'body' | 'title'>>;
  approveChartAccess?: Resolver<ResolversTypes['ChartAccessRequest'], ParentType, ContextType, RequireFields<MutationApproveChartAccessArgs, 'id'>>;
  approveGroupNotes?: Resolver<Array<ResolversTypes['GroupNoteActionResult']>, ParentType, ContextType, RequireFields<MutationApproveGroupNotesArgs, 'ids' | 'signature'>>;
  approveTreatmentPlan?: Resolver<ResolversTypes['TreatmentPlan'], ParentType, ContextType, RequireFields<MutationApproveTreatmentPlanArgs, 'id' | 'signature'>>;
  bulkCheckIn?: Resolver<Array<ResolversTypes['AttendanceEntry']>, ParentType, ContextType, RequireFields<MutationBulkCheckInArgs, 'clientIds' | 'sessionId'>>;
  cancelEvent?: Resolver<ResolversTypes['OrgEvent'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'id'>>;
  cancelGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationCancelGroupSessionArgs, 'id' | 'reason'>>;
  cancelReminder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelReminderArgs, 'id'>>;
  changeClientLevelOfCare?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationChangeClientLevelOfCareArgs, 'input' | 'mrNo'>>;
  completeTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCompleteTaskArgs, 'id'>>;
  createClient?: Resolver<ResolversTypes['CreateClientPayload'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationCreateConversationArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['OrgEvent'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationCreateGroupSessionArgs, 'input'>>;
  createLabel?: Resolver<ResolversTypes['Label'], ParentType, ContextType, RequireFields<MutationCreateLabelArgs, 'input'>>;
  createProgram?: Resolver<ResolversTypes['Program'], ParentType, ContextType, RequireFields<MutationCreateProgramArgs, 'input'>>;
  createRoom?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<MutationCreateRoomArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  deactivateClinician?: Resolver<ResolversTypes['Clinician'], ParentType, ContextType, RequireFields<MutationDeactivateClinicianArgs, 'id'>>;
  deleteClientDocument?: Resolver<ResolversTypes['ClientDocument'], ParentType, ContextType, RequireFields<MutationDeleteClientDocumentArgs, 'documentId' | 'mrNo' | 'reason'>>;
  deleteMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  dischargeClient?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationDischargeClientArgs, 'input' | 'mrNo'>>;
  editMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationEditMessageArgs, 'body' | 'id'>>;
  generateGroupSessions?: Resolver<ResolversTypes['GenerateSessionsResult'], ParentType, ContextType, RequireFields<MutationGenerateGroupSessionsArgs, 'input'>>;
  kickBackGroupNotes?: Resolver<Array<ResolversTypes['GroupNoteActionResult']>, ParentType, ContextType, RequireFields<MutationKickBackGroupNotesArgs, 'comment' | 'ids'>>;
  kioskCheckIn?: Resolver<ResolversTypes['KioskCheckInResult'], ParentType, ContextType, RequireFields<MutationKioskCheckInArgs, 'dateOfBirth' | 'entryId'>>;
  leaveConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveConversationArgs, 'conversationId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['NotificationCounts'], ParentType, ContextType, Partial<MutationMarkAllNotificationsReadArgs>>;
  markClientDiagnosisEnteredInError?: Resolver<ResolversTypes['ClientDiagnosis'], ParentType, ContextType, RequireFields<MutationMarkClientDiagnosisEnteredInErrorArgs, 'id' | 'mrNo' | 'reason'>>;
  markConversationRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'conversationId'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  readmitClient?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationReadmitClientArgs, 'input' | 'mrNo'>>;
  recordClientDisclosure?: Resolver<ResolversTypes['ClientDisclosure'], ParentType, ContextType, RequireFields<MutationRecordClientDisclosureArgs, 'input' | 'mrNo'>>;
  recordConsentEventOccurred?: Resolver<ResolversTypes['ClientConsent'], ParentType, ContextType, RequireFields<MutationRecordConsentEventOccurredArgs, 'consentId' | 'input' | 'mrNo'>>;
  referClient?: Resolver<ResolversTypes['ClientReferral'], ParentType, ContextType, RequireFields<MutationReferClientArgs, 'input' | 'mrNo'>>;
  refuseChartAccess?: Resolver<ResolversTypes['ChartAccessRequest'], ParentType, ContextType, RequireFields<MutationRefuseChartAccessArgs, 'id' | 'note'>>;
  removeCareTeamMember?: Resolver<ResolversTypes['CareTeamMember'], ParentType, ContextType, RequireFields<MutationRemoveCareTeamMemberArgs, 'memberId' | 'mrNo'>>;
  removeClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationRemoveClientContactArgs, 'contactId' | 'mrNo'>>;
  removeGroupNoteSignee?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationRemoveGroupNoteSigneeArgs, 'id' | 'userId'>>;
  removeSessionClient?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationRemoveSessionClientArgs, 'clientId' | 'sessionId'>>;
  reopenTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationReopenTaskArgs, 'id'>>;
  requestChartAccess?: Resolver<ResolversTypes['BreakGlassReceipt'], ParentType, ContextType, RequireFields<MutationRequestChartAccessArgs, 'mrNo' | 'reason'>>;
  returnTreatmentPlan?: Resolver<ResolversTypes['TreatmentPlan'], ParentType, ContextType, RequireFields<MutationReturnTreatmentPlanArgs, 'id' | 'reason'>>;
  revokeChartAccess?: Resolver<ResolversTypes['ChartAccessRequest'], ParentType, ContextType, RequireFields<MutationRevokeChartAccessArgs, 'id'>>;
  revokeClientConsent?: Resolver<ResolversTypes['ClientConsent'], ParentType, ContextType, RequireFields<MutationRevokeClientConsentArgs, 'consentId' | 'input' | 'mrNo'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'body' | 'conversationId'>>;
  sendTyping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendTypingArgs, 'conversationId'>>;
  setAttendance?: Resolver<ResolversTypes['AttendanceEntry'], ParentType, ContextType, RequireFields<MutationSetAttendanceArgs, 'clientId' | 'sessionId'>>;
  setClientAnticipatedDischargeDate?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationSetClientAnticipatedDischargeDateArgs, 'mrNo'>>;
  setClientLabels?: Resolver<ResolversTypes['ClientLabelSet'], ParentType, ContextType, RequireFields<MutationSetClientLabelsArgs, 'labelIds' | 'mrNo'>>;
  setClientPrimaryTherapist?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationSetClientPrimaryTherapistArgs, 'mrNo'>>;
  setReminder?: Resolver<ResolversTypes['Reminder'], ParentType, ContextType, RequireFields<MutationSetReminderArgs, 'input'>>;
  signGroupNote?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationSignGroupNoteArgs, 'id' | 'signature'>>;
  signTreatmentPlan?: Resolver<ResolversTypes['TreatmentPlan'], ParentType, ContextType, RequireFields<MutationSignTreatmentPlanArgs, 'id' | 'signature'>>;
  startDirectConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationStartDirectConversationArgs, 'userId'>>;
  startKiosk?: Resolver<ResolversTypes['KioskStart'], ParentType, ContextType, RequireFields<MutationStartKioskArgs, 'sessionId'>>;
  startTreatmentPlan?: Resolver<ResolversTypes['TreatmentPlan'], ParentType, ContextType, RequireFields<MutationStartTreatmentPlanArgs, 'mrNo'>>;
  submitGroupNote?: Resolver<ResolversTypes['GroupNote'], ParentType, ContextType, RequireFields<MutationSubmitGroupNoteArgs, 'id' | 'signature'>>;
  transferClient?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType, RequireFields<MutationTransferClientArgs, 'input' | 'mrNo'>>;
  updateClientContact?: Resolver<ResolversTypes['ClientContact'], ParentType, ContextType, RequireFields<MutationUpdateClientContactArgs, 'contactId' | 'input' | 'mrNo'>>;
  updateClientDemographics?: Resolver<ResolversTypes['ClientDemographics'], ParentType, ContextType, RequireFields<MutationUpdateClientDemographicsArgs, 'input' | 'mrNo'>>;
  updateClientDiagnosis?: Resolver<ResolversTypes['ClientDiagnosis'], ParentType, ContextType, RequireFields<MutationUpdateClientDiagnosisArgs, 'id' | 'input' | 'mrNo'>>;
  updateEvent?: Resolver<ResolversTypes['OrgEvent'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id' | 'input'>>;
  updateGroupSession?: Resolver<ResolversTypes['GroupSession'], ParentType, ContextType, RequireFields<MutationUpdateGroupSessionArgs, 'id' | 'input'>>;
  updateLabel?: Resolver<ResolversTypes['Label'], ParentType, ContextType, RequireFields<MutationUpdateLabelArgs, 'id' | 'input'>>;
  updateOrganizationSettings?: Resolver<ResolversTypes['OrganizationSettings'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationSettingsArgs, 'input'>>;
  updateProgram?: Resolver<ResolversTypes['Program'], ParentType, ContextType, RequireFields<MutationUpdateProgramArgs, 'id' | 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
  verifyTwoFactorLogin?: Resolver<ResolversTypes['LoginSuccess'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorLoginArgs, 'challengeToken' | 'code'>>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationCounts'] = ResolversParentTypes['NotificationCounts']> = {
  byType?: Resolver<Array<ResolversTypes['NotificationTypeCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type NotificationTypeCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationTypeCount'] = ResolversParentTypes['NotificationTypeCount']> = {
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationsDoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationsDone'] = ResolversParentTypes['NotificationsDone']> = {
  doneAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrgEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrgEvent'] = ResolversParentTypes['OrgEvent']> = {
  allDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  audience?: Resolver<ResolversTypes['EventAudience'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrganizationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationSettings'] = ResolversParentTypes['OrganizationSettings']> = {
  checkInOpensMinutesBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupNarrativeInClientCopy?: Resolver<ResolversTypes['ClientCopyNarrativeMode'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PendingSignerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingSigner'] = ResolversParentTypes['PendingSigner']> = {
  role?: Resolver<ResolversTypes['SignatureRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
};

export type PrintHeaderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrintHeader'] = ResolversParentTypes['PrintHeader']> = {
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  printedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  printedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levelOfCare?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgramRef'] = ResolversParentTypes['ProgramRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activityLog?: Resolver<ResolversTypes['ActivityLogPage'], ParentType, ContextType, Partial<QueryActivityLogArgs>>;
  approvalQueue?: Resolver<ResolversTypes['GroupNotePage'], ParentType, ContextType, Partial<QueryApprovalQueueArgs>>;
  careTeamCandidates?: Resolver<Array<ResolversTypes['CareTeamCandidate']>, ParentType, ContextType, RequireFields<QueryCareTeamCandidatesArgs, 'mrNo'>>;
  chartAccessRequests?: Resolver<Array<ResolversTypes['ChartAccessRequest']>, ParentType, ContextType, Partial<QueryChartAccessRequestsArgs>>;
  client?: Resolver<Maybe<ResolversTypes['ClientSummary']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'mrNo'>>;
  clientCareTeam?: Resolver<Array<ResolversTypes['CareTeamMember']>, ParentType, ContextType, RequireFields<QueryClientCareTeamArgs, 'mrNo'>>;
  clientConsents?: Resolver<Array<ResolversTypes['ClientConsent']>, ParentType, ContextType, RequireFields<QueryClientConsentsArgs, 'mrNo'>>;
  clientContacts?: Resolver<Array<ResolversTypes['ClientContact']>, ParentType, ContextType, RequireFields<QueryClientContactsArgs, 'mrNo'>>;
  clientDemographics?: Resolver<Array<ResolversTypes['ClientDemographics']>, ParentType, ContextType, RequireFields<QueryClientDemographicsArgs, 'mrNo'>>;
  clientDiagnoses?: Resolver<Array<ResolversTypes['ClientDiagnosis']>, ParentType, ContextType, RequireFields<QueryClientDiagnosesArgs, 'mrNo'>>;
  clientDisclosures?: Resolver<Array<ResolversTypes['ClientDisclosure']>, ParentType, ContextType, RequireFields<QueryClientDisclosuresArgs, 'mrNo'>>;
  clientDocuments?: Resolver<Array<ResolversTypes['ClientDocument']>, ParentType, ContextType, RequireFields<QueryClientDocumentsArgs, 'mrNo'>>;
  clientDuplicates?: Resolver<Array<ResolversTypes['ClientDuplicate']>, ParentType, ContextType, RequireFields<QueryClientDuplicatesArgs, 'dateOfBirth' | 'firstName' | 'lastName'>>;
  clientEpisodes?: Resolver<Array<ResolversTypes['ClientEpisode']>, ParentType, ContextType, RequireFields<QueryClientEpisodesArgs, 'mrNo'>>;
  clientFaceSheet?: Resolver<Maybe<ResolversTypes['ClientFaceSheet']>, ParentType, ContextType, RequireFields<QueryClientFaceSheetArgs, 'mrNo'>>;
  clientGroupNotes?: Resolver<ResolversTypes['ClientGroupNotePage'], ParentType, ContextType, RequireFields<QueryClientGroupNotesArgs, 'mrNo'>>;
  clientGroupSchedule?: Resolver<ResolversTypes['ClientGroupSchedule'], ParentType, ContextType, RequireFields<QueryClientGroupScheduleArgs, 'mrNo'>>;
  clientLevelOfCareHistory?: Resolver<Array<ResolversTypes['LevelOfCareChange']>, ParentType, ContextType, RequireFields<QueryClientLevelOfCareHistoryArgs, 'mrNo'>>;
  clientLocationHistory?: Resolver<Array<ResolversTypes['LocationChange']>, ParentType, ContextType, RequireFields<QueryClientLocationHistoryArgs, 'mrNo'>>;
  clientReferrals?: Resolver<Array<ResolversTypes['ClientReferral']>, ParentType, ContextType, RequireFields<QueryClientReferralsArgs, 'mrNo'>>;
  clientTreatmentPlans?: Resolver<Array<ResolversTypes['TreatmentPlan']>, ParentType, ContextType, RequireFields<QueryClientTreatmentPlansArgs, 'mrNo'>>;
  clients?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, Partial<QueryClientsArgs>>;
  clinician?: Resolver<Maybe<ResolversTypes['Clinician']>, ParentType, ContextType, RequireFields<QueryClinicianArgs, 'id'>>;
  clinicians?: Resolver<ResolversTypes['ClinicianPage'], ParentType, ContextType, Partial<QueryCliniciansArgs>>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversationPage?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, Partial<QueryConversationPageArgs>>;
  conversations?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  diagnosisCodes?: Resolver<Array<ResolversTypes['DiagnosisCode']>, ParentType, ContextType, RequireFields<QueryDiagnosisCodesArgs, 'query'>>;
  event?: Resolver<ResolversTypes['OrgEvent'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupNote?: Resolver<Maybe<ResolversTypes['GroupNote']>, ParentType, ContextType, RequireFields<QueryGroupNoteArgs, 'id'>>;
  groupNoteClientCopy?: Resolver<ResolversTypes['GroupNoteClientCopy'], ParentType, ContextType, RequireFields<QueryGroupNoteClientCopyArgs, 'clientId' | 'id'>>;
  groupNoteContent?: Resolver<ResolversTypes['GroupNoteContent'], ParentType, ContextType, RequireFields<QueryGroupNoteContentArgs, 'id'>>;
  groupNotesPrint?: Resolver<Array<ResolversTypes['GroupNotePrint']>, ParentType, ContextType, RequireFields<QueryGroupNotesPrintArgs, 'filter'>>;
  groupSession?: Resolver<Maybe<ResolversTypes['GroupSession']>, ParentType, ContextType, RequireFields<QueryGroupSessionArgs, 'id'>>;
  groupSessions?: Resolver<ResolversTypes['GroupSessionPage'], ParentType, ContextType, Partial<QueryGroupSessionsArgs>>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, Partial<QueryGroupsArgs>>;
  handoffHistory?: Resolver<ResolversTypes['HandoffHistory'], ParentType, ContextType, RequireFields<QueryHandoffHistoryArgs, 'locationId'>>;
  handoffShift?: Resolver<ResolversTypes['HandoffShiftView'], ParentType, ContextType, RequireFields<QueryHandoffShiftArgs, 'locationId' | 'shiftId'>>;
  handoffShiftPrint?: Resolver<ResolversTypes['HandoffShiftPrint'], ParentType, ContextType, RequireFields<QueryHandoffShiftPrintArgs, 'locationId' | 'shiftId'>>;
  kioskSession?: Resolver<ResolversTypes['KioskSession'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType, Partial<QueryLabelsArgs>>;
  latestClientDemographic?: Resolver<Maybe<ResolversTypes['ClientDemographics']>, ParentType, ContextType, RequireFields<QueryLatestClientDemographicArgs, 'mrNo'>>;
  locationBoard?: Resolver<ResolversTypes['LocationBoard'], ParentType, ContextType, RequireFields<QueryLocationBoardArgs, 'locationId'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'conversationId'>>;
  notificationCounts?: Resolver<ResolversTypes['NotificationCounts'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  organizationSettings?: Resolver<ResolversTypes['OrganizationSettings'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType, Partial<QueryProgramsArgs>>;
  reminders?: Resolver<ResolversTypes['ReminderPage'], ParentType, ContextType, Partial<QueryRemindersArgs>>;
  rooms?: Resolver<Array<ResolversTypes['Room']>, ParentType, ContextType, Partial<QueryRoomsArgs>>;
  searchMessages?: Resolver<ResolversTypes['MessageSearchPage'], ParentType, ContextType, RequireFields<QuerySearchMessagesArgs, 'q'>>;
  task?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskCounts?: Resolver<ResolversTypes['TaskCounts'], ParentType, ContextType, Partial<QueryTaskCountsArgs>>;
  tasks?: Resolver<ResolversTypes['TaskPage'], ParentType, ContextType, Partial<QueryTasksArgs>>;
  treatmentPlan?: Resolver<ResolversTypes['TreatmentPlan'], ParentType, ContextType, RequireFields<QueryTreatmentPlanArgs, 'id'>>;
  treatmentPlans?: Resolver<ResolversTypes['TreatmentPlanPage'], ParentType, ContextType, Partial<QueryTreatmentPlansArgs>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reminder'] = ResolversParentTypes['Reminder']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remindAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['ReminderSubject'], ParentType, ContextType>;
};

export type ReminderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderPage'] = ResolversParentTypes['ReminderPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Reminder']>, ParentType, ContextType>;
};

export type RenderedContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenderedContent'] = ResolversParentTypes['RenderedContent']> = {
  empty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoomRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomRef'] = ResolversParentTypes['RoomRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleSlot'] = ResolversParentTypes['ScheduleSlot']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _empty?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_empty", ParentType, ContextType>;
  boardEntryAdded?: SubscriptionResolver<ResolversTypes['BoardEntry'], "boardEntryAdded", ParentType, ContextType, RequireFields<SubscriptionBoardEntryAddedArgs, 'locationId'>>;
  clientChanged?: SubscriptionResolver<ResolversTypes['ClientChange'], "clientChanged", ParentType, ContextType, RequireFields<SubscriptionClientChangedArgs, 'mrNo'>>;
  conversationsChanged?: SubscriptionResolver<ResolversTypes['Conversation'], "conversationsChanged", ParentType, ContextType>;
  eventChanged?: SubscriptionResolver<ResolversTypes['OrgEvent'], "eventChanged", ParentType, ContextType>;
  groupNoteChanged?: SubscriptionResolver<ResolversTypes['GroupNoteChange'], "groupNoteChanged", ParentType, ContextType, Partial<SubscriptionGroupNoteChangedArgs>>;
  messageAdded?: SubscriptionResolver<ResolversTypes['MessageEvent'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'conversationId'>>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  notificationCountsChanged?: SubscriptionResolver<ResolversTypes['NotificationCounts'], "notificationCountsChanged", ParentType, ContextType>;
  notificationsDone?: SubscriptionResolver<ResolversTypes['NotificationsDone'], "notificationsDone", ParentType, ContextType>;
  taskChanged?: SubscriptionResolver<ResolversTypes['TaskChange'], "taskChanged", ParentType, ContextType>;
  typing?: SubscriptionResolver<ResolversTypes['TypingEvent'], "typing", ParentType, ContextType, RequireFields<SubscriptionTypingArgs, 'conversationId'>>;
};

export type TaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignee?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['ClinicianRef'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doneBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['TaskPermissions'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<Maybe<ResolversTypes['TaskSubject']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TaskChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskChange'] = ResolversParentTypes['TaskChange']> = {
  change?: Resolver<ResolversTypes['TaskChangeKind'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskCounts'] = ResolversParentTypes['TaskCounts']> = {
  dueToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskPage'] = ResolversParentTypes['TaskPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type TaskPermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskPermissions'] = ResolversParentTypes['TaskPermissions']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TreatmentPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TreatmentPlan'] = ResolversParentTypes['TreatmentPlan']> = {
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType>;
  contentHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  episodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  episodeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TreatmentPlanItem']>, ParentType, ContextType>;
  levelOfCare?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  signingGaps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['ClinicianRef']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TreatmentPlanStatus'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TreatmentPlanItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TreatmentPlanItem'] = ResolversParentTypes['TreatmentPlanItem']> = {
  asamDimension?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['TreatmentPlanItem']>, ParentType, ContextType>;
  diagnosisCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TreatmentPlanItemKind'], ParentType, ContextType>;
  responsibleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TreatmentPlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TreatmentPlanPage'] = ResolversParentTypes['TreatmentPlanPage']> = {
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['TreatmentPlan']>, ParentType, ContextType>;
};

export type TwoFactorChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorChallenge'] = ResolversParentTypes['TwoFactorChallenge']> = {
  challengeToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TypingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TypingEvent'] = ResolversParentTypes['TypingEvent']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActivityActor?: ActivityActorResolvers<ContextType>;
  ActivityLogEntry?: ActivityLogEntryResolvers<ContextType>;
  ActivityLogPage?: ActivityLogPageResolvers<ContextType>;
  AttendanceCounts?: AttendanceCountsResolvers<ContextType>;
  AttendanceEntry?: AttendanceEntryResolvers<ContextType>;
  BoardEntry?: BoardEntryResolvers<ContextType>;
  BreakGlassReceipt?: BreakGlassReceiptResolvers<ContextType>;
  CareTeamCandidate?: CareTeamCandidateResolvers<ContextType>;
  CareTeamMember?: CareTeamMemberResolvers<ContextType>;
  ChartAccessClient?: ChartAccessClientResolvers<ContextType>;
  ChartAccessRequest?: ChartAccessRequestResolvers<ContextType>;
  ClientChange?: ClientChangeResolvers<ContextType>;
  ClientChartAccess?: ClientChartAccessResolvers<ContextType>;
  ClientConsent?: ClientConsentResolvers<ContextType>;
  ClientContact?: ClientContactResolvers<ContextType>;
  ClientDemographics?: ClientDemographicsResolvers<ContextType>;
  ClientDiagnosis?: ClientDiagnosisResolvers<ContextType>;
  ClientDisclosure?: ClientDisclosureResolvers<ContextType>;
  ClientDocument?: ClientDocumentResolvers<ContextType>;
  ClientDuplicate?: ClientDuplicateResolvers<ContextType>;
  ClientEpisode?: ClientEpisodeResolvers<ContextType>;
  ClientFaceSheet?: ClientFaceSheetResolvers<ContextType>;
  ClientGroup?: ClientGroupResolvers<ContextType>;
  ClientGroupNotePage?: ClientGroupNotePageResolvers<ContextType>;
  ClientGroupNoteRow?: ClientGroupNoteRowResolvers<ContextType>;
  ClientGroupSchedule?: ClientGroupScheduleResolvers<ContextType>;
  ClientLabelSet?: ClientLabelSetResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  ClientRef?: ClientRefResolvers<ContextType>;
  ClientReferral?: ClientReferralResolvers<ContextType>;
  ClientSummary?: ClientSummaryResolvers<ContextType>;
  Clinician?: ClinicianResolvers<ContextType>;
  ClinicianPage?: ClinicianPageResolvers<ContextType>;
  ClinicianPermissions?: ClinicianPermissionsResolvers<ContextType>;
  ClinicianRef?: ClinicianRefResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationMember?: ConversationMemberResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  CreateClientPayload?: CreateClientPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DiagnosisCode?: DiagnosisCodeResolvers<ContextType>;
  DisclosedDocument?: DisclosedDocumentResolvers<ContextType>;
  EventAudience?: EventAudienceResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  GenerateSessionsResult?: GenerateSessionsResultResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupNote?: GroupNoteResolvers<ContextType>;
  GroupNoteActionResult?: GroupNoteActionResultResolvers<ContextType>;
  GroupNoteAddendum?: GroupNoteAddendumResolvers<ContextType>;
  GroupNoteChange?: GroupNoteChangeResolvers<ContextType>;
  GroupNoteClientContent?: GroupNoteClientContentResolvers<ContextType>;
  GroupNoteClientCopy?: GroupNoteClientCopyResolvers<ContextType>;
  GroupNoteContent?: GroupNoteContentResolvers<ContextType>;
  GroupNoteKickBack?: GroupNoteKickBackResolvers<ContextType>;
  GroupNotePage?: GroupNotePageResolvers<ContextType>;
  GroupNotePermissions?: GroupNotePermissionsResolvers<ContextType>;
  GroupNotePrint?: GroupNotePrintResolvers<ContextType>;
  GroupNoteSignature?: GroupNoteSignatureResolvers<ContextType>;
  GroupNoteStatusChange?: GroupNoteStatusChangeResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  GroupPermissions?: GroupPermissionsResolvers<ContextType>;
  GroupSession?: GroupSessionResolvers<ContextType>;
  GroupSessionPage?: GroupSessionPageResolvers<ContextType>;
  GroupSessionPermissions?: GroupSessionPermissionsResolvers<ContextType>;
  HandoffBlock?: HandoffBlockResolvers<ContextType>;
  HandoffContributor?: HandoffContributorResolvers<ContextType>;
  HandoffHistory?: HandoffHistoryResolvers<ContextType>;
  HandoffPerson?: HandoffPersonResolvers<ContextType>;
  HandoffSegment?: HandoffSegmentResolvers<ContextType>;
  HandoffShiftPage?: HandoffShiftPageResolvers<ContextType>;
  HandoffShiftPrint?: HandoffShiftPrintResolvers<ContextType>;
  HandoffShiftSummary?: HandoffShiftSummaryResolvers<ContextType>;
  HandoffShiftView?: HandoffShiftViewResolvers<ContextType>;
  KioskCheckInResult?: KioskCheckInResultResolvers<ContextType>;
  KioskEntry?: KioskEntryResolvers<ContextType>;
  KioskSession?: KioskSessionResolvers<ContextType>;
  KioskStart?: KioskStartResolvers<ContextType>;
  Label?: LabelResolvers<ContextType>;
  LevelOfCareChange?: LevelOfCareChangeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationBoard?: LocationBoardResolvers<ContextType>;
  LocationChange?: LocationChangeResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LoginSuccess?: LoginSuccessResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageEvent?: MessageEventResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessageSearchHit?: MessageSearchHitResolvers<ContextType>;
  MessageSearchPage?: MessageSearchPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationCounts?: NotificationCountsResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationTypeCount?: NotificationTypeCountResolvers<ContextType>;
  NotificationsDone?: NotificationsDoneResolvers<ContextType>;
  OrgEvent?: OrgEventResolvers<ContextType>;
  OrganizationSettings?: OrganizationSettingsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PendingSigner?: PendingSignerResolvers<ContextType>;
  PrintHeader?: PrintHeaderResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramRef?: ProgramRefResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reminder?: ReminderResolvers<ContextType>;
  ReminderPage?: ReminderPageResolvers<ContextType>;
  RenderedContent?: RenderedContentResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomRef?: RoomRefResolvers<ContextType>;
  ScheduleSlot?: ScheduleSlotResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskChange?: TaskChangeResolvers<ContextType>;
  TaskCounts?: TaskCountsResolvers<ContextType>;
  TaskPage?: TaskPageResolvers<ContextType>;
  TaskPermissions?: TaskPermissionsResolvers<ContextType>;
  TreatmentPlan?: TreatmentPlanResolvers<ContextType>;
  TreatmentPlanItem?: TreatmentPlanItemResolvers<ContextType>;
  TreatmentPlanPage?: TreatmentPlanPageResolvers<ContextType>;
  TwoFactorChallenge?: TwoFactorChallengeResolvers<ContextType>;
  TypingEvent?: TypingEventResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  access?: AccessDirectiveResolver<any, any, ContextType>;
};
