// Drawing a PDF's pages on canvases in the browser (docs/decisions/019-court-forms.md): pdf.js is
// loaded on first use only, so no screen but the court forms' preview pays for it, and its worker
// is served as its own file (Vite's ?url), parsing off the main thread.

type PdfJs = typeof import("pdfjs-dist");

let loading: Promise<PdfJs> | undefined;

/** pdf.js and its worker, loaded once. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loading;
}

/** The PDF's pages as the canvases to show, page 1 first, each at `width` CSS pixels. */
export async function renderPdfPages(
  bytes: ArrayBuffer,
  width: number,
  isCancelled: () => boolean,
): Promise<HTMLCanvasElement[]> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
    .promise;
  const canvases: HTMLCanvasElement[] = [];
  try {
    const ratio = window.devicePixelRatio || 1;
    for (let number = 1; number <= doc.numPages; number++) {
      if (isCancelled()) break;
      const page = await doc.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = "100%";
      canvas.style.height = "auto";
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
  } finally {
    await doc.destroy();
  }
  return canvases;
}
