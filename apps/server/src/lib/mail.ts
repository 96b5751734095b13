import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { AppError, conflict } from './errors';

/**
 * E-mail over real SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM (config.ts). Without SMTP_URL nothing is
 * ever sent: callers check `mailConfigured` and refuse with MAIL_NOT_CONFIGURED, and `sendMail` refuses the same way,
 * so a message is never silently "sent". A message the server does not take (a refused recipient, a refused login, an
 * unreachable server) is an error 502 MAIL_FAILED with the server's answer (reason MAIL_REJECTED).
 */

export type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom'>;

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The recipients the server accepted. */
  accepted: string[];
}

/** Seconds to wait for the server before giving up: a reminder is sent while someone waits for the answer. */
const TIMEOUT_MS = 15_000;

export function mailConfigured(config: Pick<Config, 'smtpUrl'>): boolean {
  return config.smtpUrl !== null;
}

export const mailNotConfigured = () =>
  conflict('E-mail is not configured on this server (SMTP_URL is not set)', undefined, {
    reason: 'MAIL_NOT_CONFIGURED',
  });

const address = (a: string | { address: string }) => (typeof a === 'string' ? a : a.address);

/** The server's answer without the credentials a URL may carry. */
function mailFailure(cause: unknown, smtpUrl: string): AppError {
  const raw = cause instanceof Error ? ((cause as { response?: string }).response ?? cause.message) : String(cause);
  const secret = /\/\/[^@/]*@/.exec(smtpUrl)?.[0];
  const response = (secret ? raw.split(secret).join('//***@') : raw).trim().slice(0, 300);
  return new AppError('MAIL_FAILED', `The mail server did not take the message: ${response}`, undefined, {
    reason: 'MAIL_REJECTED',
    params: { response },
  });
}

/** Sends one message; resolves with the server's message id and the recipients it accepted. */
export async function sendMail(config: MailConfig, message: MailMessage): Promise<SentMail> {
  if (!config.smtpUrl) throw mailNotConfigured();
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
    const rejected = (info.rejected ?? []).map(address);
    if (rejected.length > 0) throw mailFailure(new Error(`recipient refused: ${rejected.join(', ')}`), config.smtpUrl);
    return { messageId: info.messageId, accepted: (info.accepted ?? []).map(address) };
  } catch (error) {
    throw error instanceof AppError ? error : mailFailure(error, config.smtpUrl);
  } finally {
    transport.close();
  }
}
