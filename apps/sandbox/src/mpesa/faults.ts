import type { FastifyReply } from 'fastify';
import type { Engine } from './engine.ts';
import type { Fault } from './outcomes.ts';

/**
 * The push answers of the fault test numbers (outcomes.ts), alike for every STK emulator: the prompt went out, but
 * what the shop gets back is a gateway's HTML page, at once (503) or after hanging past its time-out (504). Not
 * provider behaviour to copy: what a proxy in front of any of them does on a bad day (payment-providers.md §1.4).
 */
const page = (status: number, title: string) =>
  `<html>\r\n<head><title>${status} ${title}</title></head>\r\n<body>\r\n<center><h1>${status} ${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;

export async function answerPushFault(reply: FastifyReply, engine: Engine, fault: Fault): Promise<FastifyReply> {
  if (fault === 'hang') {
    await engine.hang();
    return reply.code(504).type('text/html').send(page(504, 'Gateway Time-out'));
  }
  return reply.code(503).type('text/html').send(page(503, 'Service Temporarily Unavailable'));
}
