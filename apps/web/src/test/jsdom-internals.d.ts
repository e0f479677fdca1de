/** jsdom's matcher, which the test environment puts a filter in front of (jsdom-environment.ts). */
declare module 'jsdom/lib/jsdom/living/helpers/selectors.js' {
  const selectors: {
    /** Whether the element (jsdom's own object behind a DOM element) matches the selector; false when it is invalid. */
    matchesDontThrow: (element: object, selector: string) => boolean;
  };
  export default selectors;
}

/** jsdom's own object behind a DOM node (its tests compare the environment's matcher with jsdom's). */
declare module 'jsdom/lib/jsdom/living/generated/utils.js' {
  const utils: { implForWrapper: (wrapper: object) => object };
  export default utils;
}
