import type { LocalizedText } from '../errors.ts';

/** Texts of the notifications the API itself creates (later features bring their own). */
export const NOTIFICATION_TEXTS = {
  welcome: (username: string): LocalizedText => ({
    en: `Welcome to Nibras, ${username}! Complete your onboarding so Nibras can tailor your studies to you.`,
    ar: `أهلًا بك في نبراس يا ${username}! أكمل الإعداد الأولي ليُكيّف نبراس دراستك بما يناسبك.`,
  }),
  onboardingCompleted: {
    en: 'Your onboarding is complete. Your studies are now tailored to you.',
    ar: 'اكتمل إعدادك الأولي، وأصبحت دراستك الآن مُكيّفة بما يناسبك.',
  },
  profileDetailsUpdated: {
    en: 'Your profile details were updated.',
    ar: 'تم تحديث بيانات ملفك الشخصي.',
  },
  profilePictureUpdated: {
    en: 'Your profile picture was updated.',
    ar: 'تم تحديث صورة ملفك الشخصي.',
  },
  profileCoverUpdated: {
    en: 'Your cover picture was updated.',
    ar: 'تم تحديث صورة الغلاف.',
  },
} as const;
