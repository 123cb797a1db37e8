import { cmsEnv } from '../../env';
import { OpenAiWriter } from './openai-writer';

/**
 * What the AI features ask of a language model (issue #12 gates them by plan): a summary of a
 * lesson, and multiple-choice questions about it, both in the lesson's own language. One adapter
 * speaks any OpenAI-compatible API; tests run it against a loopback stub of that API.
 */
export interface AiWriter {
  /** A short summary of `text` for students, in the language `text` is written in. */
  summarize(text: string): Promise<string>;
  /** `count` choice questions about `text`, in its language; each has 2–6 options and the indexes of the correct ones. */
  writeQuestions(text: string, count: number): Promise<GeneratedQuestion[]>;
}

export interface GeneratedQuestion {
  text: string;
  options: string[];
  correct: number[];
}

let writer: AiWriter | null | undefined;

/** The platform's AI writer, or null when no OPENAI_API_KEY is set (then the platform offers no AI). */
export function aiWriter(): AiWriter | null {
  if (writer === undefined) {
    const env = cmsEnv();
    writer = env.OPENAI_API_KEY ? new OpenAiWriter({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }) : null;
  }
  return writer;
}

/** Whether the platform offers AI at all; the site's plan then decides which calls (plans/assert-plan-has.ts). */
export const aiOffered = (): boolean => aiWriter() !== null;
