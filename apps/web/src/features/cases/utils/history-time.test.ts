import { describe, expect, it } from "vitest";
import { historyTime } from "./history-time.ts";

describe("historyTime", () => {
  it("shows a UTC instant in the user's zone, standard and daylight time", () => {
    expect(historyTime("2025-01-15T12:00:00.000Z", "America/New_York")).toBe(
      "01/15/2025, 7:00 AM EST",
    );
    expect(historyTime("2025-07-15T12:00:00.000Z", "America/New_York")).toBe(
      "07/15/2025, 8:00 AM EDT",
    );
    // The calendar day moves too: 02:30 UTC is the evening before in Los Angeles.
    expect(historyTime("2025-03-01T02:30:00.000Z", "America/Los_Angeles")).toBe(
      "02/28/2025, 6:30 PM PST",
    );
  });

  it("falls back to UTC for a zone the browser does not know, and keeps unreadable text", () => {
    expect(historyTime("2025-01-15T12:00:00.000Z", "Mars/Olympus")).toBe(
      "01/15/2025, 12:00 PM UTC",
    );
    expect(historyTime("yesterday", "UTC")).toBe("yesterday");
  });
});
