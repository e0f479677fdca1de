const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID: an id column compared with anything else would make PostgreSQL fail the query. */
export const isUuid = (value: string) => UUID.test(value);
