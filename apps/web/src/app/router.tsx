import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { AdminPage } from '../features/accounts/AdminPage';
import { ChangePasswordPage } from '../features/accounts/ChangePasswordPage';
import { DoctorLoginPage } from '../features/accounts/DoctorLoginPage';
import { LoginPage } from '../features/accounts/LoginPage';
import { SignUpPage } from '../features/accounts/SignUpPage';
import { VerifyEmailPage } from '../features/accounts/VerifyEmailPage';
import { DoctorDashboardPage } from '../features/availability/DoctorDashboardPage';
import { BookingPage } from '../features/bookings/BookingPage';
import { DoctorsPage } from '../features/catalog/DoctorsPage';
import { HomePage } from '../features/catalog/home/HomePage';
import { PlansPage } from '../features/catalog/PlansPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ServicesPage } from '../features/catalog/ServicesPage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { RouteError } from './RouteError';

/** Screens of later issues: route → the name their coming-soon page shows. */
const comingSoon: [path: string, title: string][] = [
  ['/liveChat', 'Messages'],
  ['/report-problem', 'Report a Problem'],
  ['/video-chat/:roomId', 'Virtual Consultation'],
];

/** The spec's route table (point 2). All routes are open; screens check access themselves. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Catches a crash in the layout itself; the inner boundary keeps the nav for page crashes.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/home', element: <HomePage /> },
          { path: '/plans', element: <PlansPage /> },
          { path: '/doctors', element: <DoctorsPage /> },
          { path: '/services', element: <ServicesPage /> },
          { path: '/signup', element: <SignUpPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/doctorLogin', element: <DoctorLoginPage /> },
          { path: '/changepass', element: <ChangePasswordPage /> },
          { path: '/verifymail', element: <VerifyEmailPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/bookings', element: <BookingPage /> },
          { path: '/bookings/:doctorId', element: <BookingPage /> },
          { path: '/admin', element: <AdminPage /> },
          { path: '/dochome', element: <DoctorDashboardPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
          ...comingSoon.map(([path, title]) => ({
            path,
            element: <ComingSoonPage title={title} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** A data router: it brings ScrollRestoration and per-route error boundaries. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
