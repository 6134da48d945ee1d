import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_ERRORS, ACCOUNT_MSG, profileForm } from "@owed/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { browserStorage, readAccessToken } from "../../../lib/auth-storage.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { type Profile, useProfile } from "../../../lib/profile.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import type { ProfileFormValues } from "../utils/profile-fields.ts";
import {
  joinFullName,
  joinLocation,
  splitFullName,
  splitLocation,
} from "../utils/profile-fields.ts";
import { browserTimeZone } from "../utils/time-zones.ts";
import { AccountDetailsCard } from "./account-details-card.tsx";
import { CalendarFeedCard } from "./calendar-feed-card.tsx";
import { PersonalInformationForm } from "./personal-information-form.tsx";
import { ProfileAvatar } from "./profile-avatar.tsx";
import { RemindersCard } from "./reminders-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";

const SERVER_FIELDS: Record<string, keyof ProfileFormValues> = {
  company: "company",
  phone_number: "phoneNumber",
  website: "website",
  timezone: "timezone",
};

function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    ...splitFullName(profile.full_name),
    ...splitLocation(profile.location),
    email: profile.email,
    company: profile.company ?? "",
    phoneNumber: profile.phone_number ?? "",
    website: profile.website ?? "",
    timezone: profile.timezone || browserTimeZone(),
  };
}

function displayNameOf(profile: Profile): string {
  return profile.full_name.trim() || profile.username || profile.email;
}

export function ProfilePage() {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-6xl py-8 sm:py-10">
      <title>Profile · Owed</title>
      {profile.data ? (
        <ProfileScreen profile={profile.data} />
      ) : profile.isError ? (
        <div className="space-y-4">
          <h1 className="font-serif text-3xl font-bold text-brand-900">Profile</h1>
          <FormAlert>
            Your profile could not be loaded. {profile.error.message}{" "}
            <button
              type="button"
              onClick={() => profile.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </FormAlert>
        </div>
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Profile</h1>
      <span className="sr-only" role="status">
        Loading your profile
      </span>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    </div>
  );
}

function ProfileScreen({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: formValuesOf(profile),
  });

  // A refetch (another tab, the top bar) must not overwrite what the user is typing.
  useEffect(() => {
    if (!editing) form.reset(formValuesOf(profile));
  }, [profile, editing, form]);

  const cancel = () => {
    form.reset(formValuesOf(profile));
    setPicture(null);
    setEditing(false);
  };

  const submit = form.handleSubmit((values) => {
    if (!readAccessToken(browserStorage())) {
      toast.error(ACCOUNT_ERRORS.accountGone.message, { duration: ACCOUNT_TOAST_DURATION_MS });
      return;
    }
    update.mutate(
      {
        full_name: joinFullName(values),
        email: profile.email,
        image: picture,
        company: values.company,
        location: joinLocation(values),
        phone_number: values.phoneNumber,
        website: values.website,
        subscription_plan: profile.subscription_plan,
        member_since: profile.member_since,
        timezone: values.timezone,
      },
      {
        onSuccess: ({ profile: saved, message }) => {
          toast.success(message || ACCOUNT_MSG.profileUpdated, {
            duration: ACCOUNT_TOAST_DURATION_MS,
          });
          form.reset(formValuesOf(saved));
          setPicture(null);
          setEditing(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.sessionExpired) return;
          const placed =
            error instanceof ApiError &&
            placeFieldErrors(error.fieldErrors, (field) => SERVER_FIELDS[field], form.setError);
          // One message per failure: a field's own message is enough, no toast repeats it.
          if (!placed)
            toast.error(error.message || "Failed to update profile", {
              duration: ACCOUNT_TOAST_DURATION_MS,
            });
        },
      },
    );
  });

  const name = displayNameOf(profile);
  const saving = update.isPending;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-900">Profile</h1>
          <p className="mt-1 text-ink-600">Your details, your plan and your password.</p>
        </div>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" form="profile-form" disabled={saving}>
                {saving ? "Saving..." : "Save Changes"}
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit Profile</Button>
          )}
        </div>
      </div>
      {editing ? (
        <p role="status" className="sr-only">
          Editing your profile.
        </p>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-6">
          <Card as="section" aria-label="Your picture and name" className="px-5 py-6 text-center">
            <ProfileAvatar
              name={name}
              image={profile.image}
              editing={editing}
              file={picture}
              onFileChange={setPicture}
            />
            <p className="mt-4 font-serif text-xl font-bold break-words text-brand-900">{name}</p>
            <p className="mt-1 text-sm break-all text-ink-600">{profile.email}</p>
            {profile.company ? (
              <p className="mt-1 text-sm text-ink-500">{profile.company}</p>
            ) : null}
          </Card>
          <AccountDetailsCard profile={profile} />
          <SessionsCard />
        </div>
        <PersonalInformationForm
          form={form}
          editing={editing}
          currentTimeZone={profile.timezone}
          onSubmit={submit}
        />
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <RemindersCard />
        <CalendarFeedCard timeZone={profile.timezone || browserTimeZone()} />
      </div>
    </div>
  );
}
