/**
 * The console renders with Preact through `preact/compat`, not React DOM (decision 0012): the same
 * React API for our code, MUI, React Router and the rest, at 4 KB instead of 69 KB gzip on the
 * first load. Every import of React resolves here, in the build, the dev server and the unit
 * tests alike, so what the tests render is what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // A shim for React < 18 (react-i18next imports it): preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
