import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TCourseSection, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { sectionTotals } from '@halaqa/shared/curriculum-outline';
import type { Translate } from '@halaqa/shared/i18n/index';
import { formatMinutes, numberFormat } from '@halaqa/shared/intl-formats';
import { FormAlert } from '../auth/FormParts';
import { isSectionKey, itemsOf, type Arrangement } from './curriculum-order';
import { SectionHeading, type HandleProps } from './SectionHeading';

interface CurriculumOrderListProps {
  t: Translate;
  language: string;
  arrangement: Arrangement;
  sections: TCourseSection[];
  lessons: TMaterialSummary[];
  /** The lesson whose form is open. */
  editedId: string | null;
  /** The rows' buttons, while another change is under way. */
  disabled: boolean;
  /** Moving rows: only before the page's script runs (moves are saved one after another). */
  dragDisabled: boolean;
  onMove: (activeKey: string, overKey: string) => void;
  onEdit: (lesson: TMaterialSummary) => void;
  onDelete: (lesson: TMaterialSummary) => void;
  onRename: (section: TCourseSection, title: string) => Promise<boolean>;
  onDeleteSection: (section: TCourseSection) => void;
  /** A change of one row that failed (its key: a lesson's id, `section:<id>`), said in that row. */
  rowError: { key: string; message: string } | null;
}

/** A row of the list: dnd-kit's sortable item, with its drag handle. */
function SortableRow({ id, disabled, className, testId, current, children }: { id: string; disabled: boolean; className: string; testId: string; current?: boolean; children: (handle: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`${className}${isDragging ? ' dragging' : ''}${current ? ' current' : ''}`} data-testid={testId}>
      {children({ ...attributes, ...listeners, disabled })}
    </li>
  );
}

/** While a section moves, its places are the other headings: the arrow keys go from heading to heading. */
const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
  if (!isSectionKey(String(args.active))) return sortableKeyboardCoordinates(event, args);
  const containers = args.context.droppableContainers;
  const headings = { get: containers.get.bind(containers), getEnabled: () => containers.getEnabled().filter((entry) => isSectionKey(String(entry.id))) };
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: headings as unknown as typeof containers } });
};

/**
 * The course's lessons and sections as one list the managers rearrange by dragging a handle, or
 * with the keyboard (focus a handle, Space, arrow keys, Space): dnd-kit's pointer and keyboard
 * sensors, with what happens read out in the page's language. While a section is moved, only
 * headings are places to drop it (its lessons go with it), by pointer and by keyboard alike.
 */
export function CurriculumOrderList(props: CurriculumOrderListProps) {
  const { t, language, arrangement, sections, lessons, editedId, disabled, dragDisabled, onMove, onEdit, onDelete, onRename, onDeleteSection, rowError } = props;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter }));
  const items = itemsOf(arrangement);
  const lessonById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const numbers = numberFormat(language);
  const nameOf = (key: string | number | undefined) => {
    const text = String(key ?? '');
    return isSectionKey(text) ? (sectionById.get(text.slice('section:'.length))?.title ?? '') : (lessonById.get(text)?.name ?? '');
  };

  const collisionDetection: CollisionDetection = (args) =>
    closestCenter(isSectionKey(String(args.active.id)) ? { ...args, droppableContainers: args.droppableContainers.filter((entry) => isSectionKey(String(entry.id))) } : args);

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('teaching.sections.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('teaching.sections.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('teaching.sections.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('teaching.sections.cancelled', { name: nameOf(active.id) }),
  };

  // Beside the row's buttons, which name it (aria-describedby) while it shows.
  const errorId = (key: string) => `row-error-${key.replace(':', '-')}`;
  const errorIn = (key: string) => (rowError?.key === key ? <FormAlert id={errorId(key)} message={rowError.message} /> : null);
  const describedIn = (key: string) => (rowError?.key === key ? errorId(key) : undefined);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) onMove(String(active.id), String(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('teaching.dragHint') } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className="lesson-list curriculum-order">
          {items.map((item) => {
            if (item.kind === 'section') {
              const section = sectionById.get(item.id)!;
              const own = arrangement.sections.find((entry) => entry.id === item.id)?.lessons ?? [];
              const totals = sectionTotals(own.map((id) => ({ estimatedTime: lessonById.get(id)?.estimatedTime ?? null })));
              const summary = [t('teaching.sections.lessonCount', { count: numbers.format(totals.lessonCount) }), totals.timed > 0 ? formatMinutes(language, totals.minutes) : null].filter(Boolean).join(' · ');
              return (
                <SortableRow key={item.key} id={item.key} disabled={dragDisabled} className="section-row" testId="section-row">
                  {(handle) => (
                    <>
                      <SectionHeading t={t} section={section} summary={summary} empty={own.length === 0} handle={handle} disabled={disabled} onRename={onRename} onDelete={onDeleteSection} />
                      {errorIn(item.key)}
                    </>
                  )}
                </SortableRow>
              );
            }
            const lesson = lessonById.get(item.id)!;
            return (
              <SortableRow key={item.key} id={item.key} disabled={dragDisabled} className="lesson-row" testId="lesson-row" current={lesson.id === editedId}>
                {(handle) => (
                  <>
                    <button type="button" className="drag-handle" aria-label={t('teaching.dragLesson', { name: lesson.name })} {...handle}>
                      ⠿
                    </button>
                    <bdi className="lesson-name">{lesson.name}</bdi>
                    <span className="muted">{t(`teaching.lessonTypes.${lesson.type}`)}</span>
                    {!lesson.visible ? <span className="badge">{t('teaching.hidden')}</span> : null}
                    <button type="button" className="secondary" onClick={() => onEdit(lesson)} disabled={disabled} aria-current={lesson.id === editedId ? 'true' : undefined} aria-describedby={describedIn(item.key)}>
                      {t('teaching.edit')}
                    </button>
                    <button type="button" className="secondary danger" onClick={() => onDelete(lesson)} disabled={disabled} aria-describedby={describedIn(item.key)}>
                      {t('teaching.delete')}
                    </button>
                    {errorIn(item.key)}
                  </>
                )}
              </SortableRow>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
