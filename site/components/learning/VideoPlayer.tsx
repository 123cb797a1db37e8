import { useEffect, useRef, useState } from 'react';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { completeLesson } from './curriculum-store';
import { HydratedButton } from './HydratedButton';
import { parsePosition, positionChanged, resumeAt } from './video-position';
import { segmentIndexAt, timestampOf, webVttOf, type TranscriptSegment } from './transcript';
import textsOf from 'virtual:island-texts/video-player';

interface VideoPlayerProps extends TranslatedProps {
  /** /files/{key} of the lesson's video. */
  src: string;
  /** The type the server derived from the extension (learning-content §5). */
  videoType: string;
  fileName: string;
  transcript: TranscriptSegment[];
  /** The language the transcript is written in: the site's own (its siteLang), which its lessons are written in. */
  captionsLanguage: string;
  /** The localStorage key of the signed-in viewer's position in this lesson (video-position.ts); null: none kept. */
  positionKey: string | null;
  /** A registered student's lesson whose rules count "viewed": playing it to the end completes it. */
  completeAtEnd: { courseId: string; materialId: string } | null;
}

/**
 * A video lesson: the browser's own player, and its transcript as a list of lines. Choosing a
 * line moves the video there; while it plays, the line being spoken is highlighted. The same
 * transcript is given to the player as captions. A signed-in viewer resumes where they left off
 * (the position is kept in this browser, per lesson); at the end the position is forgotten and,
 * for a lesson completed by being viewed, the lesson is completed (issue #15).
 */
function VideoPlayer({ language, messages, src, videoType, fileName, transcript, captionsLanguage, positionKey, completeAtEnd }: VideoPlayerProps) {
  const t = useTranslator(language, messages);
  const video = useRef<HTMLVideoElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(-1);
  const [captionsUrl, setCaptionsUrl] = useState<string | null>(null);
  const lastSaved = useRef<number | null>(null);

  useEffect(() => {
    const player = video.current;
    if (!player || !positionKey) return;
    const resume = () => {
      const at = resumeAt(parsePosition(readStorage(positionKey)), player.duration);
      if (at !== null && player.currentTime < at) player.currentTime = at;
    };
    // The metadata may have arrived before hydration (the island loads when visible).
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else player.addEventListener('loadedmetadata', resume, { once: true });
    return () => player.removeEventListener('loadedmetadata', resume);
  }, [positionKey]);

  useEffect(() => {
    if (transcript.length === 0) return;
    const url = URL.createObjectURL(new Blob([webVttOf(transcript)], { type: 'text/vtt' }));
    setCaptionsUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [transcript]);

  useEffect(() => {
    // Keep the spoken line in view inside the transcript box, without scrolling the page.
    const box = list.current;
    const line = box?.children[current] as HTMLElement | undefined;
    if (box && line && (line.offsetTop < box.scrollTop || line.offsetTop + line.offsetHeight > box.scrollTop + box.clientHeight)) {
      box.scrollTop = line.offsetTop - box.offsetTop;
    }
  }, [current]);

  function timeUpdate(player: HTMLVideoElement) {
    setCurrent(segmentIndexAt(transcript, player.currentTime));
    if (!positionKey || player.ended || !positionChanged(lastSaved.current, player.currentTime)) return;
    lastSaved.current = player.currentTime;
    writeStorage(positionKey, String(player.currentTime));
  }

  function ended() {
    if (positionKey) writeStorage(positionKey, null);
    lastSaved.current = null;
    if (completeAtEnd) void completeLesson(completeAtEnd.courseId, completeAtEnd.materialId);
  }

  function seek(index: number) {
    const segment = transcript[index];
    if (!video.current || !segment) return;
    video.current.currentTime = segment.start;
    setCurrent(index);
  }

  return (
    <section className="video-lesson" aria-labelledby="video-heading">
      <h2 id="video-heading">{t('learning.lesson.video')}</h2>
      <video ref={video} controls preload="metadata" onTimeUpdate={(event) => timeUpdate(event.currentTarget)} onEnded={ended}>
        <source src={src} type={videoType.startsWith('video/') ? videoType : undefined} />
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang={captionsLanguage} label={t('learning.lesson.captions')} /> : null}
        <p>
          {t('learning.lesson.noVideoSupport')}{' '}
          <a href={src} download={fileName}>
            {fileName}
          </a>
        </p>
      </video>
      {transcript.length > 0 ? (
        <>
          <h3 id="transcript-heading">{t('learning.lesson.transcript')}</h3>
          <p className="muted">{t('learning.lesson.transcriptHint')}</p>
          <ol ref={list} className="transcript" aria-labelledby="transcript-heading">
            {transcript.map((segment, index) => (
              <li key={`${segment.start}-${segment.end}`}>
                <HydratedButton aria-current={index === current ? 'true' : undefined} onClick={() => seek(index)}>
                  <span className="timestamp" dir="ltr">
                    {timestampOf(segment.start)}
                  </span>
                  <bdi>{segment.text}</bdi>
                </HydratedButton>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** localStorage can be missing or refuse (private modes, a full quota): resuming is then simply off. */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not kept: the next visit starts from the beginning.
  }
}

export default withCrashScreenAndTexts(textsOf, VideoPlayer);
