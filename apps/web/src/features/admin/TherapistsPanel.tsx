import { useState } from 'react';
import { Button, Chip, TableCell } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type AdminTherapist, adminMessages } from '@solace/shared';
import { useSetActive } from './account-actions';
import { adminKeys, fetchTherapists } from './admin-api';
import { AdminTablePanel } from './AdminTablePanel';
import { DeactivateDialog } from './DeactivateDialog';
import { TherapistDialog } from './TherapistDialog';

const a = adminMessages;

export function TherapistsPanel() {
  const therapists = useQuery({ queryKey: adminKeys.therapists, queryFn: fetchTherapists });
  const setActive = useSetActive('therapists');
  const [editing, setEditing] = useState<AdminTherapist | null | 'new'>(null);
  const [deactivating, setDeactivating] = useState<AdminTherapist | null>(null);

  return (
    <AdminTablePanel
      addLabel={a.addTherapist}
      onAdd={() => setEditing('new')}
      list={therapists}
      loadingText={a.loadingTherapists}
      emptyText={a.noTherapists}
      label={a.tabs.therapists}
      headings={[a.name, a.email, a.specialization, a.price, a.status]}
      cells={(t) => (
        <>
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
        </>
      )}
    >
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
    </AdminTablePanel>
  );
}
