import { loadConfig } from '../config';
import { openDatabase } from './client';
import { databaseLocation } from './location';
import { migrateDatabase } from './migrate';

/** `npm run db:migrate`: applies migrations to the configured database and exits. */
const config = loadConfig();
const database = await openDatabase(databaseLocation(config));
await migrateDatabase(database);
await database.close();
console.log(`Migrated the ${database.kind} database.`);
