import { listMembers, memberKinds, memberStatuses } from '@croupier/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { Field } from '../../shared/ui/field.tsx';
import table from '../../shared/ui/table.module.css';
import filters from './games-admin.module.css';
import { useLinkedMember } from './linked-member.ts';
import { MemberManage } from './member-manage.tsx';
import { type MemberSearch, memberKind, memberPageSize, membersCall, membersKey } from './members-calls.ts';
import { checkedSearch, MoreRows, SearchButtons } from './queue-pages.tsx';
import { QueuePanel, QueueState, QueueTable } from './queue-parts.tsx';

interface Values {
  search: string;
  status: string;
  kind: string;
}
const blank: Values = { search: '', status: '', kind: '' };

/**
 * Members: the site's players and agents, newest first, found by the start of a username, a whole
 * mobile number or an id, and narrowed by kind (players, agents, guests) and status; each opens to its details, where the
 * roles allowed lock or open it, lift a sign-in lock-out or end its sessions.
 */
export const Members = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const ids = { status: useId(), kind: useId() };
  // a queue's member name links here (`?member=`): that account is found and its details open
  const linked = useLinkedMember((name) => listMembers.query!.shape.search.safeParse(name).success);
  const [search, setSearch] = useState<MemberSearch>(linked ? { search: linked } : {});
  const [openId, setOpenId] = useState<number | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: { ...blank, search: linked },
  });
  const query = useInfiniteQuery({
    queryKey: [...membersKey, search],
    queryFn: ({ pageParam }) => membersCall(search, pageParam || undefined),
    initialPageParam: 0,
    // a full page may have older accounts after it; a short one is the end
    getNextPageParam: (last) => (last.length === memberPageSize ? last.at(-1)?.id : undefined),
  });
  const rows = query.data?.pages.flat();
  const linkedRow = linked
    ? rows?.find((row) => row.username.toLowerCase() === linked.toLowerCase())
    : undefined;
  const [linkedOpened, setLinkedOpened] = useState(false);
  useEffect(() => {
    if (!linkedRow || linkedOpened) return;
    setLinkedOpened(true);
    setOpenId(linkedRow.id);
  }, [linkedRow, linkedOpened]);
  const m = (key: string) => t(`backoffice.members.${key}`);

  const find = handleSubmit((values) => {
    // the list's own contract decides what may be asked, not a copy of its rules
    const next = checkedSearch(listMembers.query!, values, (field) =>
      setError(field, { message: t('backoffice.checkField') }),
    );
    if (next) setSearch(next as MemberSearch);
  });

  return (
    <QueuePanel label={m('tab')} testId="bo-members" lead={m('lead')}>
      <search>
        <form className={filters.filters} onSubmit={find} noValidate>
          <Field
            label={m('search')}
            maxLength={64}
            error={formState.errors.search?.message}
            {...register('search')}
          />
          <div className={filters.select}>
            <label htmlFor={ids.kind}>{t('backoffice.accountType')}</label>
            <select id={ids.kind} {...register('kind')}>
              <option value="">{m('allKinds')}</option>
              {memberKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`backoffice.memberType.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={filters.select}>
            <label htmlFor={ids.status}>{m('status')}</label>
            <select id={ids.status} {...register('status')}>
              <option value="">{m('allStatuses')}</option>
              {memberStatuses.map((status) => (
                <option key={status} value={status}>
                  {m(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <SearchButtons
            onClear={() => {
              reset(blank);
              setSearch({});
            }}
          />
        </form>
      </search>
      <QueueState query={{ ...query, data: rows }} empty={m('none')}>
        <QueueTable
          testId="bo-members-table"
          cards
          columns={[
            m('username'),
            t('backoffice.accountType'),
            m('status'),
            { label: m('balance'), num: true },
            m('registered'),
            m('lastLogin'),
            t('backoffice.actions'),
          ]}
        >
          {rows?.map((row) => (
            <tr key={row.id}>
              <td data-label={m('username')}>{row.username}</td>
              <td data-label={t('backoffice.accountType')}>
                {t(`backoffice.memberType.${memberKind(row.type)}`)}
              </td>
              <td data-label={m('status')}>{m(`statuses.${row.status}`)}</td>
              <td data-label={m('balance')} className={table.num}>
                {formats.money(row.balance, symbol)}
              </td>
              <td data-label={m('registered')}>{formats.dateTime(row.createdAt)}</td>
              <td data-label={m('lastLogin')}>
                {row.lastLoginAt ? formats.dateTime(row.lastLoginAt) : m('never')}
              </td>
              <td data-label={t('backoffice.actions')}>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={t('backoffice.members.openName', { username: row.username })}
                  onClick={() => setOpenId(row.id)}
                >
                  {m('open')}
                </button>
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      <MoreRows query={query} />
      {openId === null ? null : <MemberManage id={openId} onClose={() => setOpenId(null)} />}
    </QueuePanel>
  );
};
