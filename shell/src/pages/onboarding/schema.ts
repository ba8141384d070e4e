// The onboarding wizard's answers: one schema per step (validated before moving on) and
// the body of PUT /onboarding built from them.
import { z } from 'zod';
import type { EducationLevel, OnboardingAnswers, Voice } from '@nibras/shared-ui';
import { GRADES, TTS_SPEED, UNIVERSITY_YEARS, onboardingAnswersOf } from '@nibras/shared-ui/extra';

export interface OnboardingValues {
  educationLevel: EducationLevel | null;
  grade: (typeof GRADES)[number] | null;
  universityYear: number | null;
  voice: Voice | null;
  ttsSpeed: number;
}

export const INITIAL_VALUES: OnboardingValues = {
  educationLevel: null,
  grade: null,
  universityYear: null,
  voice: null,
  ttsSpeed: TTS_SPEED.default,
};

const levelStep = z
  .object({
    educationLevel: z.enum(['school', 'university'], { error: 'shell:onboarding.errors.level' }),
    grade: z.number().nullable(),
    universityYear: z.number().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.educationLevel === 'school' && !GRADES.includes(v.grade as 10)) {
      ctx.addIssue({ code: 'custom', path: ['grade'], message: 'shell:onboarding.errors.grade' });
    }
    if (v.educationLevel === 'university' && !UNIVERSITY_YEARS.includes(v.universityYear as 1)) {
      ctx.addIssue({ code: 'custom', path: ['universityYear'], message: 'shell:onboarding.errors.year' });
    }
  });

const voiceStep = z.object({
  voice: z.enum(['male', 'female'], { error: 'shell:onboarding.errors.voice' }),
});

const speedStep = z.object({
  ttsSpeed: z.number().min(TTS_SPEED.min).max(TTS_SPEED.max),
});

export const STEPS = [
  { key: 'level', schema: levelStep, fields: ['educationLevel', 'grade', 'universityYear'] },
  { key: 'voice', schema: voiceStep, fields: ['voice'] },
  { key: 'speed', schema: speedStep, fields: ['ttsSpeed'] },
] as const;

/** The body of PUT /onboarding; null while an answer is missing. */
export function toAnswers(values: OnboardingValues): OnboardingAnswers | null {
  if (!STEPS.every((step) => step.schema.safeParse(values).success)) return null;
  return onboardingAnswersOf(values);
}
