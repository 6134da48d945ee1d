import { describe, expect, it } from "vitest";
import { createHashQueue, HashQueueFullError } from "./passwords.ts";

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("HashQueue", () => {
  it("runs at most `concurrency` tasks at once and starts the next as one ends", async () => {
    const queue = createHashQueue(3, 10);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    // Two of the three slots: the third is kept for sign-ins.
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.waiting("normal")).toBe(2);
    gates[1]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(queue.active).toBe(2);
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(queue.active).toBe(0);
  });

  it("keeps one slot for sign-ins: a login starts at once while others fill the rest", async () => {
    const queue = createHashQueue(2, 10);
    const held = gate();
    const others = [queue.run(() => held.opened), queue.run(() => held.opened)];
    await settle();
    expect(queue.active).toBe(1);
    expect(queue.waiting("normal")).toBe(1);
    expect(await queue.run(async () => "signed in", "login")).toBe("signed in");
    held.open();
    await Promise.all(others);
  });

  it("starts waiting tasks first come first served, sign-ins before everything else", async () => {
    const queue = createHashQueue(1, 10);
    const first = gate();
    const order: string[] = [];
    const track = (name: string) => async () => {
      order.push(name);
    };
    const all = [
      queue.run(async () => {
        await first.opened;
      }),
      queue.run(track("register 1")),
      queue.run(track("register 2")),
      queue.run(track("login 1"), "login"),
      queue.run(track("register 3")),
      queue.run(track("login 2"), "login"),
    ];
    first.open();
    await Promise.all(all);
    expect(order).toEqual(["login 1", "login 2", "register 1", "register 2", "register 3"]);
  });

  it("refuses at once when a priority's waiting line is full, and takes work again once it drains", async () => {
    const queue = createHashQueue(1, 2);
    const running = gate();
    const held = [
      queue.run(() => running.opened),
      queue.run(async () => "waited 1"),
      queue.run(async () => "waited 2"),
    ];
    const refused = queue.run(async () => "never runs");
    await expect(refused).rejects.toBeInstanceOf(HashQueueFullError);
    const error = await refused.catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 429, code: "server_busy" });
    expect((error as HashQueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The sign-in line is counted on its own, so a full line of others does not refuse it.
    const login = queue.run(async () => "signed in", "login");
    running.open();
    expect(await Promise.all(held)).toEqual([undefined, "waited 1", "waited 2"]);
    expect(await login).toBe("signed in");
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("frees the slot of a task that fails, and passes its error on", async () => {
    const queue = createHashQueue(1, 1);
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(queue.active).toBe(0);
    expect(await queue.run(async () => 7)).toBe(7);
  });
});
