import type { CaseDeadlinesDto, CaseDto } from "@owed/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { CaseDeadlines } from "./case-deadlines.tsx";

// The reminders switch against the feature's own hooks: the save is recorded, and the test says
// when (and how) the server answers.
type Callbacks = {
  onSuccess?: (a: unknown) => void;
  onError?: (e: unknown) => void;
  onSettled?: () => void;
};
const setReminders =
  vi.fn<(input: { caseId: string; muted: boolean }, callbacks: Callbacks) => void>();
vi.mock("../api/set-case-reminders.ts", () => ({
  useSetCaseReminders: () => ({ mutate: setReminders, isPending: false }),
}));
vi.mock("../api/download-case-calendar.ts", () => ({
  useDownloadCaseCalendar: () => ({ mutate: vi.fn(), isPending: false }),
}));

const deadlines: CaseDeadlinesDto = {
  caseId: "c1",
  caseName: "Renew v. Soon",
  jurisdiction: "CA",
  judgmentDate: "2016-12-20",
  status: "fine",
  expiry: "2026-12-20",
  windowOpens: "2021-12-20",
  lastDayToRenew: "2026-12-19",
  lastDayToRevive: null,
  lienExpiry: "2026-12-20",
  renewalsCounted: 0,
  renewalsLeft: "unlimited",
  assumptions: [],
  events: [],
  next: null,
  remindersMuted: false,
  rule: {
    code: "CA",
    state: "California",
    lifeText: "Ten years.",
    renewalMethod: "application",
    renewalText: "Renewed by application.",
    windowText: "Any time before it expires.",
    lienText: "Ten years.",
    citation: "Cal. Civ. Proc. Code § 683.020",
    lienCitation: "",
    link: "",
    reviewed: "2026-01-01",
    verification: { status: "confirmed", note: "Read from the statute." },
    unclear: [],
  },
  writs: [],
  writRule: null,
};
vi.mock("../api/get-case-deadlines.ts", () => ({
  useCaseDeadlines: () => ({ data: deadlines, isError: false, error: null }),
}));

const item = { id: "c1", caseName: "Renew v. Soon", isEnded: false } as unknown as CaseDto;

beforeEach(() => setReminders.mockReset());

describe("the case's reminders switch", () => {
  it("moves when clicked, before the server answers, and asks for reminders off", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseDeadlines item={item} onRenew={() => {}} />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", {
      name: "E-mail reminders for this case",
    });
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
    expect(setReminders).toHaveBeenCalledTimes(1);
    expect(setReminders.mock.calls[0]?.[0]).toEqual({ caseId: "c1", muted: true });
  });

  it("goes back when the server refuses", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CaseDeadlines item={item} onRenew={() => {}} />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", {
      name: "E-mail reminders for this case",
    });
    await user.click(box);
    expect(box.checked).toBe(false);
    const callbacks = setReminders.mock.calls[0]?.[1];
    callbacks?.onError?.(new ApiError(500, "Server error: Please try again later."));
    callbacks?.onSettled?.();
    await waitFor(() => expect(box.checked).toBe(true));
  });
});
