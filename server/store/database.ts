// What each engine adapter (sqlite.ts, postgres.ts) provides, and how rows read back: the one
// module the store and its tables share, so none of them imports the store itself.

export type SqlValue = string | number | null;
export type Statement = { sql: string; args?: SqlValue[] };
/**
 * What each engine adapter provides. SQL uses `?` placeholders on both engines.
 */
export interface Database {
  engine: "sqlite" | "postgres";
  /** rows of a query */
  all: (sql: string, args?: SqlValue[]) => Promise<Record<string, unknown>[]>;
  /** rows of a query as arrays of its columns' values, in order: no object per row */
  values: (sql: string, args?: SqlValue[]) => Promise<unknown[][]>;
  /** a statement; rows changed */
  run: (sql: string, args?: SqlValue[]) => Promise<number>;
  /** statements in one transaction; the rows each returned */
  batch: (statements: Statement[]) => Promise<Record<string, unknown>[][]>;
  /** runs work while no other process migrates */
  withLock: <R>(work: () => Promise<R>) => Promise<R>;
  close: () => Promise<void>;
}

/** A nullable text column as read from either engine. */
export const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);
