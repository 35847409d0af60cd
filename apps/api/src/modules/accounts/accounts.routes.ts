import {
  checkPhoneQuerySchema, checkPhoneResponseSchema, emailBodySchema, loginBodySchema, loginResponseSchema,
  messageResponseSchema, otpBodySchema, registerBodySchema, resetPasswordBodySchema,
} from '@mitumba/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoginService } from './login.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SignupService } from './signup.service.ts';

const tags = ['account'];

/** Sign-up, e-mail verification, login and password recovery (spec 1 §7). */
export function accountsRoutes(services: { signup: SignupService; login: LoginService; reset: PasswordResetService }): FastifyPluginAsyncZod {
  const { signup, login, reset } = services;
  return async (app) => {
    app.get('/api/user/check-phone', {
      config: { access: 'public' },
      schema: { tags, summary: 'Is this phone free to register?', querystring: checkPhoneQuerySchema, response: { 200: checkPhoneResponseSchema } },
    }, async (request) => ({ success: true as const, available: await signup.isPhoneAvailable(request.query.phone) }));

    app.post('/api/user/register', {
      config: { access: 'public' },
      schema: {
        tags, summary: 'Create an unverified account and e-mail a 6-digit code', body: registerBodySchema,
        response: { 201: messageResponseSchema.extend({ email: z.string() }) },
      },
    }, async (request, reply) => {
      const { email } = await signup.register(request.body, request.language);
      return reply.status(201).send({ success: true as const, message: `Account created. We sent a 6-digit code to ${email}.`, email });
    });

    app.post('/api/user/verify-otp', {
      config: { access: 'public' },
      schema: { tags, summary: 'Verify the e-mailed code', body: otpBodySchema, response: { 200: messageResponseSchema.extend({ name: z.string() }) } },
    }, async (request) => {
      const { name } = await signup.verify(request.body.email, request.body.otp);
      return { success: true as const, message: 'Your account is now verified!', name };
    });

    app.post('/api/user/request-new-otp', {
      config: { access: 'public' },
      schema: { tags, summary: 'E-mail a fresh code', body: emailBodySchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
      await signup.resend(request.body.email);
      return { success: true as const, message: `If ${request.body.email} is waiting for verification, a new code is on its way.` };
    });

    app.post('/api/user/login', {
      config: { access: 'public' },
      schema: { tags, summary: 'Log in; answers a bearer token', body: loginBodySchema, response: { 200: loginResponseSchema } },
    }, async (request) => {
      const result = await login.login(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300),
      });
      return { success: true as const, token: result.token, message: 'Welcome back!', username: result.username, role: result.role };
    });

    app.post('/api/user/forgot-password', {
      config: { access: 'public' },
      schema: { tags, summary: 'E-mail a password reset link', body: emailBodySchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
      await reset.requestReset(request.body.email);
      return { success: true as const, message: 'If an account exists for that email, we have sent a password reset link to it.' };
    });

    app.post('/api/user/resetpassword/:resetToken', {
      config: { access: 'public' },
      schema: {
        tags, summary: 'Set a new password with a mailed reset link', params: z.object({ resetToken: z.string().max(200) }),
        body: resetPasswordBodySchema, response: { 200: messageResponseSchema },
      },
    }, async (request) => {
      await reset.reset(request.params.resetToken, request.body.newPassword);
      return { success: true as const, message: 'Your password has been reset. Please log in with your new password.' };
    });
  };
}
