import {
  type CouponOutDto,
  formatPrice,
  formatPriceText,
  priceAfterCoupon,
  priceFromText,
} from "@owed/domain";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CheckList } from "../../../components/ui/check-list.tsx";
import type { BillingInterval, Plan } from "../../../lib/plans.ts";

export interface PlanAction {
  label: string;
  disabled: boolean;
  onClick?: () => void;
  current: boolean;
}

export function PlanCard({
  plan,
  interval,
  action,
  coupon,
  seats = 1,
}: {
  plan: Plan;
  interval: BillingInterval;
  action: PlanAction;
  /** Shown on paid plans: what the next checkout costs with the applied coupon. */
  coupon: CouponOutDto | null;
  /** The workspace's members: the checkout charges the price per member times these. */
  seats?: number;
}) {
  const featured = Boolean(plan.badge);
  const price = (priceFromText(plan.prices[interval]) ?? 0n) * BigInt(Math.max(1, seats));
  const discounted = coupon && price > 0n ? priceAfterCoupon(price, couponTermsOf(coupon)) : null;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      featured={featured}
      className="relative flex flex-col p-6 sm:p-8"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-serif text-2xl font-bold text-brand-900">
          {plan.name}
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          {action.current ? (
            <span className="rounded-full border border-emerald-300 bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
              Your plan
            </span>
          ) : null}
          {plan.badge ? (
            <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase">
              {plan.badge}
            </span>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-sm text-ink-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="tabular font-serif text-5xl font-bold text-brand-900">
          {formatPriceText(plan.prices[interval])}
        </span>
        <span className="text-ink-600">{plan.priceNote[interval]}</span>
      </p>
      {discounted !== null && coupon ? (
        <p className="mt-2 text-sm font-medium text-emerald-800">
          {formatPrice(discounted)}
          {seats > 1 ? ` for ${seats} members` : ""} with coupon {coupon.code} ({coupon.description}
          )
        </p>
      ) : null}
      <CheckList
        items={plan.features}
        className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6 text-sm text-ink-700"
        checkClassName="text-emerald-700"
      />
      <Button
        size="lg"
        variant={action.current ? "outline" : featured ? "primary" : "outline"}
        className="mt-8 w-full"
        disabled={action.disabled}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
    </Card>
  );
}

/** The coupon's terms in Money: its amount off arrives as a decimal string. */
export function couponTermsOf(coupon: CouponOutDto) {
  const amountOff = coupon.amountOff === null ? null : priceFromText(coupon.amountOff);
  return { percentOff: coupon.percentOff, amountOff };
}
