import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { refusalText } from "./refusal.ts";

describe("a plan refusal in words", () => {
  it("says the sentence a field's refusal names, else the server's message", () => {
    const cover = "At least $83.34 a month just to cover interest.";
    expect(
      refusalText(
        new ApiError(409, cover, {
          code: "plan_does_not_cover_interest",
          message: cover,
          errors: { installment: [cover] },
        }),
        "fallback",
      ),
    ).toBe(cover);
    expect(
      refusalText(
        new ApiError(400, "Invalid input", {
          code: "invalid_date",
          message: "Invalid input",
          errors: { firstDue: ["The first due date cannot be before the judgment date."] },
        }),
        "fallback",
      ),
    ).toBe("The first due date cannot be before the judgment date.");
    expect(
      refusalText(new ApiError(409, "This case has no payment plan.", { code: "no_plan" }), "x"),
    ).toBe("This case has no payment plan.");
  });

  it("keeps its own words for a server failure or no answer, and is silent when the session ended", () => {
    expect(refusalText(new ApiError(500, "boom"), "The plan could not be saved.")).toBe(
      "The plan could not be saved.",
    );
    expect(refusalText(new TypeError("offline"), "The plan could not be saved.")).toBe(
      "The plan could not be saved.",
    );
    const ended = new ApiError(401, "Session expired");
    ended.sessionExpired = true;
    expect(refusalText(ended, "fallback")).toBeNull();
  });
});
