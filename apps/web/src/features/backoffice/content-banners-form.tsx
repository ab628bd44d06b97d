import {
  type AdminBannerRow,
  bannerAltMax,
  bannerUrlMax,
  isBannerAddress,
  isLanguageCode,
  saveAdminBanner,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import own from './content-banners.module.css';
import { bannersKey, saveAdminBannerCall } from './content-banners-calls.ts';
import {
  editLanguages,
  FormButtons,
  FormHeading,
  Labelled,
  LanguageTabs,
  languageName,
  ScheduleSection,
  scheduleIssue,
  useFormInView,
  useScheduleDraft,
} from './content-form-parts.tsx';
import styles from './content-notices.module.css';

interface SlideDraft {
  image: string;
  alt: string;
  link: string;
}
const emptySlide: SlideDraft = { image: '', alt: '', link: '' };

/** An image address or a link: no spell check, a URL keyboard on phones. */
const addressInput = { maxLength: bannerUrlMax, inputMode: 'url', spellCheck: false } as const;

/** field -> message; per language as `EN.image` */
type Errors = Record<string, string>;

/**
 * Creates a banner or changes one: per language (a tab each) an image address with a preview, its
 * alt text and an optional link; its window typed on the merchant's clock, sort and published.
 * The contract's schema checks it before the server does (no javascript: link ever leaves here).
 */
export const ContentBannerForm = ({
  banner,
  onDone,
}: {
  banner: AdminBannerRow | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const info = useStatus().data?.info;
  const timeZone = info?.timeZone ?? 'UTC';
  const defaultLanguage = info?.brand.defaultLanguage ?? 'EN';
  const languages = editLanguages(defaultLanguage, info?.brand.languages ?? [], banner?.slides);
  const [language, setLanguage] = useState(languages[0] ?? 'EN');
  const [slides, setSlides] = useState<Record<string, SlideDraft>>(() =>
    Object.fromEntries(
      Object.entries(banner?.slides ?? {}).map(([code, slide]) => [
        code,
        { image: slide.image, alt: slide.alt, link: slide.link ?? '' },
      ]),
    ),
  );
  const schedule = useScheduleDraft(banner, timeZone);
  const [errors, setErrors] = useState<Errors>({});
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  const ref = useFormInView();

  const slide = slides[language] ?? emptySlide;
  const change = (field: keyof SlideDraft, value: string) => {
    setSlides((current) => ({
      ...current,
      [language]: { ...(current[language] ?? emptySlide), [field]: value },
    }));
    if (field === 'image') setBroken((current) => ({ ...current, [language]: false }));
    // a message about a field goes once the field changes
    setErrors(({ [`${language}.${field}`]: _fixed, ...rest }) => rest);
  };

  const save = useMutation({
    mutationFn: saveAdminBannerCall,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bannersKey });
      onDone();
    },
    onError: (error) => {
      // a refusal names its field (body.slides.EN.image: …): put it there
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const match = /^body\.slides\.(\w+)\.(image|alt|link)/.exec(error.message);
        if (match) {
          setErrors({ [`${match[1]}.${match[2]}`]: t(`backoffice.content.bnr.bad.${match[2]}`) });
          if (isLanguageCode(match[1]!)) setLanguage(match[1]);
        }
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const scheduled = schedule.read(found, t);
    // a language with nothing typed is left out; one half filled in must be finished
    const filled = Object.entries(slides).filter(
      ([, draft]) => draft.image.trim() || draft.alt.trim() || draft.link.trim(),
    );
    for (const [code, draft] of filled) {
      if (!draft.image.trim()) found[`${code}.image`] = t('backoffice.content.bnr.needImage');
      if (!draft.alt.trim()) found[`${code}.alt`] = t('backoffice.content.bnr.needAlt');
    }
    if (!filled.some(([code]) => code === defaultLanguage)) {
      found[`${defaultLanguage}.image`] = t('backoffice.content.bnr.needDefault');
    }
    if (Object.keys(found).length === 0) {
      const checked = saveAdminBanner.body!.safeParse({
        ...(banner ? { id: banner.id } : {}),
        slides: Object.fromEntries(
          filled.map(([code, draft]) => [
            code,
            { image: draft.image.trim(), alt: draft.alt.trim(), link: draft.link.trim() || null },
          ]),
        ),
        ...scheduled,
      });
      if (checked.success) {
        setErrors({});
        save.mutate(checked.data);
        return;
      }
      for (const issue of checked.error.issues) {
        const [field, code, part] = issue.path.map(String);
        if (field === 'slides' && code && part) {
          found[`${code}.${part}`] =
            part === 'alt'
              ? t('backoffice.content.ntc.tooLong', { max: bannerAltMax })
              : t(`backoffice.content.bnr.bad.${part}`);
        } else if (field) found[field] = scheduleIssue(t, field);
      }
    }
    setErrors(found);
    const wrong = languages.find((code) => Object.keys(found).some((key) => key.startsWith(`${code}.`)));
    if (wrong) setLanguage(wrong);
  };

  /** One field of this language's slide (`image`, `alt` or `link`), labelled with the language, its error under it. */
  const slideField = (
    field: keyof SlideDraft,
    { hint, input }: { hint?: string; input: React.InputHTMLAttributes<HTMLInputElement> },
  ) => (
    <Labelled
      label={t(`backoffice.content.bnr.${field}In`, { language: languageName(language) })}
      error={errors[`${language}.${field}`]}
      {...(hint ? { hint } : {})}
    >
      {(fieldId, described) => (
        <input
          id={fieldId}
          value={slide[field]}
          {...input}
          {...described}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </Labelled>
  );
  const image = slide.image.trim();
  const previewable = image.length > 0 && isBannerAddress(image) && !broken[language];
  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-banner-form">
      <FormHeading
        title={
          banner
            ? t('backoffice.content.bnr.edit', {
                name:
                  banner.slides[defaultLanguage]?.alt ??
                  Object.values(banner.slides)[0]?.alt ??
                  `#${banner.id}`,
              })
            : t('backoffice.content.bnr.new')
        }
        saveError={save.error}
      />
      <ScheduleSection schedule={schedule} timeZone={timeZone} errors={errors} />
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        selected={language}
        onSelect={setLanguage}
        hasError={(code) => Object.keys(errors).some((key) => key.startsWith(`${code}.`))}
      />
      <div className={`${styles.language} ${own.language}`} key={language}>
        <div className={own.fields}>
          {slideField('image', {
            hint: t('backoffice.content.bnr.imageHint'),
            input: { ...addressInput, placeholder: '/img/banners/weekend.png' },
          })}
          {slideField('alt', { input: { maxLength: bannerAltMax + 20 } })}
          {slideField('link', {
            hint: t('backoffice.content.bnr.linkHint'),
            input: { ...addressInput, placeholder: '/promotions' },
          })}
        </div>
        <section
          className={`${styles.preview} ${own.preview}`}
          aria-label={t('backoffice.content.ntc.preview')}
          data-testid="bo-banner-preview"
        >
          {previewable ? (
            <img
              src={image}
              alt={slide.alt}
              onError={() => setBroken((current) => ({ ...current, [language]: true }))}
            />
          ) : (
            <p className={styles.muted}>
              {broken[language]
                ? t('backoffice.content.bnr.imageBroken')
                : t('backoffice.content.bnr.noImage')}
            </p>
          )}
        </section>
      </div>
      <FormButtons saving={save.isPending} saveTestId="bo-banner-save" onCancel={onDone} />
    </form>
  );
};
