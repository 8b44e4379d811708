import { z } from 'zod';

/**
 * Walks a contract schema to every string it accepts, and builds inputs that are valid
 * except for one chosen string: so a suite can aim a value at each field of each call and
 * new fields are covered without editing the suite.
 *
 * A path is a list of segments: an object key, `*` for an object's other keys (catchall),
 * `[]` for an array's element, `|n` for a union's n-th option, `{}` for a record's value.
 */
export type FieldPath = string[];

export interface StringField {
  path: FieldPath;
  schema: z.ZodType;
}

// zod 4 keeps each schema's parts in `_zod.def`; the walk reads them directly.
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string leaf of `schema`, each once (lazy schemas are followed one level). */
export function stringFields(schema: z.ZodType, path: FieldPath = [], depth = 0): StringField[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  const next = (child: unknown, segment?: string) =>
    stringFields(child as z.ZodType, segment === undefined ? path : [...path, segment], depth + 1);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([key, child]) => next(child, key));
      const catchall = def.catchall as z.ZodType | undefined;
      if (catchall && defOf(catchall).type !== 'never' && defOf(catchall).type !== 'unknown')
        fields.push(...next(catchall, '*'));
      return fields;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => next(option, `|${i}`));
    case 'array':
      return next(def.element, '[]');
    case 'record':
      return next(def.valueType, '{}');
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => next(item, String(i)));
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

/** Strings most contract fields accept; a leaf takes the first that passes it. */
const STRING_CANDIDATES = [
  'abc12345',
  'abc12345abc12345abc12345',
  '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a',
  'nul.probe@example.test',
  '2026-01-01T00:00:00.000Z',
  'https://example.test/a',
  '/',
  '0'.repeat(64),
  'BTC',
  '123456',
];
const NUMBER_CANDIDATES = [100, 1, 0, 5, 1000, 10_000];

/** A value `schema` accepts, or a best guess when none of the candidates passes. */
export function sampleString(schema: z.ZodType): string {
  return STRING_CANDIDATES.find((c) => schema.safeParse(c).success) ?? 'abc12345';
}

const startsWith = (path: FieldPath, prefix: FieldPath) =>
  prefix.length <= path.length && prefix.every((s, i) => path[i] === s);

/**
 * A value for `schema` that is valid as far as the candidates allow, with `value` placed at
 * `target` (optional fields on the way to it are filled in, other optional fields left out).
 */
export function sampleWith(
  schema: z.ZodType,
  target: FieldPath | null,
  value: unknown,
  path: FieldPath = [],
  depth = 0,
): unknown {
  if (target && path.length === target.length && startsWith(target, path)) return value;
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const next = (child: unknown, segment?: string) =>
    sampleWith(
      child as z.ZodType,
      target,
      value,
      segment === undefined ? path : [...path, segment],
      depth + 1,
    );
  const onTheWay = (segment: string) => target !== null && startsWith(target, [...path, segment]);
  switch (def.type) {
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'int':
      return NUMBER_CANDIDATES.find((c) => schema.safeParse(c).success) ?? 1;
    case 'boolean':
      return schema.safeParse(true).success ? true : false;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const optional =
          (child as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
        if (optional && !onTheWay(key)) continue;
        out[key] = next(child, key);
      }
      if (onTheWay('*')) out['extra.field'] = next(def.catchall, '*');
      return out;
    }
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'default':
    case 'prefault':
      return next(def.innerType);
    case 'nullable':
      return target && startsWith(target, path) ? next(def.innerType) : null;
    case 'pipe':
      return next(def.in);
    case 'union': {
      const options = def.options as z.ZodType[];
      const chosen = options.findIndex((_, i) => onTheWay(`|${i}`));
      if (chosen >= 0) return next(options[chosen], `|${chosen}`);
      for (const [i, option] of options.entries()) {
        const candidate = next(option, `|${i}`);
        if (option.safeParse(candidate).success) return candidate;
      }
      return next(options[0], '|0');
    }
    case 'array': {
      const min = (def.checks as Array<{ _zod: { def: { minimum?: number } } }> | undefined)
        ?.map((c) => c._zod.def.minimum ?? 0)
        .reduce((a, b) => Math.max(a, b), 0);
      return Array.from({ length: Math.max(1, min ?? 0) }, () => next(def.element, '[]'));
    }
    case 'record':
      return onTheWay('{}') ? { key: next(def.valueType, '{}') } : {};
    case 'tuple':
      return (def.items as z.ZodType[]).map((item, i) => next(item, String(i)));
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    default:
      return undefined;
  }
}

export const describePath = (path: FieldPath) =>
  path.filter((s) => !s.startsWith('|')).join('.') || '(the value)';
