import type { z } from 'zod';

/** Messages of the issues at one field, in order. */
export function messagesAt(result: z.ZodSafeParseResult<unknown>, field: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

/** The fields that have any issue, sorted. */
export function fieldsWithIssues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
}
