import type { Client, InArgs, InStatement, InValue, ResultSet, Row, Transaction, TransactionMode } from "@libsql/client";
import Database from "libsql";

// The embedded SQLite database as a @libsql/client `Client`, on one connection, for Prisma's
// adapter and for lib/db/sql.ts alike. Compared with @libsql/client's own file client it:
// - keeps one connection (that client opens a new one after every transaction, losing the
//   pragmas below, and a second connection in the same thread can dead-wait on the first's lock);
// - serializes every statement and every whole transaction behind one lock;
// - caches prepared statements and tells reads from writes without throwing an exception,
//   which makes a chat turn's statements several times cheaper (scripts/bench-chat.mjs).

type Statement = Database.Statement<unknown[]>;

/**
 * WAL (readers never block the writer), NORMAL sync (durable across process crashes; a power cut
 * can lose the last commits), a busy timeout for other processes (the seed script, a second
 * instance on the same file) and foreign keys for the cascades.
 */
const SQLITE_PRAGMAS = ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA busy_timeout = 5000", "PRAGMA foreign_keys = ON"];

const BEGIN: Record<TransactionMode, string> = { write: "BEGIN IMMEDIATE", read: "BEGIN", deferred: "BEGIN DEFERRED" };
const STATEMENT_CACHE_SIZE = 256;

/** A FIFO async lock. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return function acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => release);
    tail = tail.then(() => next);
    return ready;
  };
}

function toSqlValue(value: InValue): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined) throw new TypeError("undefined cannot be passed as argument to the database");
  return value;
}

function toSqlArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(toSqlValue);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) named[/^[@$:]/.test(name) ? name.slice(1) : name] = toSqlValue(value);
  return named;
}

function resultSet(columns: string[], columnTypes: string[], rows: Row[], rowsAffected: number, lastInsertRowid?: bigint): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({ columns, columnTypes, rows: rows.map((row) => Array.from(row as ArrayLike<unknown>)), rowsAffected }),
  };
}

export class EmbeddedClient implements Client {
  readonly protocol = "file";
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Statement>();
  private readonly acquire = createLock();

  constructor(path: string) {
    this.db = new Database(path);
    for (const pragma of SQLITE_PRAGMAS) this.run(pragma);
  }

  get closed(): boolean {
    return !this.db.open;
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql) as Statement;
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs one statement now (callers hold the lock). */
  private run(input: InStatement): ResultSet {
    // A statement on a closed database aborts the process in the native driver: refuse it here
    // (work still running after the response when the database is closed, as at the end of a test).
    if (!this.db.open) throw new Error("The database connection is closed");
    const { sql, args } = typeof input === "string" ? { sql: input, args: undefined } : input;
    const statement = this.prepare(sql);
    const bound = toSqlArgs(args);
    if (statement.reader) {
      const definitions = statement.columns();
      const columns = definitions.map((column) => column.name);
      const columnTypes = definitions.map((column) => column.type ?? "");
      const raw = statement.raw(true).all(bound) as unknown[][];
      const rows = raw.map((values) => {
        const row = values.map((value) => (value instanceof Buffer ? new Uint8Array(value).buffer : value)) as unknown[] & Record<string, unknown>;
        columns.forEach((name, index) => {
          if (!(name in row)) row[name] = row[index];
        });
        return row as unknown as Row;
      });
      return resultSet(columns, columnTypes, rows, 0);
    }
    const info = statement.run(bound);
    return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid));
  }

  private async locked<T>(work: () => T): Promise<T> {
    const release = await this.acquire();
    try {
      return work();
    } finally {
      release();
    }
  }

  execute(statement: InStatement): Promise<ResultSet> {
    return this.locked(() => this.run(statement));
  }

  batch(statements: InStatement[], mode: TransactionMode = "deferred"): Promise<ResultSet[]> {
    return this.locked(() => {
      this.run(BEGIN[mode]);
      try {
        const results = statements.map((statement) => this.run(statement));
        this.run("COMMIT");
        return results;
      } catch (error) {
        if (this.db.inTransaction) this.run("ROLLBACK");
        throw error;
      }
    });
  }

  executeMultiple(sql: string): Promise<void> {
    return this.locked(() => {
      this.db.exec(sql);
    });
  }

  /** Holds the lock from BEGIN to COMMIT or ROLLBACK: nothing else runs in between. */
  async transaction(mode: TransactionMode = "write"): Promise<Transaction> {
    const release = await this.acquire();
    try {
      this.run(BEGIN[mode]);
    } catch (error) {
      release();
      throw error;
    }
    let done = false;
    const finish = (sql: "COMMIT" | "ROLLBACK") => {
      if (done) return;
      done = true;
      try {
        if (sql === "COMMIT" || this.db.inTransaction) this.run(sql);
      } catch (error) {
        // A failed COMMIT leaves the transaction open: roll it back before anyone else runs.
        if (this.db.inTransaction) this.run("ROLLBACK");
        throw error;
      } finally {
        release();
      }
    };
    const guard = () => {
      if (done) throw new Error("The transaction is closed");
    };
    return {
      get closed() {
        return done;
      },
      execute: async (statement: InStatement) => {
        guard();
        return this.run(statement);
      },
      batch: async (statements: InStatement[]) => {
        guard();
        return statements.map((statement) => this.run(statement));
      },
      executeMultiple: async (sql: string) => {
        guard();
        this.db.exec(sql);
      },
      commit: async () => finish("COMMIT"),
      rollback: async () => finish("ROLLBACK"),
      close: () => finish("ROLLBACK"),
    };
  }

  async sync(): Promise<void> {}

  close(): void {
    if (this.db.open) this.db.close();
  }
}
