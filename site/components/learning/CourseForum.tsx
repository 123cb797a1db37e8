import { useEffect, useRef, useState } from 'react';
import type { TTopic, TTopicSummary } from '@halaqa/shared/api-contract/course-shapes';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { attempt } from './api-outcome';
import { TopicList } from './TopicList';
import { TopicView } from './TopicView';
import textsOf from 'virtual:island-texts/course-forum';

interface CourseForumProps extends TranslatedProps {
  courseId: string;
  viewerId: string;
  /** Course managers pin, lock and delete any post. */
  manager: boolean;
  initialTopics: TTopicSummary[];
  /** The topic named by ?topic= when the page was opened, if any. */
  initialTopic: TTopic | null;
}

/**
 * The course forum (learning-content §3–§4): the topic list, or one topic with its replies.
 * The open topic is kept in the address (?topic=…), so it can be shared and reloaded.
 */
function CourseForum({ language, messages, courseId, viewerId, manager, initialTopics, initialTopic }: CourseForumProps) {
  const t = useTranslator(language, messages);
  const [topics, setTopics] = useState(initialTopics);
  const [topic, setTopic] = useState(initialTopic);
  const [error, setError] = useState<string>();
  const listShown = useRef(false);
  const forum = `/api/courses/${courseId}/forum`;

  const remember = (topicId: string | null) => window.history.replaceState(null, '', topicId ? `?topic=${topicId}` : window.location.pathname);

  async function reloadTopics() {
    const { data } = await attempt<TTopicSummary[]>(t, 'GET', forum);
    if (data) setTopics(data);
  }

  async function open(topicId: string) {
    const { data, error: problem } = await attempt<TTopic>(t, 'GET', `${forum}/topic/${topicId}`);
    setError(problem ?? undefined);
    if (!data) return;
    setTopic(data);
    remember(data.id);
  }

  async function backToList() {
    setTopic(null);
    remember(null);
    await reloadTopics();
  }

  async function create({ title, html }: { title: string; html: string }): Promise<string | null> {
    const { data, error: problem } = await attempt<TTopic>(t, 'POST', `${forum}/topic`, { title, content: html });
    if (data) {
      setTopic(data);
      remember(data.id);
    }
    return problem;
  }

  useEffect(() => {
    // Coming back to the list from a topic: move focus to its heading, as a page change would.
    if (topic === null && listShown.current) document.getElementById('topics-heading')?.focus();
    listShown.current = true;
  }, [topic]);

  return (
    <div className="course-forum">
      <FormAlert message={error} />
      {topic ? (
        <TopicView
          courseId={courseId}
          topic={topic}
          viewerId={viewerId}
          manager={manager}
          language={language}
          t={t}
          onChange={setTopic}
          onDeleted={backToList}
          onBack={backToList}
        />
      ) : (
        <TopicList topics={topics} language={language} t={t} onOpen={open} onCreate={create} />
      )}
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, CourseForum);
