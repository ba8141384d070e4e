// The typed event bus: in-tab through an EventTarget, across tabs through BroadcastChannel.
import type { Locale, Settings, User } from './types';
import type { ToastPayload } from './toast';

/** Every event on the bus and its payload. Names follow `<area>:<event>`. */
export interface BusEvents {
  'session:login': { user: User; token: string };
  'session:logout': { reason: 'user' | 'unauthorized' | 'guard' | 'remote-tab' };
  'session:user-updated': { user: User };
  'settings:changed': { settings: Settings };
  'locale:changed': { locale: Locale };
  'toast:show': ToastPayload;
  /**
   * A page enters or leaves fullscreen mode (the AI engine's toggle; Escape exits): the shell
   * hides its navbar. Scoped to the area that asked: leaving the area ends it. Not sent across tabs.
   */
  'layout:fullscreen': { fullscreen: boolean };
}

export type BusEventName = keyof BusEvents;
export type BusHandler<K extends BusEventName> = (
  payload: BusEvents[K],
  meta: { fromOtherTab: boolean },
) => void;

export interface EmitOptions {
  /** Also deliver the event to the app's other open tabs (default false). */
  crossTab?: boolean;
}

export interface Bus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K], options?: EmitOptions): void;
  /** Subscribe; returns the unsubscribe function. */
  on<K extends BusEventName>(type: K, handler: BusHandler<K>): () => void;
  /** Close the cross-tab channel (tests, teardown). */
  close(): void;
}

interface WireMessage {
  type: BusEventName;
  payload: unknown;
}

export function createBus(channelName = 'nibras'): Bus {
  const target = new EventTarget();
  const channel: BroadcastChannel | null =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;

  const deliver = (type: BusEventName, payload: unknown, fromOtherTab: boolean) => {
    target.dispatchEvent(new CustomEvent(type, { detail: { payload, fromOtherTab } }));
  };

  // In Node (tests, server-side tools) an open channel must not keep the process alive.
  (channel as (BroadcastChannel & { unref?: () => void }) | null)?.unref?.();

  if (channel) {
    channel.onmessage = (event: MessageEvent<WireMessage>) => {
      const data = event.data;
      if (data && typeof data.type === 'string') deliver(data.type, data.payload, true);
    };
  }

  return {
    emit(type, payload, options) {
      deliver(type, payload, false);
      if (options?.crossTab && channel) channel.postMessage({ type, payload } satisfies WireMessage);
    },
    on(type, handler) {
      const listener = (event: Event) => {
        const { payload, fromOtherTab } = (event as CustomEvent).detail as {
          payload: BusEvents[typeof type];
          fromOtherTab: boolean;
        };
        handler(payload, { fromOtherTab });
      };
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    },
    close() {
      channel?.close();
    },
  };
}

/** The app-wide bus (a singleton because shared-ui is a shared singleton). */
export const bus: Bus = createBus();
