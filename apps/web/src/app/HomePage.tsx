import { lazy, Suspense } from 'react';
import { MarketingHome } from '../features/catalog/home/MarketingHome';
import { useAuth } from '../lib/auth/use-auth';
import { PageLoading } from './PageLoading';

// A client's home comes with its own code: the visitors' page (and its budget) stays as it was.
const NextSessionHome = lazy(() =>
  import('../features/profile/NextSessionHome').then((m) => ({ default: m.NextSessionHome })),
);

/**
 * `/` and `/home`: a returning client lands on their next session (issue 22), everyone else on
 * the marketing page. The stored session decides at once, while the server still checks it; a
 * server-drawn page and its hydration know of no session, so they draw the marketing page.
 */
export function HomePage() {
  const { user } = useAuth();
  if (user?.role === 'patient') {
    return (
      <Suspense fallback={<PageLoading />}>
        <NextSessionHome />
      </Suspense>
    );
  }
  return <MarketingHome />;
}
