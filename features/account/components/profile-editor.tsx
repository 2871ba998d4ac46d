'use client';

import { useTranslations } from 'next-intl';
import { ApiQueryProvider } from '@/lib/api-client/query';
import { useProfile } from '../api/get-profile';
import type { Profile } from '../schemas';
import { DeleteAccount, SignOut } from './account-actions';
import { PersonalData } from './personal-data';
import { Documents } from './profile-documents';
import { Photo } from './profile-photo';
import styles from './profile-editor.module.css';

/** The candidate's profile page: a query island whose sections share the profile, each change written into it. */
export function ProfileEditor({ initial }: { initial: Profile }) {
  return (
    <ApiQueryProvider>
      <ProfileSections initial={initial} />
    </ApiQueryProvider>
  );
}

function ProfileSections({ initial }: { initial: Profile }) {
  const t = useTranslations('account');
  const profile = useProfile(initial);
  return (
    <div className={styles.sections}>
      <PersonalData profile={profile} />
      <Photo profile={profile} />
      <Documents profile={profile} />
      <section className={styles.section} aria-labelledby="profile-signout">
        <h2 id="profile-signout" className={styles.heading}>
          {t('profile.signOut')}
        </h2>
        <SignOut />
      </section>
      <DeleteAccount email={profile.email} />
    </div>
  );
}
