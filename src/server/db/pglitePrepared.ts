import { type PGlite, protocol, types } from '@electric-sql/pglite';
import type { Statement } from './database';

// PGlite's query() parses and plans its text on every call, in five exchanges with the
// engine. A named statement is what node-postgres prepares once per PostgreSQL connection;
// here it is prepared once on PGlite's one connection too, and each call is then one
// bind-execute-sync exchange. A planned join went from 373 to 57 µs, and the planner's
// file-size checks (an fstat each) go with the planning: under load fstat was 8.7% of the
// server's CPU before, 5.7% after.
//
// The answer is read here from the engine's bytes, not by PGlite's parser: that one copies
// the whole answer twice and every field once more before decoding it, and builds a message
// object for each protocol message. Here the bytes are copied once, each field is decoded in
// place, and an error is still PGlite's own (its parser reads the error message alone).

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
      const chunks: Uint8Array[] = [];
      await this.client.execProtocolRawStream(
        joined([
          serialize.bind({ statement: statement.name, values: params }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // A chunk is a view of the engine's memory, reused after the call: kept as a copy.
        { syncToFs: !inTransaction, onRawData: (data) => chunks.push(data.slice()) },
      );
      return rowsOf<T>(joined(chunks), prepared.fields, this.client.parsers);
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

/** Backend message codes this reads; every other message (BindComplete, ReadyForQuery...) is skipped. */
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const decoder = new TextDecoder();

/**
 * The rows of an answer, each field parsed as query() parses it; the engine's first error
 * is thrown (after the whole answer is read, as execProtocol does).
 */
export function rowsOf<T>(
  bytes: Uint8Array,
  fields: Prepared['fields'],
  parsers: PGlite['parsers'],
): T[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: T[] = [];
  let error: unknown;
  // Each message: a code byte, then its length (itself included, the code not).
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    const code = bytes[at];
    if (code === ERROR_RESPONSE && error === undefined)
      error = engineError(bytes.subarray(at, at + 1 + view.getInt32(at + 1)));
    if (code !== DATA_ROW || error !== undefined) continue;
    const row: Record<string, unknown> = {};
    const count = view.getInt16(at + 5);
    let offset = at + 7;
    for (let i = 0; i < count; i++) {
      const length = view.getInt32(offset);
      offset += 4;
      const field = fields[i]!;
      if (length === -1) {
        row[field.name] = null;
        continue;
      }
      const text = decoder.decode(bytes.subarray(offset, offset + length));
      row[field.name] = types.parseType(text, field.dataTypeID, parsers);
      offset += length;
    }
    rows.push(row as T);
  }
  if (error !== undefined) throw error;
  return rows;
}

/** An ErrorResponse as PGlite's own parser makes it: its DatabaseError, SQLSTATE and all. */
function engineError(message: Uint8Array): unknown {
  let error: unknown;
  new protocol.Parser().parse(message, (parsed) => (error = parsed));
  return error;
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
