import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use, like React.lazy, that can also be loaded ahead. Once its module
 * is in, it renders at once: React.lazy would still suspend on its first render, and a Suspense
 * boundary that has shown its fallback holds the content back for another 300 ms.
 */
export interface Preloadable<Props extends object> {
  Component: ComponentType<Props>;
  preload: () => Promise<void>;
}

export function preloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): Preloadable<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed load (the network) is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce) as unknown as ComponentType<Props>;
  return {
    Component: (props: Props) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />),
    preload: async () => void (await loadOnce()),
  };
}
