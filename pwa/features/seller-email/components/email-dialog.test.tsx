import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GenerateEmailResponse } from '@contract/seller-email';
import { makeCar } from '@contract/testing/listing-fixture';
import { makeUser, stubApi } from '../../auth/testing/auth-test-kit';
import { renderPanel } from '../../ai-search/testing/render-panel';
import EmailDialog from './email-dialog';
import { startEachTestOnAFreshDevice } from '../../../lib/testing/fresh-device';

// The first render waits for the texts: room for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const car = makeCar({ id: 11, brand: 'Škoda', model: 'Octavia' });
const user = makeUser({ firstName: 'Ana', lastName: 'Horvat' });
const LETTER = { subject: 'Enquiry: Škoda Octavia', body: 'Dear Sir or Madam,\n\nis the car still available?\n\nAna' };

function openDialog(answer: Omit<GenerateEmailResponse, 'email'>) {
  const api = stubApi({
    user,
    handle: (request) =>
      request.path.startsWith('/api/seller-emails')
        ? { items: [], total: 0 }
        : request.path === '/api/generate-email'
          ? { email: LETTER, ...answer }
          : undefined,
  });
  renderPanel(<EmailDialog car={car} user={user} language="en" onClose={() => undefined} />);
  return api;
}

/** Whether an element is hidden inside a closed <details> (what a browser does not draw). */
const folded = (element: Element) => Boolean(element.closest('details:not([open])'));

startEachTestOnAFreshDevice();

describe('the email dialog', () => {
  it('shows the draft first and folds the seven topics behind a disclosure that opens from the keyboard', async () => {
    openDialog({ engine: 'builtin', remaining: 3, limit: 3 });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    const letter = await within(dialog).findByText(LETTER.subject);
    const topics = within(dialog).getAllByRole('checkbox');
    expect(topics).toHaveLength(7);
    // The letter comes before the topics in the dialog (and so on the screen and for a screen reader).
    const order = letter.compareDocumentPosition(topics[0]!);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(topics.every(folded)).toBe(true);

    const summary = dialog.querySelector('summary')!;
    expect(summary.textContent).toContain('What would you like to ask?');
    summary.focus();
    expect(document.activeElement).toBe(summary);
    // A summary is a button to the keyboard and to screen readers: activating it unfolds the topics.
    fireEvent.click(summary);
    await waitFor(() => expect(topics.some(folded)).toBe(false));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Price' }));
    await waitFor(() => expect(summary.textContent).toContain('1 chosen'));
    expect(within(dialog).getByRole('button', { name: 'Write again with these topics and your note' })).toBeTruthy();
  });

  it('says plainly when the built-in templates wrote the draft: no AI email used', async () => {
    openDialog({ engine: 'builtin', remaining: 3, limit: 3 });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(dialog).findByText(LETTER.subject);
    expect(within(dialog).getByTestId('email-engine').textContent).toBe(
      'Written by the built-in templates — no AI email used',
    );
  });

  it('says when the templates stood in for a provider that failed', async () => {
    openDialog({ engine: 'builtin', fallbackReason: 'timeout', remaining: 2, limit: 3 });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(dialog).findByText(LETTER.subject);
    expect(within(dialog).getByTestId('email-engine').textContent).toBe(
      'Written by the built-in templates (the AI provider did not answer) — no AI email used',
    );
  });

  it('says how many AI emails are left when the AI provider wrote the draft', async () => {
    openDialog({ engine: 'openai', remaining: 2, limit: 3 });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await within(dialog).findByText(LETTER.subject);
    expect(within(dialog).getByTestId('email-engine').textContent).toBe('Drafted by AI — 2 of 3 left today');
  });
});
