import type { MessagePort } from "node:worker_threads";
import type { PGlite, Results, Transaction } from "@electric-sql/pglite";
import { PGLITE_TEXT_TYPES } from "../app/platform/.server/db";

/**
 * The embedded database lives on the main thread (PGlite is one instance in one thread's
 * memory); the worker threads that render pages reach it through this bridge, one message port
 * each. The worker's side looks like the part of a PGlite client that Drizzle uses — `query` and
 * `transaction` — so the app's queries run unchanged. A transaction holds PGlite's lock on the
 * main thread until its worker ends it, as it would in one thread; if the worker dies first, the
 * transaction is rolled back. The main thread's PGlite keeps the types Drizzle converts itself as
 * text (`keepTypesAsText`, as `openDatabase` makes it), so queries cross with no parsers.
 */

type RowMode = "object" | "array";

type Request =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean };

/** A request before its id is given. */
type Call = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** A database error's fields (PostgreSQL's `code`, `constraint`, …) travel with its message. */
type SerializedError = { message: string; name: string; fields: Record<string, unknown> };

const ERROR_FIELDS = ["code", "severity", "detail", "hint", "position", "schema", "table", "column", "dataType", "constraint", "where"];

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return { message: error.message, name: error.name, fields };
}

function reviveError(e: SerializedError): Error {
  const error = Object.assign(new Error(e.message), e.fields);
  error.name = e.name;
  return error;
}

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> };

/** Main thread: answers one worker's queries on `port` from `client`. Returns a function that rolls back what the worker left open. */
export function serveDatabase(client: PGlite, port: MessagePort): () => Promise<void> {
  for (const oid of PGLITE_TEXT_TYPES) {
    if (client.parsers[oid]?.("x", oid) !== "x") throw new Error(`database bridge: PGlite must keep type ${oid} as text (keepTypesAsText)`);
  }
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const answer = (message: Answer) => port.postMessage(message);

  const query = (on: PGlite | Transaction, r: Extract<Request, { op: "query" }>): Promise<Results> => on.query(r.sql, r.params, { rowMode: r.rowMode });

  const begin = (id: number) => {
    const txId = nextTx++;
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    let started = false;
    const ended = client
      .transaction(async (tx) => {
        started = true;
        open.set(txId, { tx, end, ended });
        answer({ id, ok: true, value: txId });
        if (!(await decided)) await tx.rollback();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          // A failure to begin is the begin's answer; a failed commit is the end's (below).
          if (!started) answer({ id, ok: false, error: serializeError(error) });
          else throw error;
        },
      )
      .finally(() => open.delete(txId));
  };

  port.on("message", (r: Request) => {
    if (r.op === "begin") return begin(r.id);
    if (r.op === "end") {
      const t = open.get(r.tx);
      if (!t) return answer({ id: r.id, ok: false, error: serializeError(new Error(`no open transaction ${r.tx}`)) });
      t.end(r.commit);
      t.ended.then(
        () => answer({ id: r.id, ok: true, value: null }),
        (error: unknown) => answer({ id: r.id, ok: false, error: serializeError(error) }),
      );
      return;
    }
    const on = r.tx === undefined ? client : open.get(r.tx)?.tx;
    if (!on) return answer({ id: r.id, ok: false, error: serializeError(new Error(`no open transaction ${r.tx}`)) });
    query(on, r).then(
      (value) => answer({ id: r.id, ok: true, value }),
      (error: unknown) => answer({ id: r.id, ok: false, error: serializeError(error) }),
    );
  });

  return async () => {
    const left = [...open.values()];
    for (const t of left) t.end(false);
    await Promise.allSettled(left.map((t) => t.ended));
  };
}

type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, unknown> };
type Queryable = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results> };

/** What Drizzle's PGlite driver calls on its client. */
export type BridgedClient = Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };

/** Worker thread: a client whose queries run on the main thread's database. */
export function bridgedClient(port: MessagePort): BridgedClient {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  port.on("message", (a: Answer) => {
    const waiting = pending.get(a.id);
    pending.delete(a.id);
    if (a.ok) waiting?.resolve(a.value);
    else waiting?.reject(reviveError(a.error));
  });
  const call = <T>(request: Call): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ ...request, id });
    });
  const queryOn = (tx?: number): Queryable["query"] => async (sql, params = [], options = {}) => {
    // Drizzle asks for dates and intervals as text; over there, they always are (PGLITE_TEXT_TYPES).
    for (const oid in options.parsers) {
      if (!PGLITE_TEXT_TYPES.has(Number(oid))) throw new Error(`database bridge: type ${oid} cannot be kept as text`);
    }
    return call<Results>({ op: "query", sql, params, rowMode: options.rowMode ?? "object", tx });
  };
  return {
    query: queryOn(),
    async transaction(fn) {
      const tx = await call<number>({ op: "begin" });
      let result;
      try {
        result = await fn({ query: queryOn(tx) });
      } catch (error) {
        await call({ op: "end", tx, commit: false });
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
  };
}
