import blockStyles from './site-blocks.module.css';

/**
 * A list row's removal, asked first: one button, then the question with "yes" and "keep". The
 * question is announced, so a screen reader hears what is about to go.
 */
export const ConfirmedRemoval = ({
  confirming,
  labels,
  pending,
  onAsk,
  onYes,
  onKeep,
}: {
  confirming: boolean;
  labels: { ask: string; question: string; yes: string; keep: string };
  pending: boolean;
  onAsk: () => void;
  onYes: () => void;
  onKeep: () => void;
}) =>
  confirming ? (
    <>
      <p className={blockStyles.confirm} role="alert">
        {labels.question}
      </p>
      <div className={blockStyles.buttons}>
        <button type="button" className="button" disabled={pending} onClick={onYes}>
          {labels.yes}
        </button>
        <button type="button" className="button button-ghost" onClick={onKeep}>
          {labels.keep}
        </button>
      </div>
    </>
  ) : (
    <div className={blockStyles.buttons}>
      <button type="button" className="button button-ghost" onClick={onAsk}>
        {labels.ask}
      </button>
    </div>
  );
