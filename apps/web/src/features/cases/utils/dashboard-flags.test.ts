import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/auth-storage.ts";
import { markCaseAdded, markCaseDeleted, syncFlagsWithList } from "./dashboard-flags.ts";

describe("the dashboard's browser flags (docs/product.md, Screens)", () => {
  it("the first case ever added sets both flags and asks for a reload; later ones do not", () => {
    const storage = memoryStorage();
    expect(markCaseAdded(storage)).toBe(true);
    expect(storage.getItem("hasAddedCaseBefore")).toBe("true");
    expect(storage.getItem("cases")).toBe("true");
    expect(markCaseAdded(storage)).toBe(false);
  });

  it("a deletion that leaves no cases clears the flag and asks for a reload", () => {
    const storage = memoryStorage({ cases: "true", hasAddedCaseBefore: "true" });
    expect(markCaseDeleted(storage, 2)).toBe(false);
    expect(storage.getItem("cases")).toBe("true");
    expect(markCaseDeleted(storage, 0)).toBe(true);
    expect(storage.getItem("cases")).toBeNull();
  });

  it("an empty list removes the 'added a case before' flag", () => {
    const storage = memoryStorage({ hasAddedCaseBefore: "true" });
    syncFlagsWithList(storage, 3);
    expect(storage.getItem("hasAddedCaseBefore")).toBe("true");
    syncFlagsWithList(storage, 0);
    expect(storage.getItem("hasAddedCaseBefore")).toBeNull();
    // So the next case added is a "first" again.
    expect(markCaseAdded(storage)).toBe(true);
  });
});
