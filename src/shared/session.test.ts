import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'jotai'
import { isAuthenticatedAtom, readStoredToken, signInAtom, signOutAtom, tokenAtom, userAtom } from './session.ts'

const user = { id: 3, name: 'Ana Souza', email: 'ana@example.com', avatar: null, cpf: '52998224725' }

describe('session atoms', () => {
  it('keep token (plain text) and user (JSON) in localStorage under the spec keys', () => {
    const store = createStore()
    store.set(signInAtom, { token: 'abc.def', user })
    expect(localStorage.getItem('token')).toBe('abc.def')
    expect(readStoredToken()).toBe('abc.def')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user)
    expect(store.get(isAuthenticatedAtom)).toBe(true)
  })

  it('sign-out clears memory and storage', () => {
    const store = createStore()
    store.set(signInAtom, { token: 'abc', user })
    store.set(signOutAtom)
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(userAtom)).toBeNull()
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a stored token marks the player logged in when the app starts', async () => {
    localStorage.setItem('token', 'from-last-visit')
    localStorage.setItem('user', JSON.stringify(user))
    const store = createStore()
    // Mounting (what a component subscribing does) reads storage.
    const unsubscribe = store.sub(isAuthenticatedAtom, () => {})
    const unsubscribeUser = store.sub(userAtom, () => {})
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(store.get(userAtom)).toMatchObject({ name: 'Ana Souza' })
    unsubscribe()
    unsubscribeUser()
  })

  it('a corrupt or foreign `user` value reads as no user', () => {
    localStorage.setItem('user', '{not json')
    const store = createStore()
    const off = store.sub(userAtom, () => {})
    expect(store.get(userAtom)).toBeNull()
    off()
    localStorage.setItem('user', JSON.stringify({ nome: 'sem email' }))
    const other = createStore()
    const off2 = other.sub(userAtom, () => {})
    expect(other.get(userAtom)).toBeNull()
    off2()
  })

  it('follows another tab logging out', () => {
    const store = createStore()
    store.set(signInAtom, { token: 'abc', user })
    const off = store.sub(tokenAtom, () => {})
    localStorage.removeItem('token')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }))
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    off()
  })

  it('drops a stored token that cannot go into a header (a newline), reports it, and reads as signed out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('token', 'abc\ndef')
    expect(() => new Headers({ Authorization: `Bearer ${localStorage.getItem('token')}` })).toThrow()
    expect(readStoredToken()).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    localStorage.setItem('token', 'não é token')
    const store = createStore()
    const unsubscribe = store.sub(isAuthenticatedAtom, () => {})
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
    unsubscribe()
    // A usable token is kept as it is.
    localStorage.setItem('token', 'eyJhbGciOi.J9-_x/+=')
    expect(readStoredToken()).toBe('eyJhbGciOi.J9-_x/+=')
    localStorage.removeItem('token')
    warn.mockRestore()
  })
})
