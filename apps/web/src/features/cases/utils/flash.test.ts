import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/auth-storage.ts";
import { keepFlash, takeFlash } from "./flash.ts";

describe("a toast kept across the dashboard's reloads", () => {
  it("is shown once", () => {
    const store = memoryStorage();
    keepFlash({ kind: "success", message: "Case added successfully." }, store);
    expect(takeFlash(store)).toEqual({ kind: "success", message: "Case added successfully." });
    expect(takeFlash(store)).toBeNull();
  });

  it("ignores what is not one of ours", () => {
    expect(takeFlash(memoryStorage({ "owed.flash": "{not json" }))).toBeNull();
    expect(takeFlash(memoryStorage({ "owed.flash": '{"kind":"html","message":"x"}' }))).toBeNull();
    expect(takeFlash(null)).toBeNull();
  });
});
