/**
 * The one mechanism behind every AI feature (search, analyses, emails): a task is answered by the configured
 * OpenAI-compatible provider (Chat Completions with a strict JSON-schema structured output, validated by the
 * task) or, when no provider is configured or it fails (error, 429, timeout, invalid answer), by the task's
 * built-in engine, and the answer names the engine and why it fell back. The caller's signal (the client
 * going away) aborts the provider call, and then nothing answers.
 */
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { AiEngine, AiFallbackReason } from '@contract/ai-search';
import type { OpenAiSettings } from './ai-config';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One kind of AI work, with both ways of answering it. */
export interface AiTask<Input, Output> {
  /** The structured output's name (letters, digits, underscores), e.g. "car_analysis". */
  name: string;
  /** JSON schema of the provider's answer (strict structured output: every property required, no extras). */
  jsonSchema: Record<string, unknown>;
  /** The conversation sent to the provider. */
  messages(input: Input): ChatMessage[];
  /** Reads the provider's JSON text; throws InvalidAiOutput when it is not a valid answer. */
  parse(content: string, input: Input): Output;
  /** The built-in engine: no network, no invented facts. */
  builtin(input: Input, signal?: AbortSignal): Output | Promise<Output>;
}

export interface AiAnswer<Output> {
  value: Output;
  engine: AiEngine;
  fallbackReason?: AiFallbackReason;
}

/** Thrown by a task's `parse` for an answer it cannot use. */
export class InvalidAiOutput extends Error {}

/** The error an engine rejects with when its signal was aborted. */
export function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The request was aborted', 'AbortError');
}

/** Reads a provider's text as a JSON object, or throws InvalidAiOutput. */
export function parseJsonObject(content: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    throw new InvalidAiOutput('not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidAiOutput('not an object');
  return raw as Record<string, unknown>;
}

/** What the statistics learn of each answer: the task and, when the built-in engine stood in, why. */
export type AiAnswerListener = (task: string, answer: { engine: AiEngine; fallbackReason?: AiFallbackReason }) => void;

export class AiEnginePair {
  private readonly client: OpenAI | undefined;
  private readonly answerListeners = new Set<AiAnswerListener>();

  constructor(
    private readonly openai: OpenAiSettings | undefined,
    private readonly logger: Logger,
  ) {
    this.client = openai
      ? new OpenAI({
          apiKey: openai.apiKey,
          baseURL: openai.baseUrl ?? 'https://api.openai.com/v1',
          timeout: openai.timeoutMs,
          // A person is waiting: one try, then the built-in engine.
          maxRetries: 0,
          // The SDK's own log lines are not needed (and must never carry the key): fallbacks are logged below.
          logLevel: 'off',
        })
      : undefined;
  }

  /** Which engine answers first: the provider when one is configured. */
  get primary(): AiEngine {
    return this.client ? 'openai' : 'builtin';
  }

  onAnswer(listener: AiAnswerListener): () => void {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  }

  /**
   * Answers the task. `onProviderCall` is told just before the provider is asked (work it does from then on
   * costs money even when the client goes away: see api/platform/quotas/quota-unit.ts).
   */
  async run<Input, Output>(
    task: AiTask<Input, Output>,
    input: Input,
    signal?: AbortSignal,
    onProviderCall?: () => void,
  ): Promise<AiAnswer<Output>> {
    const answer = await this.answer(task, input, signal, onProviderCall);
    for (const listener of this.answerListeners) listener(task.name, answer);
    return answer;
  }

  private async answer<Input, Output>(
    task: AiTask<Input, Output>,
    input: Input,
    signal?: AbortSignal,
    onProviderCall?: () => void,
  ): Promise<AiAnswer<Output>> {
    if (signal?.aborted) throw abortError(signal);
    if (!this.client || !this.openai) return { value: await task.builtin(input, signal), engine: 'builtin' };
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.openai.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    try {
      onProviderCall?.();
      const completion = await this.client.chat.completions.create(
        {
          model: this.openai.model,
          messages: task.messages(input),
          response_format: {
            type: 'json_schema',
            json_schema: { name: task.name, strict: true, schema: task.jsonSchema },
          },
        },
        { signal: combined },
      );
      const message = completion.choices[0]?.message;
      if (!message?.content || message.refusal) throw new InvalidAiOutput(message?.refusal ? 'refusal' : 'no content');
      return { value: task.parse(message.content, input), engine: 'openai' };
    } catch (error) {
      if (signal?.aborted) throw abortError(signal);
      const reason: AiFallbackReason =
        error instanceof InvalidAiOutput
          ? 'invalid_output'
          : deadline.signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError
            ? 'timeout'
            : 'provider_error';
      this.logger.warn(
        {
          task: task.name,
          engine: 'openai',
          model: this.openai.model,
          fallbackReason: reason,
          status: error instanceof OpenAI.APIError ? error.status : undefined,
          detail: error instanceof InvalidAiOutput ? error.message : undefined,
        },
        'AI provider failed; the built-in engine answered',
      );
      return { value: await task.builtin(input, signal), engine: 'builtin', fallbackReason: reason };
    } finally {
      clearTimeout(timer);
    }
  }
}
