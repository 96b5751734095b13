import type { Drawer } from '@comptoir/shared';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideRow, SideRows } from '../../../components/SideCard';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const DASH = '-';

export interface ShiftInfo {
  start: number | null;
  end: number | null;
  startCash: number | null;
  endCash: number | null;
  openUser: string | null;
  closeUser: string | null;
  live: boolean;
  /** The Z number a closed shift got at close (null while open, and for a period). */
  zNumber?: number | null;
  /** The drawer line by line (one shift's X data; null for a period). */
  drawer?: Drawer | null;
}

/**
 * The drawer's lines (document 3, issue 21): opening + cash sales + cash tips - cash refunds (+ other cash, shown only
 * when not 0) = expected; then counted and the difference once the shift is closed. Amounts in euros.
 */
export function drawerRows(drawer: Drawer): { id: string; key: DrawerKey; amount: number | null }[] {
  const difference =
    drawer.countedCash === null ? null : Math.round((drawer.countedCash - drawer.expectedCash) * 100) / 100;
  return [
    { id: 'start-cash', key: 'openingCash', amount: drawer.openingCash },
    { id: 'cash-sales', key: 'cashSales', amount: drawer.cashSales },
    { id: 'cash-tips', key: 'cashTips', amount: drawer.cashTips },
    { id: 'cash-refunds', key: 'cashRefunds', amount: drawer.cashRefunds },
    ...(drawer.cashOther !== 0 ? [{ id: 'cash-other', key: 'cashOther' as const, amount: drawer.cashOther }] : []),
    { id: 'expected-cash', key: 'expectedCash', amount: drawer.expectedCash },
    { id: 'end-cash', key: 'countedCash', amount: drawer.countedCash },
    { id: 'difference', key: 'difference', amount: difference },
  ];
}
type DrawerKey = keyof Drawer | 'difference';

/**
 * Service hours, cash register start and end, opening and closing user; '-' for whatever is missing. For a period
 * (`period`) only the hours (first opening, last closing): one shift's cash and users do not describe a period.
 */
export function ShiftInfoCard({
  info,
  title,
  period = false,
  timeZone,
  children,
}: {
  info: ShiftInfo;
  title: string;
  period?: boolean;
  timeZone: string | undefined;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('shifts');
  const lng = currentLanguage(i18n.language);
  const when = (ms: number | null) => (ms ? formatDateTime(ms, lng, timeZone) : DASH);
  const money = (amount: number | null) => (amount === null ? DASH : formatAmount(amount, lng));
  const hours: [string, [string, string, string][]] = [
    t('info.serviceHours'),
    [
      ['start', t(period ? 'info.firstStart' : 'info.start'), when(info.start)],
      ['end', t(period ? 'info.lastEnd' : 'info.end'), when(info.end)],
    ],
  ];
  const groups: [string, [string, string, string][]][] = period
    ? [hours]
    : [
        hours,
        [
          t(info.drawer ? 'info.drawer.title' : 'info.cashRegister'),
          info.drawer
            ? drawerRows(info.drawer).map(({ id, key, amount }): [string, string, string] => [
                id,
                t(`info.drawer.${key}`),
                money(amount),
              ])
            : [
                ['start-cash', t('info.startCash'), money(info.startCash)],
                ['end-cash', t('info.endCash'), money(info.endCash)],
              ],
        ],
        [
          t('info.users'),
          [
            ['open-user', t('info.openUser'), info.openUser ?? DASH],
            ['close-user', t('info.closeUser'), info.closeUser ?? DASH],
          ],
        ],
      ];
  return (
    <section className="shift-card" aria-labelledby="shift-info-title" data-testid="shift-info">
      <header className="shift-card__header">
        <h2 id="shift-info-title" className="shift-card__title">
          {title}
        </h2>
        {info.live && <Tag severity="success" value={t('live')} data-testid="shift-live" />}
        {!period && info.zNumber != null && (
          <Tag severity="info" value={t('info.zNumber', { number: info.zNumber })} data-testid="shift-z-number" />
        )}
      </header>
      {groups.map(([heading, rows]) => (
        <div key={heading} className="shift-card__group">
          <h3 className="shift-card__subtitle">{heading}</h3>
          <SideRows>
            {rows.map(([id, label, value]) => (
              <SideRow key={id} label={label} testId={`info-${id}`}>
                {value}
              </SideRow>
            ))}
          </SideRows>
        </div>
      ))}
      {children && <footer className="shift-card__footer">{children}</footer>}
    </section>
  );
}
