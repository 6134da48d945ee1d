import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ChangeFeed, ChangeHandlers } from "../db/change-feed.ts";
import type { CoherentCache } from "./coherent-cache.ts";

/**
 * `app.changes`: per-instance caches of rows that every polled request needs (the signed-in user,
 * the docket version), kept true across instances by the database's change notifications
 * (docs/decisions/004-polling-cache.md).
 *
 *     const fresh = await app.changes.sync();
 *     const user = (fresh && app.changes.users.get(id)) || (await app.changes.users.load(id, read, fresh));
 */
export interface ChangeHub {
  /** True once every change committed before the call is reflected in the caches. */
  sync(): Promise<boolean>;
  /** True when `sync` would answer true at once (nothing can be pending): no need to wait. */
  syncedNow(): boolean;
  /** Cleared by `user:<id>` (any UPDATE or DELETE of the row). */
  registerUserCache(cache: CoherentCache<unknown>): void;
  /** Cleared by `docket:<userId>` (every docket write bumps the version row). */
  registerDocketCache(cache: CoherentCache<unknown>): void;
}

declare module "fastify" {
  interface FastifyInstance {
    changes: ChangeHub;
  }
  interface FastifyRequest {
    /**
     * Set by app.authenticate from `app.changes.sync()` as the request starts: true when the
     * caches reflect every change committed before it, so it may read them.
     */
    changesSynced: boolean;
  }
}

export interface ChangesPluginOptions {
  watch(handlers: ChangeHandlers): Promise<ChangeFeed>;
}

export const changesPlugin = fp<ChangesPluginOptions>(
  async (app: FastifyInstance, options) => {
    const userCaches: CoherentCache<unknown>[] = [];
    const docketCaches: CoherentCache<unknown>[] = [];
    const clearAll = () => {
      for (const cache of [...userCaches, ...docketCaches]) cache.clear();
    };
    const feed = await options.watch({
      onChange(payload) {
        // Sent on TRUNCATE (migration 0005), when no row says what changed.
        if (payload === "reset") return clearAll();
        const colon = payload.indexOf(":");
        const kind = payload.slice(0, colon);
        const key = payload.slice(colon + 1);
        const caches = kind === "user" ? userCaches : kind === "docket" ? docketCaches : [];
        for (const cache of caches) cache.invalidate(key);
      },
      onReset: clearAll,
    });
    app.decorateRequest("changesSynced", false);
    app.decorate("changes", {
      sync: () => feed.sync(),
      syncedNow: () => feed.syncedNow(),
      registerUserCache: (cache) => void userCaches.push(cache),
      registerDocketCache: (cache) => void docketCaches.push(cache),
    } satisfies ChangeHub);
    app.addHook("onClose", () => feed.close());
  },
  { name: "changes" },
);
