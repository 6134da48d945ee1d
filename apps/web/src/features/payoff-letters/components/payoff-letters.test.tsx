import {
  type CaseDto,
  type Endpoint,
  type PayoffLetter,
  payoffLetterEndpoints,
} from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { BatchLettersDialog, letterCandidates, matchingCases } from "./batch-letters-dialog.tsx";
import { referenceLines } from "./letter-preview.tsx";
import { PayoffLetterPanel } from "./payoff-letter-panel.tsx";

// The case page's payoff letter and the dashboard's batch: what is sent, what is shown, and a
// refusal in the server's own words.

const calls = vi.hoisted(() => [] as { path: string; input: Record<string, unknown> }[]);
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(
    async (
      endpoint: Endpoint,
      input: Record<string, unknown>,
      options?: { onHeaders?: (h: Headers) => void },
    ) => {
      const path = `${endpoint.method} ${endpoint.path}`;
      calls.push({ path, input });
      const answer = answers.get(path);
      if (answer instanceof Error) throw answer;
      if (answer instanceof Blob) {
        options?.onHeaders?.(
          new Headers({
            "content-disposition":
              'attachment; filename="Payoff letter - Harbor Supply v. Lane - 2026-11-26.pdf"',
          }),
        );
      }
      return answer;
    },
  ),
}));
const saved = vi.hoisted(() => [] as string[]);
vi.mock("../../../lib/save-blob.ts", () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;

function caseItem(over: Partial<CaseDto>): CaseDto {
  const money = "0.00";
  return {
    id: "case-1",
    caseName: "Harbor Supply v. Lane",
    courtName: "Superior Court of California, County of Alameda",
    courtCaseNumber: "RG25-000777",
    judgmentAmount: "10000.00",
    judgmentDate: "2025-01-15",
    interestRate: "10",
    rateSchedule: null,
    compounding: "simple",
    dayCount: "actual/365",
    perDiemRounding: "none",
    costTreatment: "separate",
    creditingOrder: "costs-interest-principal",
    interestFrom: null,
    nonInterestBearing: money,
    rateTable: null,
    methodOverrides: [],
    rateTableEnds: null,
    rateWarning: null,
    jurisdiction: "CA",
    asOf: "2026-11-26",
    lastPaymentDate: null,
    totalPayments: money,
    totalCosts: money,
    accruedInterest: money,
    principalBalance: money,
    costBalance: money,
    payoffAmount: money,
    todayPayoff: money,
    perDiem: money,
    totalInterestAccrued: money,
    isEnded: false,
    endedOn: null,
    debtorInfo: "",
    debtorFirm: "",
    debtorStreet: "",
    debtorCity: "",
    debtorState: "",
    debtorZip: "",
    debtorPhone: "",
    debtorEmail: "",
    transactionCount: 0,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    exact: {
      principalBalance: money,
      accruedInterest: money,
      payoffAmount: money,
      perDiem: money,
      totalInterestAccrued: money,
    },
    ...over,
  } as CaseDto;
}

const letter: PayoffLetter = {
  caseId: "case-1",
  caseName: "Harbor Supply v. Lane",
  writtenOn: "2026-11-26",
  date: "2026-11-26",
  payoff: "10242.78",
  principalBalance: "8916.34",
  accruedInterest: "1326.44",
  costBalance: "0.00",
  perDiem: "2.4428",
  recipient: ["Jordan Lane", "12 Elm Street", "Oakland, CA 94612"],
  reference: ["Re: Harbor Supply v. Lane", "Case No. RG25-000777"],
  salutation: "Dear Jordan Lane:",
  paragraphs: ["To pay the judgment in full on 11/26/2026, the amount due is $10,242.78."],
  goodThrough: [
    { date: "2026-12-03", payoff: "10259.88" },
    { date: "2026-12-10", payoff: "10276.98" },
  ],
  signature: ["Mary Hale", "Hale & Pratt LLP"],
  warnings: ["No payment instructions are set for this workspace."],
};

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  answers.clear();
  answers.set(key(payoffLetterEndpoints.previewPayoffLetter), {
    status_code: 200,
    message: "Payoff letter",
    data: letter,
  });
  answers.set(key(payoffLetterEndpoints.payoffLetter), new Blob(["%PDF-1.7"]));
});

describe("the case page's payoff letter", () => {
  it("previews the letter for the date and table asked, then downloads it under the server's name", async () => {
    renderWithProviders(<PayoffLetterPanel caseItem={caseItem({})} readOnly={false} />);
    await userEvent.selectOptions(screen.getByLabelText("Good-through table"), "week");
    await userEvent.clear(screen.getByLabelText("Number of weeks"));
    await userEvent.type(screen.getByLabelText("Number of weeks"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Preview letter" }));

    const preview = await screen.findByRole("region", { name: "Letter preview" });
    expect(calls.at(-1)?.input).toEqual({
      params: { id: "case-1" },
      body: { date: "2026-11-26", goodThrough: { unit: "week", count: 2 } },
    });
    expect(within(preview).getByText("$10,242.78")).toBeTruthy();
    expect(within(preview).getByText("$2.4428")).toBeTruthy();
    expect(
      within(preview).getByText("No payment instructions are set for this workspace."),
    ).toBeTruthy();
    const rows = within(preview).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "If paid onPayoff",
      "12/03/2026$10,259.88",
      "12/10/2026$10,276.98",
    ]);

    await userEvent.click(within(preview).getByRole("button", { name: "Download Word" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Another count puts the letter away until it is previewed again.
    await userEvent.type(screen.getByLabelText("Number of weeks"), "0");
    expect(screen.queryByRole("region", { name: "Letter preview" })).toBeNull();
    await waitFor(() =>
      expect(saved).toEqual(["Payoff letter - Harbor Supply v. Lane - 2026-11-26.pdf"]),
    );
    expect(calls.at(-1)?.input.body).toEqual({
      date: "2026-11-26",
      goodThrough: { unit: "week", count: 2 },
      format: "docx",
    });
  });

  it("refuses a table longer than the limit under its field, sending nothing", async () => {
    renderWithProviders(<PayoffLetterPanel caseItem={caseItem({})} readOnly={false} />);
    await userEvent.clear(screen.getByLabelText("Number of days"));
    await userEvent.type(screen.getByLabelText("Number of days"), "91");
    await userEvent.click(screen.getByRole("button", { name: "Preview letter" }));
    expect(await screen.findByText("The good-through table has at most 90 days.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal in its words, and a viewer no downloads", async () => {
    const refusal =
      "The judgment can be enforced only through 03/02/2024 (California: 10 years), and the letter runs to 12/26/2026.";
    answers.set(
      key(payoffLetterEndpoints.previewPayoffLetter),
      new ApiError(409, refusal, { code: "letter_unavailable", message: refusal }),
    );
    renderWithProviders(<PayoffLetterPanel caseItem={caseItem({})} readOnly />);
    await userEvent.click(screen.getByRole("button", { name: "Preview letter" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  });

  it("says an ended case takes no letter, and offers no form", () => {
    renderWithProviders(
      <PayoffLetterPanel
        caseItem={caseItem({ isEnded: true, endedOn: "2026-05-01" })}
        readOnly={false}
      />,
    );
    expect(screen.getByText(/This case has ended \(05\/01\/2026\)/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Preview letter" })).toBeNull();
  });

  it("says Re: once however the model words its first line", () => {
    expect(referenceLines(["Re: Acme v. Roe", "Case No. 1"])).toEqual([
      "Acme v. Roe",
      "Case No. 1",
    ]);
    expect(referenceLines(["Acme v. Roe"])).toEqual(["Acme v. Roe"]);
  });
});

describe("letters for several cases", () => {
  const cases = [
    caseItem({ id: "a", caseName: "Harbor Supply v. Lane" }),
    caseItem({ id: "b", caseName: "Harbor Supply v. Ortiz", courtCaseNumber: "RG25-000778" }),
    caseItem({ id: "c", caseName: "Bay Tools v. Moss", courtCaseNumber: "RG14-000123" }),
    caseItem({ id: "d", caseName: "Paid v. Off", isEnded: true }),
  ];

  it("offers open cases only, and searches by every word in name, court or number", () => {
    const open = letterCandidates(cases);
    expect(open.map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(matchingCases(open, "harbor 778").map((c) => c.id)).toEqual(["b"]);
    expect(matchingCases(open, "  ").map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(matchingCases(open, "alameda moss").map((c) => c.id)).toEqual(["c"]);
  });

  it("checks, lists the refused case with why, leaves it out, and downloads one ZIP of the rest", async () => {
    answers.set(key(payoffLetterEndpoints.checkPayoffLetters), {
      status_code: 200,
      message: "Payoff letters checked",
      data: {
        letters: [
          { caseId: "a", caseName: "Harbor Supply v. Lane", refusal: null },
          { caseId: "b", caseName: "Harbor Supply v. Ortiz", refusal: null },
          { caseId: "c", caseName: "Bay Tools v. Moss", refusal: "It is past its life." },
        ],
      },
    });
    answers.set(key(payoffLetterEndpoints.payoffLetters), new Blob(["PK"]));
    renderWithProviders(
      <BatchLettersDialog open onOpenChange={() => {}} cases={cases} today="2026-11-26" />,
    );
    const dialog = screen.getByRole("dialog", { name: "Payoff letters" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Check letters" }));
    expect(await within(dialog).findByText("Choose at least one case.")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Choose all shown" }));
    expect(within(dialog).getByText("Cases (3 of 3 chosen)")).toBeTruthy();
    const download = within(dialog).getByRole("button", { name: "Download ZIP" });
    expect(download).toHaveProperty("disabled", true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Check letters" }));
    const refused = await within(dialog).findByText("1 case cannot have a letter:");
    expect(refused.parentElement?.textContent).toContain("Bay Tools v. Moss: It is past its life.");
    expect(download).toHaveProperty("disabled", true);

    await userEvent.click(within(dialog).getByRole("button", { name: "Leave them out" }));
    expect(within(dialog).getByText("All 2 cases can have a letter.")).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText("Word (.docx)"));
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)?.input.body).toEqual({
      date: "2026-11-26",
      goodThrough: { unit: "day", count: 30 },
      format: "docx",
      caseIds: ["a", "b"],
    });
  });
});
