import { profileMessages } from '@solace/shared';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FormError, serverText, useSubmitting } from '../../components/forms/form-feedback';
import { isSessionExpiredError } from '../../lib/api-client';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadJson } from './download-json';
import { exportMyData } from './profile-api';
import { TitledSection } from '../../components/TitledSection';

const EXPORT_FILE_NAME = 'solace-my-data.json';

/** The person's rights over their data: a copy of it, or deleting the account. */
export function YourDataSection({ onDeleting }: { onDeleting: () => void }) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { submitting: downloading, run } = useSubmitting();

  const download = () =>
    void run(async () => {
      setError(null);
      try {
        downloadJson(await exportMyData(), EXPORT_FILE_NAME);
      } catch (failure) {
        if (!isSessionExpiredError(failure))
          setError(serverText(failure) ?? profileMessages.exportFailed);
      }
    });

  return (
    <TitledSection surface="card" title={profileMessages.yourData}>
      <FormError message={error} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {profileMessages.yourDataText}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={downloading}
        >
          {downloading ? profileMessages.preparingDownload : profileMessages.downloadMyData}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setDeleteOpen(true)}
        >
          {profileMessages.deleteAccount}
        </Button>
      </Box>
      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onDeleting={onDeleting}
      />
    </TitledSection>
  );
}
