import { useId, useRef } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { reportsMessages } from '@solace/shared';
import { formatSize } from './attachment-rules';

const r = reportsMessages;

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  error: string | null;
}

/** Several files at once, their names listed, each with its own remove button. */
export function AttachmentPicker({ files, onChange, error }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
        {r.attachments}
      </Typography>
      <Button variant="outlined" component="label">
        {r.chooseFiles}
        <input
          ref={inputRef}
          type="file"
          name="attachment"
          multiple
          hidden
          aria-describedby={hintId}
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf,text/plain,video/mp4,video/quicktime,video/webm"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            onChange([...files, ...chosen]);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </Button>
      <Typography
        id={hintId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? r.filesHint}
      </Typography>
      {files.length > 0 && (
        <List dense aria-label={r.attachments}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={r.removeFile(file.name)}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={formatSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
