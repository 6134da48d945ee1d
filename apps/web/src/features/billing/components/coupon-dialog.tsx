import { COUPON_MSG } from "@owed/domain";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../../components/ui/dialog.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useApplyCoupon } from "../api/apply-coupon.ts";

const REQUIRED = COUPON_MSG.required;

/** 'Have a coupon code?': the row and its 'Enter Coupon Code' dialog (docs/product.md, "Screens"). */
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
      <Dialog
        bare
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
          <FormField
            id={`${id}-code`}
            label="Coupon code"
            error={error}
            announce
            className="px-5 py-5 sm:px-6"
          >
            <Input
              {...fieldA11y(`${id}-code`, error)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. WELCOME25"
            />
          </FormField>
          <DialogFooter
            action="Apply"
            pendingAction="Applying..."
            pending={apply.isPending}
            onCancel={() => {
              setOpen(false);
              reset();
            }}
          />
        </form>
      </Dialog>
    </div>
  );
}
