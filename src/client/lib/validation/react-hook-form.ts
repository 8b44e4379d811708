import type { ChangeEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { validateForm, type FormRules } from './compose';

/** Spec: validate on blur and on change, never on every keystroke before that. */
export const VALIDATION_MODES = { mode: 'onBlur', reValidateMode: 'onChange' } as const;

/** A react-hook-form resolver running our rules (first failure per field). */
export function rulesResolver<TValues extends FieldValues>(
  rules: FormRules<TValues>,
): Resolver<TValues> {
  return (values) => {
    const messages = validateForm(values, rules);
    const names = Object.keys(messages) as (keyof typeof messages)[];
    if (names.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of names) errors[name] = { type: 'rule', message: messages[name] ?? '' };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * useForm with our rules and modes. `field(name)` registers an input; a field already showing
 * an error is re-checked on change, so the message clears as soon as the input is fixed
 * (react-hook-form's onBlur mode alone would wait for the next blur until the first submit).
 */
export function useRulesForm<TValues extends FieldValues>(
  rules: FormRules<TValues>,
  defaultValues: DefaultValues<TValues>,
) {
  const form = useForm<TValues>({
    ...VALIDATION_MODES,
    resolver: rulesResolver(rules),
    defaultValues,
  });

  function field(name: Path<TValues>) {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registration.onChange(event);
        if (form.getFieldState(name).error) await form.trigger(name);
      },
    };
  }

  return { ...form, field };
}
