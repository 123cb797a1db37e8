import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import type { CompletionRules } from '@halaqa/shared/completion-rules';
import { displayNameOfKey } from '@halaqa/shared/file-keys';
import type { Translate } from '@halaqa/shared/i18n/index';
import { MATERIAL_TYPES, type MaterialType, type TTranscriptSegment } from '@halaqa/shared/schemas/courses';
import { callApi, uploadFile } from '../api-client';
import { AiAssistant } from './AiAssistant';
import { FormField } from '../auth/FormField';
import { DifficultySelect } from './DifficultySelect';
import { FormAlert, SubmitButton } from '../auth/FormParts';
import { AssignmentSettingsFields, assignmentSettingsOf } from './AssignmentSettingsFields';
import { CompletionRulesEditor } from './CompletionRulesEditor';
import { useQuizFields } from './use-quiz-fields';
import { hasFormatting, htmlFromPlainText, plainTextFromHtml } from '../plain-text-html';

interface LessonEditorProps {
  courseId: string;
  /** The lesson being edited; none to add one. */
  lesson?: TMaterial;
  /** The course's other lessons, offered as prerequisites. */
  otherLessons: { id: string; name: string }[];
  onSaved: (lesson: TMaterial) => void;
  onCancel: () => void;
  /** The platform offers AI (an OpenAI-compatible API is configured); the site's plan decides the rest. */
  ai: boolean;
  t: Translate;
}

const EMPTY_RULES: CompletionRules = { logic: 'all', rules: [] };

/**
 * Adds (POST …/materials) or edits (PUT …/materials/{m}) a lesson: its content, files, video
 * with transcript, quiz questions and settings, assignment settings, prerequisites, visibility
 * and completion rules. The server validates everything again; its message is shown as it is.
 */
export function LessonEditor({ courseId, lesson, otherLessons, onSaved, onCancel, ai, t }: LessonEditorProps) {
  const original = { text: plainTextFromHtml(lesson?.content ?? ''), formatted: hasFormatting(lesson?.content ?? '') };
  const [type, setType] = useState<MaterialType>(lesson?.type ?? 'article');
  const [rules, setRules] = useState<CompletionRules>(lesson?.completion ?? EMPTY_RULES);
  const [files, setFiles] = useState<string[]>(lesson?.files.map((file) => file.key) ?? []);
  const [video, setVideo] = useState(lesson?.video ?? '');
  const [transcript, setTranscript] = useState<TTranscriptSegment[]>(lesson?.transcript ?? []);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const showsVideo = type === 'video' || type === 'mixed';
  const showsFiles = type === 'file' || type === 'mixed';
  const showsAssignment = type === 'assignment' || type === 'mixed';
  const showsQuiz = type === 'quiz' || type === 'mixed';
  const quiz = useQuizFields(lesson, t);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const appendToContent = (text: string) => {
    const field = contentField.current;
    if (field) field.value = field.value.trim() === '' ? text : `${field.value.trimEnd()}\n\n${text}`;
  };

  async function upload(event: ChangeEvent<HTMLInputElement>, onKey: (key: string) => void) {
    const file = event.target.files?.[0];
    if (!file) return;
    const reply = await uploadFile(file, 'materials').catch(() => ({ error: t('errors.network') }));
    if ('key' in reply) onKey(reply.key);
    else setError(reply.error ?? t('errors.internal'));
    event.target.value = '';
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const body: Record<string, unknown> = {
      name: text('name'),
      type,
      estimatedTime: Number(text('estimatedTime') || 0),
      difficulty: text('difficulty') || undefined,
      visible: data.get('visible') === 'on',
      allowPreview: data.get('allowPreview') === 'on',
      commentsAllowed: data.get('commentsAllowed') === 'on',
      prerequisites: data.getAll('prerequisites').map(String),
      completion: rules,
      files: showsFiles ? files : [],
      video: showsVideo ? video : '',
      transcript: showsVideo ? transcript : [],
    };
    if (showsAssignment) body.assignment_settings = assignmentSettingsOf(data);
    if (showsQuiz) {
      const quizFields = quiz.bodyFields();
      if ('problem' in quizFields) return setError(quizFields.problem);
      Object.assign(body, quizFields);
    }
    // Formatting written in the editors' admin is kept unless this text is changed.
    if (text('content') !== original.text) body.content = htmlFromPlainText(text('content'));
    setBusy(true);
    setError(undefined);
    try {
      const path = lesson ? `/api/courses/${courseId}/materials/${lesson.id}` : `/api/courses/${courseId}/materials`;
      const result = await callApi<TMaterial>(lesson ? 'PUT' : 'POST', path, body);
      if (result.ok && result.data) onSaved(result.data);
      else setError(result.error ?? t('teaching.saveFailed'));
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const setSegment = (index: number, change: Partial<TTranscriptSegment>) =>
    setTranscript((segments) => segments.map((segment, at) => (at === index ? { ...segment, ...change } : segment)));

  return (
    <form className="teaching-form lesson-editor" onSubmit={onSubmit} noValidate aria-labelledby="lesson-editor-heading">
      <h3 id="lesson-editor-heading">{lesson ? t('teaching.editLesson', { name: lesson.name }) : t('teaching.newLesson')}</h3>
      <FormField name="name" label={t('teaching.lessonName')} defaultValue={lesson?.name} required maxLength={200} />
      <div className="field-row">
        <label className="field">
          <span className="field-label">{t('teaching.lessonType')}</span>
          <select name="type" value={type} onChange={(event) => setType(event.target.value as MaterialType)}>
            {MATERIAL_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`teaching.lessonTypes.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <FormField name="estimatedTime" type="number" min={0} label={t('teaching.estimatedTime')} defaultValue={String(lesson?.estimatedTime ?? '')} dir="ltr" />
        <DifficultySelect t={t} defaultValue={lesson?.difficulty} />
      </div>
      <label className="field">
        <span className="field-label">{t('teaching.content')}</span>
        <textarea name="content" rows={8} defaultValue={original.text} ref={contentField} />
        {original.formatted ? <span className="muted">{t('teaching.formattedElsewhere')}</span> : null}
      </label>
      {ai && lesson ? (
        <AiAssistant
          courseId={courseId}
          lessonId={lesson.id}
          fromTranscript={lesson.type === 'video'}
          offersQuestions={showsQuiz}
          lessonText={() => contentField.current?.value ?? ''}
          onSummary={appendToContent}
          onQuestions={quiz.addQuestions}
          t={t}
        />
      ) : null}
      {ai && !lesson ? <p className="muted">{t('teaching.ai.saveFirst')}</p> : null}
      {showsVideo ? (
        <fieldset>
          <legend>{t('teaching.video')}</legend>
          {video ? <p dir="ltr">{displayNameOfKey(video)}</p> : null}
          <label className="field">
            <span className="field-label">{t('teaching.uploadVideo')}</span>
            <input type="file" accept="video/mp4,video/webm,video/ogg" onChange={(event) => void upload(event, setVideo)} />
          </label>
          <h4>{t('teaching.transcript')}</h4>
          {transcript.map((segment, index) => (
            <div className="field-row transcript-row" key={index}>
              <label className="inline-field">
                <span>{t('teaching.start')}</span>
                <input type="number" min={0} step="any" dir="ltr" value={segment.start} onChange={(event) => setSegment(index, { start: Number(event.target.value) })} />
              </label>
              <label className="inline-field">
                <span>{t('teaching.end')}</span>
                <input type="number" min={0} step="any" dir="ltr" value={segment.end} onChange={(event) => setSegment(index, { end: Number(event.target.value) })} />
              </label>
              <label className="inline-field grow">
                <span>{t('teaching.segmentText')}</span>
                <input value={segment.text} onChange={(event) => setSegment(index, { text: event.target.value })} />
              </label>
              <button type="button" className="secondary" onClick={() => setTranscript((segments) => segments.filter((_, at) => at !== index))}>
                {t('teaching.remove')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="secondary"
            onClick={() => setTranscript((segments) => [...segments, { start: segments.at(-1)?.end ?? 0, end: (segments.at(-1)?.end ?? 0) + 5, text: '' }])}
          >
            {t('teaching.addSegment')}
          </button>
        </fieldset>
      ) : null}
      {showsFiles ? (
        <fieldset>
          <legend>{t('teaching.files')}</legend>
          <ul>
            {files.map((key) => (
              <li key={key}>
                <span dir="ltr">{displayNameOfKey(key)}</span>{' '}
                <button type="button" className="secondary" onClick={() => setFiles((list) => list.filter((other) => other !== key))}>
                  {t('teaching.remove')}
                </button>
              </li>
            ))}
          </ul>
          <label className="field">
            <span className="field-label">{t('teaching.uploadFile')}</span>
            <input type="file" onChange={(event) => void upload(event, (key) => setFiles((list) => [...list, key]))} />
          </label>
        </fieldset>
      ) : null}
      {showsAssignment ? <AssignmentSettingsFields settings={lesson?.assignment_settings} t={t} /> : null}
      {showsQuiz ? quiz.fields(busy) : null}
      {otherLessons.length > 0 ? (
        <fieldset>
          <legend>{t('teaching.prerequisites')}</legend>
          {otherLessons.map((other) => (
            <label className="checkbox" key={other.id}>
              <input type="checkbox" name="prerequisites" value={other.id} defaultChecked={lesson?.prerequisites.includes(other.id)} />
              <span>{other.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" name="visible" defaultChecked={lesson?.visible ?? true} />
        <span>{t('teaching.visible')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="allowPreview" defaultChecked={lesson?.allowPreview ?? false} />
        <span>{t('teaching.allowPreview')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="commentsAllowed" defaultChecked={lesson?.commentsAllowed ?? true} />
        <span>{t('teaching.commentsAllowed')}</span>
      </label>
      <CompletionRulesEditor value={rules} onChange={setRules} t={t} />
      <FormAlert message={error} />
      <div className="field-row">
        <SubmitButton busy={busy} label={lesson ? t('teaching.save') : t('teaching.addLesson')} busyLabel={t('teaching.saving')} />
        <button type="button" className="secondary" onClick={onCancel}>
          {t('teaching.cancel')}
        </button>
      </div>
    </form>
  );
}
