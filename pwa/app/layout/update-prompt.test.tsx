import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { useUpdateStore } from '../../lib/service-worker/update-store';
import { UpdatePrompt } from './update-prompt';

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
scope.IS_REACT_ACT_ENVIRONMENT = true;

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<UpdatePrompt />));
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  return { container, button, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  act(() => useUpdateStore.getState().dismiss());
  document.body.innerHTML = '';
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then reloads only on request', () => {
    const { container, button, unmount } = render();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');

    const apply = vi.fn();
    act(() => useUpdateStore.getState().offerUpdate(apply));
    expect(container.textContent).toContain('A new version is available.');
    expect(apply).not.toHaveBeenCalled();

    act(() => button('Reload')!.click());
    expect(apply).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('can be dismissed', () => {
    const { container, button, unmount } = render();
    act(() => useUpdateStore.getState().offerUpdate(() => {}));
    act(() => button('Later')!.click());
    expect(container.textContent).not.toContain('A new version is available.');
    unmount();
  });
});
