import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../../src/server/db/client';
import { type HttpCall, httpCalls } from '../../src/shared/contract';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../../src/shared/contract/common';
import {
  type FieldPath,
  describePath,
  sampleString,
  sampleWith,
  stringFields,
} from './contractFields';
import { Client, type TestApp } from './testApp';

type Part = 'body' | 'query' | 'params';

/**
 * A string PostgreSQL cannot store, and what the contract says of it. A NUL byte: PostgreSQL
 * refuses 0x00 in text and jsonb. A lone UTF-16 surrogate: jsonb refuses its escape, and
 * text would keep a replacement character in its place.
 */
export interface BadString {
  name: string;
  /** A field's ordinary value, spoiled. */
  spoil: (ordinary: string) => string;
  /** textSchema()'s message for it. */
  message: string;
}

export const NUL_BYTE: BadString = {
  name: 'a NUL byte',
  spoil: (ordinary) => `${ordinary}\u0000x`,
  message: NUL_MESSAGE,
};

export const LONE_SURROGATE: BadString = {
  name: 'a lone surrogate',
  spoil: (ordinary) => `${ordinary}\ud800x`,
  message: LONE_SURROGATE_MESSAGE,
};

/** One string field of one call, with a request that is valid but for a bad string in it. */
export interface BadStringCase {
  call: string;
  field: string;
  part: Part;
  method: HttpCall['method'];
  path: string;
  body: unknown;
  bad: BadString;
  /**
   * The same request with the field's ordinary value passes the contract, and the field is
   * free text (not a uuid, e-mail or date, which refuse both by shape): then the answer must
   * name what is wrong.
   */
  saysWhy: boolean;
}

function inputsWith(call: HttpCall, part: Part | null, target: FieldPath | null, value: unknown) {
  const at = (p: Part) => (part === p ? target : null);
  return {
    body: sampleWith(call.body, at('body'), value) as Record<string, unknown>,
    query: sampleWith(call.query, at('query'), value) as Record<string, unknown>,
    params: sampleWith(call.params, at('params'), value) as Record<string, unknown>,
  };
}

/**
 * Percent-encodes a path or query value. A lone surrogate has no UTF-8 form (so
 * encodeURIComponent throws): it is sent as the three bytes a careless encoder would make.
 */
function encodePart(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((piece) => {
      if (!/^\p{Cs}$/u.test(piece)) return encodeURIComponent(piece);
      const unit = piece.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((b) => '%' + b.toString(16).toUpperCase()).join('');
    })
    .join('');
}

function requestOf(call: HttpCall, inputs: ReturnType<typeof inputsWith>) {
  let path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodePart(String(inputs.params[name] ?? 'x')),
  );
  const query = Object.entries(inputs.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodePart(key)}=${encodePart(String(value))}`);
  if (query.length > 0) path += '?' + query.join('&');
  return { path: '/api' + path, body: call.method === 'GET' ? undefined : inputs.body };
}

const parses = (call: HttpCall, inputs: ReturnType<typeof inputsWith>) =>
  call.body.safeParse(inputs.body).success &&
  call.query.safeParse(inputs.query).success &&
  call.params.safeParse(inputs.params).success;

/** Every string field of every HTTP call of the contract, each carrying `bad`. */
export function badStringCases(bad: BadString): BadStringCase[] {
  const cases: BadStringCase[] = [];
  for (const [name, call] of Object.entries(httpCalls) as Array<[string, HttpCall]>) {
    for (const part of ['body', 'query', 'params'] as const) {
      for (const field of stringFields(call[part] as z.ZodType)) {
        const ordinary = sampleString(field.schema);
        const clean = inputsWith(call, part, field.path, ordinary);
        const dirty = inputsWith(call, part, field.path, bad.spoil(ordinary));
        cases.push({
          call: name,
          field: `${part}.${describePath(field.path)}`,
          part,
          method: call.method,
          ...requestOf(call, dirty),
          bad,
          saysWhy:
            parses(call, clean) && field.schema.safeParse('plain text, spaces included').success,
        });
      }
    }
  }
  return cases;
}

/** Rows in every table of the database: a refused request must leave each count alone. */
export async function tableCounts(app: TestApp): Promise<Record<string, number>> {
  const db = app.app.services.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

/**
 * Sends one case as a staff member (every role); expects a 400 that names the fault when it
 * is the only one. Answers whether the server serves the call at all: the contract also
 * names calls of features still to come, which answer "Route not found".
 */
export async function expectBadStringRefused(app: TestApp, cookie: string, c: BadStringCase) {
  const client = new Client(app.url, app.origin);
  client.cookie = cookie;
  const res = await client.request(c.method, c.path, c.body);
  const label = `${c.method} ${c.call} ${c.field}: ${JSON.stringify(res.body)}`;
  if (res.status === 404 && /^Route not found/.test(res.body?.error?.message ?? '')) return false;
  if (c.part !== 'body' && c.bad === LONE_SURROGATE) {
    // Its bytes in an address are no UTF-8, so no decoder hands a lone surrogate to the
    // contract (an address refused, or a search for replacement characters): never a 5xx.
    expect(res.status, label).toBeLessThan(500);
    return true;
  }
  expect(res.status, label).toBe(400);
  // Pop-up returns (Steam) answer with a page for their opener; every other call with JSON.
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (isJson) expect(res.body.error?.code, label).toBe('VALIDATION');
  if (c.saysWhy && isJson) expect(res.body.error.message, label).toContain(c.bad.message);
  return true;
}
