/** The English words of pagingMessages (../paging.ts): ICU MessageFormat, the source every translation follows. */
export const words = {
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadOlder: 'Load older messages',
  /** A `cursor` that is not one the server handed out (tampered with, or cut short). */
  badCursor: 'This page link is not valid. Please reload the list.',
  badLimit: 'The page size must be a whole number from 1 to 100.',
} as const;
