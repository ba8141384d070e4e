// The `learning` namespace, one file per area and language: keys are `<area>.<key>`, e.g.
// `t('courses.catalogue.title')`. Each area's files sit in `locales/<lang>/<area>.json`.
import arCommon from './ar/common.json';
import arCourses from './ar/courses.json';
import arDashboard from './ar/dashboard.json';
import arHome from './ar/home.json';
import arLeaderboard from './ar/leaderboard.json';
import arQuiz from './ar/quiz.json';
import arReview from './ar/review.json';
import enCommon from './en/common.json';
import enCourses from './en/courses.json';
import enDashboard from './en/dashboard.json';
import enHome from './en/home.json';
import enLeaderboard from './en/leaderboard.json';
import enQuiz from './en/quiz.json';
import enReview from './en/review.json';

export const en = {
  common: enCommon,
  courses: enCourses,
  dashboard: enDashboard,
  home: enHome,
  leaderboard: enLeaderboard,
  quiz: enQuiz,
  review: enReview,
};
export const ar = {
  common: arCommon,
  courses: arCourses,
  dashboard: arDashboard,
  home: arHome,
  leaderboard: arLeaderboard,
  quiz: arQuiz,
  review: arReview,
};
