import { useNavigate } from 'react-router';
import type { DoctorListItem } from '@solace/shared';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../lib/auth/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoctorGrid } from './DoctorGrid';

/** Where a card leads: the booking screen, or the login first (which returns there after). */
export function useOpenBooking() {
  const { status } = useAuth();
  const navigate = useNavigate();
  return (doctor: DoctorListItem) => {
    const bookingPath = `/bookings/${encodeURIComponent(doctor.id)}`;
    // Spec: nothing happens while the session is still being checked.
    if (status === 'loading') return;
    if (status === 'authenticated') navigate(bookingPath);
    else navigate('/login', { state: { from: bookingPath } });
  };
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
