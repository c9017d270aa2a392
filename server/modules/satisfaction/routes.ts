import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { htmlPage } from '../../../domain/api/admin-answers';
import { answers, idParams, pageRefusal } from '../../../domain/api/answers';
import { requestSurveyAnswer, satisfactionQuery, satisfactionSummaryAnswer } from '../../../domain/api/satisfaction-answers';
import { satisfactionAnswerSchema, SURVEY_PATH, surveyDay, surveyValidUntil } from '../../../domain/satisfaction';
import { fieldErrorsOf } from '../../../domain/validation/schema-helpers';
import { z } from '../../../domain/validation/zod';
import { acceptFormPosts, FORM_ENCODED, postedForm, requireFormPost } from '../../lib/form-body';
import { sendPage } from '../../lib/plain-page';
import { limits } from '../../plugins/rate-limits';
import { satisfactionService, satisfactionSurveysJob, type OpenSurvey } from './service';
import { invalidSurveyPage, surveyPage, thanksPage, type SurveyIntro } from './survey-page';

const MAX_FORM_BYTES = 8 * 1024;
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Above the form: once answered, the day of the answer standing and the link's last day to change it. */
const introOf = (survey: OpenSurvey): SurveyIntro =>
  survey.answer ? { answered: { on: surveyDay(survey.answer.answeredAt), until: surveyDay(surveyValidUntil(survey.sentAt)) } } : {};

/**
 * The satisfaction surveys (docs/decisions/0487-satisfaction-surveys.md): the job that sends them, the visitor's
 * page at the link's address (a plain form, answered without JavaScript), and what the back-office reads of them.
 */
export async function satisfactionRoutes(app: FastifyInstance): Promise<void> {
  const satisfaction = satisfactionService(app.db, app.mailer, app.config.publicUrl, app.log);
  app.jobs.register(satisfactionSurveysJob(satisfaction));
  acceptFormPosts(app, MAX_FORM_BYTES);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(`${SURVEY_PATH}/:token`, { schema: { summary: 'Enquête de satisfaction (page)', params: tokenParams, response: answers({ 200: htmlPage, 400: pageRefusal, 404: pageRefusal }) } }, async (request, reply) => {
    const survey = await satisfaction.surveyOf(request.params.token, new Date());
    if (!survey) return sendPage(reply, 404, invalidSurveyPage());
    if (!survey.answer) return sendPage(reply, 200, surveyPage(request.url));
    const given = { note: String(survey.answer.rating), commentaire: survey.answer.comment };
    return sendPage(reply, 200, surveyPage(request.url, given, {}, introOf(survey)));
  });

  routes.post(
    `${SURVEY_PATH}/:token`,
    { config: { rateLimit: limits.publicForm }, preValidation: requireFormPost, schema: { summary: 'Réponse à l’enquête de satisfaction', consumes: [FORM_ENCODED], params: tokenParams, body: postedForm, response: answers({ 200: htmlPage, 400: pageRefusal, 404: pageRefusal }) } },
    async (request, reply) => {
      const parsed = satisfactionAnswerSchema.safeParse(request.body);
      if (!parsed.success) {
        const survey = await satisfaction.surveyOf(request.params.token, new Date());
        if (!survey) return sendPage(reply, 404, invalidSurveyPage());
        return sendPage(reply, 400, surveyPage(request.url, request.body, fieldErrorsOf(parsed.error), introOf(survey)));
      }
      const outcome = await satisfaction.answer(request.params.token, parsed.data);
      if (outcome === 'invalid') return sendPage(reply, 404, invalidSurveyPage());
      return sendPage(reply, 200, thanksPage(outcome === 'changed'));
    },
  );

  routes.get('/api/admin/satisfaction', { schema: { querystring: satisfactionQuery, response: answers({ 200: satisfactionSummaryAnswer }) } }, async (request) => ({
    success: true as const,
    ...(await satisfaction.summary(request.query.days)),
  }));

  routes.get('/api/admin/satisfaction/requests/:id', { schema: { params: idParams, response: answers({ 200: requestSurveyAnswer }) } }, async (request) => ({
    success: true as const,
    survey: await satisfaction.ofRequest(request.params.id),
  }));
}
