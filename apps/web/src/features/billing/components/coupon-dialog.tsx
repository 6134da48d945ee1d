import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useApplyCoupon } from "../api/apply-coupon.ts";

const REQUIRED = "Please enter a coupon code";

/** 'Have a coupon code?': the row and its 'Enter Coupon Code' dialog (spec sections 2, 5, 8). */
export function CouponDialog({ onApplied }: { onApplied: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const id = useId();

  const reset = () => {
    setCode("");
    setError(null);
    apply.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === "") {
      setError(REQUIRED);
      return;
    }
    setError(null);
    apply.mutate(trimmed, {
      onSuccess: (result) => {
        if (!result.ok) {
          toast.error("Coupon applied Failed");
          setError(result.message ?? "Failed to apply coupon");
          return;
        }
        toast.success(result.message || "Coupon applied successfully!");
        onApplied(result.message || "Coupon applied successfully!");
        setOpen(false);
        reset();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.sessionExpired) return;
        setError(failure.message || "Failed to apply coupon");
      },
    });
  };

  return (
    <div className="flex flex-col items-start justify-between gap-3 rounded-xl border border-dashed border-brand-300 bg-white px-5 py-4 sm:flex-row sm:items-center">
      <div>
        <p className="font-semibold text-brand-900">Have a coupon code?</p>
        <p className="text-sm text-ink-600">It is kept for your next Pro checkout.</p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Apply Coupon
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        busy={apply.isPending}
        title="Enter Coupon Code"
        description="The discount is taken off your next purchase of Pro."
      >
        <form noValidate onSubmit={submit}>
          <div className="space-y-1.5 px-5 py-5 sm:px-6">
            <Label htmlFor={`${id}-code`}>Coupon code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. WELCOME25"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            <Button
              variant="outline"
              onClick={() => {
                setOpen(false);
                reset();
              }}
              disabled={apply.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? "Applying..." : "Apply"}
            </Button>
          </footer>
        </form>
      </ModalDialog>
    </div>
  );
}
