// The quiz's addresses inside the remote (under the locale prefix).

/** An attempt: taking it, or its review once submitted (a reload resumes it). */
export const quizPath = (attemptId: string): string => `/quiz?attempt=${encodeURIComponent(attemptId)}`;

/** The setup. */
export const QUIZ_SETUP_PATH = '/quiz';
