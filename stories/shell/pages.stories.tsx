import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/api/errors.ts'
import { NotFound } from '@/features/shell/components/not-found.tsx'
import { RouteErrorView } from '@/shared/ui/route-error-view.tsx'
import { EmptyPage } from '@/shared/ui/page.tsx'

const meta = {
  title: 'Shell/Pages',
  component: NotFound,
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const NotFoundPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  },
}

/** A refusal (4xx) speaks in the server's words. */
export const ErrorWithServerMessage: Story = {
  render: () => (
    <RouteErrorView
      error={new ApiError({ kind: 'http', endpointId: 'settings.data', status: 423, body: { message: 'Manutenção programada' } })}
      reset={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Manutenção programada')
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

/** A 5xx body may be a debug trace: the card says what kind of failure it was instead. */
export const ErrorFromServerFault: Story = {
  render: () => (
    <RouteErrorView
      error={new ApiError({ kind: 'http', endpointId: 'settings.data', status: 503, body: { message: 'Trace at /var/www' } })}
      reset={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('O servidor não conseguiu atender o pedido agora. Tente novamente em instantes.')
    await expect(alert).not.toHaveTextContent('Trace at /var/www')
  },
}

export const ErrorOffline: Story = {
  render: () => <RouteErrorView error={new ApiError({ kind: 'network', endpointId: 'categories.list' })} reset={() => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro de conexão')
  },
}

export const ErrorFullScreen: Story = {
  render: () => <RouteErrorView error={new Error('boom')} reset={() => {}} fullScreen />,
}

export const EmptyShellPage: Story = {
  render: () => <EmptyPage title={<Trans>Recordes</Trans>} note={<Trans>Ainda não há nada por aqui.</Trans>} />,
}
