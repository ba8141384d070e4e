import { createContext, useContext } from 'react';
import type { RemoteProps } from '../contract';

export const RemoteContext = createContext<RemoteProps | null>(null);

/** The contract props inside a remote (api client, bus, session, locale...). */
export function useRemote(): RemoteProps {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useRemote() must be used inside a remote mounted by the shell or the harness');
  return value;
}
