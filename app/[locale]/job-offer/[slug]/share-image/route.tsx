import { headers } from 'next/headers';
import { ImageResponse } from 'next/og';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { formatCount } from '@/lib/format';

const size = { width: 1200, height: 630 };

// Public, and not wrapped in withRoute: it answers an image in every case (the board's card when the offer is
// unknown), never a JSON error, and reads no session: social networks' crawlers fetch it without one.

/** GET /job-offer/{slug}/share-image – the offer's Open Graph image: title, company, place and salary on the board's colours. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const tenant = await resolveTenant((await headers()).get('host'));
  const { brand, theme } = tenant.config;
  let title = brand.name;
  let subtitle = brand.tagline.pl;
  let salary = '';
  try {
    const offer = await getOfferBySlugOrThrow(await getReadDb(), tenant, decodeURIComponent(slug));
    title = offer.title;
    subtitle = [offer.companyName, offer.city].filter(Boolean).join(' · ');
    const paid = offer.employmentTypes.find((e) => e.salary);
    if (paid?.salary) {
      const { from, to } = paid.salary;
      salary = `${[from, to]
        .filter((v) => v !== null)
        .map((v) => formatCount(v!))
        .join(' – ')} ${paid.currency}`;
    }
  } catch {
    // Unknown offers share the board's card.
  }
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: theme.light.background,
        color: theme.light.text,
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 72,
            height: 72,
            borderRadius: 16,
            background: theme.light.primary,
            color: '#fff',
            fontSize: 34,
            fontWeight: 700,
          }}
        >
          {brand.logoMark}
        </div>
        <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>{brand.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ display: 'flex', fontSize: title.length > 50 ? 56 : 68, fontWeight: 700, lineHeight: 1.1 }}>
          {title}
        </div>
        <div style={{ display: 'flex', color: theme.light.textSecondary }}>{subtitle}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: theme.light.primary }}>{salary}</div>
    </div>,
    { ...size, headers: { 'cache-control': 'public, max-age=3600' } },
  );
}
