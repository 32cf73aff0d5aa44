import { useEffect, useId, type ReactNode } from 'react'
import { Skeleton, Text, Title } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Category } from '@/api/categories.ts'
import type { Provider } from '@/api/casino.ts'
import { assetUrl } from '@/shared/asset-url.ts'
import { categoriesQueryOptions } from '@/shared/queries.ts'
import { LinkButton } from '@/shared/ui/link-button.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { Page } from '@/shared/ui/page.tsx'
import { providersQueryOptions } from '../queries.ts'
import { splitTopCategories } from './rules/top-categories.ts'
import classes from './casino-home-page.module.css'

/**
 * /casinos: where the casino is browsed from. The top categories (at most 5) with their pictures, then the other
 * categories, then every provider with its number of games; each leads to its listing. The two lists load and fail on
 * their own: a failure is a quiet line with a retry, and the rest of the page stays.
 */
export function CasinoHomePage() {
  const { t } = useLingui()
  const categories = useQuery(categoriesQueryOptions())
  const providers = useQuery(providersQueryOptions())
  useLogFailure('casino categories', categories.error)
  useLogFailure('casino providers', providers.error)
  const { top, rest } = splitTopCategories(categories.data ?? [])

  return (
    <Page title={<Trans>Cassino</Trans>}>
      <div>
        <LinkButton
          to="/casino/provider/{-$provider}/category/{-$category}"
          params={{ provider: 'all', category: 'all' }}
        >
          <Trans>Ver todos os jogos</Trans>
        </LinkButton>
      </div>

      <Section title={<Trans>Principais categorias</Trans>}>
        <Loaded
          query={categories}
          failure={t`Não foi possível carregar as categorias.`}
          pending={<TilesPending count={5} />}
        >
          {top.length === 0 ? (
            <Text c="dimmed">
              <Trans>Nenhuma categoria disponível.</Trans>
            </Text>
          ) : (
            <ul className={classes.topCategories}>
              {top.map((category) => (
                <li key={category.id}>
                  <CategoryTile category={category} />
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Section>

      {rest.length > 0 && (
        <Section title={<Trans>Mais categorias</Trans>}>
          <ul className={classes.moreCategories}>
            {rest.map((category) => (
              <li key={category.id}>
                <Link
                  to="/casino/provider/{-$provider}/category/{-$category}"
                  params={{ provider: 'all', category: category.slug }}
                  className={classes.categoryChip}
                >
                  <CategoryImage category={category} size={24} />
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title={<Trans>Provedores</Trans>}>
        <Loaded
          query={providers}
          failure={t`Não foi possível carregar os provedores.`}
          pending={<TilesPending count={8} />}
        >
          <ul className={classes.providers}>
            {(providers.data ?? []).map((provider) => (
              <li key={provider.id}>
                <ProviderTile provider={provider} />
              </li>
            ))}
          </ul>
        </Loaded>
      </Section>
    </Page>
  )
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} fz="lg">
        {title}
      </Title>
      {children}
    </section>
  )
}

/** A list's three states: its placeholders, a quiet failure with a retry, or the list. */
function Loaded({
  query,
  failure,
  pending,
  children,
}: {
  query: UseQueryResult<unknown>
  failure: string
  pending: ReactNode
  children: ReactNode
}) {
  if (query.isSuccess) return children
  if (query.isError) {
    return (
      <LoadFailure
        layout="section"
        message={failure}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return pending
}

function TilesPending({ count }: { count: number }) {
  const { t } = useLingui()
  return (
    <div className={classes.pending} role="status" aria-label={t`Carregando…`}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </div>
  )
}

function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to="/casino/provider/{-$provider}/category/{-$category}"
      params={{ provider: 'all', category: category.slug }}
      className={classes.categoryTile}
    >
      <CategoryImage category={category} size={48} />
      <span className={classes.categoryName}>{category.name}</span>
    </Link>
  )
}

/** The category's picture; its name is in the link's text, so the picture is decorative. */
function CategoryImage({ category, size }: { category: Category; size: number }) {
  const src = assetUrl(category.image)
  if (!src) {
    return (
      <span className={classes.categoryInitial} style={{ width: size, height: size }} aria-hidden="true">
        {category.name.charAt(0).toUpperCase()}
      </span>
    )
  }
  return <img src={src} alt="" width={size} height={size} className={classes.categoryImage} decoding="async" />
}

function ProviderTile({ provider }: { provider: Provider }) {
  const total = provider.games_count
  return (
    <Link
      to="/casino/provider/{-$provider}/category/{-$category}"
      params={{ provider: provider.code ?? String(provider.id), category: 'all' }}
      className={classes.providerTile}
    >
      <span className={classes.providerName}>{provider.name}</span>{' '}
      {total !== undefined && (
        <span className={classes.providerCount}>
          <Plural value={total} _0="# jogos" one="# jogo" other="# jogos" />
        </span>
      )}
    </Link>
  )
}

/** The catalogue's loading failures end quietly on screen; the console keeps the cause. */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error)
  }, [what, error])
}
