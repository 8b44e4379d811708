import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { InstantGame } from '../../../shared/contract/instantGames';
import type { Hundredths } from '../../../shared/money';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { showBetError } from '../instant-games/bet-errors';
import { paceSetting } from '../instant-games/pace-setting';
import { AUTO_BET_MIN_INTERVAL_MS, runAutoBet, type SettledBet } from './auto-bet-runner';
import {
  autoBetSettingsSchema,
  DEFAULT_AUTO_BET_SETTINGS,
  type AutoBetSettingsInput,
} from './auto-bet-settings';
import type { AutoBetSettings } from './auto-bet-strategy';
import { runEndWords } from './auto-bet-words';

export type BetMode = 'manual' | 'auto';
/** 'stopping': Stop was pressed and the bet in flight is finishing. */
export type AutoBetStatus = 'idle' | 'running' | 'stopping';

export interface AutoBetOptions {
  game: InstantGame;
  /** The game's name, as the live stats title it. */
  title: string;
  /** Sends one bet at this stake; resolves once the server settled it, rejects if refused. */
  place: (stake: Hundredths) => Promise<SettledBet>;
  /** Why a run cannot start now (mines without a pattern), or null. */
  blocker?: () => string | null;
  /** Asked once before a run (mines' large-stake question); false cancels. */
  confirmStart?: (base: Hundredths) => Promise<boolean>;
}

/**
 * The bet panel's auto mode: its settings form and one run at a time. The run's logic is
 * runAutoBet (pure); this hook only holds its state for React and stops it on leaving.
 */
export function useAutoBet({ game, title, place, blocker, confirmStart }: AutoBetOptions) {
  const [mode, setMode] = useState<BetMode>('manual');
  const [status, setStatus] = useState<AutoBetStatus>('idle');
  const [progress, setProgress] = useState({ betNumber: 0, total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  // A refused Start shows the blocker while it still holds (it goes once the player fixed it).
  const [blocked, setBlocked] = useState(false);
  const form = useForm<AutoBetSettingsInput, unknown, AutoBetSettings>({
    ...VALIDATION_MODES,
    resolver: zodResolver(autoBetSettingsSchema),
    defaultValues: DEFAULT_AUTO_BET_SETTINGS,
  });
  const control = useRef<AbortController | null>(null);
  const latest = useRef({ place, blocker, confirmStart });
  latest.current = { place, blocker, confirmStart };

  // Leaving the page stops the run (the bet in flight still settles).
  useEffect(() => () => control.current?.abort(), []);

  const run = useCallback(
    async (settings: AutoBetSettings, base: Hundredths) => {
      if (control.current) return;
      // Taken before the question, so a second Start cannot slip in while it is open.
      const abort = new AbortController();
      control.current = abort;
      const { confirmStart: confirm, place: send } = latest.current;
      if (confirm && !(await confirm(base))) {
        control.current = null;
        return;
      }
      setMessage(null);
      setProgress({ betNumber: 0, total: settings.bets });
      setStatus('running');
      const { end, allLanded } = await runAutoBet({
        settings,
        base,
        place: send,
        // A player on the normal pace watches each bet land; faster paces go as fast as
        // the server answers (each animation still lands before its result shows).
        waitForLanding: () => paceSetting.get(game) === 'normal',
        signal: abort.signal,
        onSend: (betNumber) => setProgress({ betNumber, total: settings.bets }),
        minIntervalMs: AUTO_BET_MIN_INTERVAL_MS,
      });
      if (end.reason === 'error') showBetError(end.error, 'Auto-bet stopped');
      // Why the run ended can tell the last outcome: say it once that outcome has shown.
      await allLanded;
      control.current = null;
      setMessage(runEndWords(end));
      setStatus('idle');
    },
    [game],
  );

  const start = useCallback(
    (base: Hundredths) => {
      if (control.current) return;
      const why = latest.current.blocker?.() ?? null;
      setBlocked(why !== null);
      if (why) {
        setMessage(null);
        return;
      }
      void form.handleSubmit((settings) => run(settings, base))();
    },
    [form, run],
  );

  const stop = useCallback(() => {
    if (!control.current || control.current.signal.aborted) return;
    control.current.abort();
    setStatus('stopping');
  }, []);

  const why = blocked ? (blocker?.() ?? null) : null;
  return {
    game,
    title,
    mode,
    setMode,
    form,
    status,
    progress,
    message: why ?? message,
    start,
    stop,
  };
}

export type AutoBet = ReturnType<typeof useAutoBet>;
