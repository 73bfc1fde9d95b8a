import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { sessionNotesMessages, type SessionNote } from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NoteEditor } from './NoteEditor';
import { sessionNoteKey, useSessionNote } from './session-notes-api';
import { SignedNote } from './SignedNote';

const sn = sessionNotesMessages;

/** /doctor/sessions/:bookingId/note: the session's therapist alone writes and reads it. */
export function SessionNotePage() {
  useDocumentTitle(sn.title);
  const { bookingId = '' } = useParams();
  const location = useLocation();
  const { status, user } = useAuth();
  const isDoctor = status === 'authenticated' && user?.role === 'doctor';
  const note = useSessionNote(bookingId, isDoctor);
  const queryClient = useQueryClient();
  // Bumped by a reload after a conflict: the editor starts afresh from the server's note.
  const [generation, setGeneration] = useState(0);
  const keep = useCallback(
    (next: SessionNote) => queryClient.setQueryData(sessionNoteKey(bookingId), next),
    [queryClient, bookingId],
  );

  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: location.pathname }} replace />;
  }
  let body;
  if (!isDoctor) {
    body = <RoleCheckNotice checking={status === 'loading'} refusal={sn.onlyTherapists} />;
  } else if (note.isPending) {
    body = <LoadingLine text={sn.loading} />;
  } else if (note.isError) {
    body = (
      <ErrorNotice text={note.error.message || sn.loadFailed} onRetry={() => void note.refetch()} />
    );
  } else if (note.data.signedAt) {
    body = <SignedNote bookingId={bookingId} note={note.data} onChange={keep} />;
  } else {
    body = (
      <NoteEditor
        key={generation}
        bookingId={bookingId}
        note={note.data}
        onChange={keep}
        onReload={() => void note.refetch().then(() => setGeneration((g) => g + 1))}
      />
    );
  }
  return (
    <PageContainer title={sn.title} intro={isDoctor ? sn.privacy : undefined} maxWidth="md">
      {isDoctor && (
        <Button component={Link} to="/dochome" variant="text" sx={{ mb: 2 }}>
          {sn.back}
        </Button>
      )}
      {body}
    </PageContainer>
  );
}
