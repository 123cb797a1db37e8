import { Component, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { Language, Messages, Translate } from '@halaqa/shared/i18n/index';
import { reportClientError } from '../report-client-error';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface BoundaryProps {
  t: Translate;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  componentStack: string;
}

function CopyButton({ text, label, doneLabel }: { text: string; label: string; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
    >
      {copied ? doneLabel : label}
    </button>
  );
}

/**
 * The crash screen (platform-core §2): when rendering an island throws, it shows translated
 * title, subtitle and message, Try again (clears the error and renders again), Go home, and a
 * collapsible details panel with the error and component stack and buttons to copy them.
 * React does not pass an error a boundary caught on to the window's error handlers, so the crash
 * screen sends the client error report itself (platform-core §7; issue #15: it sent none), with
 * the component stack after the error's stack: the owner sees which island broke.
 */
export class CrashBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, componentStack: '' };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    console.error(error);
    const stack = [error.stack, componentStack.trim() && `Component stack:${componentStack}`].filter(Boolean).join('\n\n');
    reportClientError({ message: error.message || String(error), stack: stack || undefined });
  }

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
    const errorText = `${error.message}\n${error.stack ?? ''}`;
    return (
      <section className="crash-screen" role="alert">
        <h2>{t('crash.title')}</h2>
        <p className="muted">{t('crash.subtitle')}</p>
        <p>{t('crash.message')}</p>
        <div className="actions">
          <button type="button" onClick={() => this.setState({ error: null, componentStack: '' })}>
            {t('crash.tryAgain')}
          </button>
          <a className="button secondary" href="/">
            {t('crash.goHome')}
          </a>
        </div>
        <details>
          <summary>{t('crash.details')}</summary>
          <pre dir="ltr">{errorText}</pre>
          <pre dir="ltr">{componentStack}</pre>
          <CopyButton text={errorText} label={t('crash.copyError')} doneLabel={t('crash.copied')} />
          <CopyButton text={componentStack} label={t('crash.copyComponentStack')} doneLabel={t('crash.copied')} />
        </details>
      </section>
    );
  }
}

/**
 * Astro's tag for the renderer of a framework component. Untagged, Astro finds an island's
 * renderer by asking each one to try it, and React's check renders the island a second time on
 * every request (an island cost a lesson page 12 % of its time; issue #13). Every island is made
 * here, so every island is tagged.
 */
export const ASTRO_RENDERER = Symbol.for('astro:renderer');

/** Wraps an island so a rendering error shows the crash screen instead of an empty spot. */
export function withCrashScreen<P extends TranslatedProps>(Island: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    const t = useTranslator(props.language, props.messages);
    return (
      <CrashBoundary t={t}>
        <Island {...props} />
      </CrashBoundary>
    );
  }
  Guarded.displayName = `WithCrashScreen(${Island.displayName ?? Island.name})`;
  return Object.assign(Guarded, { [ASTRO_RENDERER]: '@astrojs/react' });
}

/**
 * withCrashScreen for an island that loads its own texts (`virtual:island-texts/<name>`,
 * site/island-texts): the page hands it no `messages`, so they are not in the page's HTML.
 */
export function withCrashScreenAndTexts<P extends TranslatedProps>(
  textsOf: (language: Language) => Partial<Messages>,
  Island: ComponentType<P>,
): ComponentType<Omit<P, 'messages'>> {
  const Guarded = withCrashScreen(Island);
  function WithTexts(props: Omit<P, 'messages'>) {
    return <Guarded {...(props as P)} messages={textsOf(props.language)} />;
  }
  WithTexts.displayName = `WithTexts(${Island.displayName ?? Island.name})`;
  return Object.assign(WithTexts, { [ASTRO_RENDERER]: '@astrojs/react' });
}
