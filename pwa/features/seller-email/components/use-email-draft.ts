import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import type { EmailLanguage, EmailTopic } from '@contract/seller-email';
import { emailProblemOf, generateEmail, type EmailProblem } from '../api/seller-email-api';
import { deviceDraft, signature, type Draft } from './email-draft';

interface WriteOptions {
  /** Writes with the built-in letter writer even when online (after the API could not write one). */
  onDevice?: boolean;
}

/**
 * The email dialog's draft state: the language shown, the topics and own words chosen, and per language its
 * draft or the problem that kept it from being written. Writing asks the API's engine pair; offline (or on
 * request) the device writes it. A newer request aborts the one before, and closing the dialog aborts it too.
 */
export function useEmailDraft(car: Car, user: PublicUser, initialLanguage: EmailLanguage) {
  const [language, setLanguage] = useState<EmailLanguage>(initialLanguage);
  const [topics, setTopics] = useState<EmailTopic[]>([]);
  const [note, setNote] = useState('');
  const [drafts, setDrafts] = useState<Partial<Record<EmailLanguage, Draft>>>({});
  const [problems, setProblems] = useState<Partial<Record<EmailLanguage, EmailProblem>>>({});
  const [generating, setGenerating] = useState<EmailLanguage | null>(null);
  const controller = useRef<AbortController | null>(null);

  const write = useCallback(
    async (lang: EmailLanguage, chosen: EmailTopic[], ownWords: string, { onDevice = false }: WriteOptions = {}) => {
      const note = ownWords.trim();
      const setDraft = (draft: Draft) => setDrafts((current) => ({ ...current, [lang]: draft }));
      const setProblem = (problem: EmailProblem | undefined) =>
        setProblems((current) => ({ ...current, [lang]: problem }));
      controller.current?.abort();
      if (onDevice || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
        setDraft(deviceDraft(car, user, lang, chosen, note));
        setProblem(undefined);
        return;
      }
      const own = new AbortController();
      controller.current = own;
      setGenerating(lang);
      try {
        const response = await generateEmail(
          { carId: car.id, language: lang, userName: signature(user), topics: chosen, ...(note ? { note } : {}) },
          own.signal,
        );
        const { engine, fallbackReason, remaining, limit } = response;
        setDraft({
          ...response.email,
          source: engine,
          fallback: Boolean(fallbackReason),
          quota: engine === 'openai' ? { remaining, limit } : null,
          topics: chosen,
          note,
        });
        setProblem(undefined);
      } catch (error) {
        if (own.signal.aborted) return;
        const found = emailProblemOf(error, lang);
        if (found.kind === 'offline') setDraft(deviceDraft(car, user, lang, chosen, note));
        else setProblem(found);
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setGenerating(null);
        }
      }
    },
    [car, user],
  );

  useEffect(() => () => controller.current?.abort(), []);

  /** Writes the shown language's email again with the topics and own words chosen now. */
  const rewrite = (options?: WriteOptions) => write(language, topics, note, options);

  /** The buyer's edit of the shown draft's subject or body. */
  const editDraft = (change: Partial<Pick<Draft, 'subject' | 'body'>>) =>
    setDrafts((current) =>
      current[language] ? { ...current, [language]: { ...current[language], ...change } } : current,
    );

  const toggleTopic = (topic: EmailTopic, selected: boolean) =>
    setTopics((current) => (selected ? [...current, topic] : current.filter((item) => item !== topic)));

  return {
    language,
    setLanguage,
    topics,
    toggleTopic,
    note,
    setNote,
    draft: drafts[language],
    problems,
    problem: problems[language],
    hasDraftOrProblem: (lang: EmailLanguage) => Boolean(drafts[lang] || problems[lang]),
    generating,
    rewrite,
    editDraft,
  };
}
