import { zodToFormik } from '@nibras/shared-ui/extra';
import { INITIAL_VALUES, STEPS, toAnswers, type OnboardingValues } from './schema';

const values = (over: Partial<OnboardingValues>): OnboardingValues => ({ ...INITIAL_VALUES, ...over });
const errorsOf = (step: number, v: OnboardingValues) => zodToFormik(STEPS[step]!.schema)(v);

describe('onboarding steps', () => {
  it('asks for the education level first', () => {
    expect(errorsOf(0, values({}))).toEqual({ educationLevel: 'shell:onboarding.errors.level' });
  });

  it('asks school students for their grade and university students for their year', () => {
    expect(errorsOf(0, values({ educationLevel: 'school' }))).toEqual({
      grade: 'shell:onboarding.errors.grade',
    });
    expect(errorsOf(0, values({ educationLevel: 'university' }))).toEqual({
      universityYear: 'shell:onboarding.errors.year',
    });
    expect(errorsOf(0, values({ educationLevel: 'school', grade: 11 }))).toEqual({});
    expect(errorsOf(0, values({ educationLevel: 'university', universityYear: 6 }))).toEqual({});
    expect(errorsOf(0, values({ educationLevel: 'university', universityYear: 7 }))).toEqual({
      universityYear: 'shell:onboarding.errors.year',
    });
  });

  it('asks for a voice', () => {
    expect(errorsOf(1, values({}))).toEqual({ voice: 'shell:onboarding.errors.voice' });
    expect(errorsOf(1, values({ voice: 'female' }))).toEqual({});
  });

  it('accepts a speed from 0.5 to 2', () => {
    expect(errorsOf(2, values({ ttsSpeed: 0.5 }))).toEqual({});
    expect(errorsOf(2, values({ ttsSpeed: 2 }))).toEqual({});
    expect(errorsOf(2, values({ ttsSpeed: 2.5 }))).toEqual({ ttsSpeed: 'validation.invalid' });
  });
});

describe('toAnswers (the PUT /onboarding body)', () => {
  it('sends the grade for school, never the university year', () => {
    expect(
      toAnswers(
        values({ educationLevel: 'school', grade: 12, universityYear: 3, voice: 'male', ttsSpeed: 1.25 }),
      ),
    ).toEqual({ educationLevel: 'school', grade: 12, voice: 'male', ttsSpeed: 1.25 });
  });

  it('sends the year for university, never the grade', () => {
    expect(
      toAnswers(values({ educationLevel: 'university', grade: 10, universityYear: 2, voice: 'female' })),
    ).toEqual({ educationLevel: 'university', universityYear: 2, voice: 'female', ttsSpeed: 1 });
  });

  it('is null while an answer is missing', () => {
    expect(toAnswers(values({ educationLevel: 'school', grade: 10 }))).toBeNull();
    expect(toAnswers(values({ voice: 'male' }))).toBeNull();
  });
});
