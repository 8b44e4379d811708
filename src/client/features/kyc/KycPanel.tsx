import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { kycDetailsBodySchema, type KycStatus } from '../../../shared/contract/kyc';
import { KYC_LEVEL_NAMES, type KycLevel } from '../../../shared/kyc';
import { formatGems } from '../../../shared/money';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { Field } from '../session/Field';
import { FormError } from '../session/FormError';
import { fileToBase64, kycApi } from './kyc-api';

const detailsSchema = kycDetailsBodySchema.shape.data;
type DetailsIn = z.input<typeof detailsSchema>;
type DetailsOut = z.output<typeof detailsSchema>;

function unlocks(level: KycLevel, t: KycStatus['thresholds']): string {
  if (level === 1)
    return t.level1Above === 0
      ? 'Withdrawals'
      : `Withdrawals above ${formatGems(t.level1Above)} gems`;
  if (level === 2) return `Withdrawals above ${formatGems(t.level2Above)} gems`;
  if (level === 3) return `Withdrawals above ${formatGems(t.level3Above)} gems`;
  return 'Play and deposits';
}

/** The player's verification: level, basic details and documents (Profile → KYC, KYC modal). */
export function KycPanel() {
  const [kyc, setKyc] = useState<KycStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    kycApi.get().then(
      (answer) => setKyc(answer.kyc),
      (caught: unknown) => setError(messageOf(caught)),
    );
  }, []);
  useEffect(() => {
    reload();
    return onRealtimeEvent('kyc.verified', reload);
  }, [reload]);

  const form = useForm<DetailsIn, unknown, DetailsOut>({
    ...VALIDATION_MODES,
    resolver: zodResolver(detailsSchema),
    defaultValues: { fullName: '', dateOfBirth: '', country: '', address: '' },
  });
  const onDetails = form.handleSubmit(async (data) => {
    setError(null);
    try {
      setKyc((await kycApi.submitDetails(data)).kyc);
    } catch (caught) {
      setError(messageOf(caught));
    }
  });

  const onFile = async (level: 2 | 3, file: File | undefined) => {
    if (!file || !kyc) return;
    setError(null);
    if (file.size > kyc.maxDocumentBytes)
      return setError(`A document is at most ${Math.floor(kyc.maxDocumentBytes / 1_048_576)} MB`);
    setBusy(true);
    try {
      const content = await fileToBase64(file);
      setKyc((await kycApi.upload({ level, fileName: file.name, content })).kyc);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!kyc) return <FormError message={error} />;
  const nextLevel = (kyc.level + 1) as KycLevel;
  const pending = kyc.documents.find((d) => d.status === 'pending');
  return (
    <div className="kyc-panel">
      <p role="status">
        Your level: <strong>{kyc.level}</strong> ({KYC_LEVEL_NAMES[kyc.level as KycLevel]})
      </p>
      <ol className="kyc-panel__levels">
        {([1, 2, 3] as const).map((level) => (
          <li key={level} aria-current={level === kyc.level ? 'step' : undefined}>
            {level}. {KYC_LEVEL_NAMES[level]}: unlocks{' '}
            {unlocks(level, kyc.thresholds).toLowerCase()}
            {level <= kyc.level ? ' (done)' : ''}
          </li>
        ))}
      </ol>
      <FormError message={error} />
      {kyc.level === 0 && (
        <form onSubmit={onDetails} noValidate>
          <Field
            label="Full name"
            autoComplete="name"
            error={form.formState.errors.fullName?.message}
            data-private-input=""
            {...form.register('fullName')}
          />
          <Field
            label="Date of birth"
            type="date"
            autoComplete="bday"
            error={form.formState.errors.dateOfBirth?.message}
            data-private-input=""
            {...form.register('dateOfBirth')}
          />
          <Field
            label="Country (two letters)"
            autoComplete="country"
            maxLength={2}
            error={form.formState.errors.country?.message}
            {...form.register('country', { setValueAs: (v: string) => v.toUpperCase() })}
          />
          <Field
            label="Address"
            autoComplete="street-address"
            error={form.formState.errors.address?.message}
            data-private-input=""
            {...form.register('address')}
          />
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            Save details
          </Button>
        </form>
      )}
      {(nextLevel === 2 || nextLevel === 3) &&
        (pending ? (
          <p>Your document “{pending.fileName}” is waiting for review.</p>
        ) : (
          <label className="kyc-panel__upload">
            {nextLevel === 2
              ? 'Upload a government photo ID (PNG, JPEG or PDF)'
              : 'Upload a proof of address: a recent bill or bank statement (PNG, JPEG or PDF)'}
            <input
              type="file"
              accept="image/png,image/jpeg,application/pdf"
              disabled={busy}
              onChange={(event) => void onFile(nextLevel, event.target.files?.[0])}
            />
          </label>
        ))}
      {kyc.documents.length > 0 && (
        <ul className="kyc-panel__documents" aria-label="Your documents">
          {kyc.documents.map((d) => (
            <li key={d.id}>
              {d.fileName}: {d.status}
              {d.reason ? ` (${d.reason})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
