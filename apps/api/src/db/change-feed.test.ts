import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, createTestDatabase, testDriver } from "../test/test-app.ts";
import { CHANGES_CHANNEL, watchPostgres } from "./change-feed.ts";
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

describe(`change feed (${testDriver})`, () => {
  it("has heard a committed change by the time sync answers", async () => {
    const heard: string[] = [];
    const feed = await database.watchChanges({
      onChange: (payload) => heard.push(payload),
      onReset: () => {},
    });
    try {
      for (let i = 0; i < 20; i++) {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`docket:${i}`})`);
        expect(await feed.sync()).toBe(true);
        expect(heard).toContain(`docket:${i}`);
      }
    } finally {
      await feed.close();
    }
  });

  it("hears nothing from a rolled-back write", async () => {
    const heard: string[] = [];
    const feed = await database.watchChanges({
      onChange: (payload) => heard.push(payload),
      onReset: () => {},
    });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'user:rolled-back')`);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'user:committed')`);
      expect(await feed.sync()).toBe(true);
      expect(heard.filter((payload) => payload.startsWith("user:"))).toEqual(["user:committed"]);
    } finally {
      await feed.close();
    }
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
});
