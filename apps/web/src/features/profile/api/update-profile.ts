import { accountEndpoints, type Profile, type ProfileUpdateFields } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { profileQueryKey } from "../../../lib/profile.ts";

/** The multipart payload of profile/update/ (docs/product.md, "Profile"): fields and a picture. */
export type ProfileUpdate = { [K in keyof Required<ProfileUpdateFields>]: string } & {
  image: File | null;
};

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
  message: string;
}

export async function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResult> {
  const answer = await call(accountEndpoints.updateProfile, {
    body: profileUpdateFormData(update),
  });
  return { profile: answer.profile, message: answer.message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
