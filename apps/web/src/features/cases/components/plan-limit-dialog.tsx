import { FREE_ACTIVE_CASE_LIMIT } from "@owed/domain";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PLAN_LIMIT_BILLING_URL } from "../utils/plan-limit.ts";

/** Shown instead of an empty New Case form when the free plan has no room for another case. */
export function PlanLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      size="sm"
      title="Add New Case"
      description={`Free plan: ${FREE_ACTIVE_CASE_LIMIT} active cases. Upgrade to add more.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Link
            to={PLAN_LIMIT_BILLING_URL}
            className={buttonClasses({ className: "flex-1 whitespace-nowrap sm:flex-none" })}
          >
            Upgrade
          </Link>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-ink-700">
        Your docket already has {FREE_ACTIVE_CASE_LIMIT} active cases, the most the free plan keeps.
        A case that is paid in full no longer counts. Upgrading lets you add this case and as many
        more as you need.
      </p>
    </Dialog>
  );
}
