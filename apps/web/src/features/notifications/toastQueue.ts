import type { NotificationType } from "../../__generated__/graphql";
import { inAppPath, pathnameOf } from "./notificationText";

/** What a toast shows of a notification that just arrived. */
export interface ToastNotification {
  id: string;
  title: string;
  body: string;
  link?: string | null;
  read: boolean;
}

/** One toast on screen: a notification, or a burst summed up ("5 new notifications"). */
export type Toast =
  | { kind: "notification"; key: string; notification: ToastNotification }
  | { kind: "summary"; key: string; count: number };

/**
 * Toasts show one at a time. Up to this many waiting are shown one after another; a longer queue
 * (an announcement storm, a day's reminders at once) becomes one summary toast instead.
 */
export const SHOW_ONE_BY_ONE = 2;
/** Ids remembered to drop a notification delivered twice (the socket reconnected mid-burst). */
const SEEN_LIMIT = 100;

export interface ToastQueue {
  current: Toast | null;
  /** False while the current toast leaves; the next one shows once it has left. */
  open: boolean;
  waiting: ToastNotification[];
  seen: string[];
}

export type ToastAction =
  | { type: "arrived"; notification: ToastNotification }
  /** The person dismissed the toast, acted on it, or its time ran out. */
  | { type: "closed" }
  /** The toast's exit transition ended. */
  | { type: "exited" }
  /** Nothing waiting is worth showing any more (the person opened the notifications page). */
  | { type: "cleared" }
  /** These notifications were done (their item dealt with, by anyone): old news, on screen or waiting. */
  | { type: "done"; ids: readonly string[] };

export const EMPTY_TOAST_QUEUE: ToastQueue = { current: null, open: false, waiting: [], seen: [] };

const single = (notification: ToastNotification): Toast => ({
  kind: "notification",
  key: notification.id,
  notification,
});

/** The toast after the current one: the next notification, or a summary of a long queue. */
function next(waiting: ToastNotification[]): Pick<ToastQueue, "current" | "open" | "waiting"> {
  const [first, ...rest] = waiting;
  if (!first) return { current: null, open: false, waiting: [] };
  if (waiting.length <= SHOW_ONE_BY_ONE) return { current: single(first), open: true, waiting: rest };
  return { current: { kind: "summary", key: `summary-${first.id}`, count: waiting.length }, open: true, waiting: [] };
}

export function toastQueueReducer(state: ToastQueue, action: ToastAction): ToastQueue {
  switch (action.type) {
    case "arrived": {
      const { notification } = action;
      if (notification.read || state.seen.includes(notification.id)) return state;
      const seen = [...state.seen, notification.id].slice(-SEEN_LIMIT);
      if (!state.current) return { ...state, seen, current: single(notification), open: true };
      // A summary on screen counts the newcomer in rather than queueing another toast behind it.
      if (state.current.kind === "summary" && state.open)
        return { ...state, seen, current: { ...state.current, count: state.current.count + 1 } };
      return { ...state, seen, waiting: [...state.waiting, notification] };
    }
    case "closed":
      return state.open ? { ...state, open: false } : state;
    case "exited":
      return state.open ? state : { ...state, ...next(state.waiting) };
    case "cleared":
      return { ...state, open: false, waiting: [] };
    case "done": {
      const waiting = state.waiting.filter((n) => !action.ids.includes(n.id));
      const showing =
        state.current?.kind === "notification" && state.open && action.ids.includes(state.current.notification.id);
      if (!showing && waiting.length === state.waiting.length) return state;
      return { ...state, waiting, open: showing ? false : state.open };
    }
  }
}

export const NOTIFICATIONS_PATH = "/notifications";

/**
 * Whether a notification arriving while the person is on `pathname` gets a toast: not on the
 * notifications page, whose list shows it, nor on the page it links to, which is live itself
 * (a note to approve while the approvals queue is open). A reminder the person set is the
 * exception: the page it links to does not show it, and they asked to be told.
 */
export function shouldToast(
  pathname: string,
  notification: Pick<ToastNotification, "link"> & { type?: NotificationType },
): boolean {
  if (pathname === NOTIFICATIONS_PATH) return false;
  if (notification.type === "reminder_due") return true;
  const link = inAppPath(notification.link);
  return link === null || pathnameOf(link) !== pathname;
}
