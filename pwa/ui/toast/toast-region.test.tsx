import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region';
import { dismissToast, toast, TOAST_DURATION_MS } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('shows one toast at a time and announces it politely', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Message Sent', description: 'Thank you.' }));
    expect(screen.getByText('Message Sent')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Message Sent. Thank you.');

    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('Message Sent')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('announces destructive toasts assertively', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Error', description: 'Boom', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toBe('Error. Boom');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes itself after 5 seconds', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Bye' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 10));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('F8 moves focus to the region; Escape there closes the toast', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Focus me' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close notification' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('a swipe right past 50 px dismisses it; a shorter one snaps back', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Swipe me' }));
    const item = screen.getByRole('listitem');
    item.setPointerCapture = () => {};
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 140 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 140 });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    fireEvent.pointerDown(item, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 2, clientX: 170 });
    fireEvent.pointerUp(item, { pointerId: 2, clientX: 170 });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
