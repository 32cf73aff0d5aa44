// @vitest-environment node
// Under jsdom a multipart upload never reaches MSW: Node's fetch cannot serialise jsdom's File (the body length
// does not match its Content-Length). Node's own File and FormData carry it, so the upload runs end to end here.
import { beforeEach, describe, expect, it } from 'vitest'
import { callApi, configureApi } from '@/api/client.ts'
import { profileShow, profileUploadAvatar } from '@/api/profile.ts'
import { resetMockState } from '../node.ts'
import { db } from '../db/index.ts'
import { avatarDataUrl } from './avatars.ts'
import { signInAs } from '../auth/players.ts'
import { failure } from '../handlers/test-support.ts'

beforeEach(() => {
  resetMockState()
  const { token } = signInAs(1)
  configureApi({ getToken: () => token })
})

// The 8-byte PNG signature and a few more bytes, high ones included, to prove the bytes survive.
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 128])

describe('profile/upload-avatar', () => {
  it('stores the image as a data URL and the profile answers it', async () => {
    const avatar = new File([PNG], 'eu.png', { type: 'image/png' })
    const expected = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`
    await expect(callApi(profileUploadAvatar, { body: { avatar } })).resolves.toEqual({
      status: true,
      message: 'Avatar atualizado com sucesso!',
      avatar: expected,
    })
    expect(db.users.find(1)?.avatar).toBe(expected)
    await expect(callApi(profileShow)).resolves.toHaveProperty('user.avatar', expected)
  })

  it('answers 422 for a file that is no image, or too large', async () => {
    const pdf = new File([PNG], 'eu.pdf', { type: 'application/pdf' })
    expect(await failure(callApi(profileUploadAvatar, { body: { avatar: pdf } }))).toMatchObject({
      status: 422,
      body: { avatar: ['O campo avatar deve ser uma imagem.'] },
    })
    const huge = new File([new Uint8Array(2048 * 1024 + 1)], 'grande.png', { type: 'image/png' })
    expect((await failure(callApi(profileUploadAvatar, { body: { avatar: huge } }))).body).toEqual({
      avatar: ['O campo avatar não pode ser superior a 2048 kilobytes.'],
    })
    expect(db.users.find(1)?.avatar).toBe('avatars/jogador-demo.svg')
  })

  it('keeps large files intact where no image decoder exists', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => i % 256)
    const url = await avatarDataUrl(new Blob([bytes], { type: 'image/jpeg' }))
    expect(Buffer.from(url.replace('data:image/jpeg;base64,', ''), 'base64').equals(Buffer.from(bytes))).toBe(true)
  })
})
