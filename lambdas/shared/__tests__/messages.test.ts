import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../leads';
import { escapeHtml, leadMessage } from '../notifications/messages';

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
