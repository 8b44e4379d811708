import type { ChallengeTracker } from '../../../shared/contract/challenges';
import { messageOf } from '../../lib/api-error';
import { reportWarning } from '../../lib/report-error';
import { formatAmount } from '../../ui/amount';
import { notify } from '../notifications/notifications';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type RealtimeState, realtimeStore } from '../realtime/realtime-store';
import { sessionStore } from '../session/session-store';
import { startupRead } from '../startup/startup-read';
import { challengesApi } from './challenges-api';
import { challengesStore } from './challenges-store';

let started = false;
let generation = 0;
/** Whose trackers the store holds: a user id, null for a visitor, undefined before the first. */
let loadedFor: string | null | undefined;
let periodTimer: ReturnType<typeof setTimeout> | undefined;

/** Loads the list and, for a signed-in player, their trackers; a slower, older answer is dropped. */
export async function loadChallenges(): Promise<void> {
  const mine = ++generation;
  const viewer = sessionStore.getState().user?.id ?? null;
  try {
    const [list, trackers] = await Promise.all([
      startupRead.take('challenges').then((part) => part ?? challengesApi.list()),
      viewer
        ? startupRead
            .take('challengeTrackers', viewer)
            .then((part) => part ?? challengesApi.trackers())
        : Promise.resolve({ trackers: [] }),
    ]);
    if (mine !== generation) return;
    const viewerChanged = loadedFor !== viewer;
    loadedFor = viewer;
    const state = challengesStore.getState();
    state.setChallenges(list.challenges);
    state.receiveTrackers(trackers.trackers, viewerChanged);
    reloadWhenAPeriodEnds(list.challenges.map((challenge) => challenge.endsAt));
  } catch (error) {
    reportWarning('Challenges could not be loaded', error);
  }
}

/** At the soonest end (a daily reset at 00:00 UTC), the list is read again: new ids, new trackers. */
function reloadWhenAPeriodEnds(ends: readonly (string | null)[]): void {
  clearTimeout(periodTimer);
  const now = Date.now();
  const soonest = Math.min(
    ...ends.map((end) => (end ? Date.parse(end) : Infinity)).filter((at) => at > now),
  );
  if (!Number.isFinite(soonest)) return;
  // Timers cap near 24.8 days; a second late lets the server's clock pass the end too.
  periodTimer = setTimeout(
    () => void loadChallenges(),
    Math.min(soonest - now + 1_000, 2 ** 31 - 1),
  );
}

function socketReady(realtime: RealtimeState, loggedIn: boolean): boolean {
  return realtime.status === 'connected' && (!loggedIn || realtime.authenticated);
}

function isTracker(value: unknown): value is ChallengeTracker {
  const tracker = value as ChallengeTracker | null;
  return (
    typeof tracker === 'object' &&
    tracker !== null &&
    typeof tracker.challenge === 'string' &&
    typeof tracker.progress === 'number' &&
    typeof tracker.state === 'string'
  );
}

/**
 * Starts once per page: loads now, again when the signed-in user changes and whenever the
 * socket becomes ready for this viewer (events sent while it was away never arrive), and
 * applies 'challenge-tracker.update'.
 */
export function startChallenges(): void {
  if (started) return;
  started = true;
  onRealtimeEvent('challenge-tracker.update', (payload) => {
    const tracker = (payload as { data?: { tracker?: unknown } } | null)?.data?.tracker;
    if (isTracker(tracker)) challengesStore.getState().applyTracker(tracker);
  });
  void loadChallenges();
  sessionStore.subscribe((state, previous) => {
    if (state.initialized && state.user?.id !== previous.user?.id) void loadChallenges();
  });
  let ready = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
  const follow = () => {
    const now = socketReady(realtimeStore.getState(), sessionStore.getState().user !== null);
    if (now && !ready) void loadChallenges();
    ready = now;
  };
  realtimeStore.subscribe(follow);
  sessionStore.subscribe(follow);
}

/** Claims a completed challenge: the button waits, and a notice tells how it went. */
export async function claimChallenge(id: string): Promise<void> {
  const state = challengesStore.getState();
  if (state.claiming[id]) return;
  const challenge = state.challenges.find((known) => known._id === id);
  state.setClaiming(id, true);
  try {
    await challengesApi.claim(id);
    const held = challengesStore.getState().trackers[id];
    challengesStore.getState().applyTracker({
      challenge: id,
      state: 'CLAIMED',
      progress: challenge?.goal ?? held?.progress ?? 0,
      updatedAt: new Date().toISOString(),
    });
    notify({
      title: 'Challenge claimed',
      message: challenge
        ? `${challenge.title}: +${formatAmount(challenge.reward)} gems`
        : 'Your reward was credited.',
    });
  } catch (error) {
    notify({ title: 'Could not claim', message: messageOf(error), severity: 'ERROR' });
    // The server knows better (claimed in another tab, the period ended): read it again.
    void loadChallenges();
  } finally {
    challengesStore.getState().setClaiming(id, false);
  }
}
