// The `chat` namespace, one file per area and language: keys are `<area>.<key>`, e.g.
// `t('saved.empty.title')`. Each area's files sit in `locales/<lang>/<area>.json`.
import arChat from './ar/chat.json';
import arCommon from './ar/common.json';
import arLesson from './ar/lesson.json';
import arReply from './ar/reply.json';
import arSaved from './ar/saved.json';
import arViewer from './ar/viewer.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enLesson from './en/lesson.json';
import enReply from './en/reply.json';
import enSaved from './en/saved.json';
import enViewer from './en/viewer.json';

export const en = {
  chat: enChat,
  common: enCommon,
  lesson: enLesson,
  reply: enReply,
  saved: enSaved,
  viewer: enViewer,
};
export const ar = {
  chat: arChat,
  common: arCommon,
  lesson: arLesson,
  reply: arReply,
  saved: arSaved,
  viewer: arViewer,
};
