import { connect, createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, createTestDatabase, testDriver } from "../test/test-app.ts";
import { CHANGES_CHANNEL, type ChangeFeed, shareRoundTrips, watchPostgres } from "./change-feed.ts";
import type { DatabaseHandle } from "./client.ts";

// The caches of decision 004 are only as true as this feed: whatever a write commits must have
// been heard by the time sync() answers true.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Runs `body` with a feed of its own on the test database and what it has heard so far. */
async function listening(body: (feed: ChangeFeed, heard: string[]) => Promise<void>) {
  const heard: string[] = [];
  const feed = await database.watchChanges({
    onChange: (payload) => heard.push(payload),
    onReset: () => {},
  });
  try {
    await body(feed, heard);
  } finally {
    await feed.close();
  }
}

describe(`change feed (${testDriver})`, () => {
  it("has heard a committed change by the time sync answers", async () => {
    await listening(async (feed, heard) => {
      for (let i = 0; i < 20; i++) {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`docket:${i}`})`);
        expect(await feed.sync()).toBe(true);
        expect(heard).toContain(`docket:${i}`);
      }
    });
  });

  it("hears nothing from a rolled-back write", async () => {
    await listening(async (feed, heard) => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'user:rolled-back')`);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'user:committed')`);
      expect(await feed.sync()).toBe(true);
      expect(heard.filter((payload) => payload.startsWith("user:"))).toEqual(["user:committed"]);
    });
  });
});

describe(`change feed on TRUNCATE (${testDriver})`, () => {
  it("sends a reset, since no row says what changed", async () => {
    await listening(async (feed, heard) => {
      for (const table of ["transactions", "cases", "docket_versions", "users"]) {
        heard.length = 0;
        // Truncating users cascades to the case history, which refuses it unless the
        // retention purge's setting is on for the transaction (docs/history.md).
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('owed.history_purge', 'on', true)`);
          await tx.execute(sql.raw(`truncate ${table} cascade`));
        });
        expect(await feed.sync()).toBe(true);
        expect(heard).toContain("reset");
      }
    });
  });
});

describe.runIf(testDriver === "postgres")("change feed on PostgreSQL", () => {
  it("refuses to come up when notifications sent elsewhere never reach it", async () => {
    // Notifications do not cross databases: a probe sent from another database is never heard,
    // which is what a transaction-mode pooler does to a LISTEN.
    const listening = await createPostgresDatabase();
    const logged: string[] = [];
    try {
      await expect(
        watchPostgres(
          listening.url,
          { onChange: () => {}, onReset: () => {} },
          {
            log: (message) => logged.push(message),
            probeConnectionString: process.env.TEST_DATABASE_URL,
          },
        ),
      ).rejects.toThrow(
        "Could not LISTEN for changes on the PostgreSQL server: a notification sent from another connection never reached the listening one",
      );
      expect(logged.join("\n")).toContain("transaction mode");
    } finally {
      await listening.drop();
    }
  });

  it("counts a listener that stops answering as lost, reads the database, then recovers", async () => {
    // A TCP relay to the server that can go silent, as a firewall that drops a connection does:
    // no reset, no answer.
    const target = await createPostgresDatabase();
    const server = new URL(target.url);
    let silent = false;
    const sockets: Socket[] = [];
    const relay = createServer((inbound) => {
      const outbound = connect(Number(server.port || 5432), server.hostname);
      sockets.push(inbound, outbound);
      inbound.on("data", (chunk) => void (silent || outbound.write(chunk)));
      outbound.on("data", (chunk) => void (silent || inbound.write(chunk)));
      inbound.on("error", () => outbound.destroy());
      outbound.on("error", () => inbound.destroy());
      inbound.on("close", () => outbound.destroy());
      outbound.on("close", () => inbound.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const address = relay.address();
    const viaRelay = new URL(target.url);
    viaRelay.host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const resets: number[] = [];
    const logged: string[] = [];
    const feed = await watchPostgres(
      viaRelay.toString(),
      { onChange: () => {}, onReset: () => resets.push(Date.now()) },
      {
        log: (message) => logged.push(message),
        probeConnectionString: target.url,
        syncTimeoutMs: 300,
      },
    );
    try {
      expect(await feed.sync()).toBe(true);
      const resetsBefore = resets.length;
      silent = true;
      expect(await feed.sync()).toBe(false);
      expect(resets.length).toBe(resetsBefore + 1);
      expect(logged.join("\n")).toContain("no answer to a sync in 300 ms");
      // Requests arriving meanwhile are not held up: they read the database.
      expect(await feed.sync()).toBe(false);
      // New connections through the relay work again.
      silent = false;
      await vi.waitFor(async () => expect(await feed.sync()).toBe(true), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await feed.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await target.drop();
    }
  });
});

describe("shared round trips", () => {
  it("a caller waits for the first trip that starts after its call, and never more than two fly", async () => {
    const trips: Array<(answer: boolean) => void> = [];
    const sync = shareRoundTrips(
      () => new Promise<boolean>((resolve) => trips.push(resolve)),
      () => true,
    );
    const first = sync();
    const second = sync();
    const third = sync();
    expect(second).toBe(third);
    expect(trips).toHaveLength(1);
    trips[0]?.(true);
    expect(await first).toBe(true);
    await vi.waitFor(() => expect(trips).toHaveLength(2));
    trips[1]?.(false);
    expect(await second).toBe(false);
    const fourth = sync();
    expect(trips).toHaveLength(3);
    trips[2]?.(true);
    expect(await fourth).toBe(true);
  });

  it("answers false at once while the feed is down", async () => {
    const roundTrip = vi.fn(async () => true);
    const sync = shareRoundTrips(roundTrip, () => false);
    expect(await sync()).toBe(false);
    expect(roundTrip).not.toHaveBeenCalled();
  });
});
