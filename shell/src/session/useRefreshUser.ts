// On start-up with a saved token, the user is fetched afresh (GET /me): roles or the
// onboarding state may have changed elsewhere, and a revoked or expired token answers
// 401, which logs out through the API client.
import { useEffect } from 'react';
import { useSessionStore } from '@nibras/shared-ui';
import { api } from '../services';

export async function refreshUser(): Promise<void> {
  const token = useSessionStore.getState().token;
  if (!token) return;
  try {
    const user = await api.get('/me');
    // Only if the session is still the one asked about (no logout or other login meanwhile).
    if (user && useSessionStore.getState().token === token) useSessionStore.getState().setUser(user);
  } catch {
    // 401 has logged out already; a network failure keeps the saved user.
  }
}

export function useRefreshUserOnStart(): void {
  useEffect(() => {
    void refreshUser();
  }, []);
}
