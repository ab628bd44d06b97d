import { type AdminVendorRow, type GameType, saveAdminLane } from '@croupier/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import styles from './games-admin.module.css';
import { saveAdminLaneCall } from './games-calls.ts';
import type { AdminLane } from './games-lanes.tsx';
import { categoryName, localName, NameFields, nameLanguages } from './games-parts.tsx';
import { useCatalogueForm } from './use-catalogue-form.ts';

interface Values {
  names: Record<string, string>;
  sort: string;
}
type Card = AdminLane['cards'][number];

/** Creates a lane of a category or changes one: titles per language, order, and its vendor cards in order. */
export const GamesLaneForm = ({
  lane,
  gameType,
  nextSort,
  vendors,
  onDone,
}: {
  lane: AdminLane | null;
  gameType: GameType;
  nextSort: number;
  vendors: AdminVendorRow[];
  onDone: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const addId = useId();
  const languages = nameLanguages(lane?.titles, useStatus().data?.info.brand.languages);
  const [cards, setCards] = useState<Card[]>(lane?.cards ?? []);
  const [adding, setAdding] = useState('');
  const [cardsError, setCardsError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      names: Object.fromEntries(languages.map((code) => [code, lane?.titles[code] ?? ''])),
      sort: String(lane?.sort ?? nextSort),
    },
  });
  const { ref, save } = useCatalogueForm(saveAdminLaneCall, onDone);

  const name = (code: string) => {
    const row = vendors.find((vendor) => vendor.vassalage === code);
    return row ? localName(row.names, i18n.language, code) : code;
  };
  const addable = vendors.filter((vendor) => !cards.some((card) => card.vassalage === vendor.vassalage));
  const move = (index: number, by: -1 | 1) =>
    setCards((current) => {
      const next = [...current];
      const [card] = next.splice(index, 1);
      next.splice(index + by, 0, card!);
      return next;
    });

  const submit = handleSubmit((values) => {
    setCardsError(null);
    const checked = saveAdminLane.body!.safeParse({
      ...(lane ? { id: lane.id } : {}),
      gameType,
      titles: filledFields(values.names),
      sort: Number(values.sort.trim() || Number.NaN),
      cards,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'sort')
          setError('sort', { message: t('backoffice.wholeRange', { min: 0, max: 9999 }) });
        if (issue.path[0] === 'titles')
          setError('names.EN', { message: t('backoffice.games.englishRequired') });
        if (issue.path[0] === 'cards') setCardsError(t('backoffice.games.tooManyCards', { max: 60 }));
      }
      return;
    }
    save.mutate(checked.data);
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-lane-form">
      <h3>
        {lane
          ? t('backoffice.games.editLane', { title: localName(lane.titles, i18n.language, `#${lane.id}`) })
          : t('backoffice.games.newLane', { category: categoryName(t, gameType) })}
      </h3>
      <FormMessage message={save.isError ? { error: true, text: errorText(t, save.error) } : null} />
      <NameFields
        languages={languages}
        label={t('backoffice.games.titles')}
        register={register}
        errors={formState.errors}
        disabled={false}
      />
      <div className={styles.grid}>
        <Field
          label={t('backoffice.games.sort')}
          inputMode="numeric"
          error={formState.errors.sort?.message}
          {...register('sort')}
        />
      </div>
      <h4 className={styles.subheading}>{t('backoffice.games.cards')}</h4>
      {cards.length === 0 ? <p className={styles.summary}>{t('backoffice.games.noCards')}</p> : null}
      <ol className={styles.cardList} data-testid="bo-lane-cards">
        {cards.map((card, index) => (
          <li key={card.vassalage}>
            <span>
              {name(card.vassalage)} <span className={styles.flagOff}>({card.vassalage})</span>
            </span>
            <label>
              <input
                type="checkbox"
                checked={card.isHot}
                onChange={(event) =>
                  setCards((current) =>
                    current.map((item, at) =>
                      at === index ? { ...item, isHot: event.target.checked } : item,
                    ),
                  )
                }
              />
              {t('backoffice.games.hot')}
            </label>
            <button
              type="button"
              className={`button button-ghost ${styles.small}`}
              disabled={index === 0}
              aria-label={t('backoffice.games.moveUp', { name: card.vassalage })}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={`button button-ghost ${styles.small}`}
              disabled={index === cards.length - 1}
              aria-label={t('backoffice.games.moveDown', { name: card.vassalage })}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={`button button-ghost ${styles.small}`}
              aria-label={t('backoffice.games.removeCard', { name: card.vassalage })}
              onClick={() => setCards((current) => current.filter((_, at) => at !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {cardsError ? <p className={styles.loss}>{cardsError}</p> : null}
      <div className={styles.filters}>
        <div className={styles.select}>
          <label htmlFor={addId}>{t('backoffice.games.addCard')}</label>
          <select id={addId} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{t('backoffice.games.chooseVendor')}</option>
            {addable.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {localName(vendor.names, i18n.language, vendor.vassalage)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-ghost"
          disabled={!adding}
          onClick={() => {
            setCards((current) => [...current, { vassalage: adding, isHot: false }]);
            setAdding('');
          }}
        >
          {t('backoffice.games.add')}
        </button>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
