import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../../src/server/db/client';
import { type HttpCall, httpCalls } from '../../src/shared/contract';
import { NUL_MESSAGE } from '../../src/shared/contract/common';
import {
  type FieldPath,
  describePath,
  sampleString,
  sampleWith,
  stringFields,
} from './contractFields';
import { Client, type TestApp } from './testApp';

type Part = 'body' | 'query' | 'params';

/** One string field of one call, with a request that is valid but for a NUL in that field. */
export interface NulCase {
  call: string;
  field: string;
  method: HttpCall['method'];
  path: string;
  body: unknown;
  /**
   * The same request with the field's ordinary value passes the contract, and the field is
   * free text (not a uuid, e-mail or date, which refuse NUL by shape, nor inside a union,
   * whose error is the union's own): then the answer must name the NUL.
   */
  saysNul: boolean;
}

function inputsWith(call: HttpCall, part: Part | null, target: FieldPath | null, value: unknown) {
  const at = (p: Part) => (part === p ? target : null);
  return {
    body: sampleWith(call.body, at('body'), value) as Record<string, unknown>,
    query: sampleWith(call.query, at('query'), value) as Record<string, unknown>,
    params: sampleWith(call.params, at('params'), value) as Record<string, unknown>,
  };
}

function requestOf(call: HttpCall, inputs: ReturnType<typeof inputsWith>) {
  let path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(inputs.params[name] ?? 'x')),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(inputs.query ?? {}))
    if (value !== undefined) query.set(key, String(value));
  if ([...query].length > 0) path += '?' + query.toString();
  return { path: '/api' + path, body: call.method === 'GET' ? undefined : inputs.body };
}

const parses = (call: HttpCall, inputs: ReturnType<typeof inputsWith>) =>
  call.body.safeParse(inputs.body).success &&
  call.query.safeParse(inputs.query).success &&
  call.params.safeParse(inputs.params).success;

/** Every string field of every HTTP call of the contract, each carrying a NUL byte. */
export function nulCases(): NulCase[] {
  const cases: NulCase[] = [];
  for (const [name, call] of Object.entries(httpCalls) as Array<[string, HttpCall]>) {
    for (const part of ['body', 'query', 'params'] as const) {
      for (const field of stringFields(call[part] as z.ZodType)) {
        const ordinary = sampleString(field.schema);
        const clean = inputsWith(call, part, field.path, ordinary);
        const dirty = inputsWith(call, part, field.path, `${ordinary}\u0000x`);
        cases.push({
          call: name,
          field: `${part}.${describePath(field.path)}`,
          method: call.method,
          ...requestOf(call, dirty),
          saysNul:
            parses(call, clean) &&
            field.schema.safeParse('plain text, spaces included').success &&
            !field.path.some((segment) => segment.startsWith('|')),
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
 * Sends one case as a staff member (every role); expects a 400 that names the NUL when it
 * is the only fault. Answers whether the server serves the call at all: the contract also
 * names calls of features still to come, which answer "Route not found".
 */
export async function expectNulRefused(app: TestApp, cookie: string, c: NulCase) {
  const client = new Client(app.url, app.origin);
  client.cookie = cookie;
  const res = await client.request(c.method, c.path, c.body);
  const label = `${c.method} ${c.call} ${c.field}: ${JSON.stringify(res.body)}`;
  if (res.status === 404 && /^Route not found/.test(res.body?.error?.message ?? '')) return false;
  expect(res.status, label).toBe(400);
  // Pop-up returns (Steam) answer with a page for their opener; every other call with JSON.
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (isJson) expect(res.body.error?.code, label).toBe('VALIDATION');
  if (c.saysNul && isJson) expect(res.body.error.message, label).toContain(NUL_MESSAGE);
  return true;
}
