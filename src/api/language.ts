import * as v from 'valibot'
import { defineEndpoint } from './define.ts'

/** Server-side language codes: the spec lists en, es, pt_BR (plus php_ variants, which the app never sends). */
export const ServerLanguageSchema = v.picklist(['pt_BR', 'en', 'es'])
export type ServerLanguage = v.InferOutput<typeof ServerLanguageSchema>

export const profileGetLanguage = defineEndpoint({
  id: 'profile.getLanguage',
  method: 'POST',
  path: 'profile/getLanguage',
  body: v.object({}),
  response: v.object({ language: v.string() }),
  auth: 'optional',
  tag: 'profile',
  summary: "The player's (or the site's) language",
  description: 'Payload: empty. Response use: language.',
})

export const profileUpdateLanguage = defineEndpoint({
  id: 'profile.updateLanguage',
  method: 'PUT',
  path: 'profile/updateLanguage',
  body: v.object({ language: ServerLanguageSchema }),
  response: v.object({ status: v.boolean(), language: ServerLanguageSchema }),
  auth: 'optional',
  tag: 'profile',
  summary: 'Change the language',
  description: 'Response not shown in the spec; the mock answers { status: true, language }.',
})
