import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SurveyText } from './request-survey';

const survey = { sentAt: '2026-12-07T13:32:00.000Z', rating: null, ratingLabel: '', comment: '', answeredAt: null };
const render = (delivery: string, retryAt: string | null) => renderToStaticMarkup(createElement(SurveyText, { survey: { ...survey, delivery, retryAt } }));

describe('SurveyText', () => {
  it('says when a refused survey is tried again by itself, in Paris time (0545)', () => {
    expect(render('failed', '2026-12-07T13:33:00.000Z')).toBe(
      '<span class="text-gray-300">Enquête non partie le 07/12/2026 14:32\u00a0: vérifiez la configuration SMTP · nouvel essai automatique le 07/12/2026 14:33</span>',
    );
  });

  it('says nothing of it once given up, nor for a survey that left', () => {
    expect(render('failed', null)).not.toContain('nouvel essai');
    expect(render('sent', null)).toBe('<span class="text-gray-300">Enquête envoyée le 07/12/2026 14:32, sans réponse pour l’instant</span>');
  });
});
