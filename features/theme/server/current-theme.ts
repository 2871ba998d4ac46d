import { cookies } from 'next/headers';
import type { TenantConfig } from '@/lib/tenants/schemas';
import { COLOR_SCHEME_COOKIE, HORIZONTAL_THEME_COOKIE, readThemeChoice, type ThemeChoice } from '../theme-choice';

/** The appearance this request renders with, from its cookies and the tenant's flags. */
export async function getThemeChoice(config: TenantConfig): Promise<ThemeChoice> {
  const jar = await cookies();
  return readThemeChoice(
    { scheme: jar.get(COLOR_SCHEME_COOKIE)?.value, horizontal: jar.get(HORIZONTAL_THEME_COOKIE)?.value },
    {
      darkModeEnabled: config.flags.enableDarkMode,
      horizontalEnabled: config.flags.enableHorizontalThemeToggle,
    },
  );
}
