/** The unique index a failed statement hit, walking the driver's error causes; null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * The row an insert or update … returning() gives back; null when the statement hit a unique
 * index (a name already taken). Any other error is thrown on.
 */
export async function rowUnlessDuplicate<T>(statement: PromiseLike<T[]>): Promise<T | null> {
  try {
    const [row] = await statement;
    return row!;
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) return null;
    throw error;
  }
}
