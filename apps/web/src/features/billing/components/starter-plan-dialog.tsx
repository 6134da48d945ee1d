import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

/**
 * What the paid user's Starter button ("What happens when Pro ends") opens. Pro is a one-time term that does not renew, so
 * there is nothing to cancel: saying so is more honest than a button that pretends to switch.
 */
export function StarterPlanDialog({
  open,
  onOpenChange,
  paidUntil,
  freeLimit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paidUntil: string | null;
  freeLimit: number;
}) {
  return (
    <Dialog
      bare
      open={open}
      onOpenChange={onOpenChange}
      title="When Pro ends"
      description="Nothing to cancel: Pro does not renew."
    >
      <div className="space-y-3 px-5 py-5 text-sm text-ink-700 sm:px-6">
        <p>
          Your Pro term was a one-time payment. It runs to its end
          {paidUntil ? (
            <>
              {" "}
              on <strong className="font-semibold text-ink-900">{paidUntil}</strong>
            </>
          ) : null}{" "}
          and is never charged again.
        </p>
        <p>
          After that your account moves to Starter by itself: you keep your cases, and a new one can
          be added while fewer than {freeLimit} are active. Unless you buy another term, your data
          is deleted 30 days after Pro ends; we e-mail you 7 days and 1 day before.
        </p>
      </div>
      <footer className="flex justify-end border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:px-6">
        <Button onClick={() => onOpenChange(false)}>Got it</Button>
      </footer>
    </Dialog>
  );
}
