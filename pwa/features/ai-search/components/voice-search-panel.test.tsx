import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { useResultsCleared } from '../../search';
import { aiAnswer, apiError, carPage, fakeAiApi, limitReached } from '../testing/fake-ai-api';
import { FakeSpeechRecognition } from '../testing/fake-speech-recognition';
import { currentParams, renderPanel } from '../testing/render-panel';
import { VoiceSearchPanel } from './voice-search-panel';
import { PAGE_SIZE } from '@contract/catalog/vehicle';

vi.setConfig({ testTimeout: 20_000 });

const speechWindow = window as unknown as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
const toastNow = () => useToastStore.getState().current;
/** Text with its (no-break) spaces as plain ones. */
const normalise = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');
const startButton = () => screen.findByRole('button', { name: 'Start voice search' });

function renderVoice(url = '/', props: { onGoBack?: () => void } = {}) {
  const onRefineInFilters = vi.fn();
  const view = renderPanel(<VoiceSearchPanel onRefineInFilters={onRefineInFilters} {...props} />, { url });
  return { ...view, onRefineInFilters };
}

/** Presses the microphone and answers with what the recogniser made of it. */
async function speak(...parts: [text: string, isFinal: boolean][]) {
  fireEvent.click(await startButton());
  const recognition = FakeSpeechRecognition.latest();
  for (const [text, isFinal] of parts) act(() => recognition.hear(text, isFinal));
  return recognition;
}

beforeEach(() => {
  FakeSpeechRecognition.reset();
  speechWindow.SpeechRecognition = FakeSpeechRecognition;
  useResultsCleared.setState({ cleared: false });
});

afterEach(async () => {
  cleanup();
  act(() => dismissToast());
  delete speechWindow.SpeechRecognition;
  delete speechWindow.webkitSpeechRecognition;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the voice search panel', () => {
  it('without speech recognition says so, with a button back to the classic search', async () => {
    delete speechWindow.SpeechRecognition;
    fakeAiApi();
    const onGoBack = vi.fn();
    renderVoice('/', { onGoBack });
    expect(await screen.findByRole('heading', { name: "Voice search isn't supported in this browser" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start voice search' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go back to the classic search' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });

  it('go back defaults to the refine handler (the classic tab)', async () => {
    delete speechWindow.SpeechRecognition;
    fakeAiApi();
    const { onRefineInFilters } = renderVoice();
    fireEvent.click(await screen.findByRole('button', { name: 'Go back to the classic search' }));
    expect(onRefineInFilters).toHaveBeenCalledTimes(1);
  });

  it('uses the prefixed webkitSpeechRecognition too', async () => {
    delete speechWindow.SpeechRecognition;
    speechWindow.webkitSpeechRecognition = FakeSpeechRecognition;
    fakeAiApi();
    renderVoice();
    await speak(['Audi', false]);
    expect(FakeSpeechRecognition.latest().started).toBe(true);
  });

  it('listens in the site language, shows the live transcript, stops at the final result, searches after confirmation', async () => {
    await setLanguage('hr');
    const server = fakeAiApi({
      voice: () =>
        aiAnswer(
          { brand: ['Volkswagen'], model: ['Golf'], fuelTypes: ['diesel'], maxPrice: 12000 },
          { results: carPage(8, 12) },
        ),
      counts: { voiceSearchesUsed: 1 },
    });
    renderVoice('/hr');
    expect(await screen.findByText('Preostale glasovne pretrage danas: 4/5')).toBeTruthy();
    const croatian = screen.getByRole('radio', { name: 'Hrvatski' }) as HTMLInputElement;
    expect(croatian.checked).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Pokreni glasovnu pretragu' }));
    const recognition = FakeSpeechRecognition.latest();
    expect(recognition).toMatchObject({ lang: 'hr-HR', continuous: false, interimResults: true, started: true });
    // Listening: the button stops, the language cannot change.
    expect(screen.getByRole('button', { name: 'Zaustavi slušanje' })).toBeTruthy();
    expect(croatian.disabled).toBe(true);

    act(() => recognition.hear('VW Golf dizel', false));
    const live = screen.getByText('VW Golf dizel');
    expect(live.closest('[aria-live="polite"]')).toBeTruthy();
    expect(recognition.stopped).toBe(false);
    act(() => recognition.hear('VW Golf dizel do 12 tisuća eura', true));
    expect(recognition.stopped).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Pretraži' }));
    await waitFor(() => expect(server.posted('/api/cars/search/voice')).toHaveLength(1));
    expect(server.posted('/api/cars/search/voice')[0]!.body).toEqual({
      query: 'VW Golf dizel do 12 tisuća eura',
      language: 'hr',
      sort: 'listed_desc',
      page: 1,
      pageSize: PAGE_SIZE,
    });
    const chips = await screen.findByRole('list', { name: 'Prepoznati kriteriji pretrage' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => normalise(chip.textContent)),
    ).toEqual(['Volkswagen', 'Golf', '≤ 12.000 €', 'Dizel']);
    expect(screen.getByText('Rekli ste: „VW Golf dizel do 12 tisuća eura”.')).toBeTruthy();
    await waitFor(() => expect(currentParams().get('brand')).toBe('Volkswagen'));
    await waitFor(() => expect(toastNow()?.title).toBe('Glasovna pretraga završena'));
    expect(normalise(toastNow()?.description)).toBe(
      'Rekli ste: „VW Golf dizel do 12 tisuća eura”. Prepoznato: Volkswagen, Golf, ≤ 12.000 €, Dizel. Pronađeno je 12 automobila. Preostale pretrage danas: 3/5.',
    );
    expect(await screen.findByText('Preostale glasovne pretrage danas: 3/5')).toBeTruthy();
  });

  it('the language chips choose the recogniser’s locale and the request’s language', async () => {
    const server = fakeAiApi({ voice: () => aiAnswer({ brand: ['BMW'] }) });
    renderVoice();
    expect(((await screen.findByRole('radio', { name: 'English' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    const recognition = await speak(['BMW unter 20.000 €', true]);
    expect(recognition.lang).toBe('de-DE');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(server.posted('/api/cars/search/voice')[0]?.body).toMatchObject({
        query: 'BMW unter 20.000 €',
        language: 'de',
      }),
    );
  });

  it('Stop listening keeps what was heard for confirmation; Try again clears it', async () => {
    const server = fakeAiApi();
    renderVoice();
    const recognition = await speak(['Toyota Yaris hybrid', false]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(recognition.stopped).toBe(true);
    expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('Toyota Yaris hybrid')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Toyota Yaris hybrid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(document.activeElement).toBe(await startButton());
    expect(server.posted('/api/cars/search/voice')).toEqual([]);
  });

  it.each([
    [
      'not-allowed',
      'Microphone permission was denied. Allow access to the microphone in your browser settings and try again.',
    ],
    ['no-speech', 'No speech was detected. Please try again and speak clearly into the microphone.'],
    ['audio-capture', 'No microphone was found. Check that a microphone is connected and try again.'],
    ['network', 'A network error interrupted speech recognition. Check your connection and try again.'],
    [
      'language-not-supported',
      'Speech recognition stopped with the error “language-not-supported”. Please try again later.',
    ],
  ])('a recognition error %s gives its message', async (code, message) => {
    fakeAiApi();
    renderVoice();
    const recognition = await speak();
    act(() => recognition.fail(code));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Voice recognition error' })).toBeTruthy();
    expect(toastNow()).toMatchObject({
      title: 'Voice recognition error',
      description: message,
      variant: 'destructive',
    });
    expect(await startButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('a recogniser that will not start: ‘Failed to start voice recording. Please try again.’', async () => {
    fakeAiApi();
    FakeSpeechRecognition.startError = new DOMException('recognition has already started', 'InvalidStateError');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderVoice();
    fireEvent.click(await startButton());
    expect(await screen.findByText('Failed to start voice recording. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start voice search' })).toBeTruthy();
  });

  it('ending without hearing anything: ‘No voice input detected. Please try again.’', async () => {
    const server = fakeAiApi();
    renderVoice();
    const recognition = await speak();
    act(() => recognition.end());
    expect(await screen.findByText('No voice input detected. Please try again.')).toBeTruthy();
    expect(server.posted('/api/cars/search/voice')).toEqual([]);
  });

  it('at the limit the microphone is disabled and nothing is sent', async () => {
    const server = fakeAiApi({ counts: { voiceSearchesUsed: 5 } });
    const { onRefineInFilters } = renderVoice();
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
    expect(
      screen.getByText("You've reached your limit of voice searches. Please try the classic search instead."),
    ).toBeTruthy();
    expect(screen.getByText('Voice searches left today: 0/5')).toBeTruthy();
    expect((await startButton()).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to the classic search' }));
    expect(onRefineInFilters).toHaveBeenCalledTimes(1);
    expect(FakeSpeechRecognition.instances).toEqual([]);
    expect(server.posted('/api/cars/search/voice')).toEqual([]);
  });

  it('checks the limit before sending: a transcript confirmed after the last search was used elsewhere is not sent', async () => {
    const server = fakeAiApi({ counts: { voiceSearchesUsed: 4 } });
    const { queryClient } = renderVoice();
    await screen.findByText('Voice searches left today: 1/5');
    await speak(['Kia Ceed', true]);
    // Meanwhile the last one was used (another tab): the counts say so.
    act(() =>
      queryClient.setQueryData(['user', 'search-counts'], {
        aiSearchesUsed: 0,
        voiceSearchesUsed: 5,
        aiSearchesLimit: 10,
        voiceSearchesLimit: 5,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(toastNow()).toMatchObject({
      title: 'Search Limit Reached',
      description: "You've reached your limit of voice searches. Please try the classic search instead.",
    });
    expect(server.posted('/api/cars/search/voice')).toEqual([]);
  });

  it('a 429 from the server shows the limit', async () => {
    fakeAiApi({ voice: () => limitReached('voice') });
    renderVoice();
    await speak(['Kia Ceed', true]);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Search Limit Reached' })).toBeTruthy();
    expect(toastNow()?.title).toBe('Search Limit Reached');
    expect(useResultsCleared.getState().cleared).toBe(true);
  });

  it('a failed search: ‘Search Error’ with the message, or the unknown-error text; the results are cleared', async () => {
    let reply: () => unknown = () => apiError(500, 'internal', 'The listing store is not available');
    fakeAiApi({ voice: () => reply() });
    renderVoice();
    await speak(['Opel Astra', true]);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The listing store is not available')).toBeTruthy();
    expect(toastNow()).toMatchObject({ title: 'Search Error', description: 'The listing store is not available' });
    expect(useResultsCleared.getState().cleared).toBe(true);

    // The transcript stays for another try.
    reply = () => new Response('', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('An unknown error occurred during voice search')).toBeTruthy();
  });
});
