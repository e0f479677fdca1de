/** What the empty table says: loading, nothing (the load failed, said above it), or that there are none. */
export function emptyTextOf(
  query: { isPending: boolean; isError: boolean },
  did: string | null,
  loading: string,
  none: string,
): string {
  if (query.isError) return '';
  return query.isPending && did ? loading : none;
}
