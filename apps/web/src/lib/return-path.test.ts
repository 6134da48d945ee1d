import { describe, expect, it } from "vitest";
import { memoryStorage } from "./auth-storage.ts";
import { rememberReturnPath, safeReturnPath, takeReturnPath } from "./return-path.ts";

describe("the path a signed-out visitor asked for", () => {
  it("is where the next sign-in lands, once", () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, "/invitations/abc_DEF-123?x=1");
    expect(takeReturnPath(storage)).toBe("/invitations/abc_DEF-123?x=1");
    expect(takeReturnPath(storage)).toBe("/home");
  });

  it("defaults to the dashboard", () => {
    expect(takeReturnPath(memoryStorage())).toBe("/home");
    expect(takeReturnPath(null)).toBe("/home");
  });

  it("never leaves the app, nor loops back to /login", () => {
    for (const path of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "",
      "/login",
    ]) {
      expect(safeReturnPath(path)).toBeNull();
    }
    const storage = memoryStorage({ "owed.login.returnTo": "//evil.example" });
    expect(takeReturnPath(storage)).toBe("/home");
  });

  it("a later unsafe path forgets an earlier one", () => {
    const storage = memoryStorage();
    rememberReturnPath(storage, "/deadlines");
    rememberReturnPath(storage, "/login?mode=register");
    expect(takeReturnPath(storage)).toBe("/home");
  });
});
