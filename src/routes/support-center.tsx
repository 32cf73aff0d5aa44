import { createFileRoute, redirect } from '@tanstack/react-router'

/** The route table has both /support and /support-center; one page, one canonical address. */
export const Route = createFileRoute('/support-center')({
  beforeLoad: () => {
    throw redirect({ to: '/support', replace: true })
  },
})
