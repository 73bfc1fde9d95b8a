import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { type AdminClient, adminMessages, reportsMessages } from '@solace/shared';
import { serverText } from '../../components/forms/form-feedback';
import { LoadingLine } from '../../components/LoadingLine';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { useSetActive } from './account-actions';
import { DeactivateDialog } from './DeactivateDialog';
import { LoadMoreButton, itemsOf } from '../../components/LoadMoreButton';
import {
  adminKeys,
  cursorPaging,
  fetchClientBookings,
  fetchClients,
  sendResetLink,
} from './admin-api';
import { useConsoleZone, when } from './admin-time';

const a = adminMessages;

function ClientBookings({ client }: { client: AdminClient }) {
  const zone = useConsoleZone();
  const bookings = useInfiniteQuery({
    queryKey: adminKeys.bookings(client.id),
    queryFn: ({ pageParam }) => fetchClientBookings(client.id, pageParam),
    ...cursorPaging,
  });
  const listed = itemsOf(bookings.data);
  if (bookings.isPending) return <LoadingLine text={adminMessages.loadingBookings} />;
  if (bookings.isError || !listed) return <Typography color="error">{a.loadFailed}</Typography>;
  if (listed.length === 0) return <Typography variant="body2">{a.noBookings}</Typography>;
  return (
    <>
      <List dense aria-label={`${a.bookings}: ${client.name}`}>
        {listed.map((b) => (
          <ListItem key={`${b.start_time}-${b.therapistName}`}>
            <ListItemText
              primary={`${when(b.start_time, zone)} · ${b.therapistName}`}
              secondary={b.status}
            />
          </ListItem>
        ))}
      </List>
      <TimeZoneNote timeZone={zone} />
      <LoadMoreButton pages={bookings} />
    </>
  );
}

function ClientCard({ client }: { client: AdminClient }) {
  const [open, setOpen] = useState(false);
  const [deactivating, setDeactivating] = useState(false);
  const setActive = useSetActive('clients');
  const reset = useMutation({
    mutationFn: () => sendResetLink(client.id),
    onSuccess: () => toast.success(a.resetLinkSent),
    onError: (error) => toast.error(serverText(error) ?? reportsMessages.unexpected),
  });
  return (
    <Card variant="outlined" component="article" aria-label={client.name}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            {client.name}
          </Typography>
          <Chip size="small" label={client.active ? a.active : a.deactivated} />
        </Stack>
        <Typography variant="body2">
          {client.email}
          {client.phone ? ` · ${client.phone}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {a.bookings}
          </Button>
          <Button size="small" onClick={() => reset.mutate()} disabled={reset.isPending}>
            {a.sendResetLink}
          </Button>
          <Button
            size="small"
            color={client.active ? 'error' : 'primary'}
            onClick={() =>
              client.active
                ? setDeactivating(true)
                : setActive.mutate({ id: client.id, active: true })
            }
            disabled={setActive.isPending}
          >
            {client.active ? a.deactivate : a.reactivate}
          </Button>
        </Stack>
        {open && <ClientBookings client={client} />}
        {deactivating && (
          <DeactivateDialog
            kind="clients"
            account={client}
            onClose={() => setDeactivating(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function ClientsPanel() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const clients = useQuery({ queryKey: adminKeys.clients(q), queryFn: () => fetchClients(q) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          id="client-search"
          size="small"
          type="search"
          label={a.search}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // As wide as it may be up to 360 px, narrower on a phone beside its button.
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Button type="submit" variant="contained">
          {adminMessages.searchButton}
        </Button>
      </Box>
      {clients.isPending && <LoadingLine text={adminMessages.loadingClients} />}
      {clients.isError && <Typography color="error">{a.loadFailed}</Typography>}
      {clients.data?.length === 0 && <Typography>{a.noClients}</Typography>}
      {clients.data?.map((client) => (
        <ClientCard key={client.id} client={client} />
      ))}
    </Box>
  );
}
