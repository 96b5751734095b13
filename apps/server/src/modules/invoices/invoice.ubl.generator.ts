import { FormatFactoryService, type Invoice, invoiceSchema, ValidationService } from '@e-invoice-eu/core';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';

/**
 * UBL generation with @e-invoice-eu/core, its schema validator compiled once per process (issue 26, decision 135).
 *
 * The library's `InvoiceService.generate` compiles its whole EN 16931 JSON schema with Ajv on every call: 0.1-0.3 s of
 * the 0.12-0.3 s an invoice took. This does the same steps as that method (library 2.3: copy the input, coerce a
 * string `cbc:Note` into a list, validate against the schema patched by the UBL formatter, fill the formatter's
 * defaults, format), with the compiled validator kept. test/invoice-ubl.test.ts checks the output is byte for byte
 * the library's own; a library upgrade that changes `generate` shows there.
 */

type GenerateOptions = Parameters<ReturnType<FormatFactoryService['createFormatService']>['generate']>[1];

/** Silent logger: the library logs validation details we turn into an error instead. */
export const quietLogger = { log() {}, warn() {}, error() {} };

const factory = new FormatFactoryService();
const validation = new ValidationService(quietLogger);
let validator: ValidateFunction | undefined;

function ublValidator(): ValidateFunction {
  if (!validator) {
    // The same Ajv settings as the library's generate(); useDefaults fills defaults into the (copied) input.
    const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
    const schema = structuredClone(invoiceSchema);
    factory.createFormatService('UBL', quietLogger).patchSchema(schema);
    validator = ajv.compile(schema);
  }
  return validator;
}

/** The UBL XML of `input` (the library's invoice data), as `new InvoiceService(quiet).generate(input, options)` makes it. */
export async function generateUbl(
  input: Invoice,
  options: Omit<GenerateOptions, 'format'>,
): Promise<string | Uint8Array> {
  const data = structuredClone(input);
  const note = data['ubl:Invoice']['cbc:Note'] as unknown;
  if (typeof note === 'string') (data['ubl:Invoice'] as Record<string, unknown>)['cbc:Note'] = [note];
  const formatter = factory.createFormatService('UBL', quietLogger);
  const invoice = validation.validate('invoice data', ublValidator(), data) as Invoice;
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format: factory.normalizeFormat('UBL') } as GenerateOptions);
}
