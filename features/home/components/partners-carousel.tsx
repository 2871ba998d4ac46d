import type { Partner } from '../partners';
import styles from './home-sections.module.css';

/** The board's partners as text marks in their colours. */
export function PartnersCarousel({ title, partners }: { title: string; partners: Partner[] }) {
  if (!partners.length) return null;
  return (
    <section className="container" aria-labelledby="partners-title">
      <h2 id="partners-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.partners}>
        {partners.map((partner) => (
          <li key={partner.name} className={styles.partner}>
            <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
              <rect width="48" height="48" rx="10" fill={partner.color} />
              <text
                x="24"
                y="25"
                textAnchor="middle"
                dominantBaseline="middle"
                fill="#fff"
                fontSize={partner.mark.length > 2 ? 14 : 18}
                fontWeight="700"
                fontFamily="system-ui, sans-serif"
              >
                {partner.mark}
              </text>
            </svg>
            <span>{partner.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
