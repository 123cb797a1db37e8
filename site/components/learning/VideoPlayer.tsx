import { useEffect, useRef, useState } from 'react';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { HydratedButton } from './HydratedButton';
import { positionDue, positionOf, resumeAt, type SentPosition } from './video-position';
import { reportWatched, sendPosition, type VideoLesson } from './video-progress';
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
  /** A registered student's lesson: where they stopped (seconds; null: nowhere yet), saved again as they watch; its end is reported. */
  progress: (VideoLesson & { position: number | null }) | null;
}

/**
 * A video lesson: the browser's own player, and its transcript as a list of lines. Choosing a
 * line moves the video there; while it plays, the line being spoken is highlighted. The same
 * transcript is given to the player as captions. A registered student resumes where they
 * stopped, on any device: the position is saved on the server while the video plays and when it
 * stops or the page is left (video-position.ts). Its end counts the lesson viewed, which
 * completes it by its rules (issue #44, item 6).
 */
function VideoPlayer({ language, messages, src, videoType, fileName, transcript, captionsLanguage, progress }: VideoPlayerProps) {
  const t = useTranslator(language, messages);
  const video = useRef<HTMLVideoElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(-1);
  const [captionsUrl, setCaptionsUrl] = useState<string | null>(null);
  const sent = useRef<SentPosition | null>(null);
  const lesson = progress && { courseId: progress.courseId, materialId: progress.materialId };
  const resumeFrom = progress?.position ?? null;

  useEffect(() => {
    const player = video.current;
    if (!player || resumeFrom === null) return;
    const resume = () => {
      const at = resumeAt(resumeFrom, player.duration);
      if (at !== null && player.currentTime < at) player.currentTime = at;
    };
    // The metadata may have arrived before hydration (the island loads when visible).
    if (player.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else player.addEventListener('loadedmetadata', resume, { once: true });
    return () => player.removeEventListener('loadedmetadata', resume);
  }, [resumeFrom]);

  useEffect(() => {
    if (!progress) return;
    // Leaving the page, or a phone putting it away, may be the last chance to say where the student was.
    const stopped = () => {
      if (document.visibilityState === 'hidden' && video.current) savePosition(video.current, true);
    };
    const left = () => video.current && savePosition(video.current, true);
    document.addEventListener('visibilitychange', stopped);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('visibilitychange', stopped);
      window.removeEventListener('pagehide', left);
    };
  });

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

  /** Sends where the student is, when due (positionDue); at the end, ended() says the rest. */
  function savePosition(player: HTMLVideoElement, stopped: boolean) {
    if (!lesson || player.ended) return;
    const seconds = positionOf(player.currentTime);
    const now = Date.now();
    if (!positionDue(sent.current, seconds, now, stopped)) return;
    sent.current = { at: now, seconds };
    sendPosition(lesson, seconds);
  }

  function timeUpdate(player: HTMLVideoElement) {
    setCurrent(segmentIndexAt(transcript, player.currentTime));
    if (!player.paused) savePosition(player, false);
  }

  function ended(player: HTMLVideoElement) {
    if (!lesson) return;
    // Saved at its end, the video starts over next time (resumeAt); and it counts as watched.
    const seconds = positionOf(player.currentTime);
    sent.current = { at: Date.now(), seconds };
    sendPosition(lesson, seconds);
    void reportWatched(lesson);
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
      <video
        ref={video}
        controls
        preload="metadata"
        onTimeUpdate={(event) => timeUpdate(event.currentTarget)}
        onPause={(event) => savePosition(event.currentTarget, true)}
        onEnded={(event) => ended(event.currentTarget)}
      >
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

export default withCrashScreenAndTexts(textsOf, VideoPlayer);
