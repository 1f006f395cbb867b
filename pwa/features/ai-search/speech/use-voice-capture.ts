/**
 * One utterance through the browser's speech recogniser: not continuous, interim results
 * shown live, a final result stops the recogniser, then the transcript waits for confirmation. Errors
 * other than our own aborts are reported; ending with nothing heard reports "no input".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognitionConstructor, transcriptOf, type SpeechRecognitionLike } from './speech-recognition';

export type VoiceStage = 'idle' | 'listening' | 'confirm';

export interface VoiceCaptureEvents {
  /** The recogniser reported an error (its code: 'not-allowed', 'no-speech', …). */
  onError: (code: string) => void;
  /** It ended without hearing anything and without an error. */
  onNoInput: () => void;
  /** It could not be created or started. */
  onStartFailed: (error: unknown) => void;
}

interface Session {
  recognition: SpeechRecognitionLike;
  text: string;
  errored: boolean;
}

export function useVoiceCapture(events: VoiceCaptureEvents) {
  const [stage, setStage] = useState<VoiceStage>('idle');
  const [transcript, setTranscript] = useState('');
  const [isFinal, setIsFinal] = useState(false);
  const active = useRef<Session | null>(null);
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  });

  /** Stops the current recogniser without any report (handlers detached first). */
  const discard = useCallback(() => {
    const session = active.current;
    active.current = null;
    if (!session) return;
    session.recognition.onresult = null;
    session.recognition.onerror = null;
    session.recognition.onend = null;
    try {
      session.recognition.abort();
    } catch {
      // Already stopped.
    }
  }, []);

  const listen = useCallback(
    (locale: string) => {
      discard();
      setTranscript('');
      setIsFinal(false);
      const Recognition = speechRecognitionConstructor();
      let recognition: SpeechRecognitionLike;
      try {
        if (!Recognition) throw new Error('Speech recognition is not available');
        recognition = new Recognition();
        recognition.lang = locale;
        recognition.continuous = false;
        recognition.interimResults = true;
        recognition.maxAlternatives = 1;
      } catch (error) {
        setStage('idle');
        latestEvents.current.onStartFailed(error);
        return;
      }
      const session: Session = { recognition, text: '', errored: false };
      recognition.onresult = (event) => {
        if (active.current !== session) return;
        const heard = transcriptOf(event);
        session.text = heard.text;
        setTranscript(heard.text);
        setIsFinal(heard.isFinal);
        if (heard.isFinal) recognition.stop();
      };
      recognition.onerror = (event) => {
        if (active.current !== session || session.errored) return;
        session.errored = true;
        setTranscript('');
        setStage('idle');
        latestEvents.current.onError(event.error);
      };
      recognition.onend = () => {
        if (active.current !== session) return;
        active.current = null;
        if (session.errored) {
          setTranscript('');
          setStage('idle');
        } else if (session.text) {
          setIsFinal(true);
          setStage('confirm');
        } else {
          setStage('idle');
          latestEvents.current.onNoInput();
        }
      };
      active.current = session;
      try {
        recognition.start();
      } catch (error) {
        active.current = null;
        setStage('idle');
        latestEvents.current.onStartFailed(error);
        return;
      }
      setStage('listening');
    },
    [discard],
  );

  /** Stop listening: what was heard so far is kept for confirmation (the end event follows). */
  const stop = useCallback(() => {
    try {
      active.current?.recognition.stop();
    } catch {
      // Already stopped.
    }
  }, []);

  /** Try again: the transcript is cleared and nothing listens. */
  const reset = useCallback(() => {
    discard();
    setTranscript('');
    setIsFinal(false);
    setStage('idle');
  }, [discard]);

  useEffect(() => discard, [discard]);

  return { stage, transcript, isFinal, listen, stop, reset };
}
