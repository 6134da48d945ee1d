/** The download link is cleaned up after 100 ms (docs/product.md, "Payoff and statements"). */
export const DOWNLOAD_CLEANUP_MS = 100;

/** Saves a blob under `fileName` through a temporary link, the way browsers allow it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, DOWNLOAD_CLEANUP_MS);
}
