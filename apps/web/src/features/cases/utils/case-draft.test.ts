import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../lib/auth-storage.ts";
import {
  CASE_DRAFT_KEY,
  discardCaseDraft,
  readCaseDraft,
  saveCaseDraft,
  somethingTyped,
} from "./case-draft.ts";
import { NEW_CASE_DEFAULTS } from "./new-case-form.ts";

const typed = {
  ...NEW_CASE_DEFAULTS,
  caseName: "Eta v. Theta",
  judgmentAmount: "4000",
  judgmentDate: "2024-05-01",
  rateSchedule: [{ from: "2024-05-01", ratePercent: "9" }],
};

describe("the plan-limit draft", () => {
  it("keeps everything typed, per user, under owed.caseDraft", () => {
    const storage = memoryStorage();
    saveCaseDraft(storage, "Lawyer@Example.test", typed, new Date("2026-11-23T19:00:00Z"));
    expect(readCaseDraft(storage, "lawyer@example.test")).toEqual({
      values: typed,
      savedAt: "2026-11-23T19:00:00.000Z",
    });
    expect(readCaseDraft(storage, "someone-else@example.test")).toBeNull();
    expect(JSON.parse(storage.getItem(CASE_DRAFT_KEY) ?? "")).toHaveProperty("lawyer@example.test");
  });

  it("discarding one user's draft leaves another's", () => {
    const storage = memoryStorage();
    saveCaseDraft(storage, "a@example.test", typed);
    saveCaseDraft(storage, "b@example.test", { ...typed, caseName: "B v. C" });
    discardCaseDraft(storage, "a@example.test");
    expect(readCaseDraft(storage, "a@example.test")).toBeNull();
    expect(readCaseDraft(storage, "b@example.test")?.values.caseName).toBe("B v. C");
    discardCaseDraft(storage, "b@example.test");
    expect(storage.getItem(CASE_DRAFT_KEY)).toBeNull();
  });

  it("survives a damaged or older entry without crashing the dashboard", () => {
    const storage = memoryStorage({ [CASE_DRAFT_KEY]: "{not json" });
    expect(readCaseDraft(storage, "a@example.test")).toBeNull();
    storage.setItem(
      CASE_DRAFT_KEY,
      JSON.stringify({ "a@example.test": { values: { caseName: "Old v. New", cost: 5 } } }),
    );
    const draft = readCaseDraft(storage, "a@example.test");
    expect(draft?.values.caseName).toBe("Old v. New");
    expect(draft?.values.cost).toBe("");
    expect(draft?.values.compounding).toBe("none");
  });

  it("is offered only when something was typed: a blank form is no draft", () => {
    expect(somethingTyped(NEW_CASE_DEFAULTS)).toBe(false);
    expect(somethingTyped({ ...NEW_CASE_DEFAULTS, caseName: "   " })).toBe(false);
    expect(somethingTyped({ ...NEW_CASE_DEFAULTS, debtorCity: "Albany" })).toBe(true);
    expect(somethingTyped({ ...NEW_CASE_DEFAULTS, interestRate: "9" })).toBe(true);
    expect(somethingTyped({ ...NEW_CASE_DEFAULTS, jurisdiction: "TX" })).toBe(true);

    const storage = memoryStorage();
    saveCaseDraft(storage, "a@example.test", NEW_CASE_DEFAULTS);
    expect(storage.getItem(CASE_DRAFT_KEY)).toBeNull();
    // One stored by an earlier version with nothing in it is not offered either.
    storage.setItem(
      CASE_DRAFT_KEY,
      JSON.stringify({ "a@example.test": { values: { ...NEW_CASE_DEFAULTS, caseName: " " } } }),
    );
    expect(readCaseDraft(storage, "a@example.test")).toBeNull();
    // A blank form saved over a typed one removes it rather than keeping a stale case.
    saveCaseDraft(storage, "b@example.test", typed);
    saveCaseDraft(storage, "b@example.test", NEW_CASE_DEFAULTS);
    expect(readCaseDraft(storage, "b@example.test")).toBeNull();
  });
});
