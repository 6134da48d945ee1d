import { useId } from "react";
import { Input } from "../../../components/ui/input.tsx";

export interface EmployerDraft {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const emptyEmployer: EmployerDraft = { name: "", street: "", city: "", state: "", zip: "" };

const FIELDS: { key: keyof EmployerDraft; label: string; max: number; className: string }[] = [
  { key: "name", label: "Employer's name", max: 120, className: "sm:col-span-2" },
  { key: "street", label: "Street address", max: 120, className: "sm:col-span-2" },
  { key: "city", label: "City", max: 60, className: "" },
  { key: "state", label: "State", max: 2, className: "" },
  { key: "zip", label: "ZIP code", max: 10, className: "" },
];

/** WG-001: the employer the earnings withholding order is asked for. */
export function EmployerFields({
  value,
  onChange,
}: {
  value: EmployerDraft;
  onChange: (value: EmployerDraft) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink-800">Employer</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.key} className={`space-y-1.5 ${field.className}`}>
            <label htmlFor={`${id}-${field.key}`} className="block text-sm text-ink-700">
              {field.label}
            </label>
            <Input
              id={`${id}-${field.key}`}
              maxLength={field.max}
              value={value[field.key]}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
