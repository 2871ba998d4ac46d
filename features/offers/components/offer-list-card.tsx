import { AppliedBadge } from '@/features/apply/components/applied-badge';
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle';
import { SkillIcon } from '@/components/ui/skill-icon';
import { fullIconId } from '@/lib/skill-icons/ids';
import styles from './offer-list-card.module.css';

/** A list card as the page shows it: every text already localised and formatted on the server. */
export interface ListCardView {
  id: number;
  href: string;
  title: string;
  company: string;
  logo: string;
  place: string | null;
  salary: string;
  tags: string[];
  isNew: boolean;
  skills: string[];
  /** The icon id of each of `skills`, in the same order (`skillIconId`, sent as `compactIconId`). */
  skillIcons: string[];
  /** "87% match" on the matched-for-you list. */
  match?: string;
}

/**
 * One offer of the list (plain elements and a CSS module: the list repeats it a hundred times); the
 * favourite button is a small client island beside the link (a button cannot sit inside a link).
 */
export function OfferListCard({
  offer,
  newLabel,
  preview = false,
}: {
  offer: ListCardView;
  newLabel: string;
  /** A sample card (the employer's company preview): not a link, no favourite or applied islands. */
  preview?: boolean;
}) {
  const Card = preview ? 'div' : 'a';
  return (
    <div className={styles.wrap}>
      <Card className={styles.card} {...(preview ? {} : { href: offer.href })}>
        {/* Logos are small SVG marks from our own API; next/image would refuse SVG. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.logo} src={offer.logo} alt="" width={48} height={48} loading="lazy" />
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.title} data-testid="offer-card-title">
              {offer.title}
            </span>
            <span className={styles.salary} data-testid="offer-card-salary">
              {offer.salary}
            </span>
          </span>
          <span className={styles.meta}>
            <span>{offer.company}</span>
            {offer.place ? <span>{offer.place}</span> : null}
            {offer.tags.map((tag) => (
              <span key={tag}>{tag}</span>
            ))}
            {offer.isNew ? <span className={styles.badge}>{newLabel}</span> : null}
            {offer.match ? (
              <span className={styles.match} data-testid="match-badge">
                {offer.match}
              </span>
            ) : null}
            {preview ? null : <AppliedBadge offerId={offer.id} className={styles.applied} />}
          </span>
          {offer.skills.length ? (
            <span className={styles.skills}>
              {offer.skills.map((s, i) => (
                <span key={s} className={styles.skill}>
                  <SkillIcon icon={fullIconId(s, offer.skillIcons[i])} />
                  {s}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Card>
      {preview ? null : <FavouriteToggle offerId={offer.id} className={styles.favourite} />}
    </div>
  );
}
