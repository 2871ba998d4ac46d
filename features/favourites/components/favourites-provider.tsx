'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useViewerState } from '@/features/account/viewer';
import { CloseIcon } from '@/components/ui/close-icon';
import buttons from '@/components/ui/buttons.module.css';
import dialog from '@/components/ui/dialog.module.css';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import { createFavouritesStore, type FavouritesStore } from '../store';
import styles from './favourites.module.css';

interface FavouritesContext {
  /** The board shows favourite buttons (flag enableFavoriteOfferButton, and accounts are on). */
  enabled: boolean;
  /** The signed-in candidate's favourites; null for visitors. */
  store: FavouritesStore | null;
  /** Asks a visitor to sign in or register (favouriting needs an account). */
  prompt: (offerId: number | null) => void;
  /** Tells the candidate a change did not go through. */
  failed: () => void;
  /** The visitor is not known yet (the page-state call is on its way): a click waits (`later`). */
  pending: boolean;
  /** Carries out a click made while `pending` once the visitor is known (the last such click wins). */
  later: (offerId: number) => void;
  /** The buttons' words, translated once for the page (a list has a hundred buttons). */
  labels: { add: string; remove: string };
}

const Context = createContext<FavouritesContext>({
  enabled: false,
  store: null,
  prompt: () => {},
  failed: () => {},
  pending: false,
  later: () => {},
  labels: { add: '', remove: '' },
});

export const useFavourites = () => useContext(Context);

/** Gives every favourite button on the page one store, the visitor's sign-in prompt and a failure notice. */
export function FavouritesProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { viewer, pending, favourites, asked } = useViewerState();
  const t = useTranslations('favourites');
  const active = enabled && viewer.loginEnabled;
  const candidateId = active && viewer.kind === 'candidate' ? viewer.userId : null;
  // One store per signed-in candidate, seeded with what the page-state call brought (decision 0066).
  const store = useMemo(
    () =>
      candidateId === null
        ? null
        : createFavouritesStore(
            favourites ? { count: favourites.count, asked, favourites: favourites.offerIds } : undefined,
          ),
    // The seed belongs to the answer that named this candidate; later answers do not replace the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [candidateId],
  );
  const [promptFor, setPromptFor] = useState<number | null>(null);
  const [notice, setNotice] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const prompt = useCallback((offerId: number | null) => {
    setPromptFor(offerId);
    dialogRef.current?.showModal();
  }, []);
  const failed = useCallback(() => {
    setNotice(true);
    setTimeout(() => setNotice(false), 4000);
  }, []);
  // A heart clicked before the page-state call answered is not ignored: it is carried out when it does.
  const clickedEarly = useRef<number | null>(null);
  const later = useCallback((offerId: number) => {
    clickedEarly.current = offerId;
  }, []);
  useEffect(() => {
    const offerId = clickedEarly.current;
    if (pending || offerId === null) return;
    clickedEarly.current = null;
    if (store) void store.toggle(offerId).then((ok) => ok || failed());
    else if (active) prompt(offerId);
  }, [pending, store, active, prompt, failed]);
  const add = t('add');
  const remove = t('remove');
  const labels = useMemo(() => ({ add, remove }), [add, remove]);
  const value = useMemo(
    () => ({ enabled: active, store, prompt, failed, pending, later, labels }),
    [active, store, prompt, failed, pending, later, labels],
  );
  const register = promptFor === null ? paths.register() : `${paths.register()}?favoriteOfferId=${promptFor}`;
  return (
    <Context.Provider value={value}>
      {children}
      {active && !store ? (
        <dialog
          ref={dialogRef}
          className={dialog.dialog}
          aria-labelledby="favourite-prompt-title"
          data-testid="favourite-prompt"
          onClick={(event) => {
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
        >
          <div className={dialog.header}>
            <h2 id="favourite-prompt-title" className={dialog.title}>
              {t('prompt.title')}
            </h2>
            <button
              type="button"
              className={dialog.close}
              aria-label={t('close')}
              onClick={() => dialogRef.current?.close()}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={dialog.body}>
            <p>{t('prompt.text')}</p>
            <p className={styles.promptActions}>
              <Link href={paths.login()} className={buttons.primary}>
                {t('prompt.signIn')}
              </Link>
              <Link href={register} className={buttons.secondary}>
                {t('prompt.register')}
              </Link>
            </p>
          </div>
        </dialog>
      ) : null}
      {store ? (
        <p role="status" className={notice ? styles.notice : styles.visuallyHidden}>
          {notice ? t('failed') : ''}
        </p>
      ) : null}
    </Context.Provider>
  );
}
