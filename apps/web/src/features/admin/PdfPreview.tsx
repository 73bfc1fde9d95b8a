import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// Served from our own origin, so the CSP's script-src 'self' (worker-src falls back to it) allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { adminMessages } from '@solace/shared';

const a = adminMessages;

/** A report's PDF is looked at, not read: its first pages are enough to judge it. */
const MAX_PAGES = 3;
/** CSS width of a rendered page; the bitmap is sharper on dense screens. */
const PAGE_WIDTH = 300;

GlobalWorkerOptions.workerSrc = workerUrl;

function PdfPage({
  pdf,
  pageNumber,
  name,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  name: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancel = () => {};
    let gone = false;
    void pdf.getPage(pageNumber).then((page) => {
      if (gone) return;
      const scale = (PAGE_WIDTH / page.getViewport({ scale: 1 }).width) * window.devicePixelRatio;
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      cancel = () => task.cancel();
      // A page that fails alone stays blank; the document as a whole did parse.
      task.promise.catch(() => {});
    });
    return () => {
      gone = true;
      cancel();
    };
  }, [pdf, pageNumber]);
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={a.previewPage(name, pageNumber)}
      sx={{
        width: PAGE_WIDTH,
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    />
  );
}

/**
 * The first pages of a PDF drawn on canvases by pdf.js (loaded only with this component), never
 * in a frame: the page's CSP has no blob: frames and Chrome shows no PDF in a sandboxed iframe.
 * The PDF's own scripts, forms (XFA) and eval-compiled fonts stay off: only pixels come out.
 */
export default function PdfPreview({ blob, name }: { blob: Blob; name: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    let loaded: PDFDocumentProxy | null = null;
    setPdf(null);
    setFailed(false);
    const task = blob.arrayBuffer().then(
      (bytes) =>
        getDocument({
          data: new Uint8Array(bytes),
          isEvalSupported: false,
          enableXfa: false,
          // Nothing beyond the bytes is fetched: no font, CMap or wasm files from anywhere.
          useWorkerFetch: false,
          stopAtErrors: true,
        }).promise,
    );
    task.then(
      (doc) => {
        loaded = doc;
        if (gone) void doc.destroy();
        else setPdf(doc);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      void loaded?.destroy();
    };
  }, [blob]);

  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary">
        {a.cannotPreview}
      </Typography>
    );
  }
  if (!pdf) return null;
  const pages = Array.from({ length: Math.min(pdf.numPages, MAX_PAGES) }, (_, i) => i + 1);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {pages.map((pageNumber) => (
        <PdfPage key={pageNumber} pdf={pdf} pageNumber={pageNumber} name={name} />
      ))}
    </Box>
  );
}
