import { HashDialog } from '@/components/ui/hash-dialog';
import { CopyLinkButton } from '../copy-link-button';
import styles from './details.module.css';

export interface ShareDialogText {
  title: string;
  close: string;
  facebook: string;
  linkedIn: string;
  copyLink: string;
  linkCopied: string;
  opensInNewTab: string;
}

/** Share the offer on Facebook or LinkedIn, or copy its link; opened by links to `#share`. */
export function ShareDialog({ url, closeHref, text }: { url: string; closeHref: string; text: ShareDialogText }) {
  const encoded = encodeURIComponent(url);
  return (
    <HashDialog hash="share" title={text.title} closeLabel={text.close} closeHref={closeHref} drawerOnMobile>
      <ul className={styles.shareList}>
        <li>
          <a
            className={styles.shareOption}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className={styles.shareMark} style={{ background: '#1877f2' }} aria-hidden="true">
              f
            </span>
            {text.facebook}
            <span className="visually-hidden"> {text.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <a
            className={styles.shareOption}
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className={styles.shareMark} style={{ background: '#0a66c2' }} aria-hidden="true">
              in
            </span>
            {text.linkedIn}
            <span className="visually-hidden"> {text.opensInNewTab}</span>
          </a>
        </li>
        <li>
          <CopyLinkButton
            className={styles.shareOption}
            url={url}
            label={text.copyLink}
            copiedLabel={text.linkCopied}
          />
        </li>
      </ul>
      <p className={styles.shareUrl}>{url}</p>
    </HashDialog>
  );
}
