// The contract between the shell and its remotes: what the shell passes to a
// remote's single-spa lifecycles, and what a remote exposes. One type, used by both.
import type { AppProps, LifeCycles } from 'single-spa';
import type { ApiClient } from './api-client';
import type { Bus } from './bus';
import type { Locale } from './types';
import type { SessionState } from './stores/session';

/** The federation names of the remotes; each exposes `./lifecycles`. */
export type RemoteName = 'mfe_marketing' | 'mfe_learning' | 'mfe_chat' | 'mfe_materials' | 'mfe_settings';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mfe_marketing',
  'mfe_learning',
  'mfe_chat',
  'mfe_materials',
  'mfe_settings',
] as const;

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Read access to the session (the shared zustand store satisfies it). */
export interface SessionAccess {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
}

/** Props the shell passes to every remote (and the standalone harness fakes). */
export interface RemoteProps {
  /** The locale prefix, `/en` or `/ar`: the remote's routes live under it. */
  basename: string;
  locale: Locale;
  /** The current location; the shell's router owns history. */
  location: ShellLocation;
  /** Navigate through the shell's router (absolute path, locale prefix included). */
  navigate(to: string, options?: NavigateOptions): void;
  bus: Bus;
  api: ApiClient;
  session: SessionAccess;
  /**
   * Asks the shell to load the remote again from its current deployment and mount it afresh (its
   * Retry after a crash; a chunk of its build that is gone). Absent in a shell older than this.
   */
  reload?: (options?: { stale?: boolean }) => void;
}

/**
 * Code of the running build that could not be fetched: webpack's ChunkLoadError (a lazy page, a
 * style sheet), most often because a new deployment replaced the build the page started with.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}

export type RemoteLifecycles = LifeCycles<RemoteProps> & {
  update?: (props: RemoteProps & AppProps) => Promise<unknown>;
};
