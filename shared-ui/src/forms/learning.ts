// The learning preferences asked at onboarding (shell) and changed again in the settings
// (mfe-settings): their choices, the PUT /onboarding body built from a form's values, and the
// grade level the settings keep from the answers.
import type { EducationLevel, OnboardingAnswers, Voice } from '../types';

export const GRADES = [10, 11, 12] as const;
export const UNIVERSITY_YEARS = [1, 2, 3, 4, 5, 6] as const;
/** The reading speed (a speech rate): 0.5x to 2x in quarter steps, 1x by default. */
export const TTS_SPEED = { min: 0.5, max: 2, step: 0.25, default: 1 } as const;

type Grade = (typeof GRADES)[number];
const isGrade = (value: number | null): value is Grade => (GRADES as readonly number[]).includes(value ?? -1);

/** A form's answers, each null until chosen. */
export interface LearningAnswerValues {
  educationLevel: EducationLevel | null;
  grade: number | null;
  universityYear: number | null;
  voice: Voice | null;
  ttsSpeed: number;
}

/** The body of PUT /onboarding (only the level's own field: the grade or the year), or null while an answer is missing. */
export function onboardingAnswersOf(values: LearningAnswerValues): OnboardingAnswers | null {
  const { educationLevel, grade, universityYear, voice, ttsSpeed } = values;
  if (!educationLevel || !voice) return null;
  if (educationLevel === 'school') return isGrade(grade) ? { educationLevel, grade, voice, ttsSpeed } : null;
  return universityYear ? { educationLevel, universityYear, voice, ttsSpeed } : null;
}

/** The onboarding answers as settings.learningPreferences.gradeLevel (the school grade; null at university). */
export const gradeLevelOf = (answers: OnboardingAnswers) =>
  answers.educationLevel === 'school' ? (answers.grade ?? null) : null;
