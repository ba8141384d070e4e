/**
 * Stop words of English and Arabic: the words that carry grammar rather than meaning, left out when
 * the offline engine weighs sentences (summaries) and indexes or searches the student's material.
 * The Arabic list is kept as it is written and compared after normalizeForSearch (so أن, إن and ان
 * are one entry), including the common forms with an attached و/ف/ب/ل and pronoun suffixes.
 *
 * QUERY_WORDS are words of asking ("explain", "give me an example", "اشرح", "مثال"): not stop words
 * in a text, but noise in a question sent to retrieval.
 */
import { normalizeForSearch } from '../../search-text.ts';

const ENGLISH = `
a about above across after afterwards again against all almost alone along already also although always
am among amongst an and another any anybody anyone anything anyway anywhere are aren't around as at
be became because become becomes becoming been before beforehand behind being below beside besides
between beyond both but by can cannot can't could couldn't did didn't do does doesn't doing done don't
down during each either else elsewhere enough etc even ever every everybody everyone everything
everywhere except few for former formerly from further had hadn't has hasn't have haven't having he
he'd he'll hence her here hereafter hereby herein hers herself he's him himself his how however i i'd
if i'll i'm in indeed into is isn't it its it's itself i've just least less let's many may me meanwhile
might mine more moreover most mostly much must mustn't my myself namely neither never nevertheless
next no nobody none nor not nothing now nowhere of off often on once one only onto or other others
otherwise ought our ours ourselves out over own per perhaps quite rather really same several shall
shan't she she'd she'll she's should shouldn't since so some somebody someone something sometime
sometimes somewhere still such than that that's the their theirs them themselves then thence there
thereafter thereby therefore therein there's these they they'd they'll they're they've this those
though through throughout thus to together too toward towards under until unto up upon us very via
was wasn't we we'd well we'll were we're weren't we've what whatever what's when whence whenever
where whereas whereby wherein where's whether which while whither who whoever whole whom whose who's
why will with within without won't would wouldn't yet you you'd you'll your you're yours yourself
yourselves you've
`;

const ARABIC = `
في من إلى الى على عن مع حتى منذ مذ عند لدى لدي دون بين نحو حول خلال عبر ضد سوى غير بعد قبل فوق تحت
أمام خلف وراء عبر لأن لان كي لكي لئلا
و أو او ثم بل لكن لكنّ لكنه لكنها أم إما إذ إذا اذا إن أن ان إنّ أنّ لو لولا لما كما كأن كأنّ مثلما
هو هي هم هن هما أنا انا نحن أنت انت أنتم انتم أنتن أنتما
هذا هذه هذان هاتان هؤلاء ذلك ذاك تلك أولئك اولئك هنا هناك هنالك ذا
الذي التي اللذان اللتان الذين اللاتي اللواتي اللائي ما ماذا من متى أين اين كيف كم أي أيّ لماذا لم لن لا
ليس ليست ليسوا قد لقد سوف كل كلا كلتا بعض جميع أيضا أيضًا فقط إلا الا غير سوى حيث حين بينما عندما
كان كانت كانوا يكون تكون يكونون أصبح أصبحت صار صارت ظل ظلت مازال ما زال لازال يزال تزال زال
الآن آنذاك كذلك هكذا هنالك جدا جدًا أكثر اكثر أقل اقل أول أي أحد احد إحدى احدى
به بها بهم بهما بهن له لها لهم لهما لهن لك لكم لنا لي فيه فيها فيهم فيهما منه منها منهم منهما
عنه عنها عنهم عليه عليها عليهم إليه إليها إليهم اليه اليها معه معها معهم عنده عندها عندهم
وهو وهي وهم وهن وهذا وهذه وذلك وتلك وكان وكانت وقد ولا ولم ولن وما ومن وفي وعلى وإلى وعن ومع
فهو فهي فهم فقد فإن فان فلا فما ثمة ثمّ
يا أيها ايها إياه إياها إياهم نعم بلى كلما أينما حيثما مهما أيضا
عدة عدم تم يتم ذات ذو ذي لدى عليك لديه لديها لديهم
أمّا أما إنما انما إنه انه إنها انها أنه أنها بأن بان لأنه لأنها كأنه
هل أليس ألا اما وأن وإن وأما وإذا ولكن ولكنّ فإذا
`;

function wordsOf(list: string): string[] {
  return list
    .split(/\s+/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** English stop words, lower case. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  wordsOf(ENGLISH).flatMap((word) => [word, word.replace(/'/g, '')]),
);

/** Arabic stop words, normalized with normalizeForSearch. */
export const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(wordsOf(ARABIC).map(normalizeForSearch));

/** True when a normalized word (see searchWords) is an English or Arabic stop word. */
export function isStopWord(word: string): boolean {
  return ENGLISH_STOP_WORDS.has(word) || ARABIC_STOP_WORDS.has(word);
}

const QUERY = `
explain explanation describe define definition tell show give please help understand mean means meaning
example examples instance summarize summary question answer know want need like simple simply
actually really basically just even though anyway okay ok
اشرح شرح اشرحي وضح وضحي وضّح عرف عرّف تعريف ما معنى معنى أعطني اعطني أعطيني اعطيني مثال أمثلة امثلة
مثالا مثالًا لخص ملخص سؤال جواب إجابة اجابة أريد اريد أعرف اعرف أفهم افهم فضلك سمحت لو ممكن بسيط ببساطة
ليش ليه وش ايش إيش شو وشلون شلون أقدر اقدر نقدر يقدر فيه مو موب بس يعني طيب كذا عشان علشان لازم وايد مره
يصير تصير صار صارت يصيرون بدل بدال بدلا بدلًا
`;

/** Words of asking, left out of a retrieval query (with the stop words). Normalized. */
export const QUERY_WORDS: ReadonlySet<string> = new Set(wordsOf(QUERY).map(normalizeForSearch));
