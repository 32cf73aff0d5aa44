import { createFileRoute, redirect } from '@tanstack/react-router'

/** The spec also links the casino home as /casino; /casinos is the canonical address. */
export const Route = createFileRoute('/casino/')({
  beforeLoad: () => {
    throw redirect({ to: '/casinos', replace: true })
  },
})
