import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type AdminTherapist, adminMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { visuallyHidden } from '../../components/visually-hidden';
import { useSetActive } from './account-actions';
import { adminKeys, fetchTherapists } from './admin-api';
import { DeactivateDialog } from './DeactivateDialog';
import { TherapistDialog } from './TherapistDialog';

const a = adminMessages;

export function TherapistsPanel() {
  const therapists = useQuery({ queryKey: adminKeys.therapists, queryFn: fetchTherapists });
  const setActive = useSetActive('therapists');
  const [editing, setEditing] = useState<AdminTherapist | null | 'new'>(null);
  const [deactivating, setDeactivating] = useState<AdminTherapist | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ justifySelf: 'start' }}>
        {a.addTherapist}
      </Button>
      {therapists.isPending && <LoadingLine text={adminMessages.loadingTherapists} />}
      {therapists.isError && <Typography color="error">{a.loadFailed}</Typography>}
      {therapists.data?.length === 0 && <Typography>{a.noTherapists}</Typography>}
      {therapists.data && therapists.data.length > 0 && (
        <Table size="small" aria-label={a.tabs.therapists}>
          <TableHead>
            <TableRow>
              <TableCell>{a.name}</TableCell>
              <TableCell>{a.email}</TableCell>
              <TableCell>{a.specialization}</TableCell>
              <TableCell>{a.price}</TableCell>
              <TableCell>{a.status}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {a.action}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {therapists.data.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.email}</TableCell>
                <TableCell>{t.specialization}</TableCell>
                <TableCell>{t.price}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t.active ? a.active : a.deactivated}
                    color={t.active ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing(t)}
                    aria-label={`${a.editTherapist}: ${t.name}`}
                  >
                    {a.editTherapist}
                  </Button>
                  <Button
                    size="small"
                    color={t.active ? 'error' : 'primary'}
                    disabled={setActive.isPending}
                    onClick={() =>
                      t.active ? setDeactivating(t) : setActive.mutate({ id: t.id, active: true })
                    }
                    aria-label={`${t.active ? a.deactivate : a.reactivate}: ${t.name}`}
                  >
                    {t.active ? a.deactivate : a.reactivate}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deactivating && (
        <DeactivateDialog
          kind="therapists"
          account={deactivating}
          onClose={() => setDeactivating(null)}
        />
      )}
      {editing && (
        <TherapistDialog
          therapist={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
