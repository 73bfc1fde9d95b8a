import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  problemTypeLabel,
  reportStatusSchema,
  type AdminReport,
  type ReportStatus,
  adminMessages,
  reportsMessages,
} from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { AttachmentPreview } from './AttachmentPreview';
import { updateReport } from './admin-api';
import { useConsoleZone, when } from './admin-time';

const a = adminMessages;
const r = reportsMessages;

/** One report: what was said, its files, and the status and reply form. */
export function ReportCard({ report }: { report: AdminReport }) {
  const queryClient = useQueryClient();
  const zone = useConsoleZone();
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const [reply, setReply] = useState('');
  const save = useMutation({
    mutationFn: () => updateReport(report.id, { status, ...(reply.trim() && { reply }) }),
    onSuccess: async () => {
      toast.success(a.saved);
      setReply('');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(serverText(error) ?? r.unexpected),
  });
  const headingId = `report-${report.id}`;

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
            {report.reference}: {problemTypeLabel(report.problemType)}
          </Typography>
          <Chip size="small" label={`${r.priority}: ${report.priority}`} />
          <Chip size="small" color="primary" label={a.statuses[report.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {when(report.createdAt, zone)} · {report.email}
          {report.reporterId ? '' : ` ${adminMessages.visitor}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.description}</Typography>
        {report.additionalInfo && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {r.additionalInfo}: {report.additionalInfo}
          </Typography>
        )}
        {report.reply && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {a.reply}: {report.reply}
          </Typography>
        )}
        {report.attachments.length > 0 && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {report.attachments.map((file) => (
              <AttachmentPreview key={file.id} reportId={report.id} file={file} />
            ))}
          </Box>
        )}
        <Box
          component="form"
          aria-label={`${a.status} ${report.reference}`}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '200px 1fr auto' } }}
        >
          <TextField
            select
            size="small"
            label={a.status}
            id={`status-${report.id}`}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReportStatus)}
          >
            {reportStatusSchema.options.map((value) => (
              <MenuItem key={value} value={value}>
                {a.statuses[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={a.reply}
            id={`reply-${report.id}`}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            multiline
          />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {a.save}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
