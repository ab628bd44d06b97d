import { type AdminGameRow, saveAdminGame } from '@croupier/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import styles from './games-admin.module.css';
import { saveAdminGameCall } from './games-calls.ts';
import { localName, StateFields } from './games-parts.tsx';
import { useCatalogueForm } from './use-catalogue-form.ts';

interface Values {
  enabled: boolean;
  maintenance: boolean;
  isHot: boolean;
  isNew: boolean;
  sort: string;
}

/** One game: on or off, maintenance, hot, new and its order in the lists (owners). */
export const GamesGameForm = ({ game, onDone }: { game: AdminGameRow; onDone: () => void }) => {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      enabled: game.enabled,
      maintenance: game.maintenance,
      isHot: game.isHot,
      isNew: game.isNew,
      sort: String(game.sort),
    },
  });
  const { ref, save } = useCatalogueForm(saveAdminGameCall, onDone);

  const submit = handleSubmit((values) => {
    const checked = saveAdminGame.body!.safeParse({
      nodeId: game.nodeId,
      enabled: values.enabled,
      maintenance: values.maintenance,
      isHot: values.isHot,
      isNew: values.isNew,
      sort: Number(values.sort.trim() || Number.NaN),
    });
    if (!checked.success) {
      setError('sort', { message: t('backoffice.wholeRange', { min: 0, max: 9999 }) });
      return;
    }
    save.mutate(checked.data);
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-game-form">
      <h3>{t('backoffice.games.editGame', { name: localName(game.names, i18n.language, game.gameId) })}</h3>
      <FormMessage message={save.isError ? { error: true, text: errorText(t, save.error) } : null} />
      <StateFields register={register} sortError={formState.errors.sort?.message} withNew />
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
