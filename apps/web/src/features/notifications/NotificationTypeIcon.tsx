import type { ComponentType } from "react";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import AlarmIcon from "@mui/icons-material/Alarm";
import AlternateEmailIcon from "@mui/icons-material/AlternateEmail";
import AssignmentIndIcon from "@mui/icons-material/AssignmentInd";
import AssignmentReturnIcon from "@mui/icons-material/AssignmentReturn";
import CampaignIcon from "@mui/icons-material/Campaign";
import DrawIcon from "@mui/icons-material/Draw";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import GroupsIcon from "@mui/icons-material/Groups";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import PolicyIcon from "@mui/icons-material/Policy";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import VerifiedIcon from "@mui/icons-material/Verified";
import type { NotificationType } from "../../__generated__/graphql";

/** One icon per type, the same in the bell's list, on the page and in the toasts. */
const ICONS: Record<NotificationType, ComponentType<SvgIconProps>> = {
  announcement: CampaignIcon,
  group_note_submitted: TaskAltIcon,
  group_note_approved: VerifiedIcon,
  group_note_kicked_back: AssignmentReturnIcon,
  group_note_signee_added: DrawIcon,
  group_session_soon: GroupsIcon,
  reminder_due: AlarmIcon,
  task_assigned: AssignmentIndIcon,
  task_due: EventBusyIcon,
  mention: AlternateEmailIcon,
  break_glass_requested: PolicyIcon,
  break_glass_decided: LockOpenIcon,
};

/** The icon of a notification's type; decorative, since the type's label is shown or spoken beside it. */
export function NotificationTypeIcon({ type, ...props }: { type: NotificationType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
