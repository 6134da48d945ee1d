import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useReminderSettings } from "../api/get-reminder-settings.ts";
import { useUpdateReminderSettings } from "../api/update-reminder-settings.ts";

/** "180, 90 30" -> [180, 90, 30]; null when a part is not a whole number. */
export function parseLeadDays(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** Deadline reminder e-mails: on or off for every case, and how many days ahead. */
export function RemindersCard() {
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const [enabled, setEnabled] = useState(true);
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.enabled);
    setDays(settings.data.leadDays.join(", "));
  }, [settings.data]);

  const save = () => {
    const leadDays = parseLeadDays(days);
    if (leadDays === null) {
      setError("Enter whole numbers of days, separated by commas, such as 180, 90, 30, 7.");
      return;
    }
    setError(undefined);
    update.mutate(
      { enabled, leadDays },
      {
        onSuccess: () =>
          toast.success("Reminder settings saved", { duration: ACCOUNT_TOAST_DURATION_MS }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.sessionExpired) return;
          const fields = failure instanceof ApiError ? failure.fieldErrors : {};
          const first = Object.entries(fields).find(([key]) => key.startsWith("leadDays"));
          setError(first?.[1][0] ?? failure.message);
        },
      },
    );
  };

  return (
    <Card
      titleId="reminders-title"
      title="Deadline reminders"
      description="E-mails before each judgment's last day to renew. Each case can also switch them off on its own page."
    >
      <div className="space-y-4 px-5 py-4">
        {settings.isError ? (
          <FormAlert>The reminder settings could not be loaded.</FormAlert>
        ) : !settings.data ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={enabled}
                onChange={(event) => setEnabled(event.target.checked)}
              />
              E-mail me before renewal deadlines
            </label>
            <FormField
              id="reminder-days"
              label="Days before the deadline"
              error={error}
              hint="Up to 6 numbers from 1 to 365, such as 180, 90, 30, 7."
            >
              <Input
                {...fieldA11y("reminder-days", error)}
                value={days}
                maxLength={40}
                inputMode="numeric"
                onChange={(event) => setDays(event.target.value)}
                className="sm:max-w-64"
              />
            </FormField>
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Reminders"}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
