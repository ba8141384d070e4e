// One attempt on the page: loaded by id (GET /quiz-attempts/{id}: a reload resumes it), its
// answers kept on the page as they are given and saved through the AnswerSaver (answerSaver.ts);
// checks (interactive behaviour) after the answer is saved.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRemote } from '@nibras/shared-ui';
import { AnswerSaver, type SaverState } from './answerSaver';
import {
  checkQuestion,
  getAttempt,
  saveAnswer,
  type Answer,
  type Certainty,
  type CheckResult,
  type QuizAttempt,
} from './api';

export type SaveState = 'saved' | 'saving' | 'failed';

export interface CheckState extends CheckResult {
  /** The answer that was checked, as JSON (checking again needs a changed answer). */
  checked: string;
}

export type Load =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; attempt: QuizAttempt };

/** What a request answered: `key` is the attempt and reload it answers. */
type Settled = { key: string; load: Exclude<Load, { status: 'loading' }> };

const LOADING: Load = { status: 'loading' };

export const answerKey = (answer: Answer | undefined): string => JSON.stringify(answer ?? null);

export function useQuizAttempt(attemptId: string) {
  const { api } = useRemote();
  const [reloads, setReloads] = useState(0);
  const key = `${attemptId}#${reloads}`;
  const [settled, setSettled] = useState<Settled | null>(null);
  const load = useMemo<Load>(() => (settled?.key === key ? settled.load : LOADING), [settled, key]);
  /** Changes the attempt shown (a check, a submit); nothing while another one loads. */
  const setLoad = useCallback(
    (update: (before: Load) => Load) =>
      setSettled((before) => {
        if (!before || before.key !== key) return before;
        const next = update(before.load);
        return next.status === 'loading' ? before : { key, load: next };
      }),
    [key],
  );
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [certainties, setCertainties] = useState<Record<string, Certainty>>({});
  const [saver, setSaverState] = useState<SaverState>({ saving: false, failed: [] });
  const [checks, setChecks] = useState<Record<string, CheckState>>({});
  // The answers as last drawn, for the callbacks (events come after the commit).
  const latest = useRef({ answers, certainties });
  useEffect(() => {
    latest.current = { answers, certainties };
  });

  const saverRef = useRef<AnswerSaver | null>(null);
  useEffect(() => {
    const next = new AnswerSaver({
      send: (qid, body) => saveAnswer(api, attemptId, qid, body),
      onState: setSaverState,
    });
    saverRef.current = next;
    return () => {
      next.dispose();
      if (saverRef.current === next) saverRef.current = null;
    };
  }, [api, attemptId]);

  useEffect(() => {
    const controller = new AbortController();
    getAttempt(api, attemptId, controller.signal).then(
      (attempt) => {
        setAnswers({ ...attempt.answers });
        setCertainties({ ...attempt.certainties });
        setChecks({});
        setSettled({ key, load: { status: 'ready', attempt } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, load: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [api, attemptId, key]);

  /**
   * A new answer: saved at once, or after a pause when typed. `undefined` (an emptied field) or an
   * incomplete answer (`save: false`) is kept on the page, and clears the saved one.
   */
  const answer = useCallback(
    (qid: string, value: Answer | undefined, options: { typing?: boolean; save?: boolean } = {}) => {
      setAnswers((before) => {
        const next = { ...before };
        if (value === undefined) delete next[qid];
        else next[qid] = value;
        return next;
      });
      const saver = saverRef.current;
      if (!saver) return;
      const typing = options.typing ?? false;
      if (value === undefined || options.save === false) {
        saver.set(qid, { answer: null }, typing);
        return;
      }
      const certainty = latest.current.certainties[qid];
      saver.set(qid, { answer: value, ...(certainty ? { certainty } : {}) }, typing);
    },
    [],
  );

  /** How sure the student is: saved with the answer (kept until there is an answer to save it with). */
  const choose = useCallback((qid: string, certainty: Certainty, save: boolean) => {
    setCertainties((before) => ({ ...before, [qid]: certainty }));
    const current = latest.current.answers[qid];
    if (save && current !== undefined) saverRef.current?.set(qid, { answer: current, certainty });
  }, []);

  const commit = useCallback((qid: string) => saverRef.current?.commit(qid) ?? Promise.resolve(), []);
  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(true), []);
  const retry = useCallback(() => saverRef.current?.retry(), []);

  /** Interactive behaviour: saves what waits, then checks the question (POST .../check). */
  const check = useCallback(
    async (qid: string): Promise<CheckState> => {
      if (!(await flush())) throw new Error('An answer could not be saved');
      const result = await checkQuestion(api, attemptId, qid);
      const state: CheckState = { ...result, checked: answerKey(latest.current.answers[qid]) };
      setChecks((before) => ({ ...before, [qid]: state }));
      setLoad((before) => {
        if (before.status !== 'ready') return before;
        const question = before.attempt.questions.find((q) => q.id === qid);
        const tries = before.attempt.tries[qid] ?? {
          tries: 0,
          maxTries: (question?.hintCount ?? 0) + 1,
          hintsShown: 0,
          hints: [],
          correct: null,
        };
        return {
          status: 'ready',
          attempt: {
            ...before.attempt,
            tries: {
              ...before.attempt.tries,
              [qid]: {
                ...tries,
                tries: tries.tries + 1,
                hintsShown: result.hint ? tries.hintsShown + 1 : tries.hintsShown,
                hints: result.hint ? [...tries.hints, result.hint] : tries.hints,
                correct: result.correct,
              },
            },
          },
        };
      });
      return state;
    },
    [api, attemptId, flush, setLoad],
  );

  const saveState: SaveState = saver.failed.length > 0 ? 'failed' : saver.saving ? 'saving' : 'saved';

  return useMemo(
    () => ({
      load,
      answers,
      certainties,
      checks,
      saveState,
      answer,
      choose,
      commit,
      flush,
      retry,
      check,
      /** The API found these unanswered (answered elsewhere, then cleared): the page shows them so. */
      forget: (ids: readonly string[]) =>
        setAnswers((before) => {
          const next = { ...before };
          for (const id of ids) delete next[id];
          return next;
        }),
      /** Shows the attempt the API answered (after a submit). */
      replace: (attempt: QuizAttempt) => setLoad(() => ({ status: 'ready', attempt })),
      reload: () => setReloads((n) => n + 1),
    }),
    [load, answers, certainties, checks, saveState, answer, choose, commit, flush, retry, check, setLoad],
  );
}

export type QuizAttemptState = ReturnType<typeof useQuizAttempt>;
