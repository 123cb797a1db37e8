import { useEffect, useRef, useState } from 'react';
import type { TCourseSection, TCurriculum, TMaterial, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { numberFormat } from '@halaqa/shared/intl-formats';
import { callApi } from '../api-client';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AddSectionForm } from './AddSectionForm';
import { applyArrangement, arrangementOf, isSectionKey, moveInArrangement, orderUnpublished, placeOfLesson, type Arrangement } from './curriculum-order';
import { CurriculumOrderList } from './CurriculumOrderList';
import { LessonEditor } from './LessonEditor';
import { lessonToEdit } from '@halaqa/shared/manager-paths';
import textsOf from 'virtual:island-texts/lesson-manager';

interface LessonManagerProps extends TranslatedProps {
  courseId: string;
  /** The managers' view of the curriculum: every lesson, in the working order. */
  initialLessons: TMaterialSummary[];
  /** The course's sections, in the working order (issue #14). */
  initialSections: TCourseSection[];
  /** The platform offers AI: the lesson editor shows its AI assistant. */
  ai: boolean;
  /** The manager may upload public files (the upload-files right): the lesson's text takes images. */
  imagesAllowed: boolean;
}

/**
 * The course's lessons for its managers, in two panes on a wide screen (issue #14): beside the
 * list of sections and lessons, the open lesson's form; on a phone the form comes below the list.
 * Managers add, rename and delete sections; drag lessons and sections (or move them with the
 * keyboard) into place, each move saving the whole order at once; then publish the order for
 * students (learning-content §4: order changes need an explicit update); and add, edit and delete
 * lessons.
 */
function LessonManager({ language, messages, courseId, initialLessons, initialSections, ai, imagesAllowed }: LessonManagerProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [lessons, setLessons] = useState(initialLessons);
  const [sections, setSections] = useState(initialSections);
  const [editing, setEditing] = useState<TMaterial | 'new' | null>(null);
  /**
   * A change's failure; `at`: the row it was made from (a lesson's id, `section:<id>`), in which it
   * is shown beside its buttons (issue #44, item 4); null: under the list, by the order's and the new section's buttons.
   */
  const [error, setError] = useState<{ at: string | null; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editorPane = useRef<HTMLDivElement>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latestMove = useRef(0);
  const arrangement = arrangementOf(sections, lessons);
  const numbers = numberFormat(language);

  /** Runs one change, showing its failure at `at` (see `error`); true when it went through. */
  async function act(work: () => Promise<string | null>, at: string | null = null): Promise<boolean> {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const failure = await work();
      if (failure) setError({ at, message: failure });
      return !failure;
    } catch {
      setError({ at, message: t('errors.network') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** What the "moved" confirmation says once the order is saved. */
  function movedNotice(next: Arrangement, activeKey: string): string {
    if (isSectionKey(activeKey)) {
      const id = activeKey.slice('section:'.length);
      const title = sections.find((section) => section.id === id)?.title ?? '';
      const position = next.sections.findIndex((section) => section.id === id) + 1;
      return t('teaching.sections.sectionMoved', { name: title, position: numbers.format(position), count: numbers.format(next.sections.length) });
    }
    const place = placeOfLesson(next, activeKey);
    const section = sections.find((entry) => entry.id === place.section);
    return t('teaching.sections.lessonMoved', {
      name: lessons.find((lesson) => lesson.id === activeKey)?.name ?? '',
      place: section ? section.title : t('teaching.sections.noSection'),
      position: numbers.format(place.position),
      count: numbers.format(place.count),
    });
  }

  /**
   * A drop: shown at once, then the whole order saved in one call (PUT …/curriculum). Saves run
   * one after another, so the list never waits for one (a keyboard user moves on from the same
   * handle) and the last move is the one stored; only the last one's reply replaces the lists.
   */
  function onMove(activeKey: string, overKey: string) {
    const next = moveInArrangement(arrangement, activeKey, overKey);
    if (!next) return;
    const shown = applyArrangement(sections, lessons, next);
    setSections(shown.sections);
    setLessons(shown.lessons);
    setError(null);
    setNotice(null);
    const move = ++latestMove.current;
    saving.current = saving.current.then(async () => {
      const result = await callApi<TCurriculum>('PUT', `/api/courses/${courseId}/curriculum`, next).catch(() => ({ ok: false, data: null, error: t('errors.network') }));
      if (move !== latestMove.current) return;
      if (!result.ok || !result.data) return setError({ at: activeKey, message: result.error ?? t('teaching.saveFailed') });
      setSections(result.data.sections);
      setLessons(result.data.lessons);
      setNotice(movedNotice(next, activeKey));
    });
  }

  const publishOrder = () =>
    act(async () => {
      // The moves still being saved are part of what is published.
      await saving.current;
      const result = await callApi('PUT', `/api/courses/${courseId}`, { publishMaterialOrder: true });
      if (!result.ok) return result.error ?? t('teaching.saveFailed');
      setLessons((list) => list.map((lesson) => ({ ...lesson, publishedOrder: lesson.order, publishedSection: lesson.section })));
      setSections((list) => list.map((section) => ({ ...section, publishedOrder: section.order })));
      setNotice(t('teaching.orderPublished'));
      return null;
    });

  const openEditor = (lesson: TMaterialSummary) =>
    act(async () => {
      const result = await callApi<TMaterial>('GET', `/api/courses/${courseId}/materials/${lesson.id}`);
      if (!result.ok || !result.data) return result.error ?? t('teaching.loadFailed');
      setEditing(result.data);
      return null;
    }, lesson.id);

  // Arrived from a lesson's "Edit this lesson" (ManagerLinks): its form opens at once.
  useEffect(() => {
    const asked = lessonToEdit(window.location.search);
    const lesson = asked === null ? undefined : initialLessons.find((entry) => entry.id === asked);
    if (lesson) void openEditor(lesson);
    // Once, on arrival: the link names the lesson, later edits are the manager's own.
  }, []);

  const editedId = editing && editing !== 'new' ? editing.id : null;
  // A form that opens is where the manager works next: on a phone it is below the list.
  useEffect(() => {
    if (!editing) return;
    editorPane.current?.scrollIntoView({ block: 'nearest' });
    editorPane.current?.querySelector<HTMLElement>('#lesson-editor-heading')?.focus({ preventScroll: true });
  }, [editedId, editing === 'new']);

  const deleteLesson = (lesson: TMaterialSummary) =>
    act(async () => {
      if (!window.confirm(t('teaching.confirmDeleteLesson', { name: lesson.name }))) return null;
      const result = await callApi('DELETE', `/api/courses/${courseId}/materials/${lesson.id}`);
      if (!result.ok) return result.error ?? t('teaching.saveFailed');
      setLessons((list) => list.filter((other) => other.id !== lesson.id));
      if (lesson.id === editedId) setEditing(null);
      return null;
    }, lesson.id);

  const addSection = (title: string) =>
    act(async () => {
      const result = await callApi<TCourseSection>('POST', `/api/courses/${courseId}/sections`, { title });
      if (!result.ok || !result.data) return result.error ?? t('teaching.saveFailed');
      const section = result.data;
      setSections((list) => [...list, section]);
      return null;
    });

  const renameSection = (section: TCourseSection, title: string) =>
    act(async () => {
      const result = await callApi<TCourseSection>('PUT', `/api/courses/${courseId}/sections/${section.id}`, { title });
      if (!result.ok || !result.data) return result.error ?? t('teaching.saveFailed');
      const saved = result.data;
      setSections((list) => list.map((entry) => (entry.id === saved.id ? saved : entry)));
      setNotice(t('teaching.saved'));
      return null;
    }, `section:${section.id}`);

  const deleteSection = (section: TCourseSection) =>
    act(async () => {
      if (!window.confirm(t('teaching.sections.confirmDelete', { name: section.title }))) return null;
      const result = await callApi('DELETE', `/api/courses/${courseId}/sections/${section.id}`);
      if (!result.ok) return result.error ?? t('teaching.saveFailed');
      setSections((list) => list.filter((entry) => entry.id !== section.id));
      // Its lessons stay, outside any section (for students too).
      const outOf = (id: string | null) => (id === section.id ? null : id);
      setLessons((list) => list.map((lesson) => ({ ...lesson, section: outOf(lesson.section), publishedSection: outOf(lesson.publishedSection) })));
      return null;
    }, `section:${section.id}`);

  function onSaved(saved: TMaterial) {
    setLessons((list) => (list.some((lesson) => lesson.id === saved.id) ? list.map((lesson) => (lesson.id === saved.id ? saved : lesson)) : [...list, saved]));
    setEditing(null);
    setNotice(t('teaching.saved'));
  }

  return (
    <section className="lesson-manager" aria-labelledby="lessons-heading">
      <h2 id="lessons-heading">{t('teaching.lessons')}</h2>
      <div className="lesson-manager-panes">
        <div className="lesson-pane-list">
          {lessons.length === 0 && sections.length === 0 ? <p className="muted">{t('teaching.noLessons')}</p> : <p className="muted">{t('teaching.dragHint')}</p>}
          <CurriculumOrderList
            t={t}
            language={language}
            arrangement={arrangement}
            sections={sections}
            lessons={lessons}
            editedId={editedId}
            disabled={!hydrated || busy}
            dragDisabled={!hydrated}
            onMove={onMove}
            onEdit={(lesson) => void openEditor(lesson)}
            onDelete={(lesson) => void deleteLesson(lesson)}
            onRename={renameSection}
            onDeleteSection={(section) => void deleteSection(section)}
            rowError={error?.at ? { key: error.at, message: error.message } : null}
          />
          {orderUnpublished(sections, lessons) ? (
            <div className="notice" role="status">
              <p>{t('teaching.orderUnpublished')}</p>
              <button type="button" onClick={() => void publishOrder()} disabled={!hydrated || busy}>
                {t('teaching.publishOrder')}
              </button>
            </div>
          ) : null}
          <FormAlert message={error && !error.at ? error.message : undefined} />
          <FormSuccess message={notice} />
          <div className="lesson-pane-actions">
            {editing === 'new' ? null : (
              <button type="button" onClick={() => setEditing('new')} disabled={!hydrated}>
                {t('teaching.addLesson')}
              </button>
            )}
            <AddSectionForm t={t} disabled={!hydrated || busy} onAdd={addSection} />
          </div>
        </div>
        <div className="lesson-pane-editor" ref={editorPane}>
          {editing ? (
            <LessonEditor
              key={editedId ?? 'new'}
              courseId={courseId}
              lesson={editing === 'new' ? undefined : editing}
              sections={sections.map(({ id, title }) => ({ id, title }))}
              otherLessons={lessons.filter((lesson) => lesson.id !== editedId).map(({ id, name }) => ({ id, name }))}
              onSaved={onSaved}
              onCancel={() => setEditing(null)}
              ai={ai}
              imagesAllowed={imagesAllowed}
              language={language}
              t={t}
            />
          ) : (
            <p className="muted lesson-pane-empty">{t('teaching.sections.chooseLesson')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, LessonManager);
