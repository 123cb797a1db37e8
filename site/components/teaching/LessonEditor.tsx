import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import type { CompletionRules } from '@halaqa/shared/completion-rules';
import { displayNameOfKey } from '@halaqa/shared/file-keys';
import { directionOf } from '@halaqa/shared/i18n/languages';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { MATERIAL_TYPES, type MaterialType } from '@halaqa/shared/schemas/courses';
import { callApi, uploadFile } from '../api-client';
import { AiAssistant } from './AiAssistant';
import { FormField } from '../auth/FormField';
import { DifficultySelect } from './DifficultySelect';
import { FormAlert, SubmitButton } from '../auth/FormParts';
import { AssignmentSettingsFields, assignmentSettingsOf } from './AssignmentSettingsFields';
import { CompletionRulesEditor } from './CompletionRulesEditor';
import { useQuizFields } from './use-quiz-fields';
import { TranscriptEditor, useTranscriptDraft } from './TranscriptEditor';
import { htmlFromPlainText, plainTextFromHtml } from '../plain-text-html';
import { RichTextField } from '../rich-text/RichTextField';
import { richTextOfForm } from '../rich-text/form-value';

interface LessonEditorProps {
  courseId: string;
  /** The lesson being edited; none to add one. */
  lesson?: TMaterial;
  /** The course's other lessons, offered as prerequisites. */
  otherLessons: { id: string; name: string }[];
  /** The course's sections: a new lesson is added to one of them (the last by default) or to none. */
  sections: { id: string; title: string }[];
  onSaved: (lesson: TMaterial) => void;
  onCancel: () => void;
  /** The platform offers AI (an OpenAI-compatible API is configured); the site's plan decides the rest. */
  ai: boolean;
  /** Images in the lesson's text, uploaded as the lesson's files are; off for writers who may not upload. */
  imagesAllowed: boolean;
  language: Language;
  t: Translate;
}

const EMPTY_RULES: CompletionRules = { logic: 'all', rules: [] };

/**
 * Adds (POST …/materials) or edits (PUT …/materials/{m}) a lesson: its content, files, video
 * with transcript, quiz questions and settings, assignment settings, prerequisites, visibility
 * and completion rules. The server validates everything again; its message is shown as it is.
 */
export function LessonEditor({ courseId, lesson, otherLessons, sections, onSaved, onCancel, ai, imagesAllowed, language, t }: LessonEditorProps) {
  const [type, setType] = useState<MaterialType>(lesson?.type ?? 'article');
  const [rules, setRules] = useState<CompletionRules>(lesson?.completion ?? EMPTY_RULES);
  const [files, setFiles] = useState<string[]>(lesson?.files.map((file) => file.key) ?? []);
  const [video, setVideo] = useState(lesson?.video ?? '');
  const transcript = useTranscriptDraft(lesson?.transcript ?? []);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const showsVideo = type === 'video' || type === 'mixed';
  const showsFiles = type === 'file' || type === 'mixed';
  const showsAssignment = type === 'assignment' || type === 'mixed';
  const showsQuiz = type === 'quiz' || type === 'mixed';
  const quiz = useQuizFields(lesson, t);
  // The lesson's text as the editor has it, and whether it was written here: only then is it sent,
  // so formatting from the editors' admin that this editor cannot show is never overwritten.
  const [content, setContent] = useState(lesson?.content ?? '');
  const contentWritten = useRef(false);
  // The editor is uncontrolled; text added from outside (the AI summary) starts it again with it.
  const [contentStart, setContentStart] = useState(0);
  const writeContent = (html: string) => {
    contentWritten.current = true;
    setContent(html);
  };
  const appendToContent = (text: string) => {
    writeContent(content + htmlFromPlainText(text));
    setContentStart((count) => count + 1);
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
    // The rules are checked as the teacher types; the server checks them again.
    if (showsVideo && !transcript.checked.segments) {
      setError(t('authoring.transcript.fixFirst'));
      return transcript.focusFirstProblem();
    }
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
      transcript: showsVideo ? transcript.checked.segments : [],
    };
    if (!lesson && sections.length > 0) body.section = text('section') || null;
    if (showsAssignment) body.assignment_settings = assignmentSettingsOf(data);
    if (showsQuiz) {
      const quizFields = quiz.bodyFields();
      if ('problem' in quizFields) return setError(quizFields.problem);
      Object.assign(body, quizFields);
    }
    const written = richTextOfForm(event.currentTarget, 'content');
    // Typed before the editor loaded: changed when the text differs from the lesson's.
    if (written.typed !== undefined ? written.typed !== plainTextFromHtml(lesson?.content ?? '') : contentWritten.current) body.content = written.html;
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

  return (
    <form className="teaching-form lesson-editor" onSubmit={onSubmit} noValidate aria-labelledby="lesson-editor-heading">
      <h3 id="lesson-editor-heading" tabIndex={-1}>
        {lesson ? t('teaching.editLesson', { name: lesson.name }) : t('teaching.newLesson')}
      </h3>
      <FormField name="name" label={t('teaching.lessonName')} defaultValue={lesson?.name} required maxLength={200} />
      {!lesson && sections.length > 0 ? (
        <label className="field">
          <span className="field-label">{t('teaching.sections.field')}</span>
          <select name="section" defaultValue={sections.at(-1)!.id}>
            <option value="">{t('teaching.sections.noSection')}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                <bdi>{section.title}</bdi>
              </option>
            ))}
          </select>
        </label>
      ) : null}
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
      <RichTextField
        key={contentStart}
        id="lesson-content"
        name="content"
        label={t('teaching.content')}
        initialHtml={content}
        onChange={writeContent}
        dir={directionOf(language)}
        t={t}
        imageSegment={imagesAllowed ? 'materials' : undefined}
        rows={8}
      />
      {ai && lesson ? (
        <AiAssistant
          courseId={courseId}
          lessonId={lesson.id}
          fromTranscript={lesson.type === 'video'}
          offersQuestions={showsQuiz}
          lessonText={() => plainTextFromHtml(content)}
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
          <TranscriptEditor draft={transcript} videoSrc={video ? `/files/${video}` : undefined} t={t} />
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
              <bdi>{other.name}</bdi>
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
