import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse } from 'msw'
import { msg } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ApiError } from '@/api/errors.ts'
import { settingsOperator } from '@/api/operator.ts'
import { OperatorIdentification } from '@/features/protection/operator/components/operator-identification.tsx'
import { Footer } from '@/features/shell/components/footer.tsx'
import { LoadFailure } from '@/shared/ui/load-failure.tsx'
import { RouteErrorView } from '@/shared/ui/route-error-view.tsx'
import { override } from '@mocks/override.ts'

/*
 * The shared failure views when the backend does not have a call yet (docs/architecture.md, "Failures → messages"):
 * a warning, not an alarm, in the page's or the block's own words, with the retry kept.
 */
const missingRoute = new ApiError({ kind: 'http', endpointId: 'profile.vip', status: 405, routeMissing: true })

function UnavailableViews() {
  return (
    <>
      <RouteErrorView
        error={missingRoute}
        reset={() => {}}
        texts={{
          fallback: msg`Não foi possível carregar o programa VIP.`,
          unavailable: msg`O programa VIP ainda não está disponível.`,
        }}
      />
      <LoadFailure
        layout="section"
        message="Não foi possível carregar as partidas."
        error={missingRoute}
        onRetry={() => {}}
      />
    </>
  )
}

const meta = {
  title: 'Shell/Unavailable',
  component: UnavailableViews,
} satisfies Meta<typeof UnavailableViews>

export default meta
type Story = StoryObj<typeof meta>

/** A page whose call the backend lacks (RouteError) and a section of a page (LoadFailure). */
export const PageAndSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Indisponível no momento' })).toBeVisible()
    await expect(canvas.getByText('O programa VIP ainda não está disponível.')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Esta seção ainda não está disponível.')
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2)
  },
}

export const PageAndSectionDark: Story = { ...PageAndSection, globals: { theme: 'dark' } }

/** The footer's operator block on a backend that answers settings/operator with Laravel's 405. */
export const OperatorBlock: Story = {
  render: () => <Footer operator={<OperatorIdentification />} />,
  beforeEach({ msw }) {
    msw.use(
      override(settingsOperator, () =>
        HttpResponse.json({ message: 'The GET method is not supported for this route.' }, { status: 405 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const operator = within(await within(canvasElement).findByRole('region', { name: 'Operador' }))
    await expect(
      await operator.findByText('A identificação do operador ainda não está disponível.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(
      within(canvasElement).getByText('Jogue com responsabilidade. Jogo para maiores de 18 anos.'),
    ).toBeVisible()
  },
}

export const OperatorBlockDark: Story = { ...OperatorBlock, globals: { theme: 'dark' } }
