import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared/ui/page-state.tsx';

/** spec §9: a chunk that has not arrived after 120 s counts as failed */
export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/** React.lazy with the spec's time limit: a slow or failed chunk ends in 'Loading chunk N failed'. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint React.lazy itself uses
export const lazyPage = <C extends ComponentType<any>>(chunk: string, load: () => Promise<{ default: C }>) =>
  lazy(
    () =>
      new Promise<{ default: C }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), chunkTimeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          () => {
            clearTimeout(timer);
            reject(new ChunkLoadError(chunk));
          },
        );
      }),
  );

/**
 * Spec §8: 'Loading chunk N failed' and a reload. In a page it takes the page's place; for the
 * modal layer (a quiet boundary, mounted after the footer) it floats in view where the modal would.
 */
const ChunkFailed = ({ chunk, floating }: { chunk: string; floating: boolean }) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="chunk-failed"
      style={
        floating
          ? {
              position: 'fixed',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              zIndex: 110,
              width: 'min(360px, calc(100vw - 32px))',
              padding: 24,
              borderRadius: 14,
              background: 'var(--color-surface)',
              boxShadow: '0 24px 60px rgb(0 0 0 / 50%)',
              textAlign: 'center',
            }
          : { padding: 32, textAlign: 'center' }
      }
    >
      <p>{t('system.chunkFailed', { chunk })}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
};

export class PageBoundary extends Component<
  { children: ReactNode; quiet?: boolean },
  { chunk: string | null }
> {
  override state = { chunk: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { chunk: error instanceof ChunkLoadError ? error.chunk : 'app' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.chunk)
      return <ChunkFailed chunk={this.state.chunk} floating={this.props.quiet === true} />;
    // a quiet boundary (the modal layer) shows nothing while a chunk loads
    return <Suspense fallback={this.props.quiet ? null : <Spinner />}>{this.props.children}</Suspense>;
  }
}
