import { waitFor } from '@testing-library/dom';
import { createBus } from './bus';
import type { User } from './types';

const user: User = {
  _id: 'u1',
  username: 'Sara Ali',
  email: 's@example.com',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('bus', () => {
  it('delivers an event to subscribers in the same tab, marked as local', () => {
    const bus = createBus(`t-${Math.random()}`);
    const seen: unknown[] = [];
    bus.on('locale:changed', (payload, meta) => seen.push([payload, meta]));
    bus.emit('locale:changed', { locale: 'ar' });
    expect(seen).toEqual([[{ locale: 'ar' }, { fromOtherTab: false }]]);
    bus.close();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus(`t-${Math.random()}`);
    const handler = jest.fn();
    const off = bus.on('toast:show', handler);
    bus.emit('toast:show', { kind: 'info', text: 'a' });
    off();
    bus.emit('toast:show', { kind: 'info', text: 'b' });
    expect(handler).toHaveBeenCalledTimes(1);
    bus.close();
  });

  it('delivers crossTab events to another tab (another BroadcastChannel) and only those', async () => {
    const name = `t-${Math.random()}`;
    const tabA = createBus(name);
    const tabB = createBus(name);
    const received: unknown[] = [];
    tabB.on('session:login', (payload, meta) =>
      received.push([payload.user.username, payload.token, meta.fromOtherTab]),
    );
    tabA.emit('session:login', { user, token: 'x' }); // local only
    tabA.emit('session:login', { user, token: 'y' }, { crossTab: true });
    // A channel delivers in the order sent: had the local-only event crossed, it would come first.
    await waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(received).toEqual([['Sara Ali', 'y', true]]);
    tabA.close();
    tabB.close();
  });
});
