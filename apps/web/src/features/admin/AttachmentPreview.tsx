import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReportAttachment, adminMessages } from '@solace/shared';
import { fetchAttachment } from './admin-api';

const a = adminMessages;

// pdf.js is large: fetched only when a report with a PDF is opened, never with the home page.
const PdfPreview = lazy(() => import('./PdfPreview'));

/** An object URL for a blob, revoked when the blob changes or the preview goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * One attachment: images are shown from an authenticated blob (the page's CSP allows only
 * same-origin and blob: images, and an <img> never runs what it shows); every file can be saved
 * under its own name. A PDF's first pages are drawn on canvases (PdfPreview); videos and text
 * are only downloaded, never rendered in the console.
 */
export function AttachmentPreview({
  reportId,
  file,
}: {
  reportId: string;
  file: ReportAttachment;
}) {
  const isImage = file.contentType.startsWith('image/');
  const isPdf = file.contentType === 'application/pdf';
  const [wanted, setWanted] = useState(isImage || isPdf);
  const { data, isError } = useQuery({
    queryKey: ['admin', 'attachment', reportId, file.id],
    queryFn: () => fetchAttachment(reportId, file.id),
    enabled: wanted,
    staleTime: Infinity,
  });
  const url = useObjectUrl(data);
  const [saving, setSaving] = useState(false);

  // A download asked for before the bytes arrived is finished once they are here.
  useEffect(() => {
    if (!saving || !url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    setSaving(false);
  }, [saving, url, file.name]);

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1, maxWidth: 320 }}>
      {isImage && url && (
        <Box
          component="img"
          src={url}
          alt={a.preview(file.name)}
          sx={{
            maxWidth: '100%',
            maxHeight: 240,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {isPdf && data && (
        <Suspense fallback={null}>
          <PdfPreview blob={data} name={file.name} />
        </Suspense>
      )}
      <Typography component="figcaption" variant="body2">
        {adminMessages.fileSize(
          file.name,
          file.contentType,
          Math.max(1, Math.round(file.size / 1024)),
        )}
      </Typography>
      {isError && (
        <Typography variant="body2" color="error">
          {a.loadFailed}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setWanted(true);
          setSaving(true);
        }}
        sx={{ justifySelf: 'start' }}
      >
        {a.download(file.name)}
      </Button>
    </Box>
  );
}
