import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import {
  clinicalMessages as c,
  conversationPath,
  type RiskContact,
  type RiskSignal,
} from '@solace/shared';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { clinicalWhen } from './clinical-time';
import { useRiskSignal } from './risk-signals-api';
import { useAcknowledgeRiskSignal } from './use-acknowledge-risk-signal';

const when = (iso: string) => clinicalWhen(new Date(iso));

/**
 * /risk-signals/:id, where the urgent notification leads: who, why, and the Acknowledge. An
 * administrator comes here from an escalation's notification: they read the alert (the server
 * answers them once it is escalated) but acknowledging stays the therapist's act.
 */
export function RiskSignalPage() {
  useDocumentTitle(c.riskNoticeTitle);
  const { id = '' } = useParams();
  const location = useLocation();
  const { status, user } = useAuth();
  const role = status === 'authenticated' ? user?.role : undefined;
  const isAdmin = role === 'admin';
  const mayRead = role === 'doctor' || isAdmin;
  const signal = useRiskSignal(id, mayRead);
  if (status === 'unauthenticated') {
    return <Navigate to="/doctorLogin" state={{ from: location.pathname }} replace />;
  }
  return (
    <PageContainer title={c.riskNoticeTitle} maxWidth="md">
      {!mayRead ? (
        <RoleCheckNotice checking={status === 'loading'} refusal={c.onlyTherapists} />
      ) : signal.isPending ? (
        <LoadingLine text={c.riskSignalLoading} />
      ) : signal.error instanceof ApiRequestError && signal.error.status === 404 ? (
        <Alert severity="error">{c.riskSignalNotFound}</Alert>
      ) : signal.isError ? (
        <ErrorNotice text={c.riskSignalFailed} onRetry={() => void signal.refetch()} />
      ) : isAdmin ? (
        <EscalatedSignalDetails signal={signal.data} />
      ) : (
        <RiskSignalDetails signal={signal.data} />
      )}
      <Button
        component={Link}
        to={isAdmin ? '/admin' : '/dochome'}
        variant="text"
        sx={{ mt: 2, display: 'block' }}
      >
        {isAdmin ? c.backToAdmin : c.backToDashboard}
      </Button>
    </PageContainer>
  );
}

/** Who and when, as the therapist and an administrator both read it. */
function SignalHeading({ signal }: { signal: RiskSignal }) {
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {c.riskPageTitle(signal.clientName ?? c.riskFormerClient)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {c.riskRaisedAt(when(signal.createdAt))}
      </Typography>
    </>
  );
}

/** An escalated alert as an administrator reads it: no Acknowledge, no conversation link. */
function EscalatedSignalDetails({ signal }: { signal: RiskSignal }) {
  const contactsId = useId();
  return (
    <>
      <SignalHeading signal={signal} />
      <Typography sx={{ mb: 2 }}>{c.riskAdminBody[signal.source]}</Typography>
      {signal.contacts && (
        <section aria-labelledby={contactsId}>
          <Typography id={contactsId} variant="h6" component="h3" sx={{ mb: 1 }}>
            {c.riskContactsHeading}
          </Typography>
          <Stack spacing={1.5} sx={{ mb: 2 }}>
            <ContactLines label={c.riskContactClient} contact={signal.contacts.client} />
            <ContactLines label={c.riskContactTherapist} contact={signal.contacts.therapist} />
          </Stack>
        </section>
      )}
      {signal.acknowledgedAt ? (
        <Alert severity="success" role="status">
          {c.riskAcknowledgedAt(when(signal.acknowledgedAt))}
        </Alert>
      ) : (
        <Alert severity="warning" role="status">
          {c.riskAwaitingTherapist}
        </Alert>
      )}
    </>
  );
}

/** A person to reach: their name, then their e-mail and phone as links that write or call. */
function ContactLines({
  label,
  contact,
}: {
  label: (name: string) => string;
  contact: RiskContact | null;
}) {
  if (!contact) return <Typography color="text.secondary">{c.riskAccountGone}</Typography>;
  return (
    <div>
      <Typography sx={{ fontWeight: 600 }}>{label(contact.name)}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <MuiLink href={`mailto:${contact.email}`}>{contact.email}</MuiLink>
        {contact.phone && <MuiLink href={`tel:${contact.phone}`}>{contact.phone}</MuiLink>}
      </Stack>
    </div>
  );
}

function RiskSignalDetails({ signal }: { signal: RiskSignal }) {
  const { state, error, acknowledge, ...answered } = useAcknowledgeRiskSignal(
    signal.id,
    c.acknowledgeFailed,
  );
  // The first acknowledgement's time, as recorded (another tab may have been first).
  const acknowledgedAt = answered.acknowledgedAt ?? signal.acknowledgedAt;
  return (
    <>
      <SignalHeading signal={signal} />
      <Typography sx={{ mb: 2 }}>{c.riskPageBody[signal.source]}</Typography>
      {signal.source === 'chat' && signal.clientId && (
        <Button
          component={Link}
          to={conversationPath(signal.clientId)}
          variant="outlined"
          sx={{ mb: 2, display: 'inline-flex' }}
        >
          {c.openConversation}
        </Button>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {acknowledgedAt ? (
        <Alert severity="success" role="status">
          {c.riskAcknowledgedAt(when(acknowledgedAt))}
        </Alert>
      ) : (
        <Button
          variant="contained"
          color="error"
          disabled={state === 'busy'}
          onClick={acknowledge}
          sx={{ display: 'flex' }}
        >
          {c.acknowledge}
        </Button>
      )}
    </>
  );
}
