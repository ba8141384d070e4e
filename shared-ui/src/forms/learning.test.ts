import { gradeLevelOf, onboardingAnswersOf, type LearningAnswerValues } from './learning';

const values = (over: Partial<LearningAnswerValues>): LearningAnswerValues => ({
  educationLevel: null,
  grade: null,
  universityYear: null,
  voice: null,
  ttsSpeed: 1,
  ...over,
});

describe('gradeLevelOf (settings.learningPreferences.gradeLevel)', () => {
  it('gives the grade level kept in the settings', () => {
    expect(gradeLevelOf({ educationLevel: 'school', grade: 11, voice: 'male', ttsSpeed: 1 })).toBe(11);
    expect(
      gradeLevelOf({ educationLevel: 'university', universityYear: 2, voice: 'male', ttsSpeed: 1 }),
    ).toBeNull();
  });
});

describe('onboardingAnswersOf (the PUT /onboarding body)', () => {
  it("sends only the level's own field: the grade for school, the year for university", () => {
    const both = { grade: 12, universityYear: 3, voice: 'male', ttsSpeed: 1.25 } as const;
    expect(onboardingAnswersOf(values({ ...both, educationLevel: 'school' }))).toEqual({
      educationLevel: 'school',
      grade: 12,
      voice: 'male',
      ttsSpeed: 1.25,
    });
    expect(onboardingAnswersOf(values({ ...both, educationLevel: 'university' }))).toEqual({
      educationLevel: 'university',
      universityYear: 3,
      voice: 'male',
      ttsSpeed: 1.25,
    });
  });

  it('is null while an answer is missing or is not one of the choices', () => {
    expect(onboardingAnswersOf(values({ educationLevel: 'school', grade: 10 }))).toBeNull();
    expect(onboardingAnswersOf(values({ educationLevel: 'school', voice: 'male' }))).toBeNull();
    expect(onboardingAnswersOf(values({ educationLevel: 'school', grade: 9, voice: 'male' }))).toBeNull();
    expect(onboardingAnswersOf(values({ educationLevel: 'university', voice: 'male' }))).toBeNull();
  });
});
