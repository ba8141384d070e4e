// A React Router whose location comes from the shell. A remote is a separate React
// root, so it cannot share the shell's router context; instead it renders a
// controlled <Router> and hands every navigation back to the shell.
import { useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import type { NavigateOptions, ShellLocation } from '../contract';

export interface ShellLinkedRouterProps {
  basename: string;
  location: ShellLocation;
  navigate(to: string, options?: NavigateOptions): void;
  children: ReactNode;
}

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

export function ShellLinkedRouter({ basename, location, navigate, children }: ShellLinkedRouterProps) {
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: toPath,
      push: (to) => navigate(toPath(to)),
      replace: (to) => navigate(toPath(to), { replace: true }),
      go: (delta) => window.history.go(delta),
    }),
    [navigate],
  );
  return (
    <Router basename={basename} location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
