import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/auth-storage.ts";
import { modeFromSearch, readFlow, searchForMode, writeFlow } from "./login-flow.ts";
import {
  formatWait,
  RESEND_COOLDOWN_SECONDS,
  recordCodeSent,
  secondsUntilResend,
} from "./resend-cooldown.ts";

describe("the login screen's mode in the URL", () => {
  it("reads every mode and falls back to login for anything else", () => {
    for (const mode of ["register", "verify-user", "forgot", "otp", "reset"] as const) {
      expect(modeFromSearch(new URLSearchParams(searchForMode(mode)))).toBe(mode);
    }
    expect(modeFromSearch(new URLSearchParams(""))).toBe("login");
    expect(modeFromSearch(new URLSearchParams("?mode=admin"))).toBe("login");
    expect(searchForMode("login")).toBe("");
    expect(searchForMode("verify-user")).toBe("?mode=verify-user");
  });

  it("keeps the e-mail and the reset code in the tab's storage, and forgets an emptied one", () => {
    const storage = memoryStorage();
    writeFlow(storage, "email", "lawyer@example.test");
    writeFlow(storage, "resetCode", "123456");
    expect(readFlow(storage, "email")).toBe("lawyer@example.test");
    expect(readFlow(storage, "resetCode")).toBe("123456");
    writeFlow(storage, "resetCode", "");
    expect(readFlow(storage, "resetCode")).toBe("");
    expect(readFlow(null, "email")).toBe("");
  });
});

describe("the resend cooldown", () => {
  const t0 = Date.UTC(2030, 0, 1);

  it("counts down a minute after a code was sent to the same address, in any case", () => {
    const storage = memoryStorage();
    recordCodeSent(storage, "Lawyer@Example.test", t0);
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(secondsUntilResend(storage, "lawyer@example.test", t0)).toBe(60);
    expect(secondsUntilResend(storage, "lawyer@example.test", t0 + 500)).toBe(60);
    expect(secondsUntilResend(storage, "lawyer@example.test", t0 + 59_001)).toBe(1);
    expect(secondsUntilResend(storage, "lawyer@example.test", t0 + 60_000)).toBe(0);
    expect(secondsUntilResend(storage, "someone-else@example.test", t0)).toBe(0);
  });

  it("takes the server's longer wait when its limit was reached", () => {
    const storage = memoryStorage();
    recordCodeSent(storage, "a@b.c", t0, 412);
    expect(secondsUntilResend(storage, "a@b.c", t0 + 2000)).toBe(410);
    expect(formatWait(410)).toBe("6 min 50 s");
    expect(formatWait(59)).toBe("59 s");
    expect(formatWait(120)).toBe("2 min");
  });

  it("ignores a damaged record", () => {
    const storage = memoryStorage({ "owed.login.codeSent": "{not json" });
    expect(secondsUntilResend(storage, "a@b.c", t0)).toBe(0);
  });
});
