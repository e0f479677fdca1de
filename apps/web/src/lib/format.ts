/** The first letter of a name, upper-cased, for avatar placeholders. */
export function initialOf(name: string | null | undefined): string {
  return (name ?? '').trim().charAt(0).toUpperCase();
}

/** The spec's avatar is a base64 JPEG; accept data/http URLs and our own paths (a logo) as they are. */
export function avatarSource(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  return /^(data:|https?:|blob:|\/)/.test(avatar) ? avatar : `data:image/jpeg;base64,${avatar}`;
}

/**
 * Spec §2: "Organisation and user lists are shown newest-last reversed": the API sends those two
 * oldest first, and the console reverses them. Every other list comes in the order shown.
 */
export function newestFirst<T>(rows: readonly T[]): T[] {
  return [...rows].reverse();
}
