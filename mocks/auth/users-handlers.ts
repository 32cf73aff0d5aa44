import { usersPhoneExists } from '@/api/users.ts'
import { digitsOnly } from '@/shared/br/masks.ts'
import { handle } from '../handlers/define.ts'

export const usersHandlers = [
  // The register modal's phone step; the phone comes as digits (a masked one is read as its digits).
  handle(usersPhoneExists, ({ params, db }) => {
    const phone = digitsOnly(params.phone ?? '')
    return { exists: phone.length >= 10 && db.users.all().some((u) => u.phone === phone) }
  }),
]
