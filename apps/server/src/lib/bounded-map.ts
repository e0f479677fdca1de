/**
 * Sets key in a map that holds at most `limit` entries: a new key past the limit pushes out the
 * oldest one (Maps keep insertion order). For the caches of tokens and memberships.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (!map.has(key) && map.size >= limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
