import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndLogin } from "../../test/accounts.ts";
import { runCli } from "../../test/cli.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { parseExpiry } from "./commands.ts";
import { applyCoupon } from "./test-helpers.ts";

const NOW = new Date("2030-05-01T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const run = (...argv: string[]) => runCli(t, argv, () => NOW);

describe("coupon:create", () => {
  it("creates a percent-off coupon that users can then apply", async () => {
    const res = await run(
      "coupon:create",
      "--code",
      "SPRING25",
      "--percent-off",
      "25",
      "--expires",
      "2030-12-31",
      "--max-redemptions",
      "100",
    );
    expect(res).toEqual({
      code: 0,
      out: "Created coupon SPRING25: 25% off, usable until 2031-01-01T00:00:00.000Z (through December 31, 2030, UTC), at most 100 redemptions.",
      err: "",
    });
    const user = await registerAndLogin(t.app);
    const applied = await applyCoupon(t.app, user, "spring25");
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.coupon).toMatchObject({
      code: "SPRING25",
      percentOff: 25,
      expiresAt: "2031-01-01T00:00:00.000Z",
    });
  });

  it("creates an amount-off coupon with no expiry and no limit", async () => {
    const res = await run("coupon:create", "--code", "TENOFF", "--amount-off", "10.00");
    expect(res.code).toBe(0);
    expect(res.out).toBe("Created coupon TENOFF: $10.00 off, no expiry, no redemption limit.");
  });

  it("refuses a code already taken in any case", async () => {
    const res = await run("coupon:create", "--code", "spring25", "--percent-off", "10");
    expect(res.code).toBe(1);
    expect(res.err).toContain("a coupon with the code spring25 already exists");
  });

  it("refuses wrong usage with exit code 2", async () => {
    for (const [args, message] of [
      [["--percent-off", "10"], "--code is required"],
      [["--code", "A"], "--code must be 3 to 40 letters, digits, - or _"],
      [["--code", "BAD CODE", "--percent-off", "5"], "--code must be 3 to 40"],
      [["--code", "NONE1"], "give exactly one of --percent-off and --amount-off"],
      [
        ["--code", "BOTH1", "--percent-off", "5", "--amount-off", "1"],
        "give exactly one of --percent-off and --amount-off",
      ],
      [
        ["--code", "PCT0", "--percent-off", "0"],
        "--percent-off must be a whole number from 1 to 100",
      ],
      [["--code", "PCT1", "--percent-off", "101"], "--percent-off must be a whole number"],
      [["--code", "PCT2", "--percent-off", "12.5"], "--percent-off must be a whole number"],
      [["--code", "AMT0", "--amount-off", "0"], "--amount-off must be greater than 0"],
      [["--code", "AMT1", "--amount-off", "1.001"], "--amount-off must have at most 2 decimal"],
      [["--code", "EXP0", "--percent-off", "5", "--expires", "2030-02-30"], "is not a date"],
      [["--code", "EXP1", "--percent-off", "5", "--expires", "2029-01-01"], "is already past"],
      [["--code", "MAX0", "--percent-off", "5", "--max-redemptions", "0"], "--max-redemptions"],
    ] as const) {
      const res = await run("coupon:create", ...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.err).toContain(message);
    }
  });
});

describe("coupon:list", () => {
  it("lists every coupon with its use and status", async () => {
    const res = await run("coupon:list");
    expect(res.code).toBe(0);
    const lines = res.out.split("\n");
    expect(lines[0]).toMatch(/^CODE\s+DISCOUNT\s+EXPIRES\s+REDEEMED\s+STATUS$/);
    expect(lines.find((l) => l.startsWith("SPRING25"))).toMatch(
      /SPRING25\s+25% off\s+2031-01-01T00:00:00.000Z\s+0\/100\s+active/,
    );
    expect(lines.at(-1)).toBe("2 coupons.");
    const json = await run("coupon:list", "--json");
    expect(JSON.parse(json.out.split("\n")[1] ?? "{}")).toMatchObject({
      code: "TENOFF",
      amount_off: "10.00",
      max_redemptions: null,
      status: "active",
    });
  });
});

describe("parseExpiry", () => {
  it("reads a day as 'through that day, UTC' and an instant as itself", () => {
    expect(parseExpiry("2027-01-31").toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect(parseExpiry("2027-01-31T15:00:00Z").toISOString()).toBe("2027-01-31T15:00:00.000Z");
    expect(() => parseExpiry("tomorrow")).toThrow(/is not a date/);
  });
});
