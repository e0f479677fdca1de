/** The roles (schemes) and custom field types endpoints (spec §7 "Schemes", "Custom field types"). */
export const SCHEMES_PATH = '/api/v1/trustanchor/schemes';
export const CUSTOM_FIELD_TYPES_PATH = '/api/v1/trustanchor/customfieldtypes';

/** /api/v1/trustanchor/schemes/{id}[/…rest], each part encoded. */
export function schemePath(id: string, ...rest: string[]): string {
  return [SCHEMES_PATH, ...[id, ...rest].map(encodeURIComponent)].join('/');
}
