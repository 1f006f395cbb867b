/**
 * A SpeechRecognition stand-in for the voice panel's tests (jsdom has none): assign the class to
 * window.SpeechRecognition, then drive the latest instance with `hear`, `fail` and `end`, as a browser's
 * recogniser would (stop and abort end it, with the end event coming a moment later).
 */
import type { SpeechErrorEventLike, SpeechRecognitionLike, SpeechResultEventLike } from '../speech/speech-recognition';

export class FakeSpeechRecognition implements SpeechRecognitionLike {
  static instances: FakeSpeechRecognition[] = [];
  /** When set, start() throws as a browser does when the recogniser is busy or not allowed. */
  static startError: Error | null = null;

  static latest(): FakeSpeechRecognition {
    const instance = FakeSpeechRecognition.instances.at(-1);
    if (!instance) throw new Error('No SpeechRecognition was created');
    return instance;
  }

  static reset(): void {
    FakeSpeechRecognition.instances = [];
    FakeSpeechRecognition.startError = null;
  }

  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  onresult: ((event: SpeechResultEventLike) => void) | null = null;
  onerror: ((event: SpeechErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  aborted = false;
  private heard: { transcript: string; isFinal: boolean }[] = [];

  constructor() {
    FakeSpeechRecognition.instances.push(this);
  }

  start(): void {
    if (FakeSpeechRecognition.startError) throw FakeSpeechRecognition.startError;
    this.started = true;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    setTimeout(() => this.onend?.(), 0);
  }

  abort(): void {
    this.aborted = true;
    setTimeout(() => this.onend?.(), 0);
  }

  /** Speech recognised: replaces the current (interim) part, or adds a final one. */
  hear(transcript: string, isFinal: boolean): void {
    const last = this.heard.at(-1);
    if (last && !last.isFinal) this.heard.pop();
    this.heard.push({ transcript, isFinal });
    const results = this.heard.map((part) =>
      Object.assign([{ transcript: part.transcript }], { isFinal: part.isFinal }),
    );
    this.onresult?.({ resultIndex: results.length - 1, results });
  }

  /** The recogniser failed: an error event, then the end. */
  fail(code: string): void {
    this.onerror?.({ error: code });
    this.onend?.();
  }

  /** The recogniser stopped by itself. */
  end(): void {
    this.onend?.();
  }
}
