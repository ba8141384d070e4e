// The lesson beside a lesson conversation (SidePane: a pane on a wide screen, a drawer on a narrower
// one): where it sits in its course, a list of its parts, its sections, key terms and worked example,
// in the student's language, drawn with the chat's own Markdown (math included). A citation in a
// reply (`#section=s2`) asks for a section (`target`): the pane opens, scrolls to it, focuses it and
// marks it. This module is downloaded only for a conversation that has a lesson.
import './lesson.css';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Skeleton, useRemote } from '@nibras/shared-ui';
import { BookIcon } from '@nibras/shared-ui/extra';
import { ReplyMarkdown } from '../markdown/ReplyMarkdown';
import { SidePane } from '../viewer/SidePane';
import { KEY_TERMS_SECTION, WORKED_EXAMPLE_SECTION, type LessonApi, type TutorLesson } from './api';

const WIDTH_KEY = 'nibras.chat.lessonPaneWidth';

/** A section asked for by a citation; `seq` grows with each, so the same section can be asked again. */
export interface SectionRequest {
  sectionId: string;
  seq: number;
}

export interface LessonPaneProps {
  lessonId: string;
  /** The conversation's title, shown until the lesson has loaded. */
  title: string;
  api: LessonApi;
  /** A drawer instead of a pane: from the bottom (phones) or from the inline end (tablets). */
  drawer: 'bottom' | 'side' | null;
  open: boolean;
  onClose(): void;
  target: SectionRequest | null;
  /** The id of the pane (the header's button controls it). */
  paneId: string;
  /** The chat's style variables (the drawer is drawn outside the chat's element). */
  rootStyle: CSSProperties;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; lesson: TutorLesson }
  | { status: 'failed'; error: ApiError | null };

/** The element id of a part of the lesson in this pane. */
const partId = (paneId: string, sectionId: string) => `${paneId}-part-${sectionId}`;

function Part({
  paneId,
  sectionId,
  heading,
  cited,
  children,
}: {
  paneId: string;
  sectionId: string;
  heading: string;
  cited: boolean;
  children: ReactNode;
}) {
  const id = partId(paneId, sectionId);
  return (
    <section
      id={id}
      className={`lesson-part${cited ? ' lesson-part--cited' : ''}`}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      data-section-id={sectionId}
      data-cited={cited || undefined}
      data-testid="lesson-part"
    >
      <h3 id={`${id}-heading`} className="lesson-part__heading" dir="auto">
        {heading}
      </h3>
      {children}
    </section>
  );
}

export default function LessonPane({
  lessonId,
  title,
  api,
  drawer,
  open,
  onClose,
  target,
  paneId,
  rootStyle,
}: LessonPaneProps) {
  const { t } = useTranslation('chat');
  const { locale } = useRemote();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The citation the student moved on from (a jump from the list of parts): no longer marked. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const cited = target && target.seq !== dismissed ? target.sectionId : null;

  useEffect(() => {
    const controller = new AbortController();
    api.lesson(lessonId, controller.signal).then(
      (lesson) => setState({ status: 'ready', lesson }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : null;
        if (apiError?.status !== 404 && apiError?.status !== 401)
          console.error('The lesson could not be read', error);
        setState({ status: 'failed', error: apiError });
      },
    );
    return () => controller.abort();
  }, [api, lessonId, attempt]);

  /** Scrolls the pane to a part and focuses it (the screen reader reads its heading). */
  const show = useCallback(
    (sectionId: string) => {
      const element = document.getElementById(partId(paneId, sectionId));
      if (!element) return false;
      element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      element.focus({ preventScroll: true });
      return true;
    },
    [paneId],
  );

  // A citation: once the pane is open and the lesson is there, its section comes into view.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!target || !open || !ready) return;
    // The drawer's content is drawn on its first opening: wait a frame for it.
    const frame = requestAnimationFrame(() => show(target.sectionId));
    return () => cancelAnimationFrame(frame);
  }, [target, open, ready, show]);

  const lesson = state.status === 'ready' ? state.lesson : null;
  const shownTitle = lesson?.title[locale] || title;

  let content: ReactNode;
  if (state.status === 'loading') {
    content = (
      <div className="lesson-pane__loading" aria-busy="true" data-testid="lesson-loading">
        <span className="nibras-visually-hidden">{t('lesson.pane.loading')}</span>
        <Skeleton active paragraph={{ rows: 4 }} />
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (state.status === 'failed') {
    const gone = state.error?.status === 404;
    content = (
      <div className="lesson-pane__failed" role="alert" data-testid="lesson-error">
        <p className="lesson-pane__failed-title">{gone ? t('lesson.pane.gone') : t('lesson.pane.failed')}</p>
        {!gone && state.error && state.error.status !== 0 && <p>{state.error.text[locale]}</p>}
        {!gone && (
          <Button
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
            data-testid="lesson-retry"
          >
            {t('lesson.pane.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    const { lesson: l } = state;
    const parts = [
      ...l.sections.map((section) => ({ id: section.id, heading: section.heading[locale] })),
      ...(l.keyTerms.length > 0 ? [{ id: KEY_TERMS_SECTION, heading: t('lesson.pane.keyTerms') }] : []),
      ...(l.workedExample ? [{ id: WORKED_EXAMPLE_SECTION, heading: t('lesson.pane.workedExample') }] : []),
    ];
    const example = l.workedExample;
    content = (
      <div className="lesson-pane__content" data-testid="lesson-content">
        <p className="lesson-pane__where" dir="auto">
          {l.courseTitle[locale]} · {l.unitTitle[locale]}
        </p>
        <nav className="lesson-pane__contents" aria-labelledby={`${paneId}-contents`}>
          <h3 id={`${paneId}-contents`} className="lesson-pane__contents-title">
            {t('lesson.pane.contents')}
          </h3>
          <ol>
            {parts.map((part) => (
              <li key={part.id}>
                <button
                  type="button"
                  className="lesson-pane__jump"
                  onClick={() => {
                    setDismissed(target?.seq ?? null);
                    show(part.id);
                  }}
                  dir="auto"
                  data-testid="lesson-jump"
                >
                  {part.heading}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {l.sections.map((section) => (
          <Part
            key={section.id}
            paneId={paneId}
            sectionId={section.id}
            heading={section.heading[locale]}
            cited={cited === section.id}
          >
            <ReplyMarkdown content={section.body[locale]} />
          </Part>
        ))}
        {l.keyTerms.length > 0 && (
          <Part
            paneId={paneId}
            sectionId={KEY_TERMS_SECTION}
            heading={t('lesson.pane.keyTerms')}
            cited={cited === KEY_TERMS_SECTION}
          >
            <dl className="lesson-terms">
              {l.keyTerms.map((entry) => (
                <div key={entry.term.en} className="lesson-terms__entry">
                  <dt dir="auto">
                    {entry.term[locale]}
                    <span className="lesson-terms__other" lang={locale === 'ar' ? 'en' : 'ar'} dir="auto">
                      {entry.term[locale === 'ar' ? 'en' : 'ar']}
                    </span>
                  </dt>
                  <dd>
                    <ReplyMarkdown content={entry.definition[locale]} />
                  </dd>
                </div>
              ))}
            </dl>
          </Part>
        )}
        {example && (
          <Part
            paneId={paneId}
            sectionId={WORKED_EXAMPLE_SECTION}
            heading={t('lesson.pane.workedExample')}
            cited={cited === WORKED_EXAMPLE_SECTION}
          >
            <h4 className="lesson-example__label">{t('lesson.pane.problem')}</h4>
            <ReplyMarkdown content={example.problem[locale]} />
            <h4 className="lesson-example__label">{t('lesson.pane.steps')}</h4>
            <ol className="lesson-example__steps">
              {example.steps.map((step, index) => (
                <li key={index}>
                  <ReplyMarkdown content={step[locale]} />
                </li>
              ))}
            </ol>
            <h4 className="lesson-example__label">{t('lesson.pane.answer')}</h4>
            <ReplyMarkdown content={example.answer[locale]} />
          </Part>
        )}
      </div>
    );
  }

  return (
    <SidePane
      title={shownTitle}
      icon={<BookIcon size={18} />}
      drawer={drawer}
      open={open}
      onClose={onClose}
      paneId={paneId}
      rootStyle={rootStyle}
      widthKey={WIDTH_KEY}
      labels={{
        pane: t('lesson.pane.label', { title: shownTitle }),
        resize: t('lesson.pane.resize'),
        hide: t('lesson.pane.hide'),
      }}
      testIds={{ pane: 'lesson-pane', hide: 'lesson-pane-hide', resizer: 'lesson-resizer' }}
    >
      <div className="lesson-pane" data-testid="lesson-scroller">
        {content}
      </div>
    </SidePane>
  );
}
