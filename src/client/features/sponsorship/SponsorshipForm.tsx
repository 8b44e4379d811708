import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SponsorshipApplicationBody } from '../../../shared/contract/sponsorships';
import { SPONSORSHIP_MESSAGE_MAX } from '../../../shared/contract/sponsorships';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { submitSponsorshipApplication } from './sponsorship-api';
import {
  EMPTY_SPONSORSHIP_FORM,
  PLATFORM_LABELS,
  sponsorshipFormSchema,
  type SponsorshipFormInput,
} from './sponsorship-form';
import './sponsorship.css';

/** The application on /sponsorship: it reaches the operators' queue, not a mailbox. */
export function SponsorshipForm() {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    SponsorshipFormInput,
    unknown,
    SponsorshipApplicationBody
  >({
    ...VALIDATION_MODES,
    resolver: zodResolver(sponsorshipFormSchema),
    defaultValues: EMPTY_SPONSORSHIP_FORM,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await submitSponsorshipApplication(body);
      reset(EMPTY_SPONSORSHIP_FORM);
      setSent(true);
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  if (sent)
    return (
      <div className="sponsorship-form__sent" role="status">
        <p>Thank you: your application is with our partnerships team. We reply within a week.</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Send another
        </Button>
      </div>
    );

  const describe = (name: string, error?: string) => (error ? `${id}-${name}-error` : undefined);
  return (
    <form
      className="sponsorship-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Sponsorship application"
      aria-busy={isSubmitting}
    >
      <Field
        label="Channel or team page"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.channelUrl?.message}
        {...register('channelUrl')}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${id}-platform`}>
          Platform
        </label>
        <select
          id={`${id}-platform`}
          className="game-input sponsorship-form__select"
          aria-invalid={errors.platform ? true : undefined}
          aria-describedby={describe('platform', errors.platform?.message)}
          {...register('platform')}
        >
          <option value="">Choose…</option>
          {Object.entries(PLATFORM_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.platform && (
          <p id={`${id}-platform-error`} className="field-error">
            {errors.platform.message}
          </p>
        )}
      </div>
      <Field
        label="Audience size (followers or subscribers)"
        inputMode="numeric"
        autoComplete="off"
        error={errors.audienceSize?.message}
        {...register('audienceSize')}
      />
      <Field
        label="Contact e-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${id}-message`}>
          Your idea
        </label>
        <textarea
          id={`${id}-message`}
          className="game-input sponsorship-form__message"
          rows={5}
          maxLength={SPONSORSHIP_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', errors.message?.message)}
          {...register('message')}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="field-error">
            {errors.message.message}
          </p>
        )}
      </div>
      {serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" busy={isSubmitting}>
        Send application
      </Button>
    </form>
  );
}
