/**
 * The spec's form validators (section 5) as small pure functions. A rule answers null when the
 * value passes, else the English message to show. Every rule but `required` lets an empty value
 * through, so optional fields only need `required` left out.
 */

/** The form's current values, for rules that compare fields (`confirmed`). */
export type FormValues = Record<string, unknown>;

export interface RuleContext {
  /** The field's name as the player reads it, e.g. 'username'. */
  field: string;
  values: FormValues;
}

export type Rule = (value: unknown, context: RuleContext) => string | null;

/** The spec's default message. */
export const defaultMessage = (field: string) => `The ${field} is not valid`;
export const UPPERCASE_MESSAGE = 'This field must be uppercase';

type Message = string | ((field: string) => string);

function messageFor(message: Message | undefined, fallback: (field: string) => string) {
  return (field: string) =>
    message === undefined
      ? fallback(field)
      : typeof message === 'string'
        ? message
        : message(field);
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A rule that only looks at non-empty values. */
function check(
  test: (value: unknown, context: RuleContext) => boolean,
  message: (f: string) => string,
): Rule {
  return (value, context) =>
    isEmpty(value) || test(value, context) ? null : message(context.field);
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));

export function required(message?: Message): Rule {
  const toMessage = messageFor(message, (field) => `The ${field} field is required`);
  return (value, context) => (isEmpty(value) ? toMessage(context.field) : null);
}

// Pragmatic, like the browsers' type=email check plus a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function email(message?: Message): Rule {
  return check(
    (value) => EMAIL.test(text(value).trim()),
    messageFor(message, (field) => `The ${field} must be a valid email address`),
  );
}

/** Minimum length in characters. */
export function min(length: number, message?: Message): Rule {
  return check(
    (value) => text(value).length >= length,
    messageFor(message, (field) => `The ${field} must be at least ${length} characters`),
  );
}

/** Maximum length in characters. */
export function max(length: number, message?: Message): Rule {
  return check(
    (value) => text(value).length <= length,
    messageFor(message, (field) => `The ${field} may not be longer than ${length} characters`),
  );
}

export function url(message?: Message): Rule {
  return check(
    (value) => {
      try {
        const parsed = new URL(text(value));
        return parsed.protocol === 'http:' || parsed.protocol === 'https:';
      } catch {
        return false;
      }
    },
    messageFor(message, (field) => `The ${field} must be a valid URL`),
  );
}

/** Equals another field of the form (e.g. repeat password). */
export function confirmed(target: string, targetLabel = target, message?: Message): Rule {
  const toMessage = messageFor(
    message,
    (field) => `The ${field} does not match the ${targetLabel}`,
  );
  return (value, context) =>
    (isEmpty(value) && isEmpty(context.values[target])) || value === context.values[target]
      ? null
      : toMessage(context.field);
}

/** Equals a given value (e.g. a checkbox that must be ticked: `is(true)`). */
export function is(expected: unknown, message?: Message): Rule {
  const toMessage = messageFor(message, (field) => `The ${field} does not have the expected value`);
  return (value, context) => (Object.is(value, expected) ? null : toMessage(context.field));
}

export function alpha(message?: Message): Rule {
  return check(
    (value) => /^\p{L}+$/u.test(text(value)),
    messageFor(message, (field) => `The ${field} may only contain letters`),
  );
}

export function alphaNum(message?: Message): Rule {
  return check(
    (value) => /^[\p{L}\p{N}]+$/u.test(text(value)),
    messageFor(message, (field) => `The ${field} may only contain letters and numbers`),
  );
}

export function alphaDash(message?: Message): Rule {
  return check(
    (value) => /^[\p{L}\p{N}_-]+$/u.test(text(value)),
    messageFor(
      message,
      (field) => `The ${field} may only contain letters, numbers, dashes and underscores`,
    ),
  );
}

export function regex(pattern: RegExp, message?: Message): Rule {
  // A global or sticky pattern keeps lastIndex between calls; test a fresh copy.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return check((value) => safe.test(text(value)), messageFor(message, defaultMessage));
}

/** A number at least `minimum`. */
export function minValue(minimum: number, message?: Message): Rule {
  return check(
    (value) => {
      const number = typeof value === 'number' ? value : Number(text(value).trim());
      return Number.isFinite(number) && number >= minimum;
    },
    messageFor(message, (field) => `The ${field} must be ${minimum} or more`),
  );
}

export function uppercase(message?: Message): Rule {
  return check(
    (value) => text(value) === text(value).toUpperCase(),
    messageFor(message, () => UPPERCASE_MESSAGE),
  );
}
