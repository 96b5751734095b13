import {
  idParam,
  REPORT_KINDS,
  shiftDetailSchema,
  shiftListSchema,
  shiftRangeQuerySchema,
  shiftStatisticsSchema,
  workerShiftRangeQuerySchema,
  workerShiftSchema,
} from '@comptoir/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { scopeOf } from '../../plugins/auth';
import { routes, sendFile } from '../../plugins/route-kit';
import { reportLanguage } from './shifts.pdf.texts';
import { rangeReportPdf, shiftReportPdf } from './shifts.report';
import { shiftReportsService } from './shifts.reports.service';

const shiftParams = idParam('shiftId');
const RANGE = ' A range covers the shifts overlapping it; 0 (or absent) is no bound.';
const LANG =
  ' Written in `lang` (en, fr or nl: the console sends its language), else in the best of Accept-Language, else English.';
/** The language of a report PDF; an unknown one falls back (Accept-Language, then English) instead of refusing. */
const reportLangQuery = z.object({ lang: z.string().max(35).optional() });

/** A report PDF, downloaded. */
const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; filename: string }) =>
  sendFile(reply, { body: file.pdf, type: 'application/pdf', filename: file.filename });

/** Shift list, detail, statistics, worker shifts and X/Z reports (document 3), all behind ANALYTICS_SHIFTS. */
export const shiftReportRoutes = routes({ tags: ['shifts'], config: { ability: 'ANALYTICS_SHIFTS' } }, (route, ctx) => {
  route.get(
    '/shift',
    {
      operationId: 'listShifts',
      summary: `Shifts of a range, newest first, each with its totals, and the totals of them all.${RANGE}`,
      querystring: shiftRangeQuerySchema,
      data: shiftListSchema,
    },
    (request) => shiftReportsService.list(scopeOf(request), request.query.startDate, request.query.endDate),
  );

  route.get(
    '/shift/X',
    {
      summary: `Statistics of the shifts of a range.${RANGE}`,
      querystring: shiftRangeQuerySchema,
      data: shiftStatisticsSchema,
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const scope = await shiftReportsService.scopeOfRange(scopeOf(request), startDate, endDate);
      return shiftReportsService.statistics(ctx, scopeOf(request), scope);
    },
  );

  route.get(
    '/shift/:shiftId',
    {
      summary: 'A shift with its totals and its tickets (voided ones left out)',
      params: shiftParams,
      data: shiftDetailSchema,
    },
    (request) => shiftReportsService.detail(scopeOf(request), request.params.shiftId),
  );

  route.get(
    '/shift/:shiftId/X',
    {
      summary: 'Statistics of one shift: per user, group and product, worker shifts, totals and VAT',
      params: shiftParams,
      data: shiftStatisticsSchema,
    },
    async (request) => {
      const scope = await shiftReportsService.scopeOfShift(scopeOf(request), request.params.shiftId);
      return shiftReportsService.statistics(ctx, scopeOf(request), scope);
    },
  );

  for (const kind of REPORT_KINDS) {
    const what = kind === 'X' ? 'X report (running report)' : 'Z report (closing report; 409 while the shift is open)';
    route.reply(
      'get',
      `/shift/:shiftId/${kind}/download`,
      { summary: `The ${what} of a shift, as PDF.${LANG}`, params: shiftParams, querystring: reportLangQuery },
      async (request, reply) => {
        const lang = reportLanguage(request.query.lang, request.headers['accept-language']);
        return sendPdf(reply, await shiftReportPdf(ctx, scopeOf(request), kind, request.params.shiftId, lang));
      },
    );
    route.reply(
      'get',
      `/shift/${kind}/download`,
      {
        summary:
          kind === 'X'
            ? `The X report of the shifts of a range, as PDF.${RANGE}${LANG}`
            : `The Z report of the closed shifts of a range, as PDF (the open shift is left out; 409 when none is closed).${RANGE}${LANG}`,
        querystring: shiftRangeQuerySchema.safeExtend(reportLangQuery.shape),
      },
      async (request, reply) => {
        const { startDate, endDate } = request.query;
        const lang = reportLanguage(request.query.lang, request.headers['accept-language']);
        return sendPdf(reply, await rangeReportPdf(ctx, scopeOf(request), kind, startDate, endDate, lang));
      },
    );
  }

  route.get(
    '/worker-shifts',
    {
      summary: 'Worker shifts overlapping a range (0 or absent is no bound), by start; endTime 0 while open',
      querystring: workerShiftRangeQuerySchema,
      data: z.array(workerShiftSchema),
    },
    (request) => shiftReportsService.workerShifts(scopeOf(request), request.query.start, request.query.end),
  );
});
