import type { UserLang } from '../../../db/schema/index.js';
import { formatMessage } from './messages.js';
import type { MailBlock, MailContent } from './types.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'code':
      return block.code;
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`.trimEnd())
        .join('\n');
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>`;
    case 'link':
      return (
        `<p style="margin:0 0 8px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;` +
        `border-radius:6px;background:#3b5bdb;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(block.url)}</p>`
      );
    case 'quote':
      return (
        '<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #d0d7de;background:#f6f8fa;' +
        `white-space:pre-wrap;word-break:break-word">${escapeHtml(block.text)}</blockquote>`
      );
  }
}

/**
 * Plain-text and HTML versions of one email: the one layout every template shares (logo, blocks,
 * signature, footer). The unsubscribe link appears only when given, i.e. only
 * on non-essential mail.
 */
export function renderMail(lang: UserLang, content: MailContent, unsubscribeUrl?: string): RenderedMail {
  const footer = {
    signature: formatMessage(lang, 'layout.signature'),
    essential: formatMessage(lang, 'layout.essential'),
    unsubscribe: formatMessage(lang, 'layout.unsubscribe'),
    unsubscribeLabel: formatMessage(lang, 'layout.unsubscribeLabel'),
  };
  const textParts = content.blocks.map(blockText);
  textParts.push(footer.signature);
  textParts.push(unsubscribeUrl ? `${footer.unsubscribe} ${unsubscribeUrl}` : footer.essential);

  const footerHtml = unsubscribeUrl
    ? `${escapeHtml(footer.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#555555">${escapeHtml(footer.unsubscribeLabel)}</a>`
    : escapeHtml(footer.essential);
  const html = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#3b5bdb">Stepwise</p>',
    ...content.blocks.map(blockHtml),
    `<p style="margin:24px 0 0">${escapeHtml(footer.signature)}</p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#777777">${footerHtml}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject: content.subject, text: `${textParts.join('\n\n')}\n`, html };
}
