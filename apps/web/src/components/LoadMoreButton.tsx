import { Box, Button, CircularProgress } from '@mui/material';
import { pagingMessages } from '@solace/shared';

/** What a paged list's useInfiniteQuery tells the button (decision 0017). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props {
  pages: MorePages;
  label?: string;
}

/**
 * The end of a paged list: "Load more" while there is more. The row keeps its height while
 * loading (the label changes, the button stays), so nothing below it jumps; the status is
 * announced politely.
 */
export function LoadMoreButton({ pages, label = pagingMessages.loadMore }: Props) {
  if (!pages.hasNextPage) return null;
  const loading = pages.isFetchingNextPage;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 48, pt: 1.5 }}>
      <Button
        variant="outlined"
        onClick={() => void pages.fetchNextPage()}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
        aria-live="polite"
      >
        {loading ? pagingMessages.loadingMore : label}
      </Button>
    </Box>
  );
}

/** Every item of the pages loaded so far, in order. */
export function itemsOf<T>(data: { pages: { items: T[] }[] } | undefined): T[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}
