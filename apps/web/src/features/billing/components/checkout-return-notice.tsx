import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { CheckIcon, CloseIcon } from "../../../components/ui/icons.tsx";

/** What the user sees on coming back from checkout (?checkout=success or ?checkout=cancelled). */
export function CheckoutReturnNotice({
  outcome,
  paid,
  paidUntil,
  onDismiss,
}: {
  outcome: "success" | "cancelled";
  paid: boolean;
  paidUntil: string | null;
  onDismiss: () => void;
}) {
  if (outcome === "cancelled") {
    return (
      <div
        role="status"
        className="flex items-start justify-between gap-4 rounded-xl border border-slate-300 bg-white px-5 py-4 shadow-sm"
      >
        <div>
          <p className="font-semibold text-brand-900">Checkout cancelled. No payment was made.</p>
          <p className="mt-1 text-sm text-ink-600">
            Your plan is unchanged. You can subscribe whenever you are ready.
          </p>
        </div>
        <DismissButton onDismiss={onDismiss} />
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start justify-between gap-4 rounded-xl border border-emerald-300 bg-emerald-50 px-5 py-4 shadow-sm"
    >
      <div className="flex gap-3">
        <span className="mt-0.5 text-emerald-700">
          <CheckIcon />
        </span>
        {paid ? (
          <div>
            <p className="font-semibold text-emerald-900">Payment received. Welcome to Pro.</p>
            <p className="mt-1 text-sm text-emerald-900">
              {paidUntil ? `Pro is active until ${paidUntil}. ` : ""}Add as many cases as you need.
              The term does not renew: nothing more will be charged.
            </p>
            <Link to="/home" className={buttonClasses({ size: "sm", className: "mt-3" })}>
              Back to your cases
            </Link>
          </div>
        ) : (
          <div>
            <p className="font-semibold text-emerald-900">Payment received. Confirming it now…</p>
            <p className="mt-1 text-sm text-emerald-900">
              The payment provider is telling us about it. This page updates by itself in a few
              seconds.
            </p>
          </div>
        )}
      </div>
      <DismissButton onDismiss={onDismiss} />
    </div>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-mt-1 -mr-2 px-2"
      onClick={onDismiss}
      aria-label="Dismiss message"
    >
      <CloseIcon />
    </Button>
  );
}
