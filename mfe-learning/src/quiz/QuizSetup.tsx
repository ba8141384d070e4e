// /quiz without parameters: the setup. What the quiz covers (a lesson or a unit of an enrolled
// course, a file or folder of the student's materials, saved content by tag, a conversation), how
// many questions (10 by default, spec section 9), the behaviour (feedback at the end by default,
// or checking as you go with hints) and certainty-based marking with its scale. Starting creates
// the attempt (POST /quizzes) and opens it at /quiz?attempt={id}. Each source's list loads when
// that source is chosen; an empty list says where to get some material.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, GENERIC_ERROR, Skeleton, toast, useRemote } from '@nibras/shared-ui';
import { Switch } from '@nibras/shared-ui/extra';
import { getCatalogue, getCourse, type CourseSummary, type CourseUnit } from '../courses/api';
import {
  createQuiz,
  listConversations,
  listMaterials,
  listSavedTags,
  textOf,
  type Behaviour,
  type ConversationChoice,
  type MaterialChoice,
  type QuizSource,
} from './api';
import { formatInteger } from './digits';
import { CERTAINTIES, CERTAINTY_MARKS, signedMark } from './QuestionCard';
import { quizPath } from './paths';

export type SourceKind = 'course' | 'material' | 'saved' | 'conversation';
const SOURCE_KINDS: readonly SourceKind[] = ['course', 'material', 'saved', 'conversation'];
/** The question counts offered (the API takes 1-20; 10 is the spec's default). */
export const QUESTION_COUNTS = [5, 10, 15, 20] as const;
export const DEFAULT_COUNT = 10;

type List<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T };

/** A list loaded once `enabled` (and again on retry). */
function useList<T>(enabled: boolean, load: (signal: AbortSignal) => Promise<T>, what: string) {
  const [attempt, setAttempt] = useState(0);
  // One object per request (`what` names it): a list answering another request (another course,
  // before a retry) shows as loading.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => ({}), [enabled, attempt, what]);
  const [settled, setSettled] = useState<{ request: object; list: List<T> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (items) => setSettled({ request, list: { status: 'ready', items } }),
      () => {
        if (!controller.signal.aborted) setSettled({ request, list: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const state: List<T> = settled?.request === request ? settled.list : { status: 'loading' };
  return [state, () => setAttempt((n) => n + 1)] as const;
}

function ListState<T>({
  list,
  retry,
  empty,
  children,
}: {
  list: List<T>;
  retry(): void;
  empty: ReactNode | null;
  children(items: T): ReactNode;
}) {
  const { t } = useTranslation('learning');
  if (list.status === 'loading')
    return (
      <div className="quiz-setup__loading" data-testid="quiz-setup-loading">
        <p role="status" className="nibras-visually-hidden">
          {t('quiz.setup.source.loading')}
        </p>
        <Skeleton.Input active block />
      </div>
    );
  if (list.status === 'failed')
    return (
      <div className="quiz-setup__failed" role="alert" data-testid="quiz-setup-failed">
        <span>{t('quiz.setup.source.failed')}</span>{' '}
        <Button size="small" onClick={retry}>
          {t('quiz.setup.source.retry')}
        </Button>
      </div>
    );
  return <>{empty ?? children(list.items)}</>;
}

function EmptySource({ text, action, to }: { text: string; action: string; to: string }) {
  const navigate = useNavigate();
  return (
    <div className="quiz-setup__empty" data-testid="quiz-setup-empty">
      <p>{text}</p>
      <Button onClick={() => void navigate(to)}>{action}</Button>
    </div>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="quiz-setup__select">
      <label htmlFor={id} className="quiz-field__label">
        {label}
      </label>
      <select
        id={id}
        className="quiz-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}

const hasQuestions = (unit: CourseUnit) => unit.lessons.some((l) => l.written);

function CourseSource({
  enabled,
  onSource,
}: {
  enabled: boolean;
  onSource(source: QuizSource | null): void;
}) {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const id = useId().replace(/:/g, '');
  const [courseId, setCourseId] = useState('');
  const [unitId, setUnitId] = useState('');
  const [lessonId, setLessonId] = useState('');
  const [courses, retryCourses] = useList<CourseSummary[]>(
    enabled,
    async (signal) => (await getCatalogue(api, { all: true }, signal)).courses.filter((c) => c.enrolled),
    'courses',
  );
  const chosenCourse = courses.status === 'ready' ? ((courseId || courses.items[0]?.id) ?? '') : '';
  const [units, retryUnits] = useList<CourseUnit[]>(
    enabled && chosenCourse !== '',
    async (signal) => (await getCourse(api, chosenCourse, signal)).course.units,
    chosenCourse,
  );
  const unitList = units.status === 'ready' ? units.items : [];
  const chosenUnit = unitList.find((u) => u.id === unitId) ?? unitList.find(hasQuestions) ?? null;
  const lessons = chosenUnit?.lessons ?? [];
  // "" is the whole unit; by default the unit's first lesson with questions.
  const chosenLesson =
    lessonId === 'unit'
      ? ''
      : ((lessons.find((l) => l.id === lessonId && l.written) ?? lessons.find((l) => l.written))?.id ?? '');

  useEffect(() => {
    if (!enabled) return;
    if (!chosenCourse || !chosenUnit || !hasQuestions(chosenUnit)) onSource(null);
    else if (chosenLesson) onSource({ kind: 'lesson', lessonId: chosenLesson });
    else onSource({ kind: 'unit', courseId: chosenCourse, unitId: chosenUnit.id });
  }, [enabled, chosenCourse, chosenUnit, chosenLesson, onSource]);

  return (
    <ListState
      list={courses}
      retry={retryCourses}
      empty={
        courses.status === 'ready' && courses.items.length === 0 ? (
          <EmptySource
            text={t('quiz.setup.source.empty.course')}
            action={t('quiz.setup.source.empty.courseAction')}
            to="/courses"
          />
        ) : null
      }
    >
      {(items) => (
        <div className="quiz-setup__selects">
          <Select
            id={`${id}-course`}
            label={t('quiz.setup.source.course')}
            value={chosenCourse}
            onChange={(value) => {
              setCourseId(value);
              setUnitId('');
              setLessonId('');
            }}
            testId="quiz-setup-course"
          >
            {items.map((course) => (
              <option key={course.id} value={course.id}>
                {textOf(course.title, locale)}
              </option>
            ))}
          </Select>
          <ListState list={units} retry={retryUnits} empty={null}>
            {() => (
              <>
                <Select
                  id={`${id}-unit`}
                  label={t('quiz.setup.source.unit')}
                  value={chosenUnit?.id ?? ''}
                  onChange={(value) => {
                    setUnitId(value);
                    setLessonId('');
                  }}
                  testId="quiz-setup-unit"
                >
                  {unitList.map((unit) => (
                    <option key={unit.id} value={unit.id} disabled={!hasQuestions(unit)}>
                      {hasQuestions(unit)
                        ? t('quiz.setup.source.unitOption', {
                            number: formatInteger(unit.number, locale),
                            title: textOf(unit.title, locale),
                          })
                        : t('quiz.setup.source.outline', {
                            title: t('quiz.setup.source.unitOption', {
                              number: formatInteger(unit.number, locale),
                              title: textOf(unit.title, locale),
                            }),
                          })}
                    </option>
                  ))}
                </Select>
                {chosenUnit && (
                  <Select
                    id={`${id}-lesson`}
                    label={t('quiz.setup.source.lesson')}
                    value={chosenLesson || 'unit'}
                    onChange={setLessonId}
                    testId="quiz-setup-lesson"
                  >
                    <option value="unit">{t('quiz.setup.source.wholeUnit')}</option>
                    {lessons.map((lesson) => {
                      const title = t('quiz.setup.source.lessonOption', {
                        number: formatInteger(lesson.number, locale),
                        title: textOf(lesson.title, locale),
                      });
                      return (
                        <option key={lesson.id} value={lesson.id} disabled={!lesson.written}>
                          {lesson.written ? title : t('quiz.setup.source.outline', { title })}
                        </option>
                      );
                    })}
                  </Select>
                )}
              </>
            )}
          </ListState>
        </div>
      )}
    </ListState>
  );
}

function MaterialSource({
  enabled,
  onSource,
}: {
  enabled: boolean;
  onSource(source: QuizSource | null): void;
}) {
  const { t } = useTranslation('learning');
  const { api } = useRemote();
  const id = useId().replace(/:/g, '');
  const [chosen, setChosen] = useState('');
  const [list, retry] = useList<MaterialChoice[]>(
    enabled,
    (signal) => listMaterials(api, signal),
    'materials',
  );
  const items = list.status === 'ready' ? list.items : [];
  const hasFiles = items.some((i) => i.kind === 'file');
  const current =
    items.find((i) => i.id === chosen && i.ready) ?? items.find((i) => i.kind === 'file' && i.ready) ?? null;

  useEffect(() => {
    if (!enabled) return;
    if (!current) onSource(null);
    else if (current.kind === 'file') onSource({ kind: 'file', fileId: current.id });
    else onSource({ kind: 'folder', folderId: current.id });
  }, [enabled, current, onSource]);

  return (
    <ListState
      list={list}
      retry={retry}
      empty={
        list.status === 'ready' && !hasFiles ? (
          <EmptySource
            text={t('quiz.setup.source.empty.material')}
            action={t('quiz.setup.source.empty.materialAction')}
            to="/uploaded-materials"
          />
        ) : null
      }
    >
      {(all) => (
        <Select
          id={`${id}-material`}
          label={t('quiz.setup.source.material')}
          value={current?.id ?? ''}
          onChange={setChosen}
          testId="quiz-setup-material"
        >
          {all.map((item) => {
            const path = item.path.join(' / ');
            return (
              <option key={item.id} value={item.id} disabled={!item.ready}>
                {item.kind === 'folder'
                  ? t('quiz.setup.source.folderOption', { path })
                  : item.ready
                    ? path
                    : t('quiz.setup.source.notReady', { path })}
              </option>
            );
          })}
        </Select>
      )}
    </ListState>
  );
}

function SavedSource({ enabled, onSource }: { enabled: boolean; onSource(source: QuizSource | null): void }) {
  const { t } = useTranslation('learning');
  const { api } = useRemote();
  const id = useId().replace(/:/g, '');
  const [tag, setTag] = useState('');
  const [list, retry] = useList<string[]>(enabled, (signal) => listSavedTags(api, signal), 'tags');
  const empty = list.status === 'ready' && list.items.length === 0;

  useEffect(() => {
    if (!enabled) return;
    if (list.status !== 'ready' || empty) onSource(null);
    else onSource(tag ? { kind: 'saved', tag } : { kind: 'saved' });
  }, [enabled, list.status, empty, tag, onSource]);

  return (
    <ListState
      list={list}
      retry={retry}
      empty={
        empty ? (
          <EmptySource
            text={t('quiz.setup.source.empty.saved')}
            action={t('quiz.setup.source.empty.savedAction')}
            to="/ai-engine"
          />
        ) : null
      }
    >
      {(tags) => (
        <Select
          id={`${id}-tag`}
          label={t('quiz.setup.source.tag')}
          value={tag}
          onChange={setTag}
          testId="quiz-setup-tag"
        >
          <option value="">{t('quiz.setup.source.allTags')}</option>
          {tags.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </Select>
      )}
    </ListState>
  );
}

function ConversationSource({
  enabled,
  onSource,
}: {
  enabled: boolean;
  onSource(source: QuizSource | null): void;
}) {
  const { t } = useTranslation('learning');
  const { api } = useRemote();
  const id = useId().replace(/:/g, '');
  const [chosen, setChosen] = useState('');
  const [list, retry] = useList<ConversationChoice[]>(
    enabled,
    (signal) => listConversations(api, signal),
    'conversations',
  );
  const items = list.status === 'ready' ? list.items : [];
  const current = items.find((c) => c.id === chosen) ?? items[0] ?? null;

  useEffect(() => {
    if (!enabled) return;
    onSource(current ? { kind: 'conversation', conversationId: current.id } : null);
  }, [enabled, current, onSource]);

  return (
    <ListState
      list={list}
      retry={retry}
      empty={
        list.status === 'ready' && items.length === 0 ? (
          <EmptySource
            text={t('quiz.setup.source.empty.conversation')}
            action={t('quiz.setup.source.empty.conversationAction')}
            to="/ai-engine"
          />
        ) : null
      }
    >
      {(all) => (
        <Select
          id={`${id}-conversation`}
          label={t('quiz.setup.source.conversation')}
          value={current?.id ?? ''}
          onChange={setChosen}
          testId="quiz-setup-conversation"
        >
          {all.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </Select>
      )}
    </ListState>
  );
}

function RadioCard({
  name,
  checked,
  onChange,
  title,
  hint,
  testId,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  title: string;
  hint?: string;
  testId: string;
}) {
  return (
    <label className={`quiz-choice quiz-choice--card${checked ? ' quiz-choice--checked' : ''}`}>
      <input
        type="radio"
        name={name}
        className="quiz-choice__input"
        checked={checked}
        onChange={(event) => event.target.checked && onChange()}
        data-testid={testId}
      />
      <span className="quiz-choice__mark quiz-choice__mark--radio" aria-hidden="true" />
      <span className="quiz-choice__text">
        <span className="quiz-choice__title">{title}</span>
        {hint && <span className="quiz-choice__hint">{hint}</span>}
      </span>
    </label>
  );
}

export function QuizSetup() {
  const { t } = useTranslation('learning');
  const { api, locale } = useRemote();
  const navigate = useNavigate();
  const id = useId().replace(/:/g, '');
  const [kind, setKind] = useState<SourceKind>('course');
  const [sources, setSources] = useState<Partial<Record<SourceKind, QuizSource | null>>>({});
  const [count, setCount] = useState<number>(DEFAULT_COUNT);
  const [behaviour, setBehaviour] = useState<Behaviour>('deferred');
  const [certainty, setCertainty] = useState(false);
  const [starting, setStarting] = useState(false);
  const source = sources[kind] ?? null;

  const setters = useMemo(
    () =>
      Object.fromEntries(
        SOURCE_KINDS.map((k) => [
          k,
          (value: QuizSource | null) => setSources((before) => ({ ...before, [k]: value })),
        ]),
      ) as Record<SourceKind, (value: QuizSource | null) => void>,
    [],
  );

  const start = async () => {
    if (!source) {
      toast.error('learning:quiz.setup.source.pickOne');
      return;
    }
    setStarting(true);
    try {
      const attempt = await createQuiz(api, { source, count, behaviour, certainty });
      void navigate(quizPath(attempt._id));
    } catch (error) {
      setStarting(false);
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  return (
    <div className="quiz-setup" data-testid="quiz-setup">
      <header className="quiz-page__header">
        <h1 className="quiz-page__title">{t('quiz.title')}</h1>
        <p className="quiz-page__description">{t('quiz.setup.intro')}</p>
      </header>

      <form
        className="quiz-setup__form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <fieldset className="quiz-setup__group">
          <legend className="quiz-setup__legend">{t('quiz.setup.source.legend')}</legend>
          <div className="quiz-setup__kinds">
            {SOURCE_KINDS.map((k) => (
              <RadioCard
                key={k}
                name={`${id}-kind`}
                checked={kind === k}
                onChange={() => setKind(k)}
                title={t(`quiz.setup.source.kinds.${k}`)}
                hint={t(`quiz.setup.source.kinds.${k}Hint`)}
                testId={`quiz-setup-kind-${k}`}
              />
            ))}
          </div>
          <div className="quiz-setup__source" data-testid="quiz-setup-source">
            {kind === 'course' && <CourseSource enabled onSource={setters.course} />}
            {kind === 'material' && <MaterialSource enabled onSource={setters.material} />}
            {kind === 'saved' && <SavedSource enabled onSource={setters.saved} />}
            {kind === 'conversation' && <ConversationSource enabled onSource={setters.conversation} />}
            {kind !== 'course' && <p className="quiz-field__help">{t('quiz.setup.source.generatedNote')}</p>}
          </div>
        </fieldset>

        <fieldset className="quiz-setup__group">
          <legend className="quiz-setup__legend">{t('quiz.setup.count.legend')}</legend>
          <div className="quiz-setup__counts">
            {QUESTION_COUNTS.map((n) => (
              <label key={n} className={`quiz-chip${count === n ? ' quiz-chip--checked' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-count`}
                  className="quiz-choice__input"
                  checked={count === n}
                  onChange={(event) => event.target.checked && setCount(n)}
                  data-testid={`quiz-setup-count-${n}`}
                />
                <span aria-hidden="true">{formatInteger(n, locale)}</span>
                <span className="nibras-visually-hidden">
                  {t('quiz.setup.count.option', { count: formatInteger(n, locale) })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="quiz-setup__group">
          <legend className="quiz-setup__legend">{t('quiz.setup.behaviour.legend')}</legend>
          <div className="quiz-setup__behaviours">
            {(['deferred', 'interactive'] as const).map((b) => (
              <RadioCard
                key={b}
                name={`${id}-behaviour`}
                checked={behaviour === b}
                onChange={() => setBehaviour(b)}
                title={t(`quiz.setup.behaviour.${b}`)}
                hint={t(`quiz.setup.behaviour.${b}Hint`)}
                testId={`quiz-setup-behaviour-${b}`}
              />
            ))}
          </div>
        </fieldset>

        <div className="quiz-setup__group quiz-setup__certainty">
          <div className="quiz-setup__switch">
            <Switch
              id={`${id}-certainty`}
              checked={certainty}
              onChange={setCertainty}
              aria-describedby={`${id}-certainty-hint`}
              data-testid="quiz-setup-certainty"
            />
            <label htmlFor={`${id}-certainty`} className="quiz-setup__switch-label">
              {t('quiz.setup.certainty.label')}
            </label>
          </div>
          <p className="quiz-field__help" id={`${id}-certainty-hint`}>
            {t('quiz.setup.certainty.hint')}
          </p>
          <table className="quiz-scale" data-testid="quiz-certainty-scale">
            <caption className="quiz-scale__caption">{t('quiz.setup.certainty.scaleCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quiz.setup.certainty.level')}</th>
                <th scope="col">{t('quiz.setup.certainty.right')}</th>
                <th scope="col">{t('quiz.setup.certainty.wrong')}</th>
              </tr>
            </thead>
            <tbody>
              {CERTAINTIES.map((level) => (
                <tr key={level}>
                  <th scope="row">{t(`quiz.take.certainty.${level}`)}</th>
                  <td>{signedMark(CERTAINTY_MARKS[level].right, locale)}</td>
                  <td>{signedMark(CERTAINTY_MARKS[level].wrong, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="quiz-setup__start">
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={starting}
            disabled={!source}
            data-testid="quiz-start"
          >
            {t('quiz.setup.start')}
          </Button>
          {starting && (
            <p role="status" className="quiz-field__help">
              {t('quiz.starting.title')}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
