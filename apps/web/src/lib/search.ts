/** Spec §5: name searches are case-insensitive substring matches on trimmed text. */
export function matchesSearch(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}
