import type { SiteRoute } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { speedOf } from '../system/site-addresses.ts';
import styles from './back-office.module.css';
import { ConfirmedRemoval } from './confirmed-removal.tsx';
import blockStyles from './site-blocks.module.css';
import {
  addSiteRouteCall,
  moveSiteRouteCall,
  removeSiteRouteCall,
  siteRoutesKey,
} from './site-settings-calls.ts';

const isHttps = (value: string) => {
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The addresses players are offered in the side menu's Site addresses, in order, with how each
 * last answered; owners add one (its host then opens this site) or stop offering one.
 */
export const SiteRoutesSection = ({ routes }: { routes: SiteRoute[] }) => {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`backoffice.site.${key}`, options);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteRoutesKey });
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: removeSiteRouteCall,
    onSuccess: async () => {
      setConfirming(null);
      await refresh();
    },
  });
  const add = useMutation({ mutationFn: addSiteRouteCall, onSuccess: refresh });
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      moveSiteRouteCall(id, direction),
    onSuccess: refresh,
  });
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { url: '' } });
  const submit = handleSubmit(async ({ url }) => {
    await add.mutateAsync(url.trim()).then(
      () => reset(),
      () => undefined,
    );
  });
  return (
    <section className={styles.settingsForm} aria-label={s('routes')} data-testid="bo-routes">
      <h3>{s('routes')}</h3>
      <p className={styles.muted}>{s('routesHint')}</p>
      {routes.length === 0 ? (
        <p className={blockStyles.none}>{s('routesNone')}</p>
      ) : (
        <ol className={blockStyles.list}>
          {routes.map((route, index) => (
            <li key={route.id} className={blockStyles.block} data-testid={`bo-route-${route.host}`}>
              <span className={blockStyles.buttons}>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={s('routeUp', { host: route.host })}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ id: route.id, direction: 'up' })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={s('routeDown', { host: route.host })}
                  disabled={index === routes.length - 1 || move.isPending}
                  onClick={() => move.mutate({ id: route.id, direction: 'down' })}
                >
                  ↓
                </button>
              </span>
              <span className={blockStyles.value}>{route.url}</span>
              <span className={blockStyles.about}>
                {t(`lines.speed.${speedOf(route)}`, { ms: route.speed })}
              </span>
              <ConfirmedRemoval
                confirming={confirming === route.id}
                labels={{
                  ask: s('routeRemove'),
                  question: s('routeRemoveConfirm', { host: route.host }),
                  yes: s('routeRemoveYes'),
                  keep: s('blockKeep'),
                }}
                pending={remove.isPending}
                onAsk={() => {
                  remove.reset();
                  setConfirming(route.id);
                }}
                onYes={() => remove.mutate(route.id)}
                onKeep={() => setConfirming(null)}
              />
            </li>
          ))}
        </ol>
      )}
      <FormError
        message={remove.isError ? errorText(t, remove.error) : move.isError ? errorText(t, move.error) : null}
      />
      <form onSubmit={submit} noValidate className={blockStyles.routeForm} data-testid="bo-route-form">
        <Field
          label={s('routeUrl')}
          placeholder="https://mirror.example"
          inputMode="url"
          spellCheck={false}
          error={formState.errors.url?.message}
          {...register('url', {
            onChange: () => add.reset(),
            validate: (value) => isHttps(value) || s('routeUrlInvalid'),
          })}
        />
        <FormError message={add.isError ? errorText(t, add.error) : null} />
        <button type="submit" className="button" disabled={add.isPending}>
          {s('routeAdd')}
        </button>
      </form>
    </section>
  );
};
