// "This tab has just signed in": set by the sign-in and sign-up forms right before
// login(), so the guard sends this tab to the success screen while other tabs, which
// learn of the login through the bus, go straight on to /home or /onboarding.
export type AuthMode = 'sign-in' | 'sign-up';

let pending: AuthMode | null = null;

export function markJustSignedIn(mode: AuthMode): void {
  pending = mode;
}

export function justSignedIn(): AuthMode | null {
  return pending;
}

export function clearJustSignedIn(): void {
  pending = null;
}
