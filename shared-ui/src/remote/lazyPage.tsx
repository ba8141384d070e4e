// A page of a remote whose code loads when it is first shown, and which the remote can start
// loading earlier (`preload`): when the remote mounts on that page, its code comes in parallel with
// the remote's root and messages instead of after them.
//
// Why not only React.lazy: a lazy component always suspends on its first render, and React 19
// holds a Suspense boundary's content back for up to 300 ms after its fallback was shown (its
// "fallback throttling"). A page whose code has already arrived is drawn directly, so its first
// paint (and the page's own API call, made when it mounts) waits for neither.
import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** The page: drawn directly once its code is here, through React.lazy (Suspense) until then. */
  Page: ComponentType;
  /** Starts loading the page's code (once); resolves when it is here. A failure can be retried. */
  preload(): Promise<ComponentType>;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined; // the next visit tries again (a dropped network, a new deployment)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return { Page, preload };
}
