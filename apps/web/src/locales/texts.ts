import type en from './en.json';
import type enConsole from './en-console.json';

/**
 * Every text of the console. English comes in two files: en.json holds what the login screen shows
 * and loads with it; en-console.json holds the rest and loads before any other screen (lib/i18n).
 * Every other language is one file of this shape.
 */
export interface TTexts {
  translation: typeof en.translation & typeof enConsole.translation;
  validation: typeof enConsole.validation;
}
