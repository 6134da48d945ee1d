export type ReportFormat = "pdf" | "csv" | "xlsx";

/**
 * The UTF-8 file name of a content-disposition header, else its plain one, else `fallback`, so
 * the browser saves the report under the server's name.
 */
export function fileNameOf(header: string | null | undefined, fallback: string): string {
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

/**
 * "Remittance - Acme Bank - 2026-10-01 to 2026-10-31.pdf": the name used when the server gives
 * none. Characters a file system refuses become spaces.
 */
export function reportFileName(request: {
  clientName: string;
  from: string;
  to: string;
  format: ReportFormat;
}): string {
  const client = request.clientName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  const name = client ? `Remittance - ${client}` : "Remittance";
  return `${name} - ${request.from} to ${request.to}.${request.format}`;
}
