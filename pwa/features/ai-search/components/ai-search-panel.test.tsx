import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { useResultsCleared } from '../../search';
import { AI_SEARCH_TIMEOUT_MS, clock } from '../constants';
import { aiAnswer, apiError, carPage, deferred, fakeAiApi, limitReached } from '../testing/fake-ai-api';
import { currentParams, renderPanel } from '../testing/render-panel';
import { AiSearchPanel } from './ai-search-panel';
import { PAGE_SIZE } from '@contract/catalog/vehicle';

vi.setConfig({ testTimeout: 20_000 });

const OCTAVIA = {
  brand: ['Škoda'],
  model: ['Octavia'],
  fuelTypes: ['diesel' as const],
  transmission: ['automatic' as const],
  bodyType: 'wagon' as const,
  maxPrice: 15000,
  minYear: 2019,
};

const toastNow = () => useToastStore.getState().current;
/** Text with its (no-break) spaces as plain ones. */
const normalise = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');
const queryBox = () => screen.findByRole('textbox', { name: /What are you looking for\?/ });
const searchButton = () => screen.getByRole('button', { name: 'Search with AI' });

function renderAi(url = '/') {
  const onRefineInFilters = vi.fn();
  const view = renderPanel(<AiSearchPanel onRefineInFilters={onRefineInFilters} />, { url });
  return { ...view, onRefineInFilters };
}

async function typeAndSearch(text: string) {
  const box = await queryBox();
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(searchButton());
}

beforeEach(() => {
  useResultsCleared.setState({ cleared: false });
});

afterEach(async () => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the AI search panel', () => {
  it('shows the searches left today, and an example fills the search box', async () => {
    const server = fakeAiApi({ counts: { aiSearchesUsed: 3 } });
    renderAi();
    expect(await screen.findByText('AI searches left today: 7/10')).toBeTruthy();
    const examples = within(screen.getByRole('list', { name: 'Try an example' })).getAllByRole('button');
    expect(examples.map((button) => button.textContent)).toEqual([
      'Diesel Škoda Octavia estate under €15,000, newer than 2018, automatic',
      'Automatic SUV under €25,000 from Germany',
      'Hybrid Toyota Yaris with less than 50,000 km',
    ]);
    await userEvent.setup().click(examples[1]!);
    expect((await queryBox()).getAttribute('maxlength')).toBe('500');
    expect(((await queryBox()) as HTMLTextAreaElement).value).toBe('Automatic SUV under €25,000 from Germany');
    expect(server.posted('/api/cars/search/ai')).toEqual([]);
  });

  it('refuses a blank query with the fixed message and sends nothing', async () => {
    const server = fakeAiApi({ ai: () => aiAnswer({}) });
    renderAi();
    await typeAndSearch('   ');
    const box = await queryBox();
    expect(await screen.findByText('Please enter a search query')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.posted('/api/cars/search/ai')).toEqual([]);
  });

  it('waits ~300 ms in a submitting state, sends the query with the current sort, and shows the answer', async () => {
    const server = fakeAiApi({
      ai: () => aiAnswer(OCTAVIA, { results: carPage(1, 1) }),
      counts: { aiSearchesUsed: 2 },
    });
    renderAi('/?sort=year_desc');
    await screen.findByText('AI searches left today: 8/10');
    await typeAndSearch('  dizel Škoda Octavia karavan do 15.000 eura, nakon 2018, automatik ');
    // Submitting: the button is busy, a cancel is offered, nothing sent yet.
    expect(screen.getByRole('button', { name: 'Cancel search' })).toBeTruthy();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent?.includes('Searching for matching cars…')),
    ).toBe(true);
    expect(server.posted('/api/cars/search/ai')).toEqual([]);

    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(1));
    expect(server.posted('/api/cars/search/ai')[0]!.body).toEqual({
      query: 'dizel Škoda Octavia karavan do 15.000 eura, nakon 2018, automatik',
      sort: 'year_desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });

    const chips = await screen.findByRole('list', { name: 'Understood search parameters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => normalise(chip.textContent)),
    ).toEqual(['Škoda', 'Octavia', '≤ €15,000', 'from 2019', 'Diesel', 'Automatic', 'Estate']);
    expect(
      within(chips).getByRole('button', {
        name: (name) => normalise(name) === 'Remove filter Maximum price: ≤ €15,000',
      }),
    ).toBeTruthy();
    // The understood filters are now the classic search, with the sort kept; its first page came with the answer.
    await waitFor(() =>
      expect(Object.fromEntries(currentParams())).toMatchObject({
        brand: 'Škoda',
        model: 'Octavia',
        maxPrice: '15000',
        minYear: '2019',
        sort: 'year_desc',
      }),
    );
    expect(server.posted('/api/cars/search').filter(({ body }) => (body as { brand?: string }).brand)).toEqual([]);

    // The notice lists what was understood and what is left, after the counts were asked for again.
    await waitFor(() => expect(toastNow()?.title).toBe('AI search complete'));
    expect(normalise(toastNow()?.description)).toBe(
      'Understood: Škoda, Octavia, ≤ €15,000, from 2019, Diesel, Automatic, Estate. 1 car found. Searches left today: 7/10.',
    );
    expect(server.gets('/api/user/search-counts')).toHaveLength(2);
    expect(await screen.findByText('AI searches left today: 7/10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel search' })).toBeNull();
  });

  it('ignores a submission while one runs, and one within 1500 ms of the previous', async () => {
    let now = 1_000_000;
    vi.spyOn(clock, 'now').mockImplementation(() => now);
    const answer = deferred<unknown>();
    const server = fakeAiApi({ ai: () => answer.promise });
    renderAi();
    await typeAndSearch('BMW under 20000');
    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(1));
    // While it runs: ignored (button or Ctrl+Enter in the box).
    now += 200;
    fireEvent.click(searchButton());
    fireEvent.keyDown(await queryBox(), { key: 'Enter', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.posted('/api/cars/search/ai')).toHaveLength(1);

    answer.resolve(aiAnswer({ brand: ['BMW'], maxPrice: 20000 }));
    await screen.findByRole('list', { name: 'Understood search parameters' });
    // Within 1500 ms of the previous submission: ignored.
    now += 1000;
    fireEvent.keyDown(await queryBox(), { key: 'Enter', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.posted('/api/cars/search/ai')).toHaveLength(1);
    // 1500 ms after it: sent.
    now += 300;
    fireEvent.keyDown(await queryBox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(2));
  });

  it('cancels: the request is aborted and only a ‘Search Cancelled’ notice shows', async () => {
    const server = fakeAiApi({ ai: () => new Promise(() => {}) });
    renderAi();
    await typeAndSearch('Audi A4');
    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(1));
    const signal = server.fetch.mock.calls.find(([path]) => path === '/api/cars/search/ai')?.[1]?.signal;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel search' }));
    await waitFor(() =>
      expect(toastNow()).toMatchObject({ title: 'Search Cancelled', description: undefined, variant: 'default' }),
    );
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel search' })).toBeNull();
    expect(screen.queryByText('Search Error')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Understood search parameters' })).toBeNull();
    expect(useResultsCleared.getState().cleared).toBe(false);
    // Counted or not, the counts are asked for again.
    await waitFor(() => expect(server.gets('/api/user/search-counts')).toHaveLength(2));
  });

  it('leaving the tab aborts a running search silently; the counts are asked for again', async () => {
    const server = fakeAiApi({ ai: () => new Promise(() => {}) });
    const { unmount } = renderAi();
    await typeAndSearch('Audi A4');
    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(1));
    const signal = server.fetch.mock.calls.find(([path]) => path === '/api/cars/search/ai')?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(server.gets('/api/user/search-counts')).toHaveLength(2));
    expect(toastNow()).toBeNull();
    expect(useResultsCleared.getState().cleared).toBe(false);
  });

  it('cancels during the submitting delay: nothing is sent', async () => {
    const server = fakeAiApi({ ai: () => aiAnswer({}) });
    renderAi();
    await typeAndSearch('Audi A4');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel search' }));
    expect(toastNow()?.title).toBe('Search Cancelled');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.posted('/api/cars/search/ai')).toEqual([]);
  });

  it('gives up after 30 s: ‘Search timed out. Please try again.’, and the results are cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeAiApi({ ai: () => new Promise(() => {}) });
    renderAi();
    await typeAndSearch('VW Golf');
    await waitFor(() => expect(server.posted('/api/cars/search/ai')).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AI_SEARCH_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByText('Search timed out. Please try again.')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByText('Search timed out. Please try again.')).toBeTruthy();
    expect(toastNow()).toMatchObject({
      title: 'Search Error',
      description: 'Search timed out. Please try again.',
      variant: 'destructive',
    });
    expect(useResultsCleared.getState().cleared).toBe(true);
  });

  it('at the limit (429) the form gives way to the limit message and the examples are disabled', async () => {
    const server = fakeAiApi({ ai: () => limitReached(), counts: { aiSearchesUsed: 9 } });
    renderAi();
    await typeAndSearch('Toyota Yaris');
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
    expect(
      screen.getByText("You've reached your limit of AI searches. Please try the classic search instead."),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search with AI' })).toBeNull();
    for (const example of within(screen.getByRole('list', { name: 'Try an example' })).getAllByRole('button')) {
      expect(example.hasAttribute('disabled')).toBe(true);
    }
    expect(toastNow()).toMatchObject({
      title: 'Search Limit Reached',
      description: "You've reached your limit of AI searches. Please try the classic search instead.",
    });
    expect(useResultsCleared.getState().cleared).toBe(true);
    expect(server.posted('/api/cars/search/ai')).toHaveLength(1);
  });

  it('a message containing ‘Search limit reached’ counts as the limit too', async () => {
    fakeAiApi({ ai: () => apiError(403, 'forbidden', 'Search limit reached for this account') });
    renderAi();
    await typeAndSearch('Toyota Yaris');
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
  });

  it('starts with the limit message when today’s searches are used up', async () => {
    fakeAiApi({ counts: { aiSearchesUsed: 10 } });
    const { onRefineInFilters } = renderAi();
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
    expect(screen.getByText('AI searches left today: 0/10')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Try an example' }))
        .getAllByRole('button')[0]!
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to the classic search' }));
    expect(onRefineInFilters).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message for other errors, or the unknown-error text, and clears the results', async () => {
    let reply: () => unknown = () => apiError(500, 'internal', 'The listing store is not available');
    fakeAiApi({ ai: () => reply() });
    const now = vi.spyOn(clock, 'now');
    let time = 0;
    now.mockImplementation(() => (time += 5000));
    renderAi();
    await typeAndSearch('Kia Ceed');
    expect(await screen.findByText('The listing store is not available')).toBeTruthy();
    expect(toastNow()).toMatchObject({ title: 'Search Error', description: 'The listing store is not available' });
    expect(useResultsCleared.getState().cleared).toBe(true);

    reply = () => new Response('', { status: 502 });
    fireEvent.click(searchButton());
    expect(await screen.findByText('An unknown error occurred during AI search. Please try again.')).toBeTruthy();
  });

  it('says so when the built-in parser answered because the AI service was unavailable', async () => {
    fakeAiApi({ ai: () => aiAnswer({ brand: ['BMW'] }, { engine: 'builtin', fallbackReason: 'provider_error' }) });
    renderAi();
    await typeAndSearch('BMW');
    expect(
      await screen.findByText(
        'The AI service was unavailable, so our built-in search parser understood your search instead.',
      ),
    ).toBeTruthy();
  });

  it('removing a chip searches again (classic, no AI search spent) without it; Refine in filters hands over', async () => {
    const server = fakeAiApi({ ai: () => aiAnswer(OCTAVIA) });
    const { onRefineInFilters } = renderAi();
    await typeAndSearch('dizel Škoda Octavia karavan do 15.000 eura, nakon 2018, automatik');
    const chips = await screen.findByRole('list', { name: 'Understood search parameters' });

    const classicSearches = () =>
      server.posted('/api/cars/search').filter(({ body }) => Object.keys(body as object).length > 3);
    expect(classicSearches()).toEqual([]);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Fuel: Diesel' }));
    await waitFor(() => expect(classicSearches()).toHaveLength(1));
    const { brand, model, maxPrice, minYear, transmission, bodyType, fuelTypes } = classicSearches()[0]!.body as Record<
      string,
      unknown
    >;
    expect({ brand, model, maxPrice, minYear, transmission, bodyType, fuelTypes }).toEqual({
      brand: ['Škoda'],
      model: ['Octavia'],
      maxPrice: 15000,
      minYear: 2019,
      transmission: ['automatic'],
      bodyType: 'wagon',
      fuelTypes: undefined,
    });
    await waitFor(() => expect(currentParams().get('transmission')).toBe('automatic'));
    expect(currentParams().get('fuelTypes')).toBeNull();
    expect(within(chips).queryByRole('button', { name: /Diesel/ })).toBeNull();
    // The focus moved on to the next chip.
    expect(document.activeElement?.textContent).toBe('Automatic');

    // The brand goes with its model.
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Make: Škoda' }));
    await waitFor(() => expect(classicSearches()).toHaveLength(2));
    expect(classicSearches()[1]!.body).toEqual({
      maxPrice: 15000,
      minYear: 2019,
      transmission: ['automatic'],
      bodyType: 'wagon',
      sort: 'listed_desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => normalise(chip.textContent)),
    ).toEqual(['≤ €15,000', 'from 2019', 'Automatic', 'Estate']);
    expect(server.posted('/api/cars/search/ai')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Refine in filters' }));
    expect(onRefineInFilters).toHaveBeenCalledTimes(1);
  });

  it('speaks Croatian: examples, chips and notices', async () => {
    await setLanguage('hr');
    fakeAiApi({ ai: () => aiAnswer(OCTAVIA, { results: carPage(3, 3) }), counts: { aiSearchesUsed: 0 } });
    renderAi('/hr');
    const examples = within(await screen.findByRole('list', { name: 'Isprobajte primjer' })).getAllByRole('button');
    expect(examples[0]!.textContent).toBe('dizel Škoda Octavia karavan do 15.000 eura, nakon 2018, automatik');
    fireEvent.click(examples[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Pretraži uz AI' }));
    const chips = await screen.findByRole('list', { name: 'Prepoznati kriteriji pretrage' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => normalise(chip.textContent)),
    ).toEqual(['Škoda', 'Octavia', '≤ 15.000 €', 'od 2019.', 'Dizel', 'Automatski', 'Karavan']);
    await waitFor(() => expect(toastNow()?.title).toBe('AI pretraga završena'));
    expect(normalise(toastNow()?.description)).toContain('Pronađena su 3 automobila.');
    expect(normalise(toastNow()?.description)).toContain('Preostale pretrage danas: 9/10.');
  });
});
