/**
 * The UTF-8 file name of a content-disposition header, else its plain one, else `fallback`: the
 * server names letters ("Payoff letter - Acme v. Roe - 2026-12-01.pdf"), so the browser saves
 * them under that name.
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
