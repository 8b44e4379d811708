import { notify } from '../notifications/notifications';
import { sessionStore } from '../session/session-store';
import { startupRead } from '../startup/startup-read';
import { rgApi } from './rg-api';

let timer: ReturnType<typeof setInterval> | null = null;
let startedAt = 0;

/** The reminder's words after `minutes` of play. */
export function reminderText(minutes: number): string {
  if (minutes >= 60) {
    const hours = Math.floor(minutes / 60);
    return `You have been playing for ${hours} hour${hours === 1 ? '' : 's'}${minutes % 60 ? ` ${minutes % 60} minutes` : ''}. Take a break if you need one.`;
  }
  return `You have been playing for ${minutes} minutes. Take a break if you need one.`;
}

/** Starts (or restarts) the reminder every `minutes` of this visit; null stops it. */
export function applySessionReminder(minutes: number | null): void {
  if (timer) clearInterval(timer);
  timer = null;
  if (!minutes) return;
  if (!startedAt) startedAt = Date.now();
  timer = setInterval(() => {
    const played = Math.round((Date.now() - startedAt) / 60_000);
    notify({
      title: 'Session reminder',
      message: reminderText(played),
      severity: 'NOTICE',
      lifetimeMs: 0,
    });
  }, minutes * 60_000);
}

/** Follows the signed-in player's chosen interval, from sign-in to sign-out. */
export function startSessionReminders(): void {
  const follow = async (userId: string | null) => {
    if (!userId) return applySessionReminder(null);
    try {
      // The page's start-up read brings the settings; a later sign-in reads their route.
      const answer = (await startupRead.take('responsibleGambling', userId)) ?? (await rgApi.get());
      applySessionReminder(answer.settings.sessionReminderMinutes);
    } catch {
      applySessionReminder(null);
    }
  };
  void follow(sessionStore.getState().user?.id ?? null);
  sessionStore.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) void follow(state.user?.id ?? null);
  });
}
