import {
  type CouponOutDto,
  formatPriceText,
  priceFromText,
  yearlySavingPercent,
} from "@owed/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type BillingInterval, type Plan, usePlans } from "../../../lib/plans.ts";
import { isPaid, type Profile, refreshProfile, useProfile } from "../../../lib/profile.ts";
import { useWorkspaceAccess, type WorkspaceAccess } from "../../../lib/workspace-access.ts";
import { useCreateCheckout } from "../api/create-checkout.ts";
import { bannerMessage, couponExpired } from "../utils/banner-message.ts";
import { couponNote } from "../utils/coupon-note.ts";
import { CheckoutReturnNotice } from "./checkout-return-notice.tsx";
import { CouponDialog } from "./coupon-dialog.tsx";
import { IntervalToggle } from "./interval-toggle.tsx";
import { couponTermsOf, type PlanAction, PlanCard } from "./plan-card.tsx";
import { PlanNotice } from "./plan-notice.tsx";
import { StarterPlanDialog } from "./starter-plan-dialog.tsx";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const CONFIRM_POLL_MS = 2000;

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatDate(iso: string | null | undefined): string | null {
  const date = dateOf(iso);
  return date ? longDate.format(date) : null;
}

function checkoutOutcome(value: string | null): "success" | "cancelled" | null {
  return value === "success" || value === "cancelled" ? value : null;
}

/** Why the user was sent here: only the free-plan limit sends anyone, as ?reason=plan-limit. */
function visitReason(value: string | null): "plan-limit" | null {
  return value === "plan-limit" ? value : null;
}

export function BillingPage() {
  const [params, setParams] = useSearchParams();
  const outcome = checkoutOutcome(params.get("checkout"));
  const reason = visitReason(params.get("reason"));
  const queryClient = useQueryClient();
  const plans = usePlans();
  const [confirming, setConfirming] = useState(outcome === "success");
  const account = useProfile({ pollMs: confirming ? CONFIRM_POLL_MS : false });
  const paid = isPaid(account.data);
  const access = useWorkspaceAccess();

  // Coming back from a payment: the cached plan is from before it, so read it again now, and
  // keep reading while a provider's notification is still on its way.
  useEffect(() => {
    if (outcome === "success") void refreshProfile(queryClient);
  }, [outcome, queryClient]);
  useEffect(() => {
    if (paid) setConfirming(false);
    if (!confirming) return;
    const stop = window.setTimeout(() => setConfirming(false), 60_000);
    return () => window.clearTimeout(stop);
  }, [paid, confirming]);

  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete("checkout");
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 py-8 sm:py-10">
      <title>Billing · Owed</title>
      {reason === "plan-limit" && account.data && !paid ? (
        <PlanLimitNotice limit={plans.data?.freeActiveCaseLimit ?? null} />
      ) : null}
      {account.data ? <BannerFor account={account.data} access={access} /> : null}
      {outcome && account.data ? (
        <CheckoutReturnNotice
          outcome={outcome}
          paid={paid}
          paidUntil={formatDate(account.data.paid_until)}
          onDismiss={dismiss}
        />
      ) : null}

      <header className="text-center">
        <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
          Choose Your Plan
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-600">
          {paid
            ? "Your plan, the next term, and what happens when a term ends."
            : "Select the perfect plan for your law firm."}
        </p>
      </header>

      {plans.isError || account.isError ? (
        <FormAlert>
          The plans could not be loaded.{" "}
          {(plans.error ?? account.error)?.message ?? "Please try again."}{" "}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => {
              void plans.refetch();
              void account.refetch();
            }}
          >
            Try again
          </button>
        </FormAlert>
      ) : plans.data && account.data ? (
        <Plans
          plans={plans.data.plans}
          account={account.data}
          access={access}
          freeLimit={plans.data.freeActiveCaseLimit}
        />
      ) : (
        <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
          <span role="status" className="sr-only">
            Loading plans
          </span>
          <Skeleton className="h-[28rem] rounded-2xl" />
          <Skeleton className="h-[28rem] rounded-2xl" />
        </div>
      )}
    </div>
  );
}

/** The firm workspace whose plan billing shows, or null for the personal one. */
function firmOf(access: WorkspaceAccess) {
  return access.workspace?.kind === "firm" ? access.workspace : null;
}

function BannerFor({ account, access }: { account: Profile; access: WorkspaceAccess }) {
  const coupon = account.applied_coupon;
  const message = bannerMessage(
    {
      paid: isPaid(account),
      trialEndsAt: dateOf(account.trial_ends_at),
      workspaceName: firmOf(access)?.name ?? null,
      canBuy: access.role === null || access.canManage,
      coupon: coupon
        ? {
            code: coupon.code,
            description: coupon.description,
            expiresAt: dateOf(coupon.expiresAt),
          }
        : null,
    },
    new Date(),
  );
  return message ? <PlanNotice message={message} /> : null;
}

/**
 * Shown when adding a case was refused by the free plan's limit: the user did not choose to come
 * here, so the page says why before anything else.
 */
function PlanLimitNotice({ limit }: { limit: number | null }) {
  return (
    <section
      aria-labelledby="plan-limit-title"
      className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 shadow-sm"
    >
      <h2 id="plan-limit-title" className="font-semibold">
        {limit === null
          ? "You have reached the free plan's limit of active cases."
          : `You have reached the free plan's limit of ${limit} active cases.`}
      </h2>
      <p className="mt-1 text-sm">
        Upgrade to Pro to add more. The case you were adding is kept as a draft: your dashboard
        offers it again, ready to add, once you have upgraded.
      </p>
    </section>
  );
}

/**
 * Where the plan stands. A firm's plan is the firm's: the sentence names the workspace rather
 * than saying "you" (docs/workspaces.md, "Plans").
 */
function PlanStatus({ account, firmName }: { account: Profile; firmName: string | null }) {
  const now = new Date();
  const strong = (text: string) => <strong className="font-semibold text-brand-900">{text}</strong>;
  if (isPaid(account)) {
    const until = formatDate(account.paid_until);
    return (
      <p className="max-w-xl text-center text-sm text-ink-700">
        {firmName ? <>{strong(firmName)} is</> : "You are"} on {strong("Pro")}
        {until ? <> until {strong(until)}</> : null}. It does not renew: when the term ends{" "}
        {firmName ? "the workspace" : "your account"} returns to Starter. The next term can be
        bought now; it starts when this one ends.
      </p>
    );
  }
  const trialEnd = dateOf(account.trial_ends_at);
  if (trialEnd && trialEnd > now) {
    return (
      <p className="max-w-xl text-center text-sm text-ink-700">
        {firmName ? <>{strong(firmName)} is</> : "You are"} on the {strong("Starter trial")} until{" "}
        {strong(longDate.format(trialEnd))}.
      </p>
    );
  }
  return (
    <p className="max-w-xl text-center text-sm text-ink-700">
      {firmName ? `The Starter trial of ${firmName}` : "Your Starter trial"} ended
      {trialEnd ? ` on ${longDate.format(trialEnd)}` : ""}. Subscribe to Pro to keep{" "}
      {firmName ? "its" : "your"} cases: data is deleted 10 days after the trial ends, with an
      e-mail 7 days and 1 day before.
    </p>
  );
}

function Plans({
  plans,
  account,
  access,
  freeLimit,
}: {
  plans: Plan[];
  account: Profile;
  access: WorkspaceAccess;
  freeLimit: number;
}) {
  const [interval, setBillingInterval] = useState<BillingInterval>("month");
  const [redirecting, setRedirecting] = useState(false);
  const [starterOpen, setStarterOpen] = useState(false);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const checkout = useCreateCheckout();
  const paid = isPaid(account);
  const applied = account.applied_coupon ?? null;
  const expired = applied ? couponExpired(dateOf(applied.expiresAt), new Date()) : false;
  const coupon = applied && !expired ? applied : null;
  const pro = plans.find((plan) => plan.id === "normal");
  // Plans belong to workspaces, and only an owner buys Pro for one (docs/workspaces.md).
  const firm = firmOf(access);
  const ownersOnly = access.role !== null && !access.canManage;
  const seats = access.workspace?.memberCount ?? 1;

  const savingNote = savingNoteOf(pro);

  const subscribe = (plan: Plan) => {
    setRedirecting(true);
    checkout.mutate(
      {
        price: plan.prices[interval],
        interval,
        plan: "normal",
        ...(coupon ? { coupon: coupon.code } : {}),
      },
      {
        // "Redirecting..." stays until the browser leaves: the page is about to go.
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => {
          setRedirecting(false);
          console.error("checkout failed", error);
          if (error instanceof ApiError && error.sessionExpired) return;
          toast.error(error.message || "The checkout could not be started. Please try again.");
        },
      },
    );
  };

  const actionFor = (plan: Plan) =>
    planAction(plan, {
      paid,
      ownersOnly,
      redirecting,
      subscribe: () => subscribe(plan),
      explainStarter: () => setStarterOpen(true),
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-4">
        <PlanStatus account={account} firmName={firm?.name ?? null} />
        {firm && pro ? (
          <FirmPrice
            firm={firm}
            unitPrice={pro.prices[interval]}
            interval={interval}
            ownersOnly={ownersOnly}
          />
        ) : null}
        <IntervalToggle value={interval} onChange={setBillingInterval} savingNote={savingNote} />
      </div>

      <CouponDialog onApplied={setCouponMessage} />
      {coupon ? (
        <CouponApplied
          coupon={coupon}
          kept={couponMessage !== null}
          note={
            pro
              ? couponNote({
                  unitPrice: priceFromText(pro.prices[interval]) ?? 0n,
                  interval,
                  seats,
                  coupon: couponTermsOf(coupon),
                  workspaceName: firm?.name ?? null,
                })
              : null
          }
        />
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            action={actionFor(plan)}
            coupon={plan.id === "normal" ? coupon : null}
            seats={seats}
          />
        ))}
      </div>
      <p className="text-center text-xs text-ink-500">
        Prices in US dollars. Pro is a one-time payment for one month or one year; it never renews
        on its own.
      </p>

      <StarterPlanDialog
        open={starterOpen}
        onOpenChange={setStarterOpen}
        paidUntil={formatDate(account.paid_until)}
        freeLimit={freeLimit}
      />
    </div>
  );
}

/** The green confirmation of the applied coupon: what it takes off, and what Pro then costs. */
function CouponApplied({
  coupon,
  kept,
  note,
}: {
  coupon: CouponOutDto;
  /** Applied a moment ago in the dialog: say it is kept for the checkout. */
  kept: boolean;
  /** What Pro costs this workspace before and after the coupon (coupon-note.ts). */
  note: string | null;
}) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-900"
    >
      <span className="mt-0.5 text-emerald-700">
        <CheckIcon />
      </span>
      <div>
        <p className="font-semibold">
          Coupon {coupon.code} applied: {coupon.description} your next purchase of Pro.
        </p>
        <p className="mt-0.5 text-sm">
          {kept ? "It is kept for your checkout. " : ""}
          {note ? `${note} The checkout shows the total.` : null}
          {coupon.expiresAt
            ? ` The coupon expires on ${formatDate(coupon.expiresAt)}.`
            : " The coupon has no expiry date."}
        </p>
      </div>
    </div>
  );
}

/** A firm's plan is priced per member: whose plan it is, the sum, and who may buy it. */
function FirmPrice({
  firm,
  unitPrice,
  interval,
  ownersOnly,
}: {
  firm: { name: string; memberCount: number };
  unitPrice: string;
  interval: BillingInterval;
  ownersOnly: boolean;
}) {
  return (
    <p className="max-w-xl text-center text-sm text-ink-600">
      This is the plan of {firm.name}. Pro is priced per member: {firm.memberCount}{" "}
      {firm.memberCount === 1 ? "member" : "members"} × {formatPriceText(unitPrice)} per {interval}.
      {ownersOnly ? ` Only an owner of ${firm.name} can buy Pro for it.` : ""}
    </p>
  );
}

/** The yearly toggle's "save 25%", from the catalog's prices; null when a year saves nothing. */
function savingNoteOf(pro: Plan | undefined): string | null {
  const month = pro ? priceFromText(pro.prices.month) : null;
  const year = pro ? priceFromText(pro.prices.year) : null;
  const percent =
    month !== null && year !== null ? yearlySavingPercent(month, year, "nearest") : null;
  return percent === null ? null : `save ${percent}%`;
}

/** What a plan card's button says and does for this account. */
function planAction(
  plan: Plan,
  state: {
    paid: boolean;
    ownersOnly: boolean;
    redirecting: boolean;
    subscribe: () => void;
    explainStarter: () => void;
  },
): PlanAction {
  const { paid } = state;
  if (plan.id === "normal") {
    if (state.ownersOnly) return { label: "Owners buy Pro", disabled: true, current: paid };
    // A paid workspace may buy its next term before this one ends: the server starts it when
    // the current term ends, so nothing paid for is lost (docs/product.md, "Billing and plans").
    const idle = paid ? "Buy the Next Term" : plan.buttonText || "Subscribe Now";
    return {
      label: state.redirecting ? "Redirecting..." : idle,
      disabled: state.redirecting,
      onClick: state.subscribe,
      current: paid,
    };
  }
  if (paid) {
    // Pro is a one-time term, so Starter is not something to switch to: it is where the account
    // goes by itself when the term ends. The button says that and explains it.
    return {
      label: "What happens when Pro ends",
      disabled: false,
      onClick: state.explainStarter,
      current: false,
    };
  }
  return { label: "Current Plan", disabled: true, current: true };
}
