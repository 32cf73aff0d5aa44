import { createFileRoute, redirect } from '@tanstack/react-router'

/** The spec links promotions as /promotions too; one page, one canonical address. */
export const Route = createFileRoute('/promotions')({
  beforeLoad: () => {
    throw redirect({ to: '/promotion', replace: true })
  },
})
