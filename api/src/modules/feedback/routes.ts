import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, markFeedbackMailed, storeFeedback } from './feedback-repository.js';
import { feedbackMail } from '../../platform/mail/templates/index.js';
import { perIp } from '../../rate-limits.js';
import { langFromAcceptLanguage } from '../users/index.js';
import { assertValid, bodyRecord, trimBodyFields, type FieldCode } from '../../validation/field-codes.js';
import { EMAIL_MAX_LENGTH, FeedbackBody, FeedbackCreated } from '@stepwise/contracts';

/** What the schema cannot say in the codes the form expects: a short message, an over-long email. */
function feedbackProblems(body: Record<string, unknown>): Record<string, FieldCode | undefined> {
  const { email, message } = body;
  return {
    // The form knows 'required' and 'invalid' for the email: an address too long to be real is invalid.
    email: typeof email === 'string' && email.length > EMAIL_MAX_LENGTH ? 'invalid' : undefined,
    message: typeof message === 'string' && message.length > 0 && message.length < FEEDBACK_MESSAGE_MIN_LENGTH ? 'min_length' : undefined,
  };
}

/** The outbox reports the support email's delivery under this kind: the message's mailed_at is set then. */
const FEEDBACK_RECEIPT = 'feedback';

const feedbackRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.mailer.onSent(FEEDBACK_RECEIPT, (id, sentAt) => markFeedbackMailed(app.db, id, sentAt));
  app.post(
    '/feedback',
    {
      attachValidation: true,
      preValidation: trimBodyFields('name', 'email', 'message'),
      config: { rateLimit: perIp(app.config.rateLimits.feedbackPerIp) },
      schema: {
        summary: 'Send a message to support (the feedback form)',
        description:
          'The message is stored, then mailed to the support address with Reply-To set to the sender, in the ' +
          'language of Accept-Language, by the mail outbox: the answer never waits for the mail server, and an ' +
          'unreachable server is tried again later (mailed_at is set once the email is out).',
        tags: ['feedback'],
        body: FeedbackBody,
        response: {
          201: FeedbackCreated,
          400: errorResponse(
            'validation_failed; fields: name required|max_length, email required|invalid, ' +
              `message required|min_length (${FEEDBACK_MESSAGE_MIN_LENGTH} after trimming)|max_length ` +
              `(${FEEDBACK_MESSAGE_MAX_LENGTH})`,
          ),
          429: errorResponse('rate_limited (per IP), with Retry-After'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      assertValid(request, feedbackProblems(bodyRecord(request)));
      const { name, email, message } = request.body;
      const lang = langFromAcceptLanguage(request.headers['accept-language']);
      const id = await app.db.transaction(async (tx) => {
        const stored = await storeFeedback(tx, { name, email, message, lang, ip: request.ip, userAgent: request.headers['user-agent'] }, app.clock.now());
        await app.mailer.enqueue(tx, feedbackMail, {
          to: app.config.mail.supportEmail,
          lang,
          data: { id: stored, name, email, message, senderLang: lang },
          replyTo: { name, address: email },
          receipt: { kind: FEEDBACK_RECEIPT, id: stored },
        });
        return stored;
      });
      return reply.code(201).send({ id });
    },
  );
};

export default feedbackRoute;
