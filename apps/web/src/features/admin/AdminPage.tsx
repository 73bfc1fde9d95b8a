import { Box, Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { adminMessages, adminPaymentsMessages, plansMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuditPanel } from './AuditPanel';
import { ClientsPanel } from './ClientsPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { PlansPanel } from './PlansPanel';
import { ReportsPanel } from './ReportsPanel';
import { TherapistsPanel } from './TherapistsPanel';

const a = adminMessages;
const TABS = [
  ['reports', a.tabs.reports, ReportsPanel],
  ['therapists', a.tabs.therapists, TherapistsPanel],
  ['clients', a.tabs.clients, ClientsPanel],
  ['plans', plansMessages.tab, PlansPanel],
  ['payments', adminPaymentsMessages.tab, PaymentsPanel],
  ['audit', a.tabs.audit, AuditPanel],
] as const;

/**
 * /admin: the administrators' console. Anyone else sees the not-found page, as the API answers
 * them 404: nothing tells them the console exists.
 */
export function AdminPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingLine text={a.checking} />;
  if (status !== 'authenticated' || user?.role !== 'admin') return <NotFoundPage />;
  return <AdminConsole />;
}

/**
 * The tab is the address's hash (/admin#payments), so a notification can lead to its tab and a
 * tab can be bookmarked; no hash, or one no tab has, is the first.
 */
function useTabFromHash(): [number, (index: number) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const index = TABS.findIndex(([key]) => `#${key}` === hash);
  const choose = (next: number) => void navigate({ hash: TABS[next]![0] }, { replace: true });
  return [Math.max(index, 0), choose];
}

function AdminConsole() {
  useDocumentTitle(a.title);
  const [tab, setTab] = useTabFromHash();
  const Panel = TABS[tab]![2];
  return (
    <PageContainer title={a.title}>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label={a.title}
        variant="scrollable"
        sx={{ mb: 3 }}
      >
        {TABS.map(([key, label], index) => (
          <Tab
            key={key}
            label={label}
            id={`admin-tab-${key}`}
            aria-controls={`admin-panel-${key}`}
            value={index}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`admin-panel-${TABS[tab]![0]}`}
        aria-labelledby={`admin-tab-${TABS[tab]![0]}`}
      >
        <Panel />
      </Box>
    </PageContainer>
  );
}
