import { formatRoubles } from '@stepwise/contracts';
import { describe, expect, it } from '@jest/globals';
import { IntlMessageFormat } from 'intl-messageformat';
import enMessages from '../../src/platform/mail/messages/en.json' with { type: 'json' };
import ruMessages from '../../src/platform/mail/messages/ru.json' with { type: 'json' };
import {
  activationCodeMail,
  feedbackMail,
  passwordChangedMail,
  passwordResetMail,
  paymentFailedMail,
  paymentReceiptMail,
  renderMail,
  signInPausedMail,
  workspaceInvitationMail,
  type MailTemplate,
} from '../../src/platform/mail/templates/index.js';

const context = { publicUrl: 'https://stepwise.example' };

describe('mail templates', () => {
  const cases: Array<[string, MailTemplate<never>, Record<string, string>]> = [
    ['activation code', activationCodeMail as MailTemplate<never>, { firstName: 'Ann', code: '042517' }],
    ['password reset', passwordResetMail as MailTemplate<never>, { firstName: 'Ann', token: 'tok_en-1' }],
    ['password changed', passwordChangedMail as MailTemplate<never>, { firstName: 'Ann' }],
    ['sign-in paused', signInPausedMail as MailTemplate<never>, { firstName: 'Ann', ip: '203.0.113.7', minutes: 15 } as never],
    ['feedback', feedbackMail as MailTemplate<never>, { id: 7, name: 'Ann', email: 'ann@example.com', message: 'How much is Pro?', senderLang: 'en' } as never],
    [
      'workspace invitation',
      workspaceInvitationMail as MailTemplate<never>,
      { token: 'tok_en-1', workspaceName: 'Acme', inviterName: 'Ann Lee', role: 'member', expiresAt: new Date('2026-03-12T10:00:00Z') } as never,
    ],
  ];

  it.each(cases)('%s exists in Russian and English, is essential and names Stepwise', (_name, template, data) => {
    expect(template.essential).toBe(true);
    const ru = renderMail('ru', template.render('ru', data as never, context));
    const en = renderMail('en', template.render('en', data as never, context));

    for (const mail of [ru, en]) {
      expect(mail.subject).toMatch(/^Stepwise: /);
      expect(mail.text).toContain('Stepwise');
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('Stepwise');
      expect(mail.text).not.toContain('unsubscribe');
    }
    expect(ru.text).toMatch(/[а-яё]/i);
    expect(en.text).not.toMatch(/[а-яё]/i);
    expect(ru.html).toContain('<html lang="ru">');
    expect(en.html).toContain('<html lang="en">');
  });

  it('the reset email links to /restore/<token>', () => {
    const mail = renderMail('en', passwordResetMail.render('en', { firstName: 'A', token: 'abc_DEF-1' }, context));
    expect(mail.text).toContain('https://stepwise.example/restore/abc_DEF-1');
    expect(mail.html).toContain('href="https://stepwise.example/restore/abc_DEF-1"');
  });

  it('the invitation names the inviter, the workspace, the role and the expiry, and links to /invite/<token>', () => {
    const data = {
      token: 'abc_DEF-1',
      workspaceName: '{role} & Co',
      inviterName: 'Ann Lee',
      role: 'admin' as const,
      expiresAt: new Date('2026-03-12T23:30:00Z'),
    };
    const en = renderMail('en', workspaceInvitationMail.render('en', data, context));
    const ru = renderMail('ru', workspaceInvitationMail.render('ru', { ...data, inviterName: '', role: 'member' }, context));

    expect(en.subject).toBe('Stepwise: you are invited to {role} & Co');
    expect(en.text).toContain('Ann Lee invites you to the {role} & Co workspace in Stepwise as an admin.');
    expect(en.text).toContain('The invitation is valid for 7 days, until 12 March 2026, and works once.');
    expect(en.text).toContain('Accept the invitation: https://stepwise.example/invite/abc_DEF-1');
    expect(en.html).toContain('href="https://stepwise.example/invite/abc_DEF-1"');
    expect(ru.text).toContain('Вас приглашают в пространство «{role} & Co» в Stepwise участником.');
    expect(ru.text).toContain('Приглашение действует 7 дней, до 12 марта 2026 г., и срабатывает один раз.');
  });

  it('escapes user data in HTML', () => {
    const mail = renderMail('en', passwordChangedMail.render('en', { firstName: '<script>x</script>' }, context));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('greets without a name when there is none', () => {
    const ru = renderMail('ru', activationCodeMail.render('ru', { firstName: ' ', code: '123456' }, context));
    expect(ru.text).toMatch(/^Здравствуйте!/);
  });

  it('adds the unsubscribe link to the footer only when given', () => {
    const content = { subject: 'Stepwise: news', blocks: [{ kind: 'text' as const, text: 'Hi' }] };
    const url = 'https://stepwise.example/unsubscribe?email=a%40b.c&hash=00';

    const ru = renderMail('ru', content, url);
    const en = renderMail('en', content, url);

    expect(ru.text).toContain(`Отписаться от таких писем: ${url}`);
    expect(en.text).toContain(`Unsubscribe from such emails: ${url}`);
    expect(en.html).toContain('href="https://stepwise.example/unsubscribe?email=a%40b.c&amp;hash=00"');
  });

  it('the feedback email names the sender, their language and quotes the message line by line', () => {
    const data = { id: 12, name: 'Ann\nSmith', email: 'ann@example.com', message: 'Line one\n\nLine <two>', senderLang: 'ru' as const };
    const en = renderMail('en', feedbackMail.render('en', data, context));
    const ru = renderMail('ru', feedbackMail.render('ru', data, context));

    expect(en.subject).toBe('Stepwise: website message from Ann Smith');
    expect(en.text).toContain('A new message from the feedback form (no. 12).');
    expect(en.text).toContain('Email: ann@example.com');
    expect(en.text).toContain('Language: Russian');
    expect(en.text).toContain('> Line one\n>\n> Line <two>');
    expect(en.html).toContain('white-space:pre-wrap');
    expect(en.html).toContain('Line one\n\nLine &lt;two&gt;</blockquote>');
    expect(ru.subject).toBe('Stepwise: сообщение с сайта от Ann Smith');
    expect(ru.text).toContain('Язык: русский');
  });

  it('both catalogues have the same messages, each valid ICU with the same placeholders', () => {
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(ruMessages).sort());
    // Parsing throws on a malformed message; the names come from the parsed elements, nested selects included.
    type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
    const names = (elements: Element[]): string[] =>
      elements.flatMap((element) => [
        ...(element.type !== 0 && typeof element.value === 'string' ? [element.value] : []),
        ...Object.values(element.options ?? {}).flatMap((option) => names(option.value)),
      ]);
    const placeholders = (message: string, locale: string) => [...new Set(names(new IntlMessageFormat(message, locale).getAst() as Element[]))].sort();
    for (const [id, ru] of Object.entries(ruMessages)) {
      const en = enMessages[id as keyof typeof enMessages];
      expect([id, placeholders(en, 'en')]).toEqual([id, placeholders(ru, 'ru')]);
    }
  });

  it('billing emails format amounts and UTC dates for each language, and user text is never read as a message', () => {
    const data = { firstName: 'Ann', workspaceName: '{planName} & Co', planName: 'Pro', amount: 12990, paidUntil: new Date('2026-03-05T23:30:00Z') };
    const ru = renderMail('ru', paymentReceiptMail.render('ru', data, context));
    const en = renderMail('en', paymentReceiptMail.render('en', data, context));

    // The Russian date ends with its own full stop («5 марта 2026 г.»): the sentence adds none.
    expect(ru.text).toContain(`Мы получили оплату ${formatRoubles(12_990, 'ru')} за тариф «Pro» пространства «{planName} & Co». Оплачено до 5 марта 2026 г.\n`);
    expect(en.text).toContain(`We received ${formatRoubles(12_990, 'en')} for the Pro plan of the {planName} & Co workspace. It is paid until 5 March 2026.`);
    expect(en.html).toContain('{planName} &amp; Co');
  });

  it('a declined renewal says when the card is charged again, or that there are no more attempts', () => {
    const data = { firstName: 'Ann', workspaceName: 'Acme', planName: 'Pro', amount: 990 };
    const again = renderMail('en', paymentFailedMail.render('en', { ...data, nextAttemptAt: new Date('2026-04-01T00:00:00Z') }, context));
    const last = renderMail('ru', paymentFailedMail.render('ru', { ...data, nextAttemptAt: null }, context));

    expect(again.text).toContain('We will try again on 1 April 2026. Check your card or link another one.');
    expect(last.text).toContain('Попыток больше не будет: пространство переходит на бесплатный тариф.');
  });
});
