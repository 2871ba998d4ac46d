import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/buttons.module.css';
import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { Link } from '@/lib/i18n/navigation';
import { getPageContext } from '@/lib/page-context';
import { localizedPath, paths } from '@/lib/paths';

// "Candidate Profile": a signed-in candidate goes to their profile; anyone else reads what it is.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'candidate-profile', paths.candidateProfile());
}

export default async function CandidateProfilePage({ params }: ContentRouteProps) {
  const { locale } = await params;
  const { tenant, caller } = await getPageContext();
  const canSignIn = tenant.config.flags.enableCandidatePortalLogin;
  if (canSignIn && caller.kind === 'candidate') {
    redirect(localizedPath(locale, paths.profile()));
  }
  const t = await getTranslations({ locale, namespace: 'contentPages' });
  const actions = canSignIn ? (
    <>
      <Link href={paths.register()} className={buttons.primary}>
        {t('createProfile')}
      </Link>
      <Link href={paths.login()} className={buttons.secondary}>
        {t('logIn')}
      </Link>
    </>
  ) : null;
  return renderContentPage(locale, 'candidate-profile', actions);
}
