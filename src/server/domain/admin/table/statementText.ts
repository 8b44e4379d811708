import { createHash } from 'node:crypto';
import type { Statement } from '../../../db/client';

/**
 * A statement whose text depends on the request (a filter given or not, the order asked):
 * the text is made of fixed fragments only and every value is a $n parameter. Its name is
 * its text's hash, so each shape is prepared once per connection and two shapes never
 * share a name; the shapes are few (each filter is there or not, a few orders).
 */
export class StatementText {
  readonly values: unknown[] = [];

  /** Adds a value; answers its placeholder. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The statement of `text`, named `prefix` and the text's hash. */
  statement(prefix: string, text: string): Statement {
    const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
    return { name: `${prefix}_${digest}`, text };
  }
}
