import { lazy, Suspense } from 'react'
import { useAtom } from 'jotai'
import { authModalAtom } from '@/shared/session.ts'
import { useEverTrue } from '@/shared/ui/mount-when-opened.tsx'

// Neither modal is part of the first paint: each downloads at its first opening.
export const loadLoginModal = () => import('./login/login-modal.tsx')
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })))
const RegisterModal = lazy(() => import('./register/register-modal.tsx').then((m) => ({ default: m.RegisterModal })))

/**
 * The login or the register modal, from the one authModalAtom value (so never both). Each stays
 * mounted after its first opening: its closing transition plays and reopening is instant.
 */
export function AuthModalHost() {
  const [modal, setModal] = useAtom(authModalAtom)
  const loginMounted = useEverTrue(modal === 'login')
  const registerMounted = useEverTrue(modal === 'register')
  const close = () => setModal(null)
  return (
    <>
      {loginMounted ? (
        <Suspense fallback={null}>
          <LoginModal opened={modal === 'login'} onClose={close} onSwitchToRegister={() => setModal('register')} />
        </Suspense>
      ) : null}
      {registerMounted ? (
        <Suspense fallback={null}>
          <RegisterModal opened={modal === 'register'} onClose={close} onSwitchToLogin={() => setModal('login')} />
        </Suspense>
      ) : null}
    </>
  )
}
