import type { FastifyInstance } from 'fastify';
import { makePerson } from '../../test/authorization-scene';
import { postReport, sample, validFields } from '../../test/upload-kit';

/** An administrator with a live session, and a call helper that carries it. */
export async function signedInAdmin(app: FastifyInstance) {
  const admin = await makePerson(app, 'admin', 'Ada Admin');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    token = admin.token,
  ) =>
    app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { authorization: `Bearer ${token}` },
    });
  return { admin, call };
}

/** A report with a PNG and a PDF from `email`, as a visitor (or the given session). */
export async function fileReport(app: FastifyInstance, email: string, token?: string) {
  const res = await postReport(
    app,
    { ...validFields, email },
    [
      { name: 'screen "1".png', data: sample.png() },
      { name: 'résumé.pdf', data: sample.pdf() },
    ],
    token ? { token } : {},
  );
  if (res.statusCode !== 201) throw new Error(`report: ${res.body}`);
  return res.json<{ reference: string }>().reference;
}
