import { type FocusEvent, type FormEvent, useMemo } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { Card } from "../../../components/ui/card.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { ProfileFormValues } from "../utils/profile-fields.ts";
import { resolveTimeZone, timeZoneLabel, timeZoneNames } from "../utils/time-zones.ts";

type FieldSpec = {
  name: FieldPath<ProfileFormValues>;
  label: string;
  autoComplete?: string;
  type?: string;
  placeholder?: string;
  inputMode?: "tel" | "url" | "numeric" | "text";
  hint?: string;
  wide?: boolean;
  alwaysDisabled?: boolean;
  list?: string;
};

const FIELDS: FieldSpec[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  {
    name: "email",
    label: "Email",
    type: "email",
    autoComplete: "email",
    wide: true,
    alwaysDisabled: true,
    hint: "Your sign-in address cannot be changed here.",
  },
  { name: "company", label: "Firm Name", autoComplete: "organization", wide: true },
  { name: "streetAddress", label: "Street Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zipCode", label: "Zip Code", autoComplete: "postal-code", inputMode: "numeric" },
  {
    name: "phoneNumber",
    label: "Phone Number",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: "(555) 123-4567",
  },
  {
    name: "website",
    label: "Website",
    type: "url",
    autoComplete: "url",
    inputMode: "url",
    placeholder: "https://www.example.com",
    wide: true,
  },
  {
    name: "timezone",
    label: "Time zone",
    wide: true,
    list: "profile-time-zones",
    placeholder: "America/New_York",
    hint: "Interest figures count days up to “today” in this zone, so a payoff quoted late in the evening still shows the right date. Type to search, e.g. Chicago.",
  },
];

/**
 * 'Personal Information': every field is disabled outside edit mode, and Email always is
 * (docs/product.md, "Profile"). Submitted by the page's 'Save Changes' button through the form's id.
 */
export function PersonalInformationForm({
  form,
  editing,
  currentTimeZone,
  onSubmit,
}: {
  form: UseFormReturn<ProfileFormValues>;
  editing: boolean;
  currentTimeZone: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const zones = useMemo(() => timeZoneNames(currentTimeZone), [currentTimeZone]);
  const { errors } = form.formState;
  // A city typed in the time zone field ("Chicago") becomes its zone ("America/Chicago") when
  // the field is left, so nobody has to know the IANA spelling.
  const registerField = (name: FieldSpec["name"]) =>
    name === "timezone"
      ? form.register(name, {
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            const typed = event.target.value;
            if (zones.includes(typed)) return;
            const found = resolveTimeZone(typed, zones);
            if (found) form.setValue(name, found, { shouldDirty: true, shouldValidate: true });
          },
        })
      : form.register(name);
  return (
    <Card
      titleId="personal-information-title"
      title="Personal Information"
      description={
        editing
          ? "Every field is optional. Changes are kept when you choose 'Save Changes'."
          : "Choose 'Edit Profile' to change these details."
      }
      headerClassName="px-5 py-4 sm:px-6"
    >
      <form id="profile-form" noValidate onSubmit={onSubmit} className="px-5 py-5 sm:px-6">
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          {FIELDS.map((spec) => {
            const id = `profile-${spec.name}`;
            const message = errors[spec.name]?.message;
            return (
              <FormField
                key={spec.name}
                id={id}
                label={spec.label}
                error={message}
                hint={spec.hint}
                className={spec.wide ? "sm:col-span-2" : undefined}
              >
                <Input
                  {...fieldA11y(id, message, Boolean(spec.hint))}
                  type={spec.type ?? "text"}
                  autoComplete={spec.autoComplete}
                  inputMode={spec.inputMode}
                  placeholder={spec.placeholder}
                  list={editing ? spec.list : undefined}
                  disabled={spec.alwaysDisabled || !editing}
                  className="disabled:text-ink-700 disabled:opacity-100"
                  {...registerField(spec.name)}
                />
              </FormField>
            );
          })}
        </div>
        <datalist id="profile-time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </datalist>
      </form>
    </Card>
  );
}
