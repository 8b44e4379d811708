import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { RgSettings } from '../../../shared/contract/responsibleGambling';
import { RG_LIMIT_MAX } from '../../../shared/contract/responsibleGambling';
import { formatGems } from '../../../shared/money';
import {
  RG_LIMIT_KINDS,
  RG_LIMIT_LABELS,
  RG_PERIODS,
  RG_PERIOD_LABELS,
  SELF_EXCLUSION_LABELS,
  SELF_EXCLUSION_PERIODS,
  SESSION_REMINDER_MINUTES,
  type SelfExclusionPeriod,
} from '../../../shared/responsibleGambling';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { FormError } from '../session/FormError';
import { rgApi } from './rg-api';
import { applySessionReminder } from './session-reminder';

const limitFormSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** Gems as typed; empty removes the limit. */
  gems: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d{1,2})?)?$/, { error: 'Enter gems with at most two decimals, or nothing' })
    .refine((v) => v === '' || (Number(v) > 0 && Math.round(Number(v) * 100) <= RG_LIMIT_MAX), {
      error: 'A limit is between 0.01 and 1,000,000.00 gems',
    }),
});
type LimitForm = z.infer<typeof limitFormSchema>;

/** Limits, self-exclusion and session reminders, under Profile → Settings. */
export function ResponsibleGamblingPanel() {
  const [settings, setSettings] = useState<RgSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SelfExclusionPeriod | null>(null);

  useEffect(() => {
    rgApi.get().then(
      (answer) => setSettings(answer.settings),
      (caught: unknown) => setError(messageOf(caught)),
    );
  }, []);

  const form = useForm<LimitForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(limitFormSchema),
    defaultValues: { kind: 'loss', period: 'day', gems: '' },
  });
  const onLimit = form.handleSubmit(async ({ kind, period, gems }) => {
    setError(null);
    try {
      const amount = gems === '' ? null : Math.round(Number(gems) * 100);
      setSettings((await rgApi.setLimit({ kind, period, amount })).settings);
    } catch (caught) {
      setError(messageOf(caught));
    }
  });

  const act = async (run: () => Promise<{ settings: RgSettings }>) => {
    setError(null);
    try {
      const answer = await run();
      setSettings(answer.settings);
      return answer.settings;
    } catch (caught) {
      setError(messageOf(caught));
      return null;
    }
  };

  const excluded = settings?.selfExcludedForGood || settings?.selfExcludedUntil;
  return (
    <section className="rg-panel" aria-labelledby="rg-title">
      <h2 id="rg-title">Responsible gambling</h2>
      <FormError message={error} />
      {settings && (
        <>
          <table className="rg-panel__limits">
            <caption>Your limits (periods in UTC; a week starts on Monday)</caption>
            <thead>
              <tr>
                <th scope="col">Limit</th>
                {RG_PERIODS.map((p) => (
                  <th scope="col" key={p}>
                    {RG_PERIOD_LABELS[p]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {RG_LIMIT_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{RG_LIMIT_LABELS[kind]}</th>
                  {RG_PERIODS.map((period) => {
                    const limit = settings.limits.find(
                      (l) => l.kind === kind && l.period === period,
                    );
                    return (
                      <td key={period}>
                        {limit?.amount ? formatGems(limit.amount) : 'None'}
                        {limit?.pending && (
                          <small>
                            {' '}
                            then {limit.pending.amount
                              ? formatGems(limit.pending.amount)
                              : 'none'}{' '}
                            from {new Date(limit.pending.from).toLocaleString()}
                          </small>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <form className="rg-panel__form" onSubmit={onLimit} noValidate>
            <label>
              Limit
              <select {...form.register('kind')}>
                {RG_LIMIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {RG_LIMIT_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Period
              <select {...form.register('period')}>
                {RG_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {RG_PERIOD_LABELS[p]}
                  </option>
                ))}
              </select>
            </label>
            <Field
              label="Gems"
              inputMode="decimal"
              hint="A lower limit applies at once; a higher one, or none, after 24 hours."
              error={form.formState.errors.gems?.message}
              {...form.register('gems')}
            />
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              Save limit
            </Button>
          </form>

          <h3>Session reminder</h3>
          <label>
            Remind me every
            <select
              value={settings.sessionReminderMinutes ?? ''}
              onChange={async (event) => {
                const minutes = event.target.value ? Number(event.target.value) : null;
                const next = await act(() => rgApi.setReminder(minutes));
                if (next) applySessionReminder(next.sessionReminderMinutes);
              }}
            >
              <option value="">Never</option>
              {SESSION_REMINDER_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </label>

          <h3>Self-exclusion</h3>
          {excluded ? (
            <p role="status">
              {settings.selfExcludedForGood
                ? 'You have excluded yourself for good.'
                : `You have excluded yourself until ${new Date(settings.selfExcludedUntil!).toLocaleString()}.`}{' '}
              You can still withdraw your gems.
            </p>
          ) : (
            <p>Take a break from play and deposits. It cannot be shortened or undone.</p>
          )}
          {!settings.selfExcludedForGood && (
            <div className="rg-panel__exclusions">
              {SELF_EXCLUSION_PERIODS.map((period) => (
                <Button
                  key={period}
                  variant={confirming === period ? 'primary' : 'secondary'}
                  onClick={async () => {
                    if (confirming !== period) return setConfirming(period);
                    setConfirming(null);
                    await act(() => rgApi.selfExclude(period));
                  }}
                >
                  {confirming === period
                    ? `Confirm: exclude ${SELF_EXCLUSION_LABELS[period].toLowerCase()}`
                    : SELF_EXCLUSION_LABELS[period]}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
