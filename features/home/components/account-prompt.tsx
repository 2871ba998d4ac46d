import buttons from '@/components/ui/buttons.module.css';
import styles from './home-sections.module.css';

/** What a carousel tab that needs an account shows to a visitor who is not signed in. */
export function AccountPrompt({
  title,
  text,
  signIn,
  register,
}: {
  title: string;
  text: string;
  signIn: { label: string; href: string };
  register: { label: string; href: string };
}) {
  return (
    <div className={styles.prompt} data-testid="account-prompt">
      <h3>{title}</h3>
      <p>{text}</p>
      <div className={styles.actions}>
        <a className={buttons.primary} href={signIn.href}>
          {signIn.label}
        </a>
        <a className={buttons.secondary} href={register.href}>
          {register.label}
        </a>
      </div>
    </div>
  );
}
