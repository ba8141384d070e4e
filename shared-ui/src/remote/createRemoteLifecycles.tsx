// What every remote exposes as `./lifecycles`: single-spa-react lifecycles whose root
// registers the remote's translation namespace, wraps itself in the shared providers
// and follows the shell's router.
import React, { useContext, useEffect, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { isChunkLoadError, type RemoteLifecycles, type RemoteName, type RemoteProps } from '../contract';
import type { Locale } from '../types';
import { addNamespace } from '../i18n';
import { AppProviders } from '../theme/AppProviders';
import { ShellLinkedRouter } from '../router/ShellLinkedRouter';
import { RemoteCrashed } from '../components/StatusPanel';
import { SESSION_STORE_INSTANCE_ID } from '../stores/session';
import { ConfigProvider } from '../ui';
import { RemoteContext } from './RemoteContext';

/**
 * The remote's root element. Its `dir` and `lang` come from antd's configuration inside the
 * remote's own providers, so they show that the shell's locale reached antd in this React root
 * (a parcel does not inherit the shell's providers), and the remote's subtree reads right to left
 * in Arabic whatever page it shows.
 */
function RemoteRoot({ name, children }: { name: RemoteName; children: React.ReactNode }) {
  const { direction, locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <div
      className="nibras-remote"
      data-remote={name}
      data-store-instance={SESSION_STORE_INSTANCE_ID}
      dir={direction}
      lang={locale?.locale?.slice(0, 2)}
    >
      {children}
    </div>
  );
}

/**
 * What a remote's area shows when its code throws while rendering: the crash panel, whose Retry
 * loads the remote again from its current deployment (or reloads the page in a shell that cannot).
 * A chunk of the remote's build that is gone (the remote was redeployed while the page was open)
 * asks for that reload at once, so the student meets the new build instead of an error.
 */
function RemoteFailed({ error, props }: { error: unknown; props: RemoteProps }) {
  const stale = isChunkLoadError(error);
  const { reload } = props;
  useEffect(() => {
    if (stale) reload?.({ stale: true });
  }, [stale, reload]);
  return (
    <AppProviders locale={props.locale}>
      <RemoteCrashed onRetry={reload ? () => reload() : () => window.location.reload()} />
    </AppProviders>
  );
}

export interface RemoteDefinition {
  name: RemoteName;
  /** The remote's i18n namespace (`chat`, `materials`, ...). */
  namespace: string;
  /** Loaded when the remote mounts. */
  loadMessages: () => Promise<Record<Locale, Record<string, unknown>>>;
  /** The remote's root: its <Routes> under the basename. */
  loadRoot: () => Promise<{ default: ComponentType }>;
  /**
   * Called once, when the remote is first mounted, with the shell's props (the page it mounts on):
   * what that page needs (its code, its first API answer) starts now, in parallel with the root and
   * the messages. The first render waits for it; a failure is the page's to show, not the mount's.
   */
  preload?: (props: RemoteProps) => Promise<unknown>;
}

export function RemoteFrame({
  name,
  props,
  children,
}: {
  name: RemoteName;
  props: RemoteProps;
  children: React.ReactNode;
}) {
  return (
    <RemoteContext.Provider value={props}>
      <AppProviders locale={props.locale}>
        <ShellLinkedRouter basename={props.basename} location={props.location} navigate={props.navigate}>
          <RemoteRoot name={name}>{children}</RemoteRoot>
        </ShellLinkedRouter>
      </AppProviders>
    </RemoteContext.Provider>
  );
}

export function createRemoteLifecycles(def: RemoteDefinition): RemoteLifecycles {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    async loadRootComponent(props?: RemoteProps) {
      const preloading = props && def.preload ? def.preload(props).catch(() => undefined) : undefined;
      const [messages, mod] = await Promise.all([def.loadMessages(), def.loadRoot(), preloading]);
      addNamespace(def.namespace, messages);
      const Root = mod.default;
      const RemoteApp = (props: RemoteProps | undefined) => (
        <RemoteFrame name={def.name} props={props as RemoteProps}>
          <Root />
        </RemoteFrame>
      );
      // single-spa-react types the root's props as optional; the shell always passes them.
      return RemoteApp;
    },
    errorBoundary: (error, _info, props) => <RemoteFailed error={error} props={props} />,
  });
  return lifecycles;
}
