import { listWithdrawalQueue } from '@croupier/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { Field } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { type QueuePageQuery, queuePageSize } from './backoffice-calls.ts';

/**
 * A queue read page by page (`after` the last row shown), refreshing itself while the operator
 * watches, for one member when `username` is set. `data` is every page read so far, in order.
 */
export const useQueuePages = <Row extends { id: number }>(
  key: readonly unknown[],
  username: string,
  fetchPage: (page: QueuePageQuery) => Promise<Row[]>,
) => {
  const query = useInfiniteQuery({
    queryKey: [...key, username],
    queryFn: ({ pageParam }) =>
      fetchPage({ ...(username ? { username } : {}), ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: 0,
    // a full page may have more after it; a short one is the end
    getNextPageParam: (last) => (last.length === queuePageSize ? last.at(-1)?.id : undefined),
    // new requests arrive while the operator watches: the queue refreshes itself
    refetchInterval: 15_000,
  });
  return { ...query, data: query.data?.pages.flat() };
};

/** The button under a queue that reads its next page, while there is one. */
export const MoreRows = ({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) => {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.moreRows}>
      <button
        type="button"
        className="button button-ghost"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {t('backoffice.showMore')}
      </button>
    </div>
  );
};

/**
 * A search form's filled fields (trimmed, empty ones left out) when the list's own contract
 * (`query`) accepts them; otherwise undefined, after `markField` marks each field it refused.
 */
export const checkedSearch = <K extends string>(
  query: z.ZodType,
  values: Record<K, string>,
  markField: (field: K) => void,
) => {
  const filter = filledFields(values);
  const checked = query.safeParse(filter);
  if (checked.success) return filter;
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) markField(field as K);
  }
  return undefined;
};

/** A search form's two buttons: search (the form's submit) and clear, which `onClear` empties. */
export const SearchButtons = ({ onClear }: { onClear: () => void }) => {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="button">
        {t('backoffice.search')}
      </button>
      <button type="button" className="button button-ghost" onClick={onClear}>
        {t('backoffice.clear')}
      </button>
    </>
  );
};

/** The small form that narrows a queue to one member (empty: everyone). */
export const MemberFilter = ({ onSearch }: { onSearch: (username: string) => void }) => {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState, setError } = useForm<{ username: string }>({
    defaultValues: { username: '' },
  });
  const search = handleSubmit(({ username }) => {
    const name = username.trim();
    // the rule of the queues' contract (both share it), not a copy of it
    if (name && !listWithdrawalQueue.query!.shape.username.safeParse(name).success)
      return setError('username', { message: t('backoffice.checkField') });
    onSearch(name);
  });
  return (
    <search>
      <form className={styles.memberFilter} onSubmit={search} noValidate>
        <Field
          label={t('backoffice.member')}
          maxLength={32}
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <SearchButtons
          onClear={() => {
            reset({ username: '' });
            onSearch('');
          }}
        />
      </form>
    </search>
  );
};
