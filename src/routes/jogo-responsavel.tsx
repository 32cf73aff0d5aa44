import { createFileRoute } from '@tanstack/react-router'
import { ResponsibleGamingPage } from '@/features/protection/responsible-gaming/responsible-gaming-page.tsx'

/** Public: the risks, the warning signs, where to get help and the player's tools (linked from the footer). */
export const Route = createFileRoute('/jogo-responsavel')({
  component: ResponsibleGamingPage,
})
