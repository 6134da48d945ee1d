import { FormField } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";

/**
 * The address a code went to, asked for only when this tab does not know it (the screen was
 * opened from a link or another tab); otherwise the heading's text names it.
 */
export function CodeEmailField({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <FormField id={id} label="Email">
      <Input
        id={id}
        type="email"
        autoComplete="username"
        maxLength={254}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
