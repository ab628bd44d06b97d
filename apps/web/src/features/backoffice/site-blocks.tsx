import type { SiteBlock, SiteBlockKind, SiteBlocks } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { displayLocale } from '../../shared/format/display-locale.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import { FormError } from '../../shared/ui/field.tsx';
import styles from './back-office.module.css';
import { ConfirmedRemoval } from './confirmed-removal.tsx';
import { SiteBlockForm } from './site-block-form.tsx';
import blockStyles from './site-blocks.module.css';
import { removeSiteBlockCall, siteBlocksKey } from './site-settings-calls.ts';

/** A country's name in the interface language, after its code; the code alone where the browser has no name. */
const useCountryName = () => {
  const { i18n } = useTranslation();
  const names = useMemo(
    () => new Intl.DisplayNames([displayLocale(i18n.language)], { type: 'region', fallback: 'none' }),
    [i18n.language],
  );
  return (code: string) => {
    const name = names.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  };
};

const BlockRow = ({
  block,
  confirming,
  onAsk,
  onKeep,
  lift,
}: {
  block: SiteBlock;
  confirming: boolean;
  onAsk: () => void;
  onKeep: () => void;
  lift: { pending: boolean; run: () => void };
}) => {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`backoffice.site.${key}`, options);
  const formats = useFormats();
  const countryName = useCountryName();
  const shown = block.kind === 'country' ? countryName(block.value) : block.value;
  return (
    <li className={blockStyles.block} data-testid={`bo-block-${block.value}`}>
      <span className={blockStyles.value}>{shown}</span>
      <div className={blockStyles.about}>
        {block.note ? <p>{block.note}</p> : null}
        <p>
          {block.addedAt
            ? s('blockAddedBy', { who: block.addedBy ?? '—', when: formats.dateTime(block.addedAt) })
            : s('blockSeeded')}
        </p>
      </div>
      <ConfirmedRemoval
        confirming={confirming}
        labels={{
          ask: s('blockLift'),
          question: s('blockLiftConfirm', { value: shown }),
          yes: s('blockLiftYes'),
          keep: s('blockKeep'),
        }}
        pending={lift.pending}
        onAsk={onAsk}
        onYes={lift.run}
        onKeep={onKeep}
      />
    </li>
  );
};

/**
 * The site's blocked countries and addresses (owners): who is shut out, why and by whom, with the
 * owner's own address and country shown, since a block covering them is refused.
 */
export const SiteBlocksSection = ({ data }: { data: SiteBlocks }) => {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`backoffice.site.${key}`, options);
  const queryClient = useQueryClient();
  const countryName = useCountryName();
  const [confirming, setConfirming] = useState<number | null>(null);
  const lift = useMutation({
    mutationFn: removeSiteBlockCall,
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: siteBlocksKey });
    },
  });
  const ofKind = (kind: SiteBlockKind) => data.blocks.filter((block) => block.kind === kind);
  return (
    <section className={styles.settingsForm} aria-label={s('blocks')} data-testid="bo-blocks">
      <h3>{s('blocks')}</h3>
      <p className={styles.muted}>{s('blocksHint')}</p>
      <p className={blockStyles.you} data-testid="bo-blocks-you">
        {data.yourCountry
          ? s('yourAccess', { address: data.yourAddress, country: countryName(data.yourCountry) })
          : s('yourAccessNoCountry', { address: data.yourAddress })}
      </p>
      <div className={blockStyles.kinds}>
        {(['country', 'ip'] as const).map((kind) => (
          <div key={kind}>
            <h4>{s(kind === 'country' ? 'blocksCountries' : 'blocksAddresses')}</h4>
            {ofKind(kind).length === 0 ? (
              <p className={blockStyles.none}>{s('blocksNone')}</p>
            ) : (
              <ul className={blockStyles.list}>
                {ofKind(kind).map((block) => (
                  <BlockRow
                    key={block.id}
                    block={block}
                    confirming={confirming === block.id}
                    onAsk={() => {
                      lift.reset();
                      setConfirming(block.id);
                    }}
                    onKeep={() => setConfirming(null)}
                    lift={{ pending: lift.isPending, run: () => lift.mutate(block.id) }}
                  />
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <FormError message={lift.isError ? errorText(t, lift.error) : null} />
      <SiteBlockForm />
    </section>
  );
};
