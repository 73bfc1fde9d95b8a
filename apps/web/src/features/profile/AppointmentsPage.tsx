import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { bookingMessages, profileMessages } from '@solace/shared';
import { LoadingLine } from '../../components/LoadingLine';
import { PageContainer } from '../../components/PageContainer';
import { RoleCheckNotice } from '../../components/RoleCheckNotice';
import { useAuth } from '../../lib/auth/use-auth';
import { useLoggedOutHere } from '../../lib/auth/use-logged-out-here';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bookingKeys } from '../bookings';
import { PaymentReturnNotice } from '../payments';
import { YourPlans } from '../catalog';
import { PaymentHistorySection } from '../payments';
import { APPOINTMENTS_PATH } from './appointments-path';
import { MyAppointmentsSection } from './MyAppointmentsSection';

/** /appointments: a client's own place (the nav's "My appointments"), also linked from the profile. */
export function AppointmentsPage() {
  useDocumentTitle(profileMessages.myAppointments);
  const { status, user } = useAuth();
  const loggedOutHere = useLoggedOutHere();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // Back from checkout and paid (or not): the session appears, or its held time goes.
  const paymentSettled = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bookingKeys.mine }),
    [queryClient],
  );

  // A mail's "?cancel=…" or "?reschedule=…" survives the login and opens its dialog after it.
  if (status === 'unauthenticated' && !loggedOutHere) {
    return <Navigate to="/login" state={{ from: `${APPOINTMENTS_PATH}${search}` }} replace />;
  }

  let content;
  if (status !== 'authenticated' || !user) {
    content = <LoadingLine text={profileMessages.loadingUser} />;
  } else if (user.role !== 'patient') {
    content = (
      <RoleCheckNotice checking={false} refusal={bookingMessages.appointmentsOnlyClients} />
    );
  } else {
    content = (
      <>
        <PaymentReturnNotice onSettled={paymentSettled} />
        <MyAppointmentsSection />
      </>
    );
  }
  return (
    <PageContainer
      title={profileMessages.myAppointments}
      intro={profileMessages.appointmentsIntro}
      maxWidth="md"
    >
      {content}
      {user?.role === 'patient' && <YourPlans />}
      {status === 'authenticated' && user?.role === 'patient' && <PaymentHistorySection />}
    </PageContainer>
  );
}
