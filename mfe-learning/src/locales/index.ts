// The `learning` namespace, one file per area and language: keys are `<area>.<key>`, e.g.
// `t('courses.catalogue.title')`. Each area's files sit in `locales/<lang>/<area>.json`.
import arCommon from './ar/common.json';
import arCourses from './ar/courses.json';
import arHome from './ar/home.json';
import arQuiz from './ar/quiz.json';
import enCommon from './en/common.json';
import enCourses from './en/courses.json';
import enHome from './en/home.json';
import enQuiz from './en/quiz.json';

export const en = { common: enCommon, courses: enCourses, home: enHome, quiz: enQuiz };
export const ar = { common: arCommon, courses: arCourses, home: arHome, quiz: arQuiz };
