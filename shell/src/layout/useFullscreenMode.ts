// Fullscreen mode (spec section 2: the navbar hides in it). The AI engine's toggle sends
// `layout:fullscreen` on the bus; the shell follows it for as long as the student stays in
// the area that asked (the route's owner), so leaving the area always brings the navbar back.
import { useEffect, useState } from 'react';
import { bus } from '@nibras/shared-ui';

export function useFullscreenMode(area: string): boolean {
  const [state, setState] = useState({ fullscreen: false, area });
  // Adjusting state to a changed prop during render (not in an effect): a new area starts windowed.
  if (state.area !== area) setState({ fullscreen: false, area });

  useEffect(
    () =>
      bus.on('layout:fullscreen', ({ fullscreen }, { fromOtherTab }) => {
        if (!fromOtherTab) setState((s) => (s.fullscreen === fullscreen ? s : { ...s, fullscreen }));
      }),
    [],
  );
  return state.fullscreen && state.area === area;
}
