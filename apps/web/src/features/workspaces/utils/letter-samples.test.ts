import { describe, expect, it } from "vitest";
import { sampleMergeValues, sampleText } from "./letter-samples.ts";

describe("the letter settings' live preview", () => {
  const values = sampleMergeValues("2026-11-26", "Hale & Pratt LLP");

  it("fills every merge field with the sample case, spaces inside the braces allowed", () => {
    expect(
      sampleText(
        "Pay {{payoff}} by {{ date }} (then {{per_diem}} a day, table to {{good_through}}) to {{firm}} re {{case_number}}, {{court}}; {{debtor}} owes {{creditor}}.",
        "Payment instructions",
        values,
      ),
    ).toEqual({
      ok: true,
      text: "Pay $12,345.67 by 11/26/2026 (then $3.38 a day, table to 12/26/2026) to Hale & Pratt LLP re 34-2024-00123456, Superior Court of California, County of Sacramento; Jordan Roe owes Acme Supply, Inc..",
    });
  });

  it("names an unknown merge field with the field's label, as the server does", () => {
    const answer = sampleText("Send {{balance}} today.", "Closing text", values);
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error).toMatch(
        /^Closing text uses \{\{balance\}\}, which is not a merge field/,
      );
    }
  });
});
