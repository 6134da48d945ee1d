import { z } from "zod";

export const WEBSITE_MESSAGE = "Please enter a valid website URL";
export const TIME_ZONE_MESSAGE = "Choose a time zone from the list, such as America/New_York";

/** The server takes http(s) addresses with a host; "www.example.com" alone is not one. */
export function isWebsiteUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** True for a name the browser's Intl knows (it throws a RangeError on anything else). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Spec section 5: every profile field is optional; a website, when given, must be a URL. */
export const profileFormSchema = z.object({
  firstName: text(74, "First name"),
  lastName: text(75, "Last name"),
  email: z.string(),
  company: text(200, "Firm name"),
  streetAddress: text(150, "Street address"),
  city: text(60, "City"),
  state: text(40, "State"),
  zipCode: text(20, "Zip code"),
  phoneNumber: text(40, "Phone number"),
  website: z
    .string()
    .trim()
    .max(2048, WEBSITE_MESSAGE)
    .refine((v) => v === "" || isWebsiteUrl(v), WEBSITE_MESSAGE),
  timezone: z.string().trim().refine(isTimeZone, TIME_ZONE_MESSAGE),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
