import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel the triggers of migration 0004 notify: `user:<id>` and `docket:<userId>`. */
export const CHANGES_CHANNEL = "owed_changes";
/** How the listening connection shows in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = "owed-change-feed";

export interface ChangeHandlers {
  /** A committed change, in commit order. */
  onChange(payload: string): void;
  /** Changes may have been missed (the feed went down or came back): forget everything cached. */
  onReset(): void;
}

/**
 * What this instance hears of committed changes, from any instance, the CLI or a hand-run UPDATE.
 */
export interface ChangeFeed {
  /**
   * Resolves `true` once every change committed before the call has reached `onChange`, so a
   * cache kept by those notifications is as fresh as the database for this request. Resolves
   * `false` while the feed is down: callers must read the database then.
   */
  sync(): Promise<boolean>;
  /**
   * True when the caches are known to be as fresh as the database without waiting: only where
   * nothing can be pending (the embedded store). Lets a request skip the promise of `sync`.
   */
  syncedNow(): boolean;
  close(): Promise<void>;
}

/**
 * PGlite runs in this process and only this process can open its folder, so every write goes
 * through the same client, which hands each notification to its listener (as a microtask) before
 * the write that caused it resolves. Nothing can be pending, so sync has nothing to wait for.
 */
export async function watchPglite(client: PGlite, handlers: ChangeHandlers): Promise<ChangeFeed> {
  const unlisten = await client.listen(CHANGES_CHANNEL, handlers.onChange);
  const synced = Promise.resolve(true);
  return {
    sync: () => synced,
    syncedNow: () => true,
    close: () => unlisten(),
  };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface WatchPostgresOptions {
  log?: (message: string) => void;
  /**
   * Where the delivery probe is sent from; the listener's own server by default. Tests point it
   * at another database, from where (as behind a transaction-mode pooler) nothing ever arrives.
   */
  probeConnectionString?: string;
  /**
   * How long a sync round trip may take before the listener counts as lost (a socket dropped
   * silently by a firewall answers nothing, for minutes). Requests then read the database.
   */
  syncTimeoutMs?: number;
}

const SYNC_TIMEOUT_MS = 2_000;

/**
 * PostgreSQL: one dedicated connection LISTENs. Notifications reach it asynchronously, so sync
 * makes a round trip on that connection: PostgreSQL sends every notification that was signalled to
 * the session before the answer's ReadyForQuery (PostgreSQL 14 and later), and a commit signals
 * listeners before its own client hears the commit. Concurrent requests share round trips: a
 * caller waits for the first one that starts after its call, so at most two are in flight.
 *
 * When the connection drops, or a round trip goes unanswered for syncTimeoutMs (a silently dropped
 * socket), sync answers false (callers read the database), and the feed reconnects with back-off,
 * resetting the caches again once it listens, since it heard nothing meanwhile. Each
 * (re)connection first proves that notifications reach it (proveDelivery).
 */
export async function watchPostgres(
  connectionString: string,
  handlers: ChangeHandlers,
  options: WatchPostgresOptions = {},
): Promise<ChangeFeed> {
  const log = options.log ?? ((message: string) => console.error(message));
  const probeConnectionString = options.probeConnectionString ?? connectionString;
  const syncTimeoutMs = options.syncTimeoutMs ?? SYNC_TIMEOUT_MS;
  let client: pg.Client | undefined;
  let lastFailure = "";
  let up = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const goDown = (which: pg.Client, reason: string) => {
    if (which !== client) return;
    client = undefined;
    lastFailure = reason;
    which.removeAllListeners("notification");
    which.end().catch(() => {});
    if (up) {
      up = false;
      handlers.onReset();
    }
    if (closed) return;
    log(`Change feed lost (${reason}); reading the database until it is back.`);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const candidate = listeningClient(connectionString, handlers, goDown);
    client = candidate;
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANGES_CHANNEL}`);
      await proveDelivery(candidate, probeConnectionString);
    } catch (err) {
      goDown(candidate, err instanceof Error ? err.message : String(err));
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    if (client !== candidate) return;
    // Whatever was cached before this point was kept without a listener: start afresh.
    handlers.onReset();
    up = true;
    retryMs = RECONNECT_MIN_MS;
  };

  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!up || !current) return Promise.resolve(false);
    const lost = () => goDown(current, `no answer to a sync in ${syncTimeoutMs} ms`);
    return answersWithin(current, syncTimeoutMs, lost).then(
      (answered) => answered && up && client === current,
    );
  };

  await connect();
  if (!up) {
    clearTimeout(retryTimer);
    closed = true;
    throw new Error(`Could not LISTEN for changes on the PostgreSQL server: ${lastFailure}`);
  }

  return {
    sync: shareRoundTrips(roundTrip, () => up),
    // Another instance's write may be on its way over the socket: only a round trip can tell.
    syncedNow: () => false,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      up = false;
      await current?.end().catch(() => {});
    },
  };
}

/** A client that hands the channel's notifications on and reports its errors and its end. */
function listeningClient(
  connectionString: string,
  handlers: ChangeHandlers,
  goDown: (which: pg.Client, reason: string) => void,
): pg.Client {
  const candidate = new pg.Client({
    connectionString,
    application_name: CHANGE_FEED_APPLICATION_NAME,
  });
  candidate.on("notification", (message) => {
    if (message.channel === CHANGES_CHANNEL) handlers.onChange(message.payload ?? "");
  });
  candidate.on("error", (err) => goDown(candidate, err.message));
  candidate.on("end", () => goDown(candidate, "connection ended"));
  return candidate;
}

/** Answers whether a round trip on `current` came back within `ms`; calls `lost` if not. */
function answersWithin(current: pg.Client, ms: number, lost: () => void): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      lost();
      resolve(false);
    }, ms);
    timer.unref();
    current.query("select 1").then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/**
 * Concurrent callers share round trips: a caller waits for the first one that starts after its
 * call, since the trip in flight may have left before the caller's writes committed. So at most
 * two are in flight.
 */
export function shareRoundTrips(
  roundTrip: () => Promise<boolean>,
  isUp: () => boolean,
): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const start = (): Promise<boolean> => {
    const trip = roundTrip().finally(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    inFlight = trip;
    return trip;
  };
  return () => {
    if (!isUp()) return Promise.resolve(false);
    if (!inFlight) return start();
    if (!next) {
      next = inFlight.then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
  };
}

/**
 * Sends a notification from another connection and checks that it reaches `listener` before a
 * round trip on it answers, as sync relies on. Behind a transaction-mode pooler, LISTEN succeeds
 * on a server connection the client does not keep, nothing ever arrives, and every round trip
 * still answers: caching then would serve stale balances, so the feed refuses to come up.
 */
async function proveDelivery(listener: pg.Client, probeConnectionString: string): Promise<void> {
  const probe = `probe:${randomUUID()}`;
  let heard = false;
  const hear = (message: pg.Notification) => {
    if (message.channel === CHANGES_CHANNEL && message.payload === probe) heard = true;
  };
  listener.on("notification", hear);
  try {
    const sender = new pg.Client({
      connectionString: probeConnectionString,
      application_name: `${CHANGE_FEED_APPLICATION_NAME}-probe`,
    });
    await sender.connect();
    try {
      await sender.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, probe]);
    } finally {
      await sender.end();
    }
    await listener.query("select 1");
  } finally {
    listener.off("notification", hear);
  }
  if (!heard) {
    throw new Error(
      "a notification sent from another connection never reached the listening one " +
        "(a connection pooler in transaction mode? LISTEN needs session mode)",
    );
  }
}
