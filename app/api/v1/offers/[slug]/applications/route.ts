// POST /api/v1/offers/{slug}/applications – the internal apply form (multipart, Recaptcha-Token header).
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { applyFieldsSchema } from '@/features/apply/apply-schema';
import { APPLY_LIMITS } from '@/features/apply/constants';
import { submitApplication } from '@/features/apply/server/apply-service';
import { assertAntiBot } from '@/lib/antibot/server';
import { publicOrigin } from '@/lib/http/origin';
import { parseInput } from '@/lib/http/parse-input';
import { withRoute } from '@/lib/http/with-route';
import { clientIp } from '@/lib/rate-limit';
import { readMultipart } from '@/lib/uploads/multipart';

export const POST = withRoute(
  { auth: 'optional', params: z.object({ slug: z.string().min(1).max(300) }) },
  async ({ caller, request, db, tenant, locale, params }) => {
    const started = performance.now();
    const marks: string[] = [];
    let last = started;
    const mark = (name: string) => {
      const now = performance.now();
      marks.push(`${name};dur=${(now - last).toFixed(1)}`);
      last = now;
    };
    await assertAntiBot(request, 'apply', tenant);
    mark('antibot');
    const { fields, files } = await readMultipart(request, { maxFileBytes: APPLY_LIMITS.attachmentMaxBytes });
    mark('body');
    const input = parseInput(applyFieldsSchema, fields, locale);
    const result = await submitApplication(db, tenant, caller, params.slug, {
      fields: input,
      file: files.attachment ?? null,
      clientIp: clientIp(request.headers),
      origin: publicOrigin(request.headers),
    });
    mark('store');
    return NextResponse.json(result, {
      status: 201,
      headers: { 'Server-Timing': [`app;dur=${(performance.now() - started).toFixed(1)}`, ...marks].join(', ') },
    });
  },
);
