import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type KycQueueEntry, kycDocumentFileBody } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { kycAdminApi } from './kyc-admin-api';

/** An empty code is a code left out: the server then asks for a fresh validation instead. */
const formSchema = z.preprocess((values) => {
  const code = (values as { code?: string }).code?.trim();
  return code ? { code } : {};
}, kycDocumentFileBody);

/**
 * The document, shown in the page once the operator gave their 2FA code: the bytes come from
 * the server as a blob held in this page's memory (an object address only this tab knows),
 * dropped when the operator moves on.
 */
export function KycDocumentViewer({ entry }: { entry: KycQueueEntry }) {
  const [url, setUrl] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema as never) as unknown as Resolver<{ code: string }>,
    defaultValues: { code: '' },
  });
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The resolver hands over the contract's output: the body itself.
      const blob = await kycAdminApi.file(entry.id, values as { code?: string });
      setUrl(URL.createObjectURL(blob));
    } catch (caught) {
      setServerError(messageOf(caught));
      form.setValue('code', '');
    }
  });

  if (url) {
    const title = `${entry.fileName} of ${entry.username}`;
    return entry.mime === 'application/pdf' ? (
      <iframe className="admin-kyc__document" title={title} src={url} />
    ) : (
      <img className="admin-kyc__document" alt={title} src={url} />
    );
  }
  const error = form.formState.errors.code?.message ?? serverError;
  return (
    <form
      className="admin-kyc__open"
      aria-label={`Open ${entry.fileName}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Two-factor code"
        hint="Opening a document is written to the audit log. Not needed if you entered a code in the last 10 minutes."
        autoComplete="one-time-code"
        maxLength={20}
        aria-invalid={error ? true : undefined}
        {...form.register('code')}
      />
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        Open document
      </Button>
    </form>
  );
}
