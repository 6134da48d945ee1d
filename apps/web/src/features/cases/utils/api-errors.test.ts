import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import {
  ADD_CASE_MESSAGES,
  classifyAddCaseError,
  failureMessage,
  forbiddenMessage,
} from "./api-errors.ts";

describe("add-case failures (docs/product.md, Validation and messages)", () => {
  it("the plan limit is its own outcome with the product's words, not a session expiry", () => {
    const error = new ApiError(403, "whatever the server says", { code: "plan_limit" });
    expect(classifyAddCaseError(error)).toEqual({
      kind: "plan_limit",
      message: ADD_CASE_MESSAGES.planLimit,
    });
  });

  it("a 400 carries the server's field errors", () => {
    const error = new ApiError(400, "Judgment amount must be greater than 0", {
      errors: { judgmentAmount: ["Judgment amount must be greater than 0"] },
    });
    expect(classifyAddCaseError(error)).toEqual({
      kind: "bad_request",
      message: "Judgment amount must be greater than 0",
      fieldErrors: { judgmentAmount: ["Judgment amount must be greater than 0"] },
    });
  });

  it("a 5xx or an unknown failure is the server error; an ended session says nothing", () => {
    expect(classifyAddCaseError(new ApiError(500, "boom"))).toEqual({
      kind: "other",
      message: "Server error: Please try again later.",
    });
    expect(classifyAddCaseError(new TypeError("x"))).toEqual({
      kind: "other",
      message: "Server error: Please try again later.",
    });
    const expired = new ApiError(401, "Session Expired! Please Login Again.");
    expired.sessionExpired = true;
    expect(classifyAddCaseError(expired)).toEqual({ kind: "session" });
  });

  it("failureMessage keeps the server's reason for 4xx only", () => {
    expect(failureMessage(new ApiError(400, "This case is already ended"), "Failed")).toBe(
      "This case is already ended",
    );
    expect(failureMessage(new ApiError(502, "Bad gateway"), "Failed")).toBe("Failed");
  });
});

describe("a refusal of the user's role", () => {
  it("shows the server's sentence for a 403, the screen's own words otherwise", () => {
    const message =
      "Your role in this workspace is viewer: you can read cases, statements and exports, but not change them.";
    expect(forbiddenMessage(new ApiError(403, message, { code: "read_only" }), "Failed")).toBe(
      message,
    );
    expect(forbiddenMessage(new ApiError(404, "Case not found."), "Failed to delete case")).toBe(
      "Failed to delete case",
    );
    expect(forbiddenMessage(new TypeError("x"), "Failed")).toBe("Failed");
  });
});
