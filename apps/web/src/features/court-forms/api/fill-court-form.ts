import {
  COURT_FORM_WARNINGS_HEADER,
  type CourtFormId,
  type CourtFormRequest,
  courtFormEndpoints,
} from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { courtFormKeys } from "./query-keys.ts";

export interface FilledForm {
  pdf: Blob;
  /** The fields left blank and why, as the server says them. */
  warnings: string[];
  /** The server's file name ("EJ-130 Writ of Execution - 24STLC01234 - 2026-11-26.pdf"). */
  fileName: string;
}

/** The warnings header: a URI-encoded JSON list of sentences; anything else reads as none. */
export function warningsOf(header: string | null): string[] {
  if (!header) return [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}

/** The UTF-8 file name of a content-disposition header, else its plain one, else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  const utf8 = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** One form filled for the request's date: a preview writes nothing, a download is in the history. */
export async function fillCourtForm(
  caseId: string,
  form: CourtFormId,
  body: CourtFormRequest,
  signal?: AbortSignal,
): Promise<FilledForm> {
  let headers: Headers | undefined;
  const pdf = await call(
    courtFormEndpoints.fillCourtForm,
    { params: { id: caseId, form }, body },
    {
      ...(signal ? { signal } : {}),
      onHeaders: (h) => {
        headers = h;
      },
    },
  );
  return {
    pdf,
    warnings: warningsOf(headers?.get(COURT_FORM_WARNINGS_HEADER) ?? null),
    fileName: fileNameOf(headers?.get("content-disposition") ?? null, `${form}.pdf`),
  };
}

/** The preview of the form as asked; off until the request is complete. */
export function useCourtFormPreview(
  caseId: string,
  form: CourtFormId | null,
  body: CourtFormRequest | null,
) {
  return useQuery({
    queryKey: courtFormKeys.preview(caseId, { form, body }),
    queryFn: ({ signal }) =>
      fillCourtForm(
        caseId,
        form as CourtFormId,
        { ...(body as CourtFormRequest), preview: true },
        signal,
      ),
    enabled: form !== null && body !== null,
    // A preview for the same inputs is the same page until a write moves the figures.
    staleTime: 30_000,
    retry: false,
  });
}
