import * as v from 'valibot'
import { defineEndpoint } from './define.ts'
import { UserSchema } from './users.ts'

export const profileData = defineEndpoint({
  id: 'profile.data',
  method: 'GET',
  path: 'profile/data',
  response: v.object({ user: UserSchema }),
  auth: 'required',
  tag: 'profile',
  summary: "The player's personal data",
  description:
    'Response use: user cpf (the deposit form) and cpf, phone, email (the withdraw form prefills the PIX key from them).',
})
