import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ShieldIcon } from "../../../components/ui/icons.tsx";
import { isPaid, type Profile } from "../../../lib/profile.ts";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

export function AccountDetailsCard({ profile }: { profile: Profile }) {
  const paid = isPaid(profile);
  const paidUntil = formatDate(profile.paid_until);
  const memberSince = formatDate(profile.member_since);
  return (
    <Card titleId="account-details-title" title="Account Details">
      <dl className="divide-y divide-slate-100 px-5 text-sm">
        <div className="flex items-center justify-between gap-4 py-3">
          <dt className="text-ink-600">Subscription plan</dt>
          <dd>
            <span
              className={
                paid
                  ? "rounded-full bg-brand-800 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase"
                  : "rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-xs font-semibold tracking-wide text-ink-700 uppercase"
              }
            >
              {paid ? "Pro" : "Free"}
            </span>
          </dd>
        </div>
        {paid && paidUntil ? (
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="text-ink-600">Paid through</dt>
            <dd className="font-medium text-ink-900">{paidUntil}</dd>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-4 py-3">
          <dt className="text-ink-600">Member since</dt>
          <dd className="font-medium text-ink-900">{memberSince ?? "—"}</dd>
        </div>
      </dl>
      <div className="px-5 pb-5">
        {/* Pro has nothing to upgrade to: its next step is the next term (docs/product.md, "Screens"). */}
        <Link to="/billing" className={buttonClasses({ className: "w-full" })}>
          {paid ? "Buy the Next Term" : "Upgrade the Plan"}
        </Link>
      </div>
      <div className="border-t border-slate-200 px-5 py-5">
        <h3 className="flex items-center gap-2 font-serif text-base font-bold text-brand-900">
          <ShieldIcon /> Security
        </h3>
        <p className="mt-1 mb-4 text-sm text-ink-600">
          Changing your password signs you out on every other device.
        </p>
        <ChangePasswordDialog />
      </div>
    </Card>
  );
}
