import { useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TMaterial, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { LessonEditor } from './LessonEditor';
import textsOf from 'virtual:island-texts/lesson-manager';

interface LessonManagerProps extends TranslatedProps {
  courseId: string;
  /** The managers' view of the curriculum: every lesson, in the working order. */
  initialLessons: TMaterialSummary[];
  /** The platform offers AI: the lesson editor shows its AI assistant. */
  ai: boolean;
}

function SortableLesson({ lesson, onEdit, onDelete, t, disabled }: { lesson: TMaterialSummary; onEdit: () => void; onDelete: () => void; t: Translate; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id, disabled });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`lesson-row${isDragging ? ' dragging' : ''}`} data-testid="lesson-row">
      <button type="button" className="drag-handle" aria-label={t('teaching.dragLesson', { name: lesson.name })} disabled={disabled} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="lesson-name">{lesson.name}</span>
      <span className="muted">{t(`teaching.lessonTypes.${lesson.type}`)}</span>
      {!lesson.visible ? <span className="badge">{t('teaching.hidden')}</span> : null}
      <button type="button" className="secondary" onClick={onEdit} disabled={disabled}>
        {t('teaching.edit')}
      </button>
      <button type="button" className="secondary danger" onClick={onDelete} disabled={disabled}>
        {t('teaching.delete')}
      </button>
    </li>
  );
}

/**
 * The course's lessons for its managers: drag (or move with the keyboard) to reorder, then
 * publish the order for students (learning-content §4: order changes need an explicit update);
 * add, edit and delete lessons.
 */
function LessonManager({ language, messages, courseId, initialLessons, ai }: LessonManagerProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [lessons, setLessons] = useState(initialLessons);
  const [editing, setEditing] = useState<TMaterial | 'new' | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const unpublished = lessons.some((lesson) => lesson.order !== lesson.publishedOrder);

  async function act(work: () => Promise<string | null>) {
    setBusy(true);
    setError(undefined);
    setNotice(null);
    try {
      const failure = await work();
      if (failure) setError(failure);
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  /** Saves the new working order: each lesson whose position changed gets its index. */
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = lessons.findIndex((lesson) => lesson.id === active.id);
    const to = lessons.findIndex((lesson) => lesson.id === over.id);
    const reordered = arrayMove(lessons, from, to).map((lesson, index) => ({ ...lesson, order: index }));
    const changed = reordered.filter((lesson, index) => lessons.find((old) => old.id === lesson.id)?.order !== index);
    setLessons(reordered);
    void act(async () => {
      for (const lesson of changed) {
        const result = await callApi('PUT', `/api/courses/${courseId}/materials/${lesson.id}`, { order: lesson.order });
        if (!result.ok) return result.error ?? t('teaching.saveFailed');
      }
      return null;
    });
  }

  const publishOrder = () =>
    act(async () => {
      const result = await callApi('PUT', `/api/courses/${courseId}`, { publishMaterialOrder: true });
      if (!result.ok) return result.error ?? t('teaching.saveFailed');
      setLessons((list) => list.map((lesson) => ({ ...lesson, publishedOrder: lesson.order })));
      setNotice(t('teaching.orderPublished'));
      return null;
    });

  const openEditor = (lesson: TMaterialSummary) =>
    act(async () => {
      const result = await callApi<TMaterial>('GET', `/api/courses/${courseId}/materials/${lesson.id}`);
      if (!result.ok || !result.data) return result.error ?? t('teaching.loadFailed');
      setEditing(result.data);
      return null;
    });

  const deleteLesson = (lesson: TMaterialSummary) =>
    act(async () => {
      if (!window.confirm(t('teaching.confirmDeleteLesson', { name: lesson.name }))) return null;
      const result = await callApi('DELETE', `/api/courses/${courseId}/materials/${lesson.id}`);
      if (!result.ok) return result.error ?? t('teaching.saveFailed');
      setLessons((list) => list.filter((other) => other.id !== lesson.id));
      return null;
    });

  function onSaved(saved: TMaterial) {
    setLessons((list) => (list.some((lesson) => lesson.id === saved.id) ? list.map((lesson) => (lesson.id === saved.id ? saved : lesson)) : [...list, saved]));
    setEditing(null);
    setNotice(t('teaching.saved'));
  }

  const editedId = editing && editing !== 'new' ? editing.id : null;
  return (
    <section className="lesson-manager" aria-labelledby="lessons-heading">
      <h2 id="lessons-heading">{t('teaching.lessons')}</h2>
      {lessons.length === 0 ? <p className="muted">{t('teaching.noLessons')}</p> : <p className="muted">{t('teaching.dragHint')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={lessons.map((lesson) => lesson.id)} strategy={verticalListSortingStrategy}>
          <ol className="lesson-list">
            {lessons.map((lesson) => (
              <SortableLesson key={lesson.id} lesson={lesson} t={t} disabled={!hydrated || busy} onEdit={() => void openEditor(lesson)} onDelete={() => void deleteLesson(lesson)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {unpublished ? (
        <div className="notice" role="status">
          <p>{t('teaching.orderUnpublished')}</p>
          <button type="button" onClick={() => void publishOrder()} disabled={!hydrated || busy}>
            {t('teaching.publishOrder')}
          </button>
        </div>
      ) : null}
      <FormAlert message={error} />
      <FormSuccess message={notice} />
      {editing ? (
        <LessonEditor
          key={editedId ?? 'new'}
          courseId={courseId}
          lesson={editing === 'new' ? undefined : editing}
          otherLessons={lessons.filter((lesson) => lesson.id !== editedId).map(({ id, name }) => ({ id, name }))}
          onSaved={onSaved}
          onCancel={() => setEditing(null)}
          ai={ai}
          t={t}
        />
      ) : (
        <button type="button" onClick={() => setEditing('new')} disabled={!hydrated}>
          {t('teaching.addLesson')}
        </button>
      )}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, LessonManager);
