import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../leads';
import { escapeHtml, leadMessage, voiceContactMessage } from '../notifications/messages';
import type { StoredVoiceContact } from '../voice-contacts';

const lead: StoredLead = {
  id: 'b0c1d2e3-0000-8000-8000-000000000000',
  idempotencyKey: '0b5c3f9e-8a4f-4c1e-9d39-7c2b8f0e1a11',
  formId: 'sales-manager',
  name: '<script>alert(1)</script>',
  phone: '+79991234567',
  company: 'R&D <Labs>',
  comment: 'a < b & c > d',
  interests: ['sample-report'],
  language: 'uk',
  pagePath: '/ua/sales-manager',
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: 0,
  requestHash: '',
  notifyStatus: 'pending',
  notifyAttempts: 0,
};

describe('manager messages', () => {
  it('escapes what Telegram HTML would interpret', () => {
    expect(escapeHtml('<b>&amp;</b>')).toBe('&lt;b&gt;&amp;amp;&lt;/b&gt;');
  });

  it('lists the lead fields, escaped, and leaves out the missing ones', () => {
    expect(leadMessage(lead)).toBe(
      [
        '<b>Новая заявка с сайта</b>',
        'Форма: sales-manager',
        'Имя: &lt;script&gt;alert(1)&lt;/script&gt;',
        'Телефон: +79991234567',
        'Компания: R&amp;D &lt;Labs&gt;',
        'Интересы: Пример отчёта',
        'Комментарий: a &lt; b &amp; c &gt; d',
        'Язык страницы: uk',
        'Страница: /ua/sales-manager',
        'Заявка: b0c1d2e3-0000-8000-8000-000000000000',
      ].join('\n'),
    );
  });
});

describe('the voice contact’s message', () => {
  const contact: StoredVoiceContact = {
    conversationId: 'conv_1',
    phone: '+380501234567',
    userName: 'Олена <b>',
    durationSeconds: 40,
    language: 'uk',
    verification: 'confirmed',
    verifyAttempts: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: 0,
    notifyStatus: 'pending',
    notifyAttempts: 0,
    call: { summaryTitle: 'Демо MediFlow', summary: 'с'.repeat(3_000), language: 'uk', durationSeconds: 212.4, pagePath: '/ua/products/mediflow-ai' },
  };

  it('tells the manager what the caller wanted: the call’s title and summary (cut short), page, language and length, escaped', () => {
    const message = voiceContactMessage(contact);
    expect(message.split('\n').slice(0, 5)).toEqual([
      '<b>Новый контакт от голосового ассистента</b>',
      'Имя: Олена &lt;b&gt;',
      'Телефон: +380501234567',
      'Тема разговора: Демо MediFlow',
      `О чём говорили: ${'с'.repeat(1_499)}…`,
    ]);
    expect(message).toContain('Страница: /ua/products/mediflow-ai\nЯзык: uk\nДлительность: 212 с\nРазговор: conv_1\nВремя: 2026-11-22T10:00:00.000Z');
    expect(message.length).toBeLessThan(4_096);
  });
});
