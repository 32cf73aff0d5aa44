import { describe, expect, it } from 'vitest'
import { pickLocale, readStoredLocale, rememberLocale } from './detect.ts'

describe('pickLocale', () => {
  it('?lang wins, with pt-br meaning pt_BR', () => {
    expect(pickLocale({ search: '?lang=pt-br', stored: 'en', preferred: ['es'] })).toBe('pt-BR')
    expect(pickLocale({ search: '?x=1&lang=es', stored: 'en' })).toBe('es')
  })

  it('then the remembered choice, then the browser, then pt-BR', () => {
    expect(pickLocale({ search: '?lang=klingon', stored: 'en', preferred: ['es-AR'] })).toBe('en')
    expect(pickLocale({ stored: null, preferred: ['fr-FR', 'es-AR'] })).toBe('es')
    expect(pickLocale({ preferred: ['de'] })).toBe('pt-BR')
    expect(pickLocale({})).toBe('pt-BR')
  })

  it('remembers the choice in localStorage `language`', () => {
    rememberLocale('es')
    expect(localStorage.getItem('language')).toBe('es')
    expect(readStoredLocale()).toBe('es')
    localStorage.setItem('language', 'zz')
    expect(readStoredLocale()).toBeNull()
  })
})
