import type { FormValues, Rule } from './rules';

/** One field's rules, checked in order; `label` names the field in messages. */
export interface FieldRules {
  label: string;
  rules: readonly Rule[];
}

/** The rules of a form, by field name. */
export type FormRules<TValues extends FormValues> = Partial<
  Record<keyof TValues & string, FieldRules>
>;

/** The first failing rule's message, or null: validation stops at the first failure (spec). */
export function validateField(
  value: unknown,
  { label, rules }: FieldRules,
  values: FormValues,
): string | null {
  for (const rule of rules) {
    const message = rule(value, { field: label, values });
    if (message !== null) return message;
  }
  return null;
}

/** Every failing field's first message; empty when the form is valid. */
export function validateForm<TValues extends FormValues>(
  values: TValues,
  rules: FormRules<TValues>,
): Partial<Record<keyof TValues & string, string>> {
  const errors: Partial<Record<keyof TValues & string, string>> = {};
  for (const name of Object.keys(rules) as (keyof TValues & string)[]) {
    const fieldRules = rules[name];
    if (!fieldRules) continue;
    const message = validateField(values[name], fieldRules, values);
    if (message !== null) errors[name] = message;
  }
  return errors;
}
