import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream.ts";

// The ZIP is made while it is sent: entries in order, a client that stops reading stops the
// making, and a failure after the first byte ends the stream and is reported once.

/** 64 KB of bytes that do not compress, so each entry is bigger than the stream's buffer. */
const noise = () => new Uint8Array(randomBytes(64 * 1024));

describe("zipStream", () => {
  it("writes every entry, text deflated and bytes stored, readable by an unzipper", async () => {
    const failures: unknown[] = [];
    const out = zipStream(
      async (add) => {
        await add("a.csv", "x,y\r\n".repeat(1000));
        await add("dir/b.pdf", new Uint8Array([37, 80, 68, 70, 45]));
      },
      (err) => failures.push(err),
    );
    const files = unzipSync(new Uint8Array(await buffer(out)));
    expect(Object.keys(files)).toEqual(["a.csv", "dir/b.pdf"]);
    expect(new TextDecoder().decode(files["a.csv"])).toBe("x,y\r\n".repeat(1000));
    expect([...(files["dir/b.pdf"] ?? [])]).toEqual([37, 80, 68, 70, 45]);
    expect(failures).toEqual([]);
  });

  it("waits for a slow reader and stops making entries when the client goes away", async () => {
    let made = 0;
    let finished = false;
    const failures: unknown[] = [];
    const out = zipStream(
      async (add) => {
        for (let i = 0; i < 200; i++) {
          await add(`file-${i}.bin`, noise());
          made++;
        }
        finished = true;
      },
      (err) => failures.push(err),
    );
    // Nobody reads yet: the maker must be waiting, not filling memory with all 200 entries.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(made).toBeLessThan(5);
    out.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toBe(false);
    expect(made).toBeLessThan(5);
    // A client that leaves is not a failure of the export.
    expect(failures).toEqual([]);
  });

  it("leaves no listener behind after waiting for the reader, however many entries wait", async () => {
    const counts: number[] = [];
    const out: Readable = zipStream(
      async (add) => {
        for (let i = 0; i < 30; i++) {
          await add(`file-${i}.bin`, noise());
          counts.push(out.listenerCount("close") + out.listenerCount("error"));
        }
      },
      () => {},
    );
    const files = unzipSync(new Uint8Array(await buffer(out)));
    expect(Object.keys(files)).toHaveLength(30);
    // Every entry waited for the reader (64 KB each), and each wait cleaned up after itself.
    expect(Math.max(...counts)).toBe(counts[0]);
  });

  it("ends the stream with the error when making an entry fails, and reports it", async () => {
    const failures: unknown[] = [];
    const out = zipStream(
      async (add) => {
        await add("a.csv", "x");
        throw new Error("the database went away");
      },
      (err) => failures.push(err),
    );
    await expect(buffer(out)).rejects.toThrow("the database went away");
    expect(failures.map((e) => (e as Error).message)).toEqual(["the database went away"]);
  });
});
