import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS, useToastStore } from './toast-store';

afterEach(() => dismissToast());

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    const first = toast({ title: 'Message Sent' });
    expect(useToastStore.getState().current).toMatchObject({
      id: first,
      title: 'Message Sent',
      variant: 'default',
      duration: TOAST_DURATION_MS,
    });

    const second = toast({ title: 'Error', description: 'Something failed', variant: 'destructive' });
    expect(second).not.toBe(first);
    expect(useToastStore.getState().current).toMatchObject({
      id: second,
      title: 'Error',
      description: 'Something failed',
      variant: 'destructive',
    });
  });

  it('dismissing a replaced toast leaves the new one; dismissing the current one empties the region', () => {
    const first = toast({ title: 'A' });
    const second = toast({ title: 'B' });
    dismissToast(first);
    expect(useToastStore.getState().current?.id).toBe(second);
    dismissToast(second);
    expect(useToastStore.getState().current).toBeNull();
  });
});
