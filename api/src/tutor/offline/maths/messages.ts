/**
 * Everything the maths solver says, in English and Modern Standard Arabic with the terms of the Saudi
 * textbooks (معادلة خطية، متباينة، نظام معادلتين، المعادلة التربيعية، القانون العام، المميز،
 * الأرقام المعنوية، الصيغة العلمية). A step's reason is said as "we" in Arabic ("نطرح 3 من
 * الطرفين") and as an instruction in English; its question (hint first) speaks to the student.
 * Numbers in sentences are Western digits, like the numbers in the math (KaTeX).
 */
import type { Lang, MathsKind } from './types.ts';

export interface Phrase {
  reason: string;
  ask: string;
}
export type Phrases = Readonly<Record<Lang, Phrase>>;
type Said = Readonly<Record<Lang, string>>;

/**
 * "3 significant figures" with Arabic number agreement: 1 رقم معنوي واحد, 2 رقمان معنويان (رقمين
 * معنويين after a preposition or as an object), 3–10 أرقام معنوية, 11 and more رقمًا معنويًا.
 */
export function counted(
  n: number,
  what: 'figures' | 'places',
  grammaticalCase: 'nominative' | 'oblique',
): Said {
  const en = what === 'figures' ? 'significant figure' : 'decimal place';
  const forms =
    what === 'figures'
      ? {
          one: 'رقم معنوي واحد',
          twoNom: 'رقمان معنويان',
          twoObl: 'رقمين معنويين',
          few: 'أرقام معنوية',
          many: 'رقمًا معنويًا',
        }
      : {
          one: 'منزلة عشرية واحدة',
          twoNom: 'منزلتان عشريتان',
          twoObl: 'منزلتين عشريتين',
          few: 'منازل عشرية',
          many: 'منزلة عشرية',
        };
  const ar =
    n === 1
      ? forms.one
      : n === 2
        ? grammaticalCase === 'nominative'
          ? forms.twoNom
          : forms.twoObl
        : n <= 10
          ? `${n} ${forms.few}`
          : `${n} ${forms.many}`;
  return { en: `${n} ${en}${n === 1 ? '' : 's'}`, ar };
}

export const LABELS = {
  en: {
    answer: 'Answer',
    check: 'Check',
    firstStep: 'First step',
    whatNext: 'What is the next step?',
    tryIt: 'Try the next step yourself, then ask again to see the full solution.',
    and: 'and',
    or: 'or',
    noSolution: 'no solution',
    allReals: 'all real numbers',
    noRealRoots: 'no real roots',
  },
  ar: {
    answer: 'الإجابة',
    check: 'التحقق',
    firstStep: 'الخطوة الأولى',
    whatNext: 'ما الخطوة التالية؟',
    tryIt: 'جرّب الخطوة التالية بنفسك، ثم اسألني مرة أخرى لترى الحل كاملًا.',
    and: 'و',
    or: 'أو',
    noSolution: 'لا يوجد حل',
    allReals: 'جميع الأعداد الحقيقية',
    noRealRoots: 'لا توجد جذور حقيقية',
  },
} as const;

export const TITLES: Readonly<Record<MathsKind, Said>> = {
  linear: { en: 'Linear equation', ar: 'معادلة خطية' },
  inequality: { en: 'Linear inequality', ar: 'متباينة خطية' },
  system: { en: 'System of two linear equations', ar: 'نظام معادلتين خطيتين' },
  quadratic: { en: 'Quadratic equation', ar: 'المعادلة التربيعية' },
  simplify: { en: 'Simplifying an expression', ar: 'تبسيط عبارة جبرية' },
  expand: { en: 'Expanding brackets', ar: 'فك الأقواس' },
  arithmetic: { en: 'Calculation', ar: 'عملية حسابية' },
  evaluate: { en: 'Evaluating by substitution', ar: 'إيجاد القيمة بالتعويض' },
  convert: { en: 'Unit conversion', ar: 'تحويل الوحدات' },
  scientific: { en: 'Scientific notation', ar: 'الصيغة العلمية' },
  sigfigs: { en: 'Significant figures', ar: 'الأرقام المعنوية' },
  derivative: { en: 'Derivative of a polynomial', ar: 'مشتقة كثيرة حدود' },
};

// ——— equations and inequalities ———

export const STEP = {
  expand: {
    en: { reason: 'Expand the brackets', ask: 'What do you get when you expand the brackets?' },
    ar: { reason: 'نفك الأقواس', ask: 'ماذا ينتج عندما تفك الأقواس؟' },
  },
  expandAndCombine: {
    en: {
      reason: 'Expand the brackets and combine like terms',
      ask: 'What do you get when you expand the brackets and combine like terms?',
    },
    ar: {
      reason: 'نفك الأقواس ونجمع الحدود المتشابهة',
      ask: 'ماذا ينتج عندما تفك الأقواس وتجمع الحدود المتشابهة؟',
    },
  },
  combine: {
    en: { reason: 'Combine like terms', ask: 'What do you get when you combine like terms?' },
    ar: { reason: 'نجمع الحدود المتشابهة', ask: 'ماذا ينتج عندما تجمع الحدود المتشابهة؟' },
  },
  clearFractions: (n: string): Phrases => ({
    en: {
      reason: `Multiply both sides by ${n} (the common denominator) to clear the fractions`,
      ask: `What do you get when you multiply both sides by ${n}?`,
    },
    ar: {
      reason: `نضرب الطرفين في ${n} (المقام المشترك) للتخلص من الكسور`,
      ask: `ماذا ينتج عندما تضرب الطرفين في ${n}؟`,
    },
  }),
  subtract: (thing: string): Phrases => ({
    en: {
      reason: `Subtract ${thing} from both sides`,
      ask: `What do you get when you subtract ${thing} from both sides?`,
    },
    ar: { reason: `نطرح ${thing} من الطرفين`, ask: `ماذا ينتج عندما تطرح ${thing} من الطرفين؟` },
  }),
  add: (thing: string): Phrases => ({
    en: { reason: `Add ${thing} to both sides`, ask: `What do you get when you add ${thing} to both sides?` },
    ar: { reason: `نضيف ${thing} إلى الطرفين`, ask: `ماذا ينتج عندما تضيف ${thing} إلى الطرفين؟` },
  }),
  divide: (n: string): Phrases => ({
    en: { reason: `Divide both sides by ${n}`, ask: `What do you get when you divide both sides by ${n}?` },
    ar: { reason: `نقسم الطرفين على ${n}`, ask: `ماذا ينتج عندما تقسم الطرفين على ${n}؟` },
  }),
  divideFlip: (n: string): Phrases => ({
    en: {
      reason: `Divide both sides by ${n}; dividing by a negative number reverses the inequality sign`,
      ask: `What do you get when you divide both sides by ${n}? Remember what dividing by a negative number does to the inequality sign.`,
    },
    ar: {
      reason: `نقسم الطرفين على ${n}، والقسمة على عدد سالب تعكس اتجاه إشارة المتباينة`,
      ask: `ماذا ينتج عندما تقسم الطرفين على ${n}؟ تذكّر ما تفعله القسمة على عدد سالب بإشارة المتباينة.`,
    },
  }),
  zeroTerm: {
    en: {
      reason: 'A term with coefficient 0 is 0, whatever the variable is',
      ask: 'What is 0 times any number?',
    },
    ar: {
      reason: 'الحد الذي معامله صفر يساوي صفرًا مهما كانت قيمة المتغير',
      ask: 'كم يساوي صفر مضروبًا في أي عدد؟',
    },
  },
  swap: {
    en: { reason: 'Swap the two sides', ask: 'What does the equation look like with its two sides swapped?' },
    ar: { reason: 'نبدّل الطرفين', ask: 'كيف تبدو المعادلة بعد تبديل طرفيها؟' },
  },
  negate: {
    en: { reason: 'Multiply both sides by −1', ask: 'What do you get when you multiply both sides by −1?' },
    ar: { reason: 'نضرب الطرفين في −1', ask: 'ماذا ينتج عندما تضرب الطرفين في −1؟' },
  },
  negateFlip: {
    en: {
      reason: 'Multiply both sides by −1; multiplying by a negative number reverses the inequality sign',
      ask: 'What do you get when you multiply both sides by −1? Remember what that does to the inequality sign.',
    },
    ar: {
      reason: 'نضرب الطرفين في −1، والضرب في عدد سالب يعكس اتجاه إشارة المتباينة',
      ask: 'ماذا ينتج عندما تضرب الطرفين في −1؟ تذكّر ما يفعله ذلك بإشارة المتباينة.',
    },
  },
} as const;

export const LINEAR = {
  noSolution: (statement: string): Said => ({
    en: `The variable cancels out and ${statement} is false, so the equation has no solution.`,
    ar: `يختفي المتغير وتصبح العبارة ${statement} خاطئة، إذن ليس للمعادلة حل.`,
  }),
  identity: (statement: string): Said => ({
    en: `The variable cancels out and ${statement} is always true, so every real number is a solution (infinitely many solutions).`,
    ar: `يختفي المتغير وتبقى العبارة ${statement} صحيحة دائمًا، إذن كل عدد حقيقي حلٌّ للمعادلة (عدد لا نهائي من الحلول).`,
  }),
  inequalityNever: (statement: string): Said => ({
    en: `The variable cancels out and ${statement} is false, so no number satisfies the inequality.`,
    ar: `يختفي المتغير وتصبح العبارة ${statement} خاطئة، إذن لا يحقق أي عدد المتباينة.`,
  }),
  inequalityAlways: (statement: string): Said => ({
    en: `The variable cancels out and ${statement} is always true, so every real number satisfies the inequality.`,
    ar: `يختفي المتغير وتبقى العبارة ${statement} صحيحة دائمًا، إذن كل عدد حقيقي يحقق المتباينة.`,
  }),
  substitute: (assignment: string): Said => ({
    en: `Substitute ${assignment} into the original equation`,
    ar: `نعوّض ${assignment} في المعادلة الأصلية`,
  }),
  substituteInequality: (assignment: string): Said => ({
    en: `Take ${assignment}, a number in the solution set, and substitute it into the original inequality`,
    ar: `نأخذ ${assignment}، وهو عدد من مجموعة الحل، ونعوّضه في المتباينة الأصلية`,
  }),
  boundary: (assignment: string): Said => ({
    en: `At the boundary ${assignment} both sides are equal`,
    ar: `عند الحد ${assignment} يتساوى الطرفان`,
  }),
  tryValue: (assignment: string): Said => ({
    en: `Try ${assignment}`,
    ar: `نجرّب ${assignment}`,
  }),
  equalBoth: { en: 'both sides are equal', ar: 'الطرفان متساويان' } as Said,
};

export const QUADRATIC = {
  standardForm: {
    en: {
      reason:
        'Write the equation in standard form $$ax^2 + bx + c = 0$$ (every term on one side, whole-number coefficients, $$a > 0$$)',
      ask: 'What do you get when you bring every term to one side so the other side is 0?',
    },
    ar: {
      reason:
        'نكتب المعادلة على الصورة القياسية $$ax^2 + bx + c = 0$$ (جميع الحدود في طرف واحد، بمعاملات صحيحة، و $$a > 0$$)',
      ask: 'ماذا ينتج عندما تنقل جميع الحدود إلى طرف واحد ليصبح الطرف الآخر صفرًا؟',
    },
  } as Phrases,
  coefficients: {
    en: { reason: 'Read off the coefficients', ask: 'What are a, b and c?' },
    ar: { reason: 'نحدد المعاملات', ask: 'ما قيم a و b و c؟' },
  } as Phrases,
  discriminant: {
    en: {
      reason: 'Work out the discriminant',
      ask: 'What is the discriminant $$\\Delta = b^2 - 4ac$$, and what does its sign tell you?',
    },
    ar: {
      reason: 'نحسب المميز',
      ask: 'ما قيمة المميز $$\\Delta = b^2 - 4ac$$؟ وماذا تخبرك إشارته؟',
    },
  } as Phrases,
  twoRational: {
    en: 'The discriminant is positive and a perfect square, so there are two real roots and they are rational: the equation can be solved by factoring.',
    ar: 'المميز موجب ومربع كامل، إذن للمعادلة جذران حقيقيان نسبيان، ويمكن حلها بالتحليل إلى العوامل.',
  } as Said,
  oneRepeated: {
    en: 'The discriminant is 0, so there is one real root (a repeated root).',
    ar: 'المميز يساوي صفرًا، إذن للمعادلة جذر حقيقي واحد (جذر مكرر).',
  } as Said,
  twoIrrational: {
    en: 'The discriminant is positive but not a perfect square, so there are two real roots, which are irrational: use the quadratic formula.',
    ar: 'المميز موجب وليس مربعًا كاملًا، إذن للمعادلة جذران حقيقيان غير نسبيين، فنستخدم القانون العام.',
  } as Said,
  none: {
    en: 'The discriminant is negative, so the equation has no real roots.',
    ar: 'المميز سالب، إذن ليس للمعادلة جذور حقيقية.',
  } as Said,
  twoNumbers: (product: string, total: string, numbers: string): Phrases => ({
    en: {
      reason: `Find two numbers whose product is ${product} and whose sum is ${total}: ${numbers}`,
      ask: `Which two numbers have a product of ${product} and a sum of ${total}?`,
    },
    ar: {
      reason: `نبحث عن عددين حاصل ضربهما ${product} ومجموعهما ${total}: ${numbers}`,
      ask: `ما العددان اللذان حاصل ضربهما ${product} ومجموعهما ${total}؟`,
    },
  }),
  factor: {
    en: { reason: 'Factor', ask: 'How does the left side factor?' },
    ar: { reason: 'نحلل إلى العوامل', ask: 'كيف يتحلل المقدار التربيعي إلى عوامل؟' },
  } as Phrases,
  zeroFactors: {
    en: {
      reason: 'A product is 0 when one of its factors is 0',
      ask: 'A product is 0 when one of its factors is 0: what values make each factor 0?',
    },
    ar: {
      reason: 'يكون حاصل الضرب صفرًا إذا كان أحد العوامل صفرًا',
      ask: 'يكون حاصل الضرب صفرًا إذا كان أحد العوامل صفرًا: ما القيم التي تجعل كل عامل صفرًا؟',
    },
  } as Phrases,
  formula: (x: string): Phrases => ({
    en: {
      reason: `Substitute into the quadratic formula $$${x} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$`,
      ask: 'What do you get when you substitute a, b and the discriminant into the quadratic formula?',
    },
    ar: {
      reason: `نعوّض في القانون العام $$${x} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a}$$`,
      ask: 'ماذا ينتج عندما تعوّض a و b والمميز في القانون العام؟',
    },
  }),
  simplifyRoot: {
    en: { reason: 'Simplify the square root and the fraction', ask: 'How can you simplify the square root?' },
    ar: { reason: 'نبسّط الجذر التربيعي والكسر', ask: 'كيف تبسّط الجذر التربيعي؟' },
  } as Phrases,
  approx: { en: 'As decimals', ar: 'بالتقريب العشري' } as Said,
  substituteRoot: (assignment: string): Said => ({
    en: `Substitute ${assignment} into the original equation`,
    ar: `نعوّض ${assignment} في المعادلة الأصلية`,
  }),
  substituteExact: (assignment: string): Said => ({
    en: `Substitute ${assignment} into the standard form: it gives exactly 0`,
    ar: `نعوّض ${assignment} في الصورة القياسية فنحصل على صفر تمامًا`,
  }),
  vertex: (at: string): Said => ({
    en: `The quadratic $$ax^2 + bx + c$$ is smallest at its vertex ${at}, and even there it is above 0`,
    ar: `أصغر قيمة للمقدار التربيعي $$ax^2 + bx + c$$ عند رأسه ${at}، وحتى عندها هو أكبر من صفر`,
  }),
};

export const SYSTEM = {
  standardForm: {
    en: {
      reason: 'Write both equations in the form $$ax + by = c$$',
      ask: 'How do both equations look in the form ax + by = c?',
    },
    ar: {
      reason: 'نكتب المعادلتين على الصورة $$ax + by = c$$',
      ask: 'كيف تصبح المعادلتان على الصورة ax + by = c؟',
    },
  } as Phrases,
  multiply: (which: string, by: string, variable: string): Phrases => ({
    en: {
      reason: `Multiply equation ${which} by ${by} so the ${variable} terms have the same size`,
      ask: `What do you get when you multiply equation ${which} by ${by}?`,
    },
    ar: {
      reason: `نضرب المعادلة ${which} في ${by} ليصبح لحدّي ${variable} المعامل نفسه`,
      ask: `ماذا ينتج عندما تضرب المعادلة ${which} في ${by}؟`,
    },
  }),
  addEquations: (variable: string): Phrases => ({
    en: {
      reason: `Add the two equations to eliminate ${variable}`,
      ask: `What do you get when you add the two equations? Which variable disappears?`,
    },
    ar: {
      reason: `نجمع المعادلتين لحذف ${variable}`,
      ask: `ماذا ينتج عندما تجمع المعادلتين؟ أي متغير يختفي؟`,
    },
  }),
  subtractEquations: (variable: string): Phrases => ({
    en: {
      reason: `Subtract equation (2) from equation (1) to eliminate ${variable}`,
      ask: `What do you get when you subtract equation (2) from equation (1)? Which variable disappears?`,
    },
    ar: {
      reason: `نطرح المعادلة (2) من المعادلة (1) لحذف ${variable}`,
      ask: `ماذا ينتج عندما تطرح المعادلة (2) من المعادلة (1)؟ أي متغير يختفي؟`,
    },
  }),
  isolate: (variable: string, which: string): Phrases => ({
    en: {
      reason: `From equation ${which}, write ${variable} in terms of the other variable`,
      ask: `How do you write ${variable} in terms of the other variable, using equation ${which}?`,
    },
    ar: {
      reason: `من المعادلة ${which} نكتب ${variable} بدلالة المتغير الآخر`,
      ask: `كيف تكتب ${variable} بدلالة المتغير الآخر من المعادلة ${which}؟`,
    },
  }),
  substituteInto: (expression: string, which: string): Phrases => ({
    en: {
      reason: `Substitute ${expression} into equation ${which}`,
      ask: `What equation do you get when you substitute ${expression} into equation ${which}?`,
    },
    ar: {
      reason: `نعوّض ${expression} في المعادلة ${which}`,
      ask: `ما المعادلة الناتجة عندما تعوّض ${expression} في المعادلة ${which}؟`,
    },
  }),
  solveFor: (variable: string): Phrases => ({
    en: { reason: `Solve for ${variable}`, ask: `What is ${variable}?` },
    ar: { reason: `نحل المعادلة لإيجاد ${variable}`, ask: `ما قيمة ${variable}؟` },
  }),
  backSubstitute: (value: string, which: string): Phrases => ({
    en: {
      reason: `Substitute ${value} into equation ${which}`,
      ask: `What do you get when you substitute ${value} into equation ${which}?`,
    },
    ar: {
      reason: `نعوّض ${value} في المعادلة ${which}`,
      ask: `ماذا ينتج عندما تعوّض ${value} في المعادلة ${which}؟`,
    },
  }),
  noSolution: {
    en: 'Both variables cancel out and what is left is false: the lines are parallel, so the system has no solution.',
    ar: 'يختفي المتغيران ويبقى تناقض: المستقيمان متوازيان، إذن ليس للنظام حل.',
  } as Said,
  infinitelyMany: {
    en: 'Both variables cancel out and what is left is always true: the two equations describe the same line, so the system has infinitely many solutions.',
    ar: 'يختفي المتغيران وتبقى عبارة صحيحة دائمًا: المعادلتان تمثلان المستقيم نفسه، إذن للنظام عدد لا نهائي من الحلول.',
  } as Said,
  infinitelyManyAnswer: { en: 'infinitely many solutions', ar: 'عدد لا نهائي من الحلول' } as Said,
  checkEquation: (which: string): Said => ({ en: `Equation ${which}`, ar: `المعادلة ${which}` }),
  substituteBoth: (values: string): Said => ({
    en: `Substitute ${values} into both equations`,
    ar: `نعوّض ${values} في المعادلتين`,
  }),
};

export const POLYNOMIAL = {
  powerAsProduct: {
    en: {
      reason: 'Write the power as a product of brackets',
      ask: 'How can you write the power as a product?',
    },
    ar: { reason: 'نكتب القوة على صورة حاصل ضرب أقواس', ask: 'كيف تكتب القوة على صورة حاصل ضرب؟' },
  } as Phrases,
  distribute: {
    en: {
      reason: 'Multiply each term in one bracket by each term in the other (distributive property)',
      ask: 'What do you get when you multiply each term in one bracket by each term in the other?',
    },
    ar: {
      reason: 'نضرب كل حد في القوس الأول في كل حد في القوس الثاني (خاصية التوزيع)',
      ask: 'ماذا ينتج عندما تضرب كل حد في القوس الأول في كل حد في القوس الثاني؟',
    },
  } as Phrases,
  openBrackets: {
    en: {
      reason: 'Open the brackets (distributive property)',
      ask: 'What do you get when you multiply out the brackets?',
    },
    ar: { reason: 'نفك الأقواس (خاصية التوزيع)', ask: 'ماذا ينتج عندما تفك الأقواس؟' },
  } as Phrases,
  group: {
    en: { reason: 'Group like terms', ask: 'Which terms are like terms?' },
    ar: { reason: 'نجمّع الحدود المتشابهة معًا', ask: 'ما الحدود المتشابهة؟' },
  } as Phrases,
  combine: {
    en: {
      reason: 'Combine like terms (add their coefficients)',
      ask: 'What do you get when you add the coefficients of the like terms?',
    },
    ar: {
      reason: 'نجمع الحدود المتشابهة (نجمع معاملاتها)',
      ask: 'ماذا ينتج عندما تجمع معاملات الحدود المتشابهة؟',
    },
  } as Phrases,
  alreadySimple: {
    en: 'There are no brackets and no like terms to combine: the expression is already in its simplest form.',
    ar: 'لا توجد أقواس ولا حدود متشابهة لجمعها: العبارة في أبسط صورة.',
  } as Said,
  check: (values: string): Said => ({
    en: `Substitute ${values} into the original expression and into the result: both give the same value`,
    ar: `نعوّض ${values} في العبارة الأصلية وفي الناتج فنحصل على القيمة نفسها`,
  }),
  original: { en: 'Original', ar: 'العبارة الأصلية' } as Said,
  result: { en: 'Result', ar: 'الناتج' } as Said,
};

export const ARITHMETIC = {
  commonDenominator: (lcd: string): Phrases => ({
    en: {
      reason: `Write the fractions with the common denominator ${lcd}`,
      ask: `What is each fraction with the common denominator ${lcd}?`,
    },
    ar: {
      reason: `نكتب الكسور بمقام مشترك هو ${lcd}`,
      ask: `كيف يُكتب كل كسر بالمقام المشترك ${lcd}؟`,
    },
  }),
  addNumerators: {
    en: {
      reason: 'Add the numerators and keep the denominator',
      ask: 'What do you get when you add the numerators?',
    },
    ar: { reason: 'نجمع البسطين ونُبقي المقام', ask: 'ماذا ينتج عندما تجمع البسطين؟' },
  } as Phrases,
  subtractNumerators: {
    en: {
      reason: 'Subtract the numerators and keep the denominator',
      ask: 'What do you get when you subtract the numerators?',
    },
    ar: { reason: 'نطرح البسطين ونُبقي المقام', ask: 'ماذا ينتج عندما تطرح البسطين؟' },
  } as Phrases,
  multiplyFractions: {
    en: {
      reason: 'Multiply the numerators together and the denominators together',
      ask: 'What do you get when you multiply the numerators together and the denominators together?',
    },
    ar: {
      reason: 'نضرب البسط في البسط والمقام في المقام',
      ask: 'ماذا ينتج عندما تضرب البسط في البسط والمقام في المقام؟',
    },
  } as Phrases,
  reciprocal: {
    en: {
      reason: 'Dividing by a fraction is multiplying by its reciprocal',
      ask: 'What is the reciprocal of the fraction you divide by?',
    },
    ar: {
      reason: 'القسمة على كسر تساوي الضرب في مقلوبه',
      ask: 'ما مقلوب الكسر الذي تقسم عليه؟',
    },
  } as Phrases,
  reduce: (by: string): Phrases => ({
    en: {
      reason: `Simplify: divide the numerator and the denominator by ${by}`,
      ask: `Can you simplify the fraction? Both parts divide by ${by}.`,
    },
    ar: {
      reason: `نبسّط الكسر بقسمة البسط والمقام على ${by}`,
      ask: `هل يمكنك تبسيط الكسر؟ البسط والمقام يقبلان القسمة على ${by}.`,
    },
  }),
  powerOfFraction: (n: string): Phrases => ({
    en: {
      reason: `Raise the numerator and the denominator to the power ${n}`,
      ask: `What do you get when you raise the numerator and the denominator to the power ${n}?`,
    },
    ar: {
      reason: `نرفع البسط والمقام كليهما إلى القوة ${n}`,
      ask: `ماذا ينتج عندما ترفع البسط والمقام إلى القوة ${n}؟`,
    },
  }),
  sameBaseMultiply: {
    en: {
      reason: 'Same base: multiplying powers adds the exponents, $$a^m \\times a^n = a^{m+n}$$',
      ask: 'The bases are the same: what happens to the exponents when you multiply the powers?',
    },
    ar: {
      reason: 'الأساسات متساوية: عند ضرب القوى نجمع الأسس، $$a^m \\times a^n = a^{m+n}$$',
      ask: 'الأساسات متساوية: ماذا يحدث للأسس عند ضرب القوى؟',
    },
  } as Phrases,
  sameBaseDivide: {
    en: {
      reason: 'Same base: dividing powers subtracts the exponents, $$a^m \\div a^n = a^{m-n}$$',
      ask: 'The bases are the same: what happens to the exponents when you divide the powers?',
    },
    ar: {
      reason: 'الأساسات متساوية: عند قسمة القوى نطرح الأسس، $$a^m \\div a^n = a^{m-n}$$',
      ask: 'الأساسات متساوية: ماذا يحدث للأسس عند قسمة القوى؟',
    },
  } as Phrases,
  powerOfPower: {
    en: {
      reason: 'A power of a power multiplies the exponents, $$(a^m)^n = a^{mn}$$',
      ask: 'What happens to the exponents when you raise a power to a power?',
    },
    ar: {
      reason: 'قوة القوة: نضرب الأسس، $$(a^m)^n = a^{mn}$$',
      ask: 'ماذا يحدث للأسس عند رفع قوة إلى قوة؟',
    },
  } as Phrases,
  negativeExponent: {
    en: {
      reason: 'A negative exponent means the reciprocal, $$a^{-n} = \\frac{1}{a^n}$$',
      ask: 'What does a negative exponent mean?',
    },
    ar: {
      reason: 'الأس السالب يعني المقلوب، $$a^{-n} = \\frac{1}{a^n}$$',
      ask: 'ماذا يعني الأس السالب؟',
    },
  } as Phrases,
  zeroExponent: {
    en: { reason: 'Any non-zero number to the power 0 is 1', ask: 'What is a number to the power 0?' },
    ar: { reason: 'أي عدد غير الصفر مرفوع للقوة صفر يساوي 1', ask: 'كم يساوي عدد مرفوع للقوة صفر؟' },
  } as Phrases,
  power: {
    en: { reason: 'Work out the power', ask: 'What is the value of the power?' },
    ar: { reason: 'نحسب القوة', ask: 'ما قيمة القوة؟' },
  } as Phrases,
  brackets: {
    en: { reason: 'Work out the brackets first', ask: 'What is the value inside the brackets?' },
    ar: { reason: 'نحسب ما بين القوسين أولًا', ask: 'ما قيمة ما بين القوسين؟' },
  } as Phrases,
  multiply: {
    en: { reason: 'Multiply', ask: 'What is the product?' },
    ar: { reason: 'نضرب', ask: 'ما ناتج الضرب؟' },
  } as Phrases,
  divide: {
    en: { reason: 'Divide', ask: 'What is the quotient?' },
    ar: { reason: 'نقسم', ask: 'ما ناتج القسمة؟' },
  } as Phrases,
  add: {
    en: { reason: 'Add', ask: 'What is the sum?' },
    ar: { reason: 'نجمع', ask: 'ما ناتج الجمع؟' },
  } as Phrases,
  subtract: {
    en: { reason: 'Subtract', ask: 'What is the difference?' },
    ar: { reason: 'نطرح', ask: 'ما ناتج الطرح؟' },
  } as Phrases,
  orderFirst: {
    en: 'Order of operations: brackets, then powers, then × and ÷, then + and −.',
    ar: 'ترتيب العمليات: الأقواس، ثم القوى، ثم الضرب والقسمة، ثم الجمع والطرح.',
  } as Said,
  mixed: { en: 'As a mixed number and as a decimal', ar: 'على صورة عدد كسري وعلى صورة عدد عشري' } as Said,
  decimal: { en: 'As a decimal', ar: 'على صورة عدد عشري' } as Said,
  checkDecimals: {
    en: 'Work it out again in decimals, each part on its own',
    ar: 'نعيد الحساب بالأعداد العشرية، كل جزء على حدة',
  } as Said,
};

export const CONVERT = {
  relation: (facts: string): Phrases => ({
    en: {
      reason: `Start from what the units mean: ${facts}`,
      ask: 'How many of the new unit make one of the old one?',
    },
    ar: { reason: `نبدأ من معنى الوحدات: ${facts}`, ask: 'كم وحدة جديدة تساوي وحدة واحدة من القديمة؟' },
  }),
  speedFactor: (factor: string, simplified: string): Phrases => ({
    en: {
      reason: `So multiply by ${factor}, which is ${simplified}`,
      ask: `What do you get when you multiply by ${factor}?`,
    },
    ar: {
      reason: `إذن نضرب في ${factor}، أي في ${simplified}`,
      ask: `ماذا ينتج عندما تضرب في ${factor}؟`,
    },
  }),
  multiply: (factor: string): Phrases => ({
    en: {
      reason: `From a larger unit to a smaller one there are more of them: multiply by ${factor}`,
      ask: `What do you get when you multiply by ${factor}?`,
    },
    ar: {
      reason: `من وحدة كبرى إلى وحدة صغرى يزداد العدد: نضرب في ${factor}`,
      ask: `ماذا ينتج عندما تضرب في ${factor}؟`,
    },
  }),
  divide: (factor: string): Phrases => ({
    en: {
      reason: `From a smaller unit to a larger one there are fewer of them: divide by ${factor}`,
      ask: `What do you get when you divide by ${factor}?`,
    },
    ar: {
      reason: `من وحدة صغرى إلى وحدة كبرى يقل العدد: نقسم على ${factor}`,
      ask: `ماذا ينتج عندما تقسم على ${factor}؟`,
    },
  }),
  convertFactor: (factor: string): Phrases => ({
    en: {
      reason: `So multiply by the conversion factor ${factor}`,
      ask: `What do you get when you multiply by ${factor}?`,
    },
    ar: { reason: `إذن نضرب في معامل التحويل ${factor}`, ask: `ماذا ينتج عندما تضرب في ${factor}؟` },
  }),
  back: { en: 'Convert back', ar: 'نحوّل في الاتجاه المعاكس' } as Said,
};

export const SCIENTIFIC = {
  moveLeft: (n: string): Phrases => ({
    en: {
      reason: `Move the decimal point ${n} places to the left, so one non-zero digit stands before it`,
      ask: 'Where does the decimal point go so that one non-zero digit stands before it, and how many places did it move?',
    },
    ar: {
      reason: `نحرك الفاصلة العشرية ${n} منازل إلى اليسار ليبقى قبلها رقم واحد غير صفري`,
      ask: 'أين توضع الفاصلة العشرية ليبقى قبلها رقم واحد غير صفري؟ وكم منزلة تحركت؟',
    },
  }),
  moveRight: (n: string): Phrases => ({
    en: {
      reason: `Move the decimal point ${n} places to the right, so one non-zero digit stands before it`,
      ask: 'Where does the decimal point go so that one non-zero digit stands before it, and how many places did it move?',
    },
    ar: {
      reason: `نحرك الفاصلة العشرية ${n} منازل إلى اليمين ليبقى قبلها رقم واحد غير صفري`,
      ask: 'أين توضع الفاصلة العشرية ليبقى قبلها رقم واحد غير صفري؟ وكم منزلة تحركت؟',
    },
  }),
  stay: {
    en: { reason: 'The number is already between 1 and 10', ask: 'Is the number already between 1 and 10?' },
    ar: { reason: 'العدد أصلًا بين 1 و 10', ask: 'هل العدد أصلًا بين 1 و 10؟' },
  } as Phrases,
  exponentPositive: (n: string): Phrases => ({
    en: {
      reason: `The point moved ${n} places to the left, so the power of ten is ${n}`,
      ask: 'What power of ten makes up for the move?',
    },
    ar: {
      reason: `تحركت الفاصلة ${n} منازل إلى اليسار، إذن أس العشرة ${n}`,
      ask: 'ما قوة العشرة التي تعوّض هذا التحريك؟',
    },
  }),
  exponentNegative: (n: string): Phrases => ({
    en: {
      reason: `The point moved ${n} places to the right, so the power of ten is −${n}`,
      ask: 'What power of ten makes up for the move? Is it positive or negative?',
    },
    ar: {
      reason: `تحركت الفاصلة ${n} منازل إلى اليمين، إذن أس العشرة −${n}`,
      ask: 'ما قوة العشرة التي تعوّض هذا التحريك؟ هل هي موجبة أم سالبة؟',
    },
  }),
  expandPositive: (n: string): Phrases => ({
    en: {
      reason: `The exponent is ${n}: move the decimal point ${n} places to the right (filling with zeros)`,
      ask: `What do you get when you move the decimal point ${n} places to the right?`,
    },
    ar: {
      reason: `الأس ${n}: نحرك الفاصلة العشرية ${n} منازل إلى اليمين (ونكمل بالأصفار)`,
      ask: `ماذا ينتج عندما تحرك الفاصلة العشرية ${n} منازل إلى اليمين؟`,
    },
  }),
  expandNegative: (n: string): Phrases => ({
    en: {
      reason: `The exponent is −${n}: move the decimal point ${n} places to the left (filling with zeros)`,
      ask: `What do you get when you move the decimal point ${n} places to the left?`,
    },
    ar: {
      reason: `الأس −${n}: نحرك الفاصلة العشرية ${n} منازل إلى اليسار (ونكمل بالأصفار)`,
      ask: `ماذا ينتج عندما تحرك الفاصلة العشرية ${n} منازل إلى اليسار؟`,
    },
  }),
  check: { en: 'Multiply out the power of ten', ar: 'نضرب في قوة العشرة' } as Said,
};

export const SIGFIGS = {
  nonZero: (digits: string[]): Said => ({
    en: `Non-zero digits are always significant: ${digits.join(', ')}`,
    ar: `الأرقام غير الصفرية معنوية دائمًا: ${digits.join('، ')}`,
  }),
  captive: (count: string): Said => ({
    en: `Zeros between non-zero digits are significant (${count})`,
    ar: `الأصفار الواقعة بين أرقام غير صفرية معنوية (${count})`,
  }),
  leading: {
    en: 'Leading zeros (before the first non-zero digit) are not significant: they only place the decimal point',
    ar: 'الأصفار التي على يسار أول رقم غير صفري ليست معنوية: وظيفتها تحديد موضع الفاصلة العشرية فقط',
  } as Said,
  trailingDecimal: (count: string): Said => ({
    en: `Trailing zeros after a decimal point are significant (${count})`,
    ar: `الأصفار في نهاية العدد بعد الفاصلة العشرية معنوية (${count})`,
  }),
  trailingWhole: {
    en: 'Trailing zeros of a whole number written without a decimal point are not significant (they may only hold the place); scientific notation shows when they are',
    ar: 'الأصفار في نهاية عدد صحيح مكتوب دون فاصلة عشرية ليست معنوية (قد تكون لحفظ المنزلة فقط)، والصيغة العلمية توضح ذلك',
  } as Said,
  total: {
    en: { reason: 'Count the significant digits (underlined)', ask: 'How many digits are significant?' },
    ar: { reason: 'نعدّ الأرقام المعنوية (المسطّرة)', ask: 'كم رقمًا معنويًا في العدد؟' },
  } as Phrases,
  checkCount: (n: string): Said => ({
    en: `In scientific notation the digits before the power of ten are exactly the significant ones, ${n} of them`,
    ar: `في الصيغة العلمية تكون الأرقام قبل قوة العشرة هي الأرقام المعنوية تمامًا، وعددها ${n}`,
  }),
  keep: (n: number): Phrases => ({
    en: {
      reason: `Keep ${counted(n, 'figures', 'oblique').en}, counting from the first non-zero digit`,
      ask: `Which digits are the first ${counted(n, 'figures', 'oblique').en}?`,
    },
    ar: {
      reason: `نُبقي ${counted(n, 'figures', 'oblique').ar} بدءًا من أول رقم غير صفري`,
      ask: `ما الأرقام التي تبقى عندما تحتفظ بـ${counted(n, 'figures', 'oblique').ar}؟`,
    },
  }),
  roundDown: (digit: string): Phrases => ({
    en: {
      reason: `The next digit is ${digit}, less than 5, so the last kept digit stays the same`,
      ask: `The next digit is ${digit}: does the last kept digit stay or go up?`,
    },
    ar: {
      reason: `الرقم التالي ${digit} أقل من 5، فيبقى آخر رقم محتفظ به كما هو`,
      ask: `الرقم التالي ${digit}: هل يبقى آخر رقم محتفظ به أم يزيد؟`,
    },
  }),
  roundUp: (digit: string): Phrases => ({
    en: {
      reason: `The next digit is ${digit}, 5 or more, so the last kept digit goes up by 1`,
      ask: `The next digit is ${digit}: does the last kept digit stay or go up?`,
    },
    ar: {
      reason: `الرقم التالي ${digit} يساوي 5 أو أكثر، فيزيد آخر رقم محتفظ به بمقدار 1`,
      ask: `الرقم التالي ${digit}: هل يبقى آخر رقم محتفظ به أم يزيد؟`,
    },
  }),
  placeholders: {
    en: 'Zeros keep the place value of the dropped digits',
    ar: 'نضع أصفارًا مكان الأرقام المحذوفة لحفظ القيمة المكانية',
  } as Said,
  checkRounded: (n: number): Said => ({
    en: `The result has ${counted(n, 'figures', 'nominative').en} and differs from the original by at most half a unit in its last place`,
    ar: `للناتج ${counted(n, 'figures', 'nominative').ar}، ويختلف عن العدد الأصلي بنصف وحدة على الأكثر في آخر منزلة`,
  }),
  productRule: (n: string): Phrases => ({
    en: {
      reason: `Multiplying or dividing: the answer keeps as many significant figures as the factor with the fewest, ${n}`,
      ask: 'Which number has the fewest significant figures, and how many does it have?',
    },
    ar: {
      reason: `في الضرب والقسمة: يُقرَّب الناتج إلى عدد الأرقام المعنوية في العدد الأقل منها، أي ${n}`,
      ask: 'أي الأعداد فيه أقل عدد من الأرقام المعنوية؟ وكم عددها؟',
    },
  }),
  sumRule: (n: string): Phrases => ({
    en: {
      reason: `Adding or subtracting: the answer keeps as many decimal places as the number with the fewest, ${n}`,
      ask: 'Which number has the fewest decimal places, and how many does it have?',
    },
    ar: {
      reason: `في الجمع والطرح: يُقرَّب الناتج إلى عدد المنازل العشرية في العدد الأقل منها، أي ${n}`,
      ask: 'أي الأعداد فيه أقل عدد من المنازل العشرية؟ وكم عددها؟',
    },
  }),
  counts: (n: number): Said => ({
    en: `The answer has ${counted(n, 'figures', 'nominative').en}, as many as the least precise factor`,
    ar: `للناتج ${counted(n, 'figures', 'nominative').ar}، بقدر العامل الأقل دقة`,
  }),
  places: (n: number): Said => ({
    en: `The answer has ${counted(n, 'places', 'nominative').en}, as many as the least precise number`,
    ar: `للناتج ${counted(n, 'places', 'nominative').ar}، بقدر العدد الأقل دقة`,
  }),
  calculate: {
    en: { reason: 'Calculate exactly', ask: 'What is the exact result?' },
    ar: { reason: 'نحسب الناتج الدقيق', ask: 'ما الناتج الدقيق؟' },
  } as Phrases,
  round: (what: string): Phrases => ({
    en: { reason: `Round to ${what}`, ask: `What is the result rounded to ${what}?` },
    ar: { reason: `نقرّب إلى ${what}`, ask: `ما الناتج بعد التقريب إلى ${what}؟` },
  }),
};

export const EVALUATE = {
  formula: {
    en: { reason: 'Write the formula', ask: 'Which formula do you use?' },
    ar: { reason: 'نكتب القانون', ask: 'ما القانون الذي تستخدمه؟' },
  } as Phrases,
  substitute: (values: string): Phrases => ({
    en: {
      reason: `Substitute ${values}`,
      ask: `What do you get when you substitute ${values}?`,
    },
    ar: { reason: `نعوّض ${values}`, ask: `ماذا ينتج عندما تعوّض ${values}؟` },
  }),
  checkFormula: (values: string): Said => ({
    en: `Put ${values} back into the formula`,
    ar: `نعوّض ${values} في القانون`,
  }),
};

// ——— derivatives ———

export const DERIVATIVE = {
  asSum: {
    en: {
      reason: 'Write the function as a sum of terms (expand and combine first)',
      ask: 'What is the function written as a sum of terms?',
    },
    ar: {
      reason: 'نكتب الدالة على صورة مجموع حدود (نفك الأقواس ونجمع الحدود المتشابهة أولًا)',
      ask: 'كيف تُكتب الدالة على صورة مجموع حدود؟',
    },
  } as Phrases,
  termByTerm: {
    en: {
      reason: 'The derivative of a sum is the sum of the derivatives: differentiate term by term',
      ask: 'Which terms will you differentiate one at a time?',
    },
    ar: {
      reason: 'مشتقة المجموع تساوي مجموع المشتقات، فنشتق كل حد على حدة',
      ask: 'ما الحدود التي ستشتقها كلًّا على حدة؟',
    },
  } as Phrases,
  power: {
    en: {
      reason: 'Power rule: multiply by the exponent, then lower the exponent by 1',
      ask: 'What does the power rule give for this term?',
    },
    ar: {
      reason: 'قاعدة القوة: نضرب في الأس ثم نطرح 1 من الأس',
      ask: 'ماذا تعطي قاعدة القوة لهذا الحد؟',
    },
  } as Phrases,
  linear: {
    en: { reason: 'The derivative of $$ax$$ is $$a$$', ask: 'What is the derivative of this term?' },
    ar: { reason: 'مشتقة $$ax$$ هي $$a$$', ask: 'ما مشتقة هذا الحد؟' },
  } as Phrases,
  constant: {
    en: { reason: 'The derivative of a constant is 0', ask: 'What is the derivative of a constant?' },
    ar: { reason: 'مشتقة الثابت تساوي صفرًا', ask: 'ما مشتقة الثابت؟' },
  } as Phrases,
  add: {
    en: { reason: 'Add the results', ask: 'What do you get when you add the derivatives of the terms?' },
    ar: { reason: 'نجمع النواتج', ask: 'ماذا ينتج عندما تجمع مشتقات الحدود؟' },
  } as Phrases,
  check: (v: string, a: string, h: string): Said => ({
    en: `Check with the definition: the slope of the secant between $$${v} = ${a} - ${h}$$ and $$${v} = ${a} + ${h}$$ is close to $$f'(${a})$$`,
    ar: `نتحقق بالتعريف: ميل القاطع بين $$${v} = ${a} - ${h}$$ و $$${v} = ${a} + ${h}$$ قريب من $$f'(${a})$$`,
  }),
  secant: { en: 'Slope of the secant', ar: 'ميل القاطع' } as Said,
  atPoint: { en: 'The derivative found, at this point', ar: 'المشتقة التي وجدناها عند هذه النقطة' } as Said,
};
