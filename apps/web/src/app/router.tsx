import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import {
  AdminPage,
  ChangePasswordPage,
  DoctorLoginPage,
  LoginPage,
  SignUpPage,
  VerifyEmailPage,
} from '../features/accounts';
import { DoctorDashboardPage } from '../features/availability';
import { BookingPage } from '../features/bookings';
import { ChatPage } from '../features/chat';
import { DoctorsPage, HomePage, PlansPage, ServicesPage } from '../features/catalog';
import { PrivacyPage, TermsPage } from '../features/legal';
import { ProfilePage } from '../features/profile';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';

/** Screens of later issues: route → the name their coming-soon page shows. */
const comingSoon: [path: string, title: string][] = [
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
          { path: '/liveChat', element: <ChatPage /> },
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
