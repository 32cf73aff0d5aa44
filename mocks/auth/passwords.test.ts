import { describe, expect, it } from 'vitest'
import { DEMO_PLAYER } from '../db/reference.ts'
import { seedData } from '../db/seed-data.ts'
import { hashPassword, PASSWORD_ITERATIONS, UNUSABLE_PASSWORD, verifyPassword } from './passwords.ts'

describe('stored passwords (salted PBKDF2)', () => {
  it('hashes with a fresh salt each time and verifies the right password only', async () => {
    const first = await hashPassword('Senha@123')
    const second = await hashPassword('Senha@123')
    expect(first).toMatch(new RegExp(`^pbkdf2_sha256\\$${PASSWORD_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`))
    expect(first).not.toContain('Senha@123')
    expect(second).not.toBe(first)
    expect(await verifyPassword('Senha@123', first)).toBe(true)
    expect(await verifyPassword('Senha@123', second)).toBe(true)
    expect(await verifyPassword('Senha@124', first)).toBe(false)
    expect(await verifyPassword('', first)).toBe(false)
  })

  it('matches nothing against a value that is not such a hash (a password kept in clear, the unusable marker)', async () => {
    expect(await verifyPassword('Jogada@2026', 'Jogada@2026')).toBe(false)
    expect(await verifyPassword(UNUSABLE_PASSWORD, UNUSABLE_PASSWORD)).toBe(false)
    expect(await verifyPassword('x', 'pbkdf2_sha256$0$00$' + '0'.repeat(64))).toBe(false)
  })

  it('seeds every player hashed under its own salt, the demo player’s password verifying against its hash', async () => {
    const users = seedData().users
    const salts = users.map((user) => user.password.split('$')[2])
    expect(new Set(salts).size).toBe(users.length)
    expect(JSON.stringify(users)).not.toContain(DEMO_PLAYER.password)
    const demo = users.find((user) => user.email === DEMO_PLAYER.email)
    expect(await verifyPassword(DEMO_PLAYER.password, demo?.password ?? '')).toBe(true)
  })
})
