import { type Endpoint, paymentPlanEndpoints } from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import type { CasePaymentPlan } from "../api/types.ts";
import { PaymentPlanPanel } from "./payment-plan-panel.tsx";

// The case page's "Payment plan": a viewer reads the schedule and the projection and is offered
// no change; an editor agrees a plan, the preview saying the server's refusal in its words and the
// projection once the terms cover the interest, and the saved request carrying the terms as typed.

const calls = vi.hoisted(() => [] as { path: string; input: Record<string, unknown> }[]);
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
    const path = `${endpoint.method} ${endpoint.path}`;
    calls.push({ path, input });
    const answer = answers.get(path);
    if (typeof answer === "function") return answer(input);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const ok = (data: unknown) => ({ status_code: 200, message: "", data });

const projection: NonNullable<CasePaymentPlan["projection"]> = {
  from: "2026-11-26",
  paidOffOn: "2028-03-01",
  installments: 16,
  finalInstallment: "85.74",
  totalPaid: "15085.74",
  interestPaid: "3085.73",
  payments: [
    {
      date: "2026-12-01",
      amount: "1000.00",
      toInterest: "101.92",
      toPrincipal: "898.08",
      toCosts: "0.00",
      balanceAfter: "13250.00",
    },
  ],
  warnings: [],
};

const agreed: CasePaymentPlan = {
  asOf: "2026-11-26",
  plan: {
    id: "plan-1",
    caseId: "case-1",
    installment: "500.00",
    frequency: "monthly",
    firstDue: "2026-10-12",
    graceDays: 5,
    missedToDefault: 3,
    agreedOn: "2026-10-12",
    note: "Agreed by phone",
  },
  state: "late",
  schedule: [
    {
      number: 1,
      due: "2026-10-12",
      graceEnds: "2026-10-17",
      amount: "500.00",
      paid: "500.00",
      paidOn: "2026-10-13",
      status: "paid",
    },
    {
      number: 2,
      due: "2026-11-12",
      graceEnds: "2026-11-17",
      amount: "500.00",
      paid: "120.00",
      paidOn: null,
      status: "missed",
    },
    {
      number: 3,
      due: "2026-12-12",
      graceEnds: "2026-12-17",
      amount: "500.00",
      paid: "0.00",
      paidOn: null,
      status: "upcoming",
    },
  ],
  missedCount: 1,
  projection,
};

const comparison = {
  on: "2026-11-26",
  lumpSum: "9000.00",
  discountRatePercent: "6",
  payoffOn: "14235.57",
  planTotal: "15085.74",
  planPaidOffOn: "2028-03-01",
  planPresentValue: "14570.12",
  difference: "-5570.12",
  better: "plan",
  sentence:
    "The plan is worth $5,570.12 more than taking $9,000.00 on 11/26/2026, in 11/26/2026 money at 6% a year.",
} as const;

const none: CasePaymentPlan = {
  asOf: "2026-11-26",
  plan: null,
  state: null,
  schedule: [],
  missedCount: 0,
  projection: null,
};

const cover =
  "An installment of $50.00 a month does not cover the interest: this judgment needs at least $101.92 a month just to cover interest.";

beforeEach(() => {
  calls.length = 0;
  answers.clear();
});

describe("the payment plan on the case page", () => {
  it("shows a viewer the plan's state, schedule and projection, and offers no change", async () => {
    answers.set(key(paymentPlanEndpoints.paymentPlan), ok(agreed));
    renderWithProviders(<PaymentPlanPanel caseItem={{ id: "case-1", isEnded: false }} readOnly />);

    const panel = await screen.findByRole("region", { name: "Payment plan" });
    expect(await within(panel).findByText("$500.00 monthly from 10/12/2026")).toBeTruthy();
    expect(within(panel).getByText("Late")).toBeTruthy();
    expect(within(panel).getByRole("alert").textContent).toBe("1 installment was missed.");
    const rows = within(within(panel).getByRole("table", { name: /Installments/ })).getAllByRole(
      "row",
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      "No.DueAmountPaidStatus",
      "110/12/2026$500.00$500.00Paid",
      "211/12/2026$500.00$120.00Missed",
      "312/12/2026$500.00$0.00Upcoming",
    ]);
    const projected = within(panel).getByRole("region", { name: "Projection" });
    expect(within(projected).getByText("03/01/2028")).toBeTruthy();
    expect(within(projected).getByText("$3,085.73")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Change terms" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "End plan" })).toBeNull();
    // Weighing a lump sum writes nothing: a viewer may.
    expect(within(panel).getByRole("button", { name: "Compare" })).toBeTruthy();
  });

  it("says why a running plan has no projection, and weighs no lump sum against it", async () => {
    answers.set(
      key(paymentPlanEndpoints.paymentPlan),
      ok({ ...agreed, state: "current", missedCount: 0, projection: null }),
    );
    renderWithProviders(<PaymentPlanPanel caseItem={{ id: "case-1", isEnded: false }} readOnly />);
    expect(
      await screen.findByText(/^No projection: at these terms the installment no longer pays/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Compare" })).toBeNull();
  });

  it("offers no plan on an ended case", async () => {
    answers.set(key(paymentPlanEndpoints.paymentPlan), ok(none));
    renderWithProviders(
      <PaymentPlanPanel caseItem={{ id: "case-1", isEnded: true }} readOnly={false} />,
    );
    expect(
      await screen.findByText("This case has ended, so it takes no payment plan."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Agree a plan" })).toBeNull();
  });

  it("previews the terms: the refusal in the server's words, then the projection; weighs a lump sum against them; saves them as typed", async () => {
    answers.set(key(paymentPlanEndpoints.paymentPlan), ok(none));
    answers.set(
      key(paymentPlanEndpoints.previewPaymentPlan),
      (input: { body: { installment: string } }) => {
        if (input.body.installment === "50") {
          throw new ApiError(409, cover, {
            code: "plan_does_not_cover_interest",
            message: cover,
            errors: { installment: [cover] },
          });
        }
        return ok({ ...none, projection });
      },
    );
    answers.set(key(paymentPlanEndpoints.savePaymentPlan), {
      status_code: 200,
      message: "Payment plan agreed",
      data: agreed,
    });
    renderWithProviders(
      <PaymentPlanPanel caseItem={{ id: "case-1", isEnded: false }} readOnly={false} />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Agree a plan" }));
    const form = screen.getByRole("form", { name: "Agree a payment plan" });
    expect(within(form).getByLabelText("First due date")).toHaveProperty("value", "2026-12-01");

    await userEvent.type(within(form).getByLabelText("Installment amount"), "50");
    const preview = within(form).getByRole("region", { name: "Under these terms" });
    await waitFor(() => expect(within(preview).getByRole("alert").textContent).toBe(cover));

    await userEvent.type(within(form).getByLabelText("Installment amount"), "0");
    await waitFor(() => expect(within(preview).getByText("03/01/2028")).toBeTruthy());

    // A lump sum is weighed against the terms being agreed, before anything is saved.
    answers.set(key(paymentPlanEndpoints.compareSettlement), ok(comparison));
    const weigh = screen.getByRole("region", { name: "Weigh a lump sum against these terms" });
    await userEvent.type(within(weigh).getByLabelText("Lump sum"), "9000");
    await userEvent.click(within(weigh).getByRole("button", { name: "Compare" }));
    expect((await within(weigh).findByRole("status")).textContent).toContain(comparison.sentence);
    expect(
      calls.find((c) => c.path === key(paymentPlanEndpoints.compareSettlement))?.input,
    ).toEqual({
      params: { id: "case-1" },
      body: {
        lumpSum: "9000",
        on: "2026-11-26",
        discountRatePercent: "6",
        plan: {
          installment: "500",
          frequency: "monthly",
          firstDue: "2026-12-01",
          graceDays: 5,
          missedToDefault: 3,
          note: "",
        },
      },
    });
    expect(calls.some((c) => c.path === key(paymentPlanEndpoints.savePaymentPlan))).toBe(false);

    await userEvent.click(within(form).getByRole("button", { name: "Agree plan" }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === key(paymentPlanEndpoints.savePaymentPlan))?.input,
      ).toEqual({
        params: { id: "case-1" },
        body: {
          installment: "500",
          frequency: "monthly",
          firstDue: "2026-12-01",
          graceDays: 5,
          missedToDefault: 3,
          note: "",
        },
      }),
    );
  });
});
