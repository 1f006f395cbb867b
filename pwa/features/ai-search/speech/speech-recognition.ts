/**
 * The parts of the Web Speech API's SpeechRecognition that voice search uses (TypeScript's DOM library
 * has the result types but not the recogniser). Chrome and Safari still prefix it as webkitSpeechRecognition.
 */
import type { Language } from '../../../lib/language';

export interface SpeechAlternativeLike {
  readonly transcript: string;
}

export interface SpeechResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternativeLike | undefined;
}

export interface SpeechResultEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResultLike | undefined };
}

export interface SpeechErrorEventLike {
  /** 'not-allowed', 'no-speech', 'audio-capture', 'network', 'aborted', 'service-not-allowed', … */
  readonly error: string;
  readonly message?: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: SpeechErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recogniser, or undefined where there is none (Firefox, headless browsers). */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** The recogniser's locale per spoken language. */
export const SPEECH_LOCALES: Record<Language, string> = { en: 'en-US', hr: 'hr-HR', de: 'de-DE' };

/** Everything recognised so far, and whether the last part is final. */
export function transcriptOf(event: SpeechResultEventLike): { text: string; isFinal: boolean } {
  let text = '';
  let isFinal = false;
  for (let index = 0; index < event.results.length; index++) {
    const result = event.results[index];
    if (!result) continue;
    text += result[0]?.transcript ?? '';
    isFinal = result.isFinal;
  }
  return { text: text.replace(/\s+/g, ' ').trim(), isFinal };
}

/** The voice.errors key of a recognition error code. */
export type SpeechErrorKey = 'notAllowed' | 'noSpeech' | 'audioCapture' | 'network' | 'other';

export function speechErrorKey(code: string): SpeechErrorKey {
  switch (code) {
    case 'not-allowed':
      return 'notAllowed';
    case 'no-speech':
      return 'noSpeech';
    case 'audio-capture':
      return 'audioCapture';
    case 'network':
      return 'network';
    default:
      return 'other';
  }
}
