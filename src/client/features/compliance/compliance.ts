import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiRequest } from '../../lib/http';
import { startupRead } from '../startup/startup-read';

/** localStorage: the country of a restricted answer; kept so the overlay shows at once next time. */
export const RESTRICTED_KEY = 'gemdrop:compliance-restricted';
/** sessionStorage: `?compliance_lock=skip` was used in this tab. */
export const SKIP_KEY = 'gemdrop:compliance-skip';
export const LOCK_PARAM = 'compliance_lock';
/** sessionStorage: when this tab last heard "not restricted" (ms); saves a call per page load. */
export const CHECKED_KEY = 'gemdrop:compliance-checked';
/** How long an unrestricted answer holds in a tab before the server is asked again. */
export const CHECK_TTL_MS = 10 * 60_000;

/** Crawlers and link previews: they never see the check (spec). */
export const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|preview/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ComplianceEnvironment {
  userAgent: string;
  /** The `compliance_lock` query value, if any. */
  lockParam: string | null;
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Current time in ms (tests pass a fixed one). */
  now?: number;
}

export type ComplianceDecision =
  { action: 'none' } | { action: 'show'; country: string } | { action: 'check' };

/**
 * What to do on start: bots and skipped tabs see nothing; a remembered restriction shows at
 * once (it is re-evaluated only when not already restricted); otherwise ask the server.
 * `reset` forgets the remembered restriction first; `skip` is remembered for the tab.
 */
export function decideCompliance(env: ComplianceEnvironment): ComplianceDecision {
  if (isBot(env.userAgent)) return { action: 'none' };
  if (env.lockParam === 'reset') {
    safely(() => env.local.removeItem(RESTRICTED_KEY));
    safely(() => env.session.removeItem(SKIP_KEY));
    safely(() => env.session.removeItem(CHECKED_KEY));
  }
  if (env.lockParam === 'skip') safely(() => env.session.setItem(SKIP_KEY, '1'));
  if (safely(() => env.session.getItem(SKIP_KEY)) === '1') return { action: 'none' };
  const remembered = safely(() => env.local.getItem(RESTRICTED_KEY));
  if (remembered) return { action: 'show', country: remembered };
  const checkedAt = Number(safely(() => env.session.getItem(CHECKED_KEY)));
  const now = env.now ?? Date.now();
  if (checkedAt > 0 && now - checkedAt < CHECK_TTL_MS) return { action: 'none' };
  return { action: 'check' };
}

/** Storage can throw (privacy modes, quotas): treat that as "nothing stored". */
function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

interface ComplianceState {
  /** The restricted country while the overlay must show, else null. */
  restrictedCountry: string | null;
}

export const complianceStore = createStore<ComplianceState>()(() => ({ restrictedCountry: null }));

export function useRestrictedCountry(): string | null {
  return useStore(complianceStore, (state) => state.restrictedCountry);
}

export interface ComplianceAnswer {
  restricted: boolean;
  country?: string;
}

export async function runComplianceCheck(
  env: ComplianceEnvironment,
  fetchCompliance: () => Promise<ComplianceAnswer> = async () =>
    (await startupRead.take('compliance')) ?? apiRequest<ComplianceAnswer>('/compliance'),
): Promise<void> {
  const decision = decideCompliance(env);
  if (decision.action === 'show') complianceStore.setState({ restrictedCountry: decision.country });
  if (decision.action !== 'check') return;
  try {
    const { restricted, country = 'N/A' } = await fetchCompliance();
    if (!restricted) {
      safely(() => env.session.setItem(CHECKED_KEY, String(env.now ?? Date.now())));
      return;
    }
    safely(() => env.local.setItem(RESTRICTED_KEY, country));
    complianceStore.setState({ restrictedCountry: country });
  } catch {
    // The check failing must not lock anyone out.
  }
}

let started = false;

/** Runs the check once per page load with the browser's environment. */
export function startCompliance(): void {
  if (started) return;
  started = true;
  const lockParam = new URLSearchParams(window.location.search).get(LOCK_PARAM);
  void runComplianceCheck({
    userAgent: navigator.userAgent,
    lockParam,
    local: window.localStorage,
    session: window.sessionStorage,
  });
}
