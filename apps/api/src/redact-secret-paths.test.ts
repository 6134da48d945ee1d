import { describe, expect, it } from "vitest";
import { redactSecretPaths } from "./app.ts";

describe("redactSecretPaths", () => {
  it("hides the secret of invitation links and calendar feeds in logged URLs, and nothing else", () => {
    expect(redactSecretPaths("/workspaces/api/invitations/AbC_dEf-123/")).toBe(
      "/workspaces/api/invitations/…/",
    );
    expect(redactSecretPaths("/invitations/AbC_dEf-123?x=1")).toBe("/invitations/…?x=1");
    expect(redactSecretPaths("/calendar/feeds/TOKEN123.ics")).toBe("/calendar/feeds/…");
    expect(redactSecretPaths("/docket/api/cases/abc/")).toBe("/docket/api/cases/abc/");
  });
});
