import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  Notification,
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_VARIANTS,
} from '../../../shared/contract/notifications';
import type { RichTextBlock } from '../../../shared/contract/richText';

type RichText = RichTextBlock[];

export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

/** What the store keeps per notification (spec: notificationId, props, show, read). */
export interface NotificationEntry {
  notificationId: string;
  props: Notification;
  show: boolean;
  read: boolean;
}

export interface NotificationState {
  entries: NotificationEntry[];
  /** Adds (or replaces, same _id) a notification: shown and unread. */
  add(notification: Notification): void;
  /** Merges the given fields into the notification with that _id. */
  update(patch: Partial<Notification> & { _id: string }): void;
  markRead(notificationId: string): void;
  markAllRead(): void;
  /** Hides it (show false); it stays in the store. */
  close(notificationId: string): void;
  remove(notificationId: string): void;
}

export interface NotificationStoreDeps {
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** setTimeout's ceiling (about 24.8 days); later expiries are re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createNotificationStore({
  now = () => Date.now(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: NotificationStoreDeps = {}): StoreApi<NotificationState> {
  const timers = new Map<string, unknown>();

  function disarm(id: string) {
    if (timers.has(id)) clearTimer(timers.get(id));
    timers.delete(id);
  }

  return createStore<NotificationState>()((set, get) => {
    /** Auto-close at expiryDate. */
    function arm(notification: Notification) {
      disarm(notification._id);
      if (!notification.expiryDate) return;
      const expiresAt = Date.parse(notification.expiryDate);
      if (Number.isNaN(expiresAt)) return;
      const wait = expiresAt - now();
      if (wait <= 0) {
        get().close(notification._id);
        return;
      }
      timers.set(
        notification._id,
        setTimer(
          () => {
            timers.delete(notification._id);
            const current = get().entries.find((e) => e.notificationId === notification._id);
            if (current) arm(current.props);
          },
          Math.min(wait, MAX_TIMER_MS),
        ),
      );
    }

    function patchEntry(id: string, patch: (entry: NotificationEntry) => NotificationEntry) {
      set((state) => ({
        entries: state.entries.map((entry) => (entry.notificationId === id ? patch(entry) : entry)),
      }));
    }

    return {
      entries: [],

      add(notification) {
        const entry: NotificationEntry = {
          notificationId: notification._id,
          props: notification,
          show: true,
          read: false,
        };
        set((state) => ({
          entries: [...state.entries.filter((e) => e.notificationId !== notification._id), entry],
        }));
        arm(notification);
      },

      update(patch) {
        const existing = get().entries.find((e) => e.notificationId === patch._id);
        if (!existing) return;
        const props = { ...existing.props, ...patch };
        patchEntry(patch._id, (entry) => ({ ...entry, props }));
        if (existing.show) arm(props);
      },

      markRead: (id) => patchEntry(id, (entry) => ({ ...entry, read: true })),

      markAllRead: () =>
        set((state) => ({ entries: state.entries.map((entry) => ({ ...entry, read: true })) })),

      close(id) {
        disarm(id);
        patchEntry(id, (entry) => ({ ...entry, show: false }));
      },

      remove(id) {
        disarm(id);
        set((state) => ({ entries: state.entries.filter((e) => e.notificationId !== id) }));
      },
    };
  });
}

/** The app's one notification store. */
export const notificationStore = createNotificationStore();

export function useNotifications<T>(selector: (state: NotificationState) => T): T {
  return useStore(notificationStore, selector);
}

/** The three on-screen areas; INBOX is the bell's (inbox.ts), CHAT_PIN the chat's (chat-pins.ts). */
export type NotificationArea = 'corner' | 'center' | 'top';

export function areaOf(variant: NotificationVariant): NotificationArea | null {
  switch (variant) {
    case 'CORNER_ALERT':
      return 'corner';
    case 'CENTER_ALERT':
      return 'center';
    case 'TOP_ALERT':
    case 'BANNER':
      return 'top';
    default:
      return null;
  }
}

/** Shown here: location ALL or the route's location. */
export function showsAt(
  notification: Pick<Notification, 'location'>,
  location: NotificationLocation,
): boolean {
  return notification.location === 'ALL' || notification.location === location;
}

/** The shown notifications of one area at a location, highest priority first, then oldest. */
export function visibleIn(
  entries: readonly NotificationEntry[],
  area: NotificationArea,
  location: NotificationLocation,
): NotificationEntry[] {
  return entries
    .filter(
      (entry) =>
        entry.show && areaOf(entry.props.variant) === area && showsAt(entry.props, location),
    )
    .sort(
      (a, b) =>
        b.props.priority - a.props.priority ||
        Date.parse(a.props.createdAt) - Date.parse(b.props.createdAt),
    );
}

/** A plain string becomes one text block. */
export function toRichText(message: string | RichText): RichText {
  return typeof message === 'string' ? [{ type: 'TEXT', value: message }] : message;
}

/** Client default lifetime (spec section 9). */
export const CLIENT_NOTIFICATION_LIFETIME_MS = 6000;

export interface ClientNotificationInput {
  title: string;
  message: string | RichText;
  severity?: NotificationSeverity;
  location?: NotificationLocation;
  variant?: NotificationVariant;
  /** Milliseconds until it closes itself; 0 keeps it until dismissed. */
  lifetimeMs?: number;
}

let clientSequence = 0;

/** Builds a client-created notification: priority 1, SUCCESS, corner alert, 6 s by default. */
export function createClientNotification(
  input: ClientNotificationInput,
  now: number = Date.now(),
): Notification {
  clientSequence += 1;
  const lifetime = input.lifetimeMs ?? CLIENT_NOTIFICATION_LIFETIME_MS;
  return {
    _id: `client-${now.toString(36)}-${clientSequence}`,
    source: 'client',
    type: 'CUSTOM',
    severity: input.severity ?? 'SUCCESS',
    dismissible: 'ALWAYS',
    priority: 1,
    location: input.location ?? 'ALL',
    message: toRichText(input.message),
    target: null,
    title: input.title,
    variant: input.variant ?? 'CORNER_ALERT',
    createdAt: new Date(now).toISOString(),
    ...(lifetime > 0 ? { expiryDate: new Date(now + lifetime).toISOString() } : {}),
  };
}
