import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RISK_SIGNALS_PATH, URGENT_HELP_PATH } from '@solace/shared';
import { AppLayout } from './AppLayout';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/**
 * A screen whose code is fetched on its first visit, so each route loads only its own code (the
 * calendar, the chat, the forms stay out of the home page's download). The router waits for the
 * chunk before it changes the URL, so a screen never shows under another screen's address.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

// Two paths each: one chunk, loaded once.
const homeScreen = screen(() => import('./HomePage').then((m) => m.HomePage));
const bookingScreen = screen(() =>
  import('../features/bookings/BookingPage').then((m) => m.BookingPage),
);

/** The spec's route table (point 2). All routes are open; screens check access themselves. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Catches a crash in the layout itself; the inner boundary keeps the nav for page crashes.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown inside the layout while the first screen's code arrives.
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            path: '/',
            ...homeScreen,
          },
          {
            path: '/home',
            ...homeScreen,
          },
          {
            path: '/plans',
            ...screen(() => import('../features/catalog/PlansPage').then((m) => m.PlansPage)),
          },
          {
            path: '/doctors',
            ...screen(() =>
              import('../features/catalog/TherapistsPage').then((m) => m.TherapistsPage),
            ),
          },
          {
            path: '/doctors/:doctorId',
            ...screen(() =>
              import('../features/bookings/TherapistProfilePage').then(
                (m) => m.TherapistProfilePage,
              ),
            ),
          },
          {
            path: '/services',
            ...screen(() => import('../features/catalog/ServicesPage').then((m) => m.ServicesPage)),
          },
          {
            path: '/signup',
            ...screen(() => import('../features/accounts/SignUpPage').then((m) => m.SignUpPage)),
          },
          {
            path: '/login',
            ...screen(() => import('../features/accounts/LoginPage').then((m) => m.LoginPage)),
          },
          {
            path: '/doctorLogin',
            ...screen(() =>
              import('../features/accounts/TherapistLoginPage').then((m) => m.TherapistLoginPage),
            ),
          },
          {
            path: '/changepass',
            ...screen(() =>
              import('../features/accounts/ChangePasswordPage').then((m) => m.ChangePasswordPage),
            ),
          },
          {
            path: '/verifymail',
            ...screen(() =>
              import('../features/accounts/VerifyEmailPage').then((m) => m.VerifyEmailPage),
            ),
          },
          {
            path: '/confirm-email',
            ...screen(() =>
              import('../features/accounts/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
            ),
          },
          {
            path: '/profile',
            ...screen(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
          },
          {
            path: '/appointments',
            ...screen(() =>
              import('../features/profile/AppointmentsPage').then((m) => m.AppointmentsPage),
            ),
          },
          {
            path: '/bookings',
            ...bookingScreen,
          },
          {
            path: '/bookings/:doctorId',
            ...bookingScreen,
          },
          {
            path: '/admin',
            ...screen(() => import('../features/admin/AdminPage').then((m) => m.AdminPage)),
          },
          {
            path: '/report-problem',
            ...screen(() =>
              import('../features/reports/ReportProblemPage').then((m) => m.ReportProblemPage),
            ),
          },
          {
            path: '/dochome',
            ...screen(() =>
              import('../features/availability/TherapistDashboardPage').then(
                (m) => m.TherapistDashboardPage,
              ),
            ),
          },
          {
            path: '/dochome/profile',
            ...screen(() =>
              import('../features/catalog/own-profile/MyPublicProfilePage').then(
                (m) => m.MyPublicProfilePage,
              ),
            ),
          },
          {
            path: '/doctor/sessions/:bookingId/note',
            ...screen(() =>
              import('../features/records/SessionNotePage').then((m) => m.SessionNotePage),
            ),
          },
          {
            path: '/questionnaires/:bookingId',
            ...screen(() =>
              import('../features/questionnaires/QuestionnairePage').then(
                (m) => m.QuestionnairePage,
              ),
            ),
          },
          {
            path: `${RISK_SIGNALS_PATH}/:id`,
            ...screen(() =>
              import('../features/questionnaires/RiskSignalPage').then((m) => m.RiskSignalPage),
            ),
          },
          {
            path: '/liveChat',
            ...screen(() => import('../features/chat/ChatPage').then((m) => m.ChatPage)),
          },
          {
            path: '/video-chat/:roomId',
            ...screen(() => import('../features/video/VideoRoomPage').then((m) => m.VideoRoomPage)),
          },
          {
            path: URGENT_HELP_PATH,
            ...screen(() =>
              import('../features/legal/UrgentHelpPage').then((m) => m.UrgentHelpPage),
            ),
          },
          {
            path: '/privacy',
            ...screen(() => import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage)),
          },
          {
            path: '/terms',
            ...screen(() => import('../features/legal/TermsPage').then((m) => m.TermsPage)),
          },
          {
            path: '*',
            ...screen(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
];
