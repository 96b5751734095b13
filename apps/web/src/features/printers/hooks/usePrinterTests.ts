import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api';
import { type Printer, useTestPrint } from '../api';
import type { TestResult } from '../components/PrinterCard';

/** Test prints of the page: which printers are being tested, the last result of each, toasts for both outcomes. */
export function usePrinterTests() {
  const { t } = useTranslation('printers');
  const test = useTestPrint();
  const [testing, setTesting] = useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = useState<Record<number, TestResult>>({});

  const settle = (id: number, result: TestResult) => {
    setTesting((current) => new Set([...current].filter((x) => x !== id)));
    setResults((current) => ({ ...current, [id]: result }));
  };

  const run = (printer: Printer) => {
    if (testing.has(printer.id)) return;
    setTesting((current) => new Set(current).add(printer.id));
    test.mutate(printer.id, {
      onSuccess: () => {
        settle(printer.id, { ok: true });
        toast.success(t('toast.testSuccess', { name: printer.name }));
      },
      onError: (error) => {
        // PRINTER_UNREACHABLE carries the cause as a key (lib/refusals.ts translates it).
        const reason = errorMessage(error);
        settle(printer.id, { ok: false, reason });
        toast.error(t('toast.testError', { name: printer.name, reason }));
      },
    });
  };

  return { testing, results, run };
}
