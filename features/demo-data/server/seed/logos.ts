import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderCompanyLogoSvg } from '@/features/companies/logo-svg';
import { LOGO_PREFIX, LOGO_THUMB_SIDE, logoThumbKey } from '@/lib/storage/company-logo-keys';
import { getStorage } from '@/lib/storage/storage';

/** A generated logo is flat shapes: 256 px is sharp wherever the full logo is shown (an upload keeps up to 512). */
const FULL_SIDE = 256;
/** Logos rendered at once (sharp works on its own threads; more only queues on two cores). */
const PARALLEL = 4;

export interface DemoLogo {
  key: string;
  svg: string;
}

/**
 * A demo company's logo: its generated mark (the one the logo route draws for a company without an upload),
 * stored as an uploaded logo is, a PNG and its thumbnail. The key is named by the board and the mark, so the
 * same company gets the same file on every seed and a seed again finds it written.
 */
export function demoLogo(tenantId: number, company: { name: string; slug: string }): DemoLogo {
  const svg = renderCompanyLogoSvg(company.name, company.slug);
  const digest = createHash('sha256').update(`${tenantId}\n${svg}`).digest('hex').slice(0, 32);
  return { key: `${LOGO_PREFIX}/demo-${digest}.png`, svg };
}

const png = (svg: string, side: number) =>
  sharp(Buffer.from(svg), { density: (72 * side) / 96 })
    .resize(side, side)
    .png({ compressionLevel: 6 })
    .toBuffer();

/** Writes the logos' files through the storage uploads use (the thumbnail first: the full file marks a pair done). */
export async function storeDemoLogos(logos: DemoLogo[]): Promise<number> {
  const storage = getStorage();
  const stored = new Set((await storage.list(LOGO_PREFIX)).map((o) => o.key));
  const missing = [...new Map(logos.map((l) => [l.key, l])).values()].filter(
    (l) => !stored.has(l.key) || !stored.has(logoThumbKey(l.key)),
  );
  for (let i = 0; i < missing.length; i += PARALLEL) {
    await Promise.all(
      missing.slice(i, i + PARALLEL).map(async (logo) => {
        const [full, thumb] = await Promise.all([png(logo.svg, FULL_SIDE), png(logo.svg, LOGO_THUMB_SIDE)]);
        await storage.put(logoThumbKey(logo.key), thumb);
        await storage.put(logo.key, full);
      }),
    );
  }
  return missing.length;
}
