import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ROLES } from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

/** A field of an action's form; every value is the text typed, read by `toBody`. */
export interface ActionField {
  name: string;
  label: string;
  hint?: string;
  kind?: 'text' | 'datetime-local' | 'roles' | 'textarea';
  autoComplete?: string;
}

export interface UserAction {
  /** The form's title, its submit button's label and what shows once it is done. */
  title: string;
  submit: string;
  done: string;
  fields: readonly ActionField[];
  /** The contract's body schema (without the user id, which the page adds). */
  schema: z.ZodType;
  /** The typed text as the body the schema checks. */
  toBody: (values: Record<string, string | string[]>) => unknown;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  defaults?: Record<string, string | string[]>;
}

export const CODE_FIELD: ActionField = {
  name: 'code',
  label: 'Two-factor code',
  hint: 'From your authenticator app, or a backup code. Not needed if you entered one in the last 10 minutes.',
  autoComplete: 'one-time-code',
};
export const REASON_FIELD: ActionField = {
  name: 'reason',
  label: 'Reason',
  hint: 'Kept in the audit log.',
};

/** Empty text is a field left out: the contract's optional 2FA code. */
export const dropEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );

/**
 * One action on an account: its fields checked with the contract's own body schema before
 * anything is sent; the server's answer decides, so nothing shows done until it says so.
 */
export function UserActionForm({
  action,
  onDone,
  onCancel,
}: {
  action: UserAction;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  type Values = Record<string, string | string[]>;
  const schema = z.preprocess((values) => action.toBody(values as Values), action.schema);
  const form = useForm<Values>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: Object.fromEntries(
      action.fields.map((f) => [
        f.name,
        action.defaults?.[f.name] ?? (f.kind === 'roles' ? [] : ''),
      ]),
    ),
  });
  useEffect(() => heading.current?.focus(), []);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The resolver hands over the body as the contract's schema parsed it.
      await action.send(values as Record<string, unknown>);
      onDone(action.done);
    } catch (caught) {
      setServerError(messageOf(caught));
      if (action.fields.some((f) => f.name === 'code')) form.setValue('code', '');
    }
  });
  // A refinement of the whole body (no field named) shows under the form.
  const rootError = errors['root']?.message ?? errors['']?.message;

  return (
    <form
      className="admin-users__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {action.title}
      </h3>
      {action.fields.map((field) => (
        <div key={field.name}>
          {field.kind === 'roles' ? (
            <fieldset className="admin-users__roles">
              <legend>{field.label}</legend>
              {ROLES.filter((role) => role !== 'BOT').map((role) => (
                <label key={role}>
                  <input type="checkbox" value={role} {...form.register(field.name)} /> {role}
                </label>
              ))}
            </fieldset>
          ) : field.kind === 'textarea' ? (
            <label className="admin-users__textarea">
              <span>{field.label}</span>
              <textarea rows={3} maxLength={1000} {...form.register(field.name)} />
            </label>
          ) : (
            <TextField
              label={field.label}
              {...(field.hint ? { hint: field.hint } : {})}
              type={field.kind === 'datetime-local' ? 'datetime-local' : 'text'}
              autoComplete={field.autoComplete ?? 'off'}
              aria-invalid={errors[field.name] ? true : undefined}
              {...form.register(field.name)}
            />
          )}
          {errors[field.name]?.message && (
            <p className="modal-form__error" role="alert">
              {errors[field.name]!.message}
            </p>
          )}
        </div>
      ))}
      {rootError && (
        <p className="modal-form__error" role="alert">
          {rootError}
        </p>
      )}
      {serverError && (
        <p className="modal-form__error" role="alert" data-testid="user-action-error">
          {serverError}
        </p>
      )}
      <div className="admin-users__form-buttons">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {action.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
