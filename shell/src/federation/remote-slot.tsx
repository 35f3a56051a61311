import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@site/model';
import { Button, Spinner } from '@site/ui';
import { remoteMark } from './remote-mark';
import type { RemoteView } from './remotes';
import { RemoteBoundary } from './remote-boundary';

export interface RemoteSlotProps<P> {
  readonly name: string;
  readonly remote: RemoteName;
  readonly result: RemoteView<P>;
  /** The component's props but its data, which comes with the result. */
  readonly props: Omit<P, 'data'>;
  /** A smaller fallback for widgets inside a page. */
  readonly compact?: boolean;
  /** What the area shows when the remote failed to load or to render, if not the site's usual fallback. */
  readonly fallback?: ReactNode;
}

/**
 * Renders a loaded remote module with its data, or the localized fallback when it failed to load or to render. A
 * page's fallback carries the page's one h1; a widget's fallback is a quiet note in its own area.
 *
 * What it renders is marked with the remote and the release of the module loaded (`remoteMark`);
 * the mark's wrapper takes no part in the layout.
 */
export function RemoteSlot<P extends object>({ name, remote, result, props, compact, fallback = <RemoteFallback compact={compact} /> }: RemoteSlotProps<P>) {
  if (!result.ok) return fallback;
  const View = result.module.default;
  return (
    <RemoteBoundary name={name} fallback={fallback}>
      <div className="sh-remote" {...remoteMark(remote, result.module.buildId, result.expose)}>
        <View {...(props as P)} data={result.data} />
      </div>
    </RemoteBoundary>
  );
}

export function RemoteFallback({ compact }: { compact?: boolean }): ReactNode {
  const { t } = useTranslation('shell');
  return (
    <div className={compact ? 'sh-remote-fallback sh-remote-fallback--compact' : 'sh-remote-fallback'} role="alert" data-remote-fallback="">
      {compact ? (
        <p className="sh-remote-fallback__title">{t('remote.unavailableTitle')}</p>
      ) : (
        <h1 className="sh-remote-fallback__title">{t('remote.unavailableTitle')}</h1>
      )}
      <p className="sh-remote-fallback__text">{t('remote.unavailableText')}</p>
      {!compact && (
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('remote.reload')}
        </Button>
      )}
    </div>
  );
}

/** A part of a page whose remote is still loading after the page rendered without waiting for it. */
export function RemoteLoading(): ReactNode {
  const { t } = useTranslation('shell');
  return (
    <div className="sh-remote-loading">
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}
