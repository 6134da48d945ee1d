import { ACCOUNT_ERRORS, type profileUpdateBody } from "@owed/domain";
import type { z } from "zod";
import type { User } from "../../../db/schema/index.ts";
import { refused } from "../../../plugins/errors.ts";
import type { AccountDeps } from "../guards.ts";
import { avatarSizeProblem, sniffImageType } from "../images.ts";
import type { Avatar, ProfilePatch } from "../users-repository.ts";

type ProfileUpdate = z.output<typeof profileUpdateBody>;

const { notAnImage, imageTooLarge } = ACCOUNT_ERRORS;

/** The edited fields only: an absent field stays as it is. */
function patchOf(body: ProfileUpdate): ProfilePatch {
  const patch: ProfilePatch = {};
  if (body.full_name !== undefined) patch.fullName = body.full_name;
  if (body.company !== undefined) patch.company = body.company;
  if (body.location !== undefined) patch.location = body.location;
  if (body.phone_number !== undefined) patch.phoneNumber = body.phone_number;
  if (body.website !== undefined) patch.website = body.website;
  if (body.timezone !== undefined) patch.timezone = body.timezone;
  return patch;
}

/** The uploaded picture, checked; undefined when none was sent (keep the current one). */
function avatarOf(image: ProfileUpdate["image"]): Avatar | undefined {
  if (!Buffer.isBuffer(image) || image.length === 0) return undefined;
  const contentType = sniffImageType(image);
  if (!contentType) {
    throw refused(notAnImage, notAnImage.message, { image: [notAnImage.message] });
  }
  // Declared dimensions, not bytes, decide what a decoder allocates (decompression bombs).
  const tooLarge = avatarSizeProblem(image, contentType);
  if (tooLarge) throw refused(imageTooLarge, tooLarge, { image: [tooLarge] });
  return { contentType, content: image };
}

/** Saves the profile fields and the new picture together (docs/product.md, "Profile"). */
export function updateProfile(
  deps: AccountDeps,
  userId: string,
  body: ProfileUpdate,
): Promise<User> {
  const now = deps.now();
  const patch = patchOf(body);
  const avatar = avatarOf(body.image);
  return deps.db.transaction(async (tx) => {
    if (avatar) await deps.users.setAvatar(userId, avatar, now, tx);
    return deps.users.updateProfile(userId, patch, now, tx);
  });
}
