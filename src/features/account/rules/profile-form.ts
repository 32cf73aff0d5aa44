import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PixKeyType } from '@/api/wallet-area.ts'
import type { ProfileDataUpdate } from '@/api/profile-data.ts'
import type { ProfileUser as User } from '@/api/profile-data.ts'
import { isAtLeast, isIsoDate, isUf, isValidCep, maskCep, MIN_PLAYER_AGE } from '@/shared/br/address.ts'
import { isValidCnpj } from '@/shared/br/cnpj.ts'
import { formatCpf, isValidCpf } from '@/shared/br/cpf.ts'
import { digitsOnly, maskPhone, maskPixKey, pixKeyToWire } from '@/shared/br/masks.ts'
import { isValidBrPhone } from '@/shared/br/phone.ts'
import { countryForDialCode, DEFAULT_COUNTRY, dialCodeOf } from './country-codes.ts'

/** The form's values, as typed (masked). */
export interface ProfileValues {
  birthDate: string
  /** The phone's country (ISO): its calling code is what is saved. */
  phoneCountry: string
  phone: string
  pixType: PixKeyType | ''
  pixKey: string
  zip: string
  state: string
  city: string
  address: string
  name: string
  country: string
  timezone: string
  document: string
}

export type ProfileSection = 'general' | 'pix' | 'address' | 'info'

/** Which fields each section's save button checks and sends. */
export const SECTION_FIELDS = {
  general: ['birthDate', 'phoneCountry', 'phone'],
  pix: ['pixType', 'pixKey'],
  address: ['zip', 'state', 'city', 'address'],
  info: ['name', 'country', 'timezone', 'document'],
} as const satisfies Record<ProfileSection, ReadonlyArray<keyof ProfileValues>>

export const profileTexts = {
  birthDate: msg`Informe uma data válida.`,
  underAge: msg`Você precisa ter pelo menos ${MIN_PLAYER_AGE} anos.`,
  phoneRequired: msg`Informe o seu telefone.`,
  phoneBr: msg`Informe um telefone válido com DDD.`,
  phoneOther: msg`Informe um telefone válido.`,
  pixType: msg`Por favor, selecione o tipo de chave`,
  pixKey: msg`Por favor, insira sua chave PIX`,
  pixKeyInvalid: msg`A chave PIX não é válida para o tipo escolhido.`,
  zip: msg`Informe um CEP válido.`,
  state: msg`Selecione um estado da lista.`,
  name: msg`O nome deve ter entre 3 e 64 caracteres.`,
  document: msg`Informe um CPF válido.`,
  saved: msg`Dados salvos com sucesso`,
  saveFailed: msg`Erro ao salvar os dados`,
  saveConnection: msg`Erro de conexão`,
  load: msg`Erro ao carregar os seus dados`,
  unavailable: msg`Seus dados ainda não estão disponíveis.`,
  email: msg`Erro ao buscar o email.`,
} satisfies Record<string, MessageDescriptor>

export type ProfileErrors = Partial<Record<keyof ProfileValues, MessageDescriptor>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a masked key is a valid key of its type (a CPF or CNPJ, a phone with a DDD, an e-mail, a random key). */
export function isValidPixKeyOf(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'document':
      return digitsOnly(key).length === 11 ? isValidCpf(key) : isValidCnpj(key)
    case 'phoneNumber':
      return isValidBrPhone(key)
    case 'email':
      return EMAIL.test(key.trim())
    case 'randomKey':
      return RANDOM_KEY.test(key.trim())
  }
}

/** The phone mask for the chosen country: the Brazilian one under +55, digits only elsewhere. */
export function maskProfilePhone(country: string, raw: string): string {
  return dialCodeOf(country) === '+55' ? maskPhone(raw) : digitsOnly(raw).slice(0, 14)
}

/** Each rule of the form, for one section's fields (the save button checks only its own section). */
export function checkSection(section: ProfileSection, values: ProfileValues, today: Date): ProfileErrors {
  const errors: ProfileErrors = {}
  switch (section) {
    case 'general': {
      const birth = values.birthDate.trim()
      if (birth !== '' && !isIsoDate(birth)) errors.birthDate = profileTexts.birthDate
      else if (birth !== '' && !isAtLeast(birth, today)) errors.birthDate = profileTexts.underAge
      const brazilian = dialCodeOf(values.phoneCountry) === '+55'
      const digits = digitsOnly(values.phone)
      if (digits === '') errors.phone = profileTexts.phoneRequired
      else if (brazilian ? !isValidBrPhone(values.phone) : !/^\d{6,14}$/.test(digits))
        errors.phone = brazilian ? profileTexts.phoneBr : profileTexts.phoneOther
      break
    }
    case 'pix':
      if (values.pixType === '' && values.pixKey.trim() !== '') errors.pixType = profileTexts.pixType
      if (values.pixType !== '') {
        if (values.pixKey.trim() === '') errors.pixKey = profileTexts.pixKey
        else if (!isValidPixKeyOf(values.pixType, values.pixKey)) errors.pixKey = profileTexts.pixKeyInvalid
      }
      break
    case 'address':
      if (values.zip.trim() !== '' && !isValidCep(values.zip)) errors.zip = profileTexts.zip
      if (values.state !== '' && !isUf(values.state)) errors.state = profileTexts.state
      break
    case 'info': {
      const name = values.name.trim()
      if (name.length < 3 || name.length > 64) errors.name = profileTexts.name
      if (values.document.trim() !== '' && !isValidCpf(values.document)) errors.document = profileTexts.document
      break
    }
  }
  return errors
}

/** What one section's save sends (PUT profile/data): its own fields, in the contract's names and wire forms. */
export function sectionBody(section: ProfileSection, values: ProfileValues): ProfileDataUpdate {
  switch (section) {
    case 'general':
      return {
        birth_date: values.birthDate.trim() || null,
        phone_country: dialCodeOf(values.phoneCountry),
        phone: digitsOnly(values.phone),
      }
    case 'pix':
      return {
        pix_type: values.pixType || null,
        pix_key: values.pixType ? pixKeyToWire(values.pixType, values.pixKey) : null,
      }
    case 'address':
      return {
        zip: digitsOnly(values.zip) || null,
        state: values.state || null,
        city: values.city.trim() || null,
        address: values.address.trim() || null,
      }
    case 'info':
      return {
        name: values.name.trim(),
        country: values.country,
        timezone: values.timezone,
        cpf: digitsOnly(values.document) || null,
      }
  }
}

/** The contract's field names back to the form's, for the server's 422 messages. */
export const WIRE_FIELD: Record<string, keyof ProfileValues> = {
  birth_date: 'birthDate',
  phone_country: 'phoneCountry',
  phone: 'phone',
  pix_type: 'pixType',
  pix_key: 'pixKey',
  zip: 'zip',
  state: 'state',
  city: 'city',
  address: 'address',
  name: 'name',
  country: 'country',
  timezone: 'timezone',
  cpf: 'document',
}

const PIX_TYPES: readonly string[] = ['document', 'phoneNumber', 'email', 'randomKey']

/** The form as the saved record fills it, masked for display. */
export function valuesFromUser(user: User): ProfileValues {
  const phoneCountry = countryForDialCode(user.phone_country)
  const pixType = user.pix_type && PIX_TYPES.includes(user.pix_type) ? (user.pix_type as PixKeyType) : ''
  return {
    birthDate: user.birth_date ?? '',
    phoneCountry,
    phone: maskProfilePhone(phoneCountry, user.phone ?? ''),
    pixType,
    pixKey: pixType && user.pix_key ? maskPixKey(pixType, user.pix_key) : '',
    zip: user.zip ? maskCep(user.zip) : '',
    state: user.state ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    name: user.name,
    country: user.country ?? DEFAULT_COUNTRY,
    timezone: user.timezone ?? 'America/Sao_Paulo',
    document: user.cpf ? formatCpf(user.cpf) : '',
  }
}
