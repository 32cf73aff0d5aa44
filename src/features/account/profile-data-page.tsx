import '@mantine/core/styles/Combobox.layer.css'
import { useState, type ReactNode } from 'react'
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core'
import type { MessageDescriptor } from '@lingui/core'
import { useForm, type FormRulesRecord } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { BR_STATES, maskCep } from '@/shared/br/address.ts'
import { formatCpf } from '@/shared/br/cpf.ts'
import { isAppLocale, LOCALE_NAMES } from '@/shared/i18n/locales.ts'
import { describeApiFailure, failureFieldErrors, type FailureTexts } from '@/shared/notices.ts'
import { playerDataQueryOptions } from '@/shared/queries.ts'
import { useQueryFailureNotices, useToast } from '@/shared/toast.ts'
import { Page } from '@/shared/ui/page.tsx'
import { PixKeyField } from '@/shared/ui/pix-key-field.tsx'
import { languageDrawerOpenAtom } from '@/shared/ui-state.ts'
import { profileEmailQueryOptions, useSaveProfile } from './queries.ts'
import { BR_TIME_ZONES, COUNTRY_CODES, countryName } from './rules/country-codes.ts'
import {
  checkSection,
  maskProfilePhone,
  profileTexts,
  SECTION_FIELDS,
  sectionBody,
  valuesFromUser,
  WIRE_FIELD,
  type ProfileErrors,
  type ProfileSection,
  type ProfileValues,
} from './rules/profile-form.ts'
import classes from './profile-data-page.module.css'

const saveFailure: FailureTexts = { fallback: profileTexts.saveFailed, noResponse: profileTexts.saveConnection }
const emailFailure: FailureTexts = { fallback: profileTexts.email }
const describeEmailFailure = (error: unknown) =>
  describeApiFailure(error, { ...emailFailure, prefer: 'message', first: true })

/**
 * One @mantine/form rule per field, each the field's message from its section's check (so a save validates exactly
 * the fields of its section).
 */
function sectionRules(
  check: (section: ProfileSection, values: ProfileValues) => ProfileErrors,
  said: (issue: MessageDescriptor) => string,
): FormRulesRecord<ProfileValues> {
  const rules: FormRulesRecord<ProfileValues> = {}
  for (const [section, names] of Object.entries(SECTION_FIELDS) as [
    ProfileSection,
    readonly (keyof ProfileValues)[],
  ][]) {
    for (const name of names) {
      rules[name] = (_value: unknown, values: ProfileValues) => {
        const issue = check(section, values)[name]
        return issue ? said(issue) : null
      }
    }
  }
  return rules
}

export interface ProfileDataPageProps {
  /** Today, for the 18+ rule (tests pin it). */
  today?: () => Date
}

/**
 * Meu perfil (/profile/perfil): general info (the read-only e-mail, the user id, birth date, phone with its country
 * code), 'Meu Pix', the address (CEP, UF) and the user info (name, country, currency, language, time zone, CPF).
 * Each section saves its own fields (PUT profile/data); what was typed stays in the form whatever the answer, and
 * the saved record is what a reload shows.
 */
export function ProfileDataPage({ today = () => new Date() }: ProfileDataPageProps) {
  const { t, i18n } = useLingui()
  const toast = useToast()
  const { data: user } = useSuspenseQuery(playerDataQueryOptions())
  const email = useQuery(profileEmailQueryOptions())
  useQueryFailureNotices(email, describeEmailFailure)
  const openLanguages = useSetAtom(languageDrawerOpenAtom)
  const save = useSaveProfile()
  const [saving, setSaving] = useState<ProfileSection | null>(null)
  // @mantine/form, as every form (docs/architecture.md, "Forms"). Each section's save checks its own fields only
  // (checkSection); a message stays until its field changes.
  const form = useForm<ProfileValues>({
    initialValues: valuesFromUser(user),
    validate: sectionRules(
      (section, values) => checkSection(section, values, today()),
      (issue) => i18n._(issue),
    ),
  })
  const { values } = form
  const field = <K extends keyof ProfileValues>(name: K) => ({
    value: values[name],
    error: form.errors[name],
  })

  const submit = (section: ProfileSection) => {
    const checked = SECTION_FIELDS[section].map((name) => form.validateField(name))
    if (checked.some((result) => result.hasError)) return
    setSaving(section)
    save.mutate(sectionBody(section, form.getValues()), {
      onSuccess: () => toast.success(profileTexts.saved),
      onError: (failure) => {
        // The server's words go under their fields; what was typed stays.
        const fields = failureFieldErrors(failure)
        const mapped: Partial<Record<keyof ProfileValues, string>> = {}
        for (const [wire, message] of Object.entries(fields)) {
          const name = WIRE_FIELD[wire]
          if (name) mapped[name] = message
        }
        form.setErrors((shown) => ({ ...shown, ...mapped }))
        toast.errors(describeApiFailure(failure, saveFailure))
      },
      onSettled: () => setSaving(null),
    })
  }

  const cpfLocked = Boolean(user.cpf)
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'pt-BR'
  const countries = COUNTRY_CODES.map(([iso, dial]) => ({ iso, dial, name: countryName(iso, locale) }))

  return (
    <Page title={t`Meu perfil`}>
      <Section id="general" title={t`Informações gerais`} onSave={submit} saving={saving}>
        <div className={classes.grid}>
          <TextInput
            label={t`E-mail`}
            value={email.data ?? ''}
            readOnly
            placeholder={email.isPending ? t`Carregando…` : undefined}
            error={email.isError ? i18n._(profileTexts.email) : undefined}
          />
          <TextInput label={t`ID do usuário`} value={String(user.id)} readOnly />
          <TextInput
            type="date"
            label={t`Data de nascimento`}
            {...field('birthDate')}
            onChange={(event) => form.setFieldValue('birthDate', event.currentTarget.value)}
          />
          <div className={classes.phone}>
            <NativeSelect
              label={t`Código do país`}
              value={values.phoneCountry}
              onChange={(event) => {
                const country = event.currentTarget.value
                form.setFieldValue('phoneCountry', country)
                form.setFieldValue('phone', maskProfilePhone(country, values.phone))
              }}
              data={countries.map(({ iso, dial, name }) => ({ value: iso, label: `${name} (${dial})` }))}
            />
            <TextInput
              label={t`Telefone`}
              {...field('phone')}
              inputMode="tel"
              autoComplete="tel-national"
              required
              onChange={(event) =>
                form.setFieldValue('phone', maskProfilePhone(values.phoneCountry, event.currentTarget.value))
              }
            />
          </div>
        </div>
      </Section>

      <Section id="pix" title={t`Meu Pix`} onSave={submit} saving={saving}>
        <div className={classes.grid}>
          <PixKeyField
            type={values.pixType}
            chooseType
            onTypeChange={(type) => {
              // A new type starts an empty key, and neither says anything until the next save.
              form.setFieldValue('pixType', type)
              form.setFieldValue('pixKey', '')
              form.clearFieldError('pixKey')
            }}
            value={values.pixKey}
            onChange={(key) => form.setFieldValue('pixKey', key)}
            clearable
            typeError={form.errors.pixType}
            keyError={form.errors.pixKey}
          />
        </div>
      </Section>

      <Section id="address" title={t`Endereço`} onSave={submit} saving={saving}>
        <div className={classes.grid}>
          <TextInput
            label={t`CEP`}
            {...field('zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            onChange={(event) => form.setFieldValue('zip', maskCep(event.currentTarget.value))}
          />
          <NativeSelect
            label={t`Estado`}
            {...field('state')}
            onChange={(event) => form.setFieldValue('state', event.currentTarget.value)}
            data={[
              { value: '', label: t`Selecione` },
              ...BR_STATES.map(({ uf, name }) => ({ value: uf, label: `${name} (${uf})` })),
            ]}
          />
          <TextInput
            label={t`Cidade`}
            {...field('city')}
            autoComplete="address-level2"
            maxLength={100}
            onChange={(event) => form.setFieldValue('city', event.currentTarget.value)}
          />
          <TextInput
            label={t`Endereço`}
            {...field('address')}
            autoComplete="street-address"
            maxLength={255}
            onChange={(event) => form.setFieldValue('address', event.currentTarget.value)}
          />
        </div>
      </Section>

      <Section id="info" title={t`Informações do usuário`} onSave={submit} saving={saving}>
        <div className={classes.grid}>
          <TextInput
            label={t`Nome`}
            {...field('name')}
            autoComplete="name"
            required
            maxLength={64}
            onChange={(event) => form.setFieldValue('name', event.currentTarget.value)}
          />
          <NativeSelect
            label={t`País`}
            value={values.country}
            onChange={(event) => form.setFieldValue('country', event.currentTarget.value)}
            data={countries
              .filter(({ iso }, index, all) => all.findIndex((c) => c.iso === iso) === index)
              .map(({ iso, name }) => ({ value: iso, label: name }))}
          />
          <TextInput label={t`Moeda`} value={user.currency ?? 'BRL'} readOnly />
          <Stack gap={4}>
            <TextInput label={t`Idioma`} value={LOCALE_NAMES[locale]} readOnly />
            <Button variant="light" size="xs" onClick={() => openLanguages(true)} style={{ alignSelf: 'flex-start' }}>
              <Trans>Alterar idioma</Trans>
            </Button>
          </Stack>
          <NativeSelect
            label={t`Fuso horário`}
            value={values.timezone}
            onChange={(event) => form.setFieldValue('timezone', event.currentTarget.value)}
            data={BR_TIME_ZONES.map((zone) => ({
              value: zone,
              label: zone.replace('America/', '').replace(/_/g, ' '),
            }))}
          />
          {/* A CPF on file is the identity money moved under: the server refuses to change it (mocks/README.md, "Rules a backend copies"). */}
          <TextInput
            label={t`CPF`}
            {...field('document')}
            inputMode="numeric"
            readOnly={cpfLocked}
            description={cpfLocked ? t`Para alterar o CPF, fale com o suporte.` : undefined}
            onChange={(event) => form.setFieldValue('document', formatCpf(event.currentTarget.value))}
          />
        </div>
      </Section>
    </Page>
  )
}

function Section({
  id,
  title,
  children,
  onSave,
  saving,
}: {
  id: ProfileSection
  title: string
  children: ReactNode
  onSave: (section: ProfileSection) => void
  saving: ProfileSection | null
}) {
  const { t } = useLingui()
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={`profile-${id}`}
      className={classes.section}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSave(id)
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id={`profile-${id}`}>
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={saving === id}
              disabled={saving !== null && saving !== id}
              aria-label={t`Salvar ${title}`}
            >
              <Trans>Salvar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
