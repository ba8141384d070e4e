import type * as React from 'react';
import { withInterruptibleMount } from './loadRemote';
import type { RemoteLifecycles, RemoteProps } from '@nibras/shared-ui';

let inTransition = false;
jest.mock('react', () => {
  const actual = jest.requireActual<typeof React>('react');
  return {
    ...actual,
    startTransition: (scope: () => void) =>
      actual.startTransition(() => {
        inTransition = true;
        try {
          scope();
        } finally {
          inTransition = false;
        }
      }),
  };
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const props = {} as RemoteProps & { name: string; singleSpa: never; mountParcel: never };

describe('a remote mounts as a transition (its first render is interruptible)', () => {
  it('calls the remote mount inside startTransition and passes its result on', async () => {
    const seen: boolean[] = [];
    const lifecycles: RemoteLifecycles = {
      bootstrap: () => Promise.resolve(),
      mount: () => {
        seen.push(inTransition);
        return Promise.resolve('mounted');
      },
      unmount: () => Promise.resolve(),
    };
    const wrapped = withInterruptibleMount(lifecycles);
    const mount = wrapped.mount as (p: typeof props) => Promise<unknown>;
    await expect(mount(props)).resolves.toBe('mounted');
    expect(seen).toEqual([true]);
    expect(wrapped.unmount).toBe(lifecycles.unmount);
  });

  it('wraps every function of an array of mounts', async () => {
    const seen: boolean[] = [];
    const step = () => {
      seen.push(inTransition);
      return Promise.resolve();
    };
    const wrapped = withInterruptibleMount({ bootstrap: [], mount: [step, step], unmount: [] });
    for (const fn of wrapped.mount as Array<(p: typeof props) => Promise<unknown>>) await fn(props);
    expect(seen).toEqual([true, true]);
  });
});
