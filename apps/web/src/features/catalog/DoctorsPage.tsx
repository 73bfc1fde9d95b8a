import { useNavigate } from 'react-router';
import type { DoctorListItem } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoctorGrid } from './DoctorGrid';

/**
 * Opens a booking path: at once when signed in, else the login first, which returns there after.
 * Spec: nothing happens while the session is still being checked.
 */
export function useOpenBookingPath() {
  const { status } = useAuth();
  const navigate = useNavigate();
  return (bookingPath: string) => {
    if (status === 'loading') return;
    if (status === 'authenticated') navigate(bookingPath);
    else navigate('/login', { state: { from: bookingPath } });
  };
}

/** Where a card leads: the therapist's booking screen (through the login when signed out). */
export function useOpenBooking() {
  const open = useOpenBookingPath();
  return (doctor: DoctorListItem) => open(`/bookings/${encodeURIComponent(doctor.id)}`);
}

export function DoctorsPage() {
  useDocumentTitle('Therapists');
  const openBooking = useOpenBooking();

  return (
    <PageContainer
      title="Meet Our Doctors"
      intro="Every Solace therapist is licensed, experienced and here to listen. Choose someone who feels right and book a private online session."
    >
      <DoctorGrid onSelect={openBooking} />
    </PageContainer>
  );
}
