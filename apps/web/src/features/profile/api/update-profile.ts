import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import {
  type Profile,
  type ProfileAnswer,
  profileFromAnswer,
  profileQueryKey,
} from "./get-profile.ts";

/** The spec's multipart payload (section 3, "Payloads"), plus the time zone. */
export interface ProfileUpdate {
  full_name: string;
  email: string;
  image: File | null;
  company: string;
  location: string;
  phone_number: string;
  website: string;
  subscription_plan: string;
  member_since: string;
  timezone: string;
}

export function profileUpdateFormData(update: ProfileUpdate): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(update)) {
    if (key === "image") continue;
    form.append(key, String(value));
  }
  // No file means "keep the picture": the field is left out rather than sent empty.
  if (update.image) form.append("image", update.image, update.image.name || "avatar");
  return form;
}

export interface ProfileUpdateResult {
  profile: Profile;
  message: string | undefined;
}

export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const answer = await api.put<ProfileAnswer>(
    "/authentication/api/profile/update/",
    profileUpdateFormData(update),
  );
  return { profile: profileFromAnswer(answer), message: answer.message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
