import {
  type FeedbackCategory,
  feedbackCategories,
  feedbackLimits,
  textLength,
} from '@croupier/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormError } from '../../shared/ui/field.tsx';
import styles from './feedback.module.css';
import { feedbackKey, sendFeedbackCall } from './feedback-calls.ts';
import { contentProblem, imagesProblem, serverProblem } from './feedback-rules.ts';

/** A chosen image with the address of its thumbnail, made once and freed when it goes. */
const useThumbnails = (files: File[]) => {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
};

/**
 * The feedback form: a category, the text with a live count against its bounds, and up to three
 * PNG or JPG images with thumbnails that can be taken out again. Every check the server makes is
 * made here first; a refusal from the server still reads in the player's language.
 */
export const FeedbackForm = ({ onSent }: { onSent?: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { category: useId(), content: useId(), images: useId(), count: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  // a field's problem shows once it was changed, or all of them after a press on send
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const [sent, setSent] = useState(false);
  const thumbnails = useThumbnails(images);
  const length = textLength(content.trim());
  const problems = {
    category: category === '' ? 'feedback.errors.category' : null,
    content: contentProblem(content),
    images: imagesProblem(images),
  };
  const send = useMutation({
    mutationFn: sendFeedbackCall,
    onSuccess: async () => {
      setCategory('');
      setContent('');
      setImages([]);
      setTouched(new Set());
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: feedbackKey });
      onSent?.();
    },
  });
  const shown = (field: keyof typeof problems) => {
    const problem = problems[field];
    return (touched.has(field) || touched.has('all')) && problem ? t(problem) : null;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    touch('all');
    setSent(false);
    if (category === '' || problems.content || problems.images) return;
    send.mutate({ category, content: content.trim(), images });
  };

  const addImages = (chosen: File[]) => {
    setSent(false);
    setImages((current) => [...current, ...chosen]);
    touch('images');
    if (fileInput.current) fileInput.current.value = '';
  };

  const serverError = send.isError ? (serverProblem(send.error) ?? null) : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
      <div className={styles.field}>
        <label htmlFor={ids.category}>{t('feedback.categoryLabel')}</label>
        <select
          id={ids.category}
          value={category}
          aria-invalid={shown('category') ? true : undefined}
          onChange={(event) => {
            setCategory(event.target.value as FeedbackCategory);
            touch('category');
          }}
        >
          <option value="">{t('feedback.choose')}</option>
          {feedbackCategories.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.categories.${value}`)}
            </option>
          ))}
        </select>
        {shown('category') ? (
          <p className={styles.error} role="alert">
            {shown('category')}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.content}>{t('feedback.contentLabel')}</label>
        <textarea
          id={ids.content}
          rows={6}
          value={content}
          placeholder={t('feedback.placeholder')}
          aria-invalid={shown('content') ? true : undefined}
          aria-describedby={ids.count}
          onChange={(event) => {
            setSent(false);
            setContent(event.target.value);
            touch('content');
          }}
        />
        <p
          id={ids.count}
          className={`${styles.count} ${length > feedbackLimits.contentMax ? styles.over : ''}`}
          data-testid="feedback-count"
        >
          {t('feedback.count', {
            count: length,
            min: feedbackLimits.contentMin,
            max: feedbackLimits.contentMax,
          })}
        </p>
        {shown('content') ? (
          <p className={styles.error} role="alert">
            {shown('content')}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.images}>{t('feedback.imagesLabel')}</label>
        <p className={styles.hint}>{t('feedback.imageRules')}</p>
        <input
          id={ids.images}
          ref={fileInput}
          className={`visually-hidden ${styles.file}`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={images.length >= feedbackLimits.maxImages}
          onChange={(event) => addImages(Array.from(event.target.files ?? []))}
        />
        {/* the browser's own file button speaks the browser's language; this one speaks the site's */}
        <label htmlFor={ids.images} className={`button button-ghost ${styles.pick}`}>
          {t('feedback.addImages', { count: images.length, max: feedbackLimits.maxImages })}
        </label>
        {images.length > 0 ? (
          <ul className={styles.thumbs} data-testid="feedback-thumbs">
            {images.map((file, index) => (
              <li key={thumbnails[index] ?? file.name}>
                {(feedbackLimits.imageTypes as readonly string[]).includes(file.type) ? (
                  <img src={thumbnails[index]} alt={file.name} />
                ) : (
                  <span className={styles.notImage}>{file.name}</span>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('feedback.removeImage', { name: file.name })}
                  onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {shown('images') ? (
          <p className={styles.error} role="alert">
            {shown('images')}
          </p>
        ) : null}
      </div>
      <FormError message={send.isError ? (serverError ? t(serverError) : errorText(t, send.error)) : null} />
      {sent ? (
        <p className={styles.sent} role="status">
          {t('feedback.sent')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
};
