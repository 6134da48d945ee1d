import { useId } from "react";
import { Input } from "../../../components/ui/input.tsx";

export interface SatisfactionDraft {
  kind: "full" | "partial" | null;
  amount: string;
}

/** EJ-100: a full satisfaction, or a partial one with the amount received. */
export function SatisfactionFields({
  value,
  onChange,
}: {
  value: SatisfactionDraft;
  onChange: (value: SatisfactionDraft) => void;
}) {
  const amountId = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink-800">Satisfaction</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${amountId}-kind`}
            checked={value.kind === "full"}
            onChange={() => onChange({ ...value, kind: "full" })}
          />
          In full
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${amountId}-kind`}
            checked={value.kind === "partial"}
            onChange={() => onChange({ ...value, kind: "partial" })}
          />
          Partial
        </label>
      </div>
      {value.kind === "partial" ? (
        <div className="max-w-xs space-y-1.5">
          <label htmlFor={amountId} className="block text-sm font-semibold text-ink-800">
            Amount received
          </label>
          <Input
            id={amountId}
            inputMode="decimal"
            maxLength={20}
            value={value.amount}
            onChange={(event) => onChange({ ...value, amount: event.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
