import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { useStatus } from '../../shared/api/use-system.ts';
import { Field } from '../../shared/ui/field.tsx';
import { calendarDay } from './games-calls.ts';
import { periodErrorText } from './period-error.ts';

/** Days of the merchant's calendar, YYYY-MM-DD, both included. */
export interface Period {
  from: string;
  to: string;
}

/**
 * A report over days of the merchant's calendar: the last 7 days on opening, a From/To form
 * checked by the report's contract (a refused date is marked at its field and nothing is asked),
 * its two fields, and the report's query. Asking for the same period again counts it afresh (today moves on).
 */
export const useReportPeriod = <T,>(
  schema: ZodType<Period>,
  queryKey: readonly unknown[],
  fetch: (period: Period) => Promise<T>,
) => {
  const { t } = useTranslation();
  const timeZone = useStatus().data?.info.timeZone;
  const initial = { from: calendarDay(6, timeZone), to: calendarDay(0, timeZone) };
  const [period, setPeriod] = useState<Period>(initial);
  const form = useForm<Period>({ defaultValues: initial });
  const report = useQuery({
    queryKey: [...queryKey, period],
    queryFn: () => fetch(period),
    placeholderData: (previous) => previous,
  });
  const submit = form.handleSubmit((values) => {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'from' ? 'from' : 'to';
        form.setError(field, { message: periodErrorText(t, issue.message, values[field]) });
      }
      return;
    }
    if (checked.data.from === period.from && checked.data.to === period.to) void report.refetch();
    else setPeriod(checked.data);
  });
  const { errors } = form.formState;
  const fields = (
    <>
      <Field
        label={t('backoffice.games.from')}
        type="date"
        error={errors.from?.message}
        {...form.register('from')}
      />
      <Field
        label={t('backoffice.games.to')}
        type="date"
        error={errors.to?.message}
        {...form.register('to')}
      />
    </>
  );
  return { period, report, submit, fields };
};
