import { useEffect, useRef, useState } from 'react';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { HydratedButton } from './HydratedButton';
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
}

/**
 * A video lesson: the browser's own player, and its transcript as a list of lines. Choosing a
 * line moves the video there; while it plays, the line being spoken is highlighted. The same
 * transcript is given to the player as captions.
 */
function VideoPlayer({ language, messages, src, videoType, fileName, transcript, captionsLanguage }: VideoPlayerProps) {
  const t = useTranslator(language, messages);
  const video = useRef<HTMLVideoElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(-1);
  const [captionsUrl, setCaptionsUrl] = useState<string | null>(null);

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

  function seek(index: number) {
    const segment = transcript[index];
    if (!video.current || !segment) return;
    video.current.currentTime = segment.start;
    setCurrent(index);
  }

  return (
    <section className="video-lesson" aria-labelledby="video-heading">
      <h2 id="video-heading">{t('learning.lesson.video')}</h2>
      <video ref={video} controls preload="metadata" onTimeUpdate={(event) => setCurrent(segmentIndexAt(transcript, event.currentTarget.currentTime))}>
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
