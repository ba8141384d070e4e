// Saving answers as they are given (PUT /quiz-attempts/{id}/answers/{qid}), apart from React: a
// typed answer waits for a pause in the typing, a click is saved at once; one save per question at
// a time, the latest value last (an older answer never lands after a newer one). A failed save is
// kept and sent again by the next change, `retry()` or `flush()`. `flush()` waits for every save:
// the page calls it before a check and a submit.
import type { Answer, Certainty, QuizAttempt } from './api';

export interface SaveBody {
  /** null clears the question's saved answer (an emptied field, an incomplete answer). */
  answer: Answer | null;
  certainty?: Certainty;
}

export interface SaverState {
  /** A save is on its way (or a typed answer waits for its pause). */
  saving: boolean;
  /** Questions whose last save failed. */
  failed: readonly string[];
}

export interface SaverOptions {
  send(questionId: string, body: SaveBody): Promise<QuizAttempt>;
  onState(state: SaverState): void;
  onSaved?(attempt: QuizAttempt): void;
  /** The pause in typing before a typed answer is saved (default 700 ms). */
  typingDelayMs?: number;
}

export const TYPING_SAVE_DELAY_MS = 700;

export class AnswerSaver {
  private readonly queued = new Map<string, SaveBody>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private disposed = false;

  constructor(private readonly options: SaverOptions) {}

  /** A new answer to save: now, or after a pause in the typing. */
  set(questionId: string, body: SaveBody, typing = false): void {
    if (this.disposed) return;
    this.queued.set(questionId, body);
    this.clearTimer(questionId);
    if (typing) {
      this.timers.set(
        questionId,
        setTimeout(() => {
          this.timers.delete(questionId);
          void this.pump(questionId);
        }, this.options.typingDelayMs ?? TYPING_SAVE_DELAY_MS),
      );
      this.emit();
    } else {
      void this.pump(questionId);
    }
  }

  /** Saves a question's waiting answer now (leaving a typed field). */
  commit(questionId: string): Promise<void> {
    return this.pump(questionId);
  }

  /** Sends everything waiting, failed saves included; answers whether all of them are saved. */
  async flush(): Promise<boolean> {
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
    this.failed.clear();
    const ids = new Set([...this.queued.keys(), ...this.running.keys()]);
    await Promise.all([...ids].map((id) => this.pump(id)));
    return this.queued.size === 0 && this.running.size === 0 && this.failed.size === 0;
  }

  /** Sends the failed saves again. */
  retry(): void {
    void this.flush();
  }

  /** The page is going: typed answers still waiting for their pause are sent now, nothing is reported. */
  dispose(): void {
    for (const id of [...this.timers.keys()]) {
      this.clearTimer(id);
      const body = this.queued.get(id);
      if (body && !this.running.has(id)) this.options.send(id, body).catch(() => undefined);
    }
    this.disposed = true;
  }

  get state(): SaverState {
    return { saving: this.running.size > 0 || this.timers.size > 0, failed: [...this.failed] };
  }

  private pump(questionId: string): Promise<void> {
    this.clearTimer(questionId);
    const current = this.running.get(questionId);
    // One save per question at a time: the running one sends what is queued next when it ends.
    if (current) return current;
    const body = this.queued.get(questionId);
    if (!body) {
      this.emit();
      return Promise.resolve();
    }
    this.queued.delete(questionId);
    const done = this.options
      .send(questionId, body)
      .then(
        (attempt) => {
          this.failed.delete(questionId);
          if (!this.disposed) this.options.onSaved?.(attempt);
          return true;
        },
        () => {
          // Kept for a retry, unless a newer answer already waits.
          if (!this.queued.has(questionId)) this.queued.set(questionId, body);
          this.failed.add(questionId);
          return false;
        },
      )
      .then((ok) => {
        this.running.delete(questionId);
        this.emit();
        if (ok && this.queued.has(questionId) && !this.timers.has(questionId)) return this.pump(questionId);
        return undefined;
      });
    this.running.set(questionId, done);
    this.emit();
    return done;
  }

  private clearTimer(questionId: string) {
    const timer = this.timers.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(questionId);
  }

  private emit() {
    if (!this.disposed) this.options.onState(this.state);
  }
}
